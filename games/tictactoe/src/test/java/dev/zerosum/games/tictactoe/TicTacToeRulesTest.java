package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.Player;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TicTacToeRulesTest {
  private final TicTacToe game = new TicTacToe();

  @Test
  void theEmptyBoardHasNineMovesAndXToMove() {
    TicTacToePosition empty = game.initialState();
    assertThat(empty.toString()).isEqualTo(".........");
    assertThat(game.player(empty)).isEqualTo(Player.MAX);
    assertThat(game.actions(empty))
        .extracting(TicTacToeMove::cell)
        .containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8);
    assertThat(game.isTerminal(empty)).isFalse();
    assertThat(empty.winner()).isEmpty();
  }

  @ParameterizedTest(name = "X on {0}, {1}, {2}")
  @CsvSource({
    "0, 1, 2", "3, 4, 5", "6, 7, 8", // rows
    "0, 3, 6", "1, 4, 7", "2, 5, 8", // columns
    "0, 4, 8", "2, 4, 6" // diagonals
  })
  void everyLineWins(int a, int b, int c) {
    int[] elsewhere = IntStream.range(0, 9).filter(i -> i != a && i != b && i != c).toArray();
    // Two O marks can never make a line, so X's third mark is the first to end the game.
    TicTacToePosition position =
        TicTacToePosition.empty().play(a).play(elsewhere[0]).play(b).play(elsewhere[1]);
    assertThat(position.winner()).as("two X: not yet").isEmpty();
    position = position.play(c);
    assertThat(position.winner()).hasValue(Player.MAX);
    assertThat(game.isTerminal(position)).isTrue();
    assertThat(game.utility(position)).isEqualTo(1);
    assertThat(game.actions(position)).as("no move after a win").isEmpty();
  }

  @Test
  void oWinsToo() {
    TicTacToePosition position = new TicTacToeNotation().parsePosition("XX./OOO/X..");
    assertThat(position.winner()).hasValue(Player.MIN);
    assertThat(game.utility(position)).isEqualTo(-1);
  }

  @Test
  void aMoveThatFillsTheBoardAndCompletesALineIsAWin() {
    TicTacToePosition eight = new TicTacToeNotation().parsePosition("OOXXOXOX.");
    assertThat(eight.toMove()).isEqualTo(Player.MAX);
    TicTacToePosition full = eight.play(8);
    assertThat(full.emptyCells()).isZero();
    assertThat(full.winner()).as("2, 5, 8 is X's").hasValue(Player.MAX);
    assertThat(full.isDraw()).isFalse();
    assertThat(game.utility(full)).isEqualTo(1);
  }

  @Test
  void aFullBoardWithoutALineIsADraw() {
    TicTacToePosition full = new TicTacToeNotation().parsePosition("XOX/XOO/OXX");
    assertThat(full.isDraw()).isTrue();
    assertThat(game.utility(full)).isZero();
  }

  @Test
  void illegalMovesNameTheCellAndTheReason() {
    TicTacToePosition position = TicTacToePosition.empty().play(4);
    assertThatThrownBy(() -> position.play(4))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cell 4 (typed 5) is already taken by X");
    assertThatThrownBy(() -> position.play(9))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cell 9 is off the board; cells are 0 to 8 (typed 1 to 9)");
    assertThatThrownBy(() -> position.play(-1)).hasMessageContaining("cell -1 is off the board");
    TicTacToePosition won = new TicTacToeNotation().parsePosition("XXX/OO./...");
    assertThatThrownBy(() -> won.play(8)).hasMessageContaining("the game is over");
  }

  @Test
  void resultNeverChangesItsInput() {
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      String before = position.toString();
      for (TicTacToeMove move : game.actions(position)) {
        game.result(position, move);
      }
      assertThat(position.toString()).isEqualTo(before);
    }
  }

  @Test
  void theBoardIsDrawnAsText() {
    TicTacToePosition position = new TicTacToeNotation().parsePosition("XO./.X./..O");
    assertThat(TicTacToeBoardText.render(position, true))
        .isEqualTo(" X | O | 3\n---+---+---\n 4 | X | 6\n---+---+---\n 7 | 8 | O\n");
    assertThat(TicTacToeBoardText.render(position, false))
        .isEqualTo(" X | O |  \n---+---+---\n   | X |  \n---+---+---\n   |   | O\n");
  }
}
