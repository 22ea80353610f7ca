package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.Player;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Connect4PositionTest {
  private final Connect4 game = new Connect4();

  @Test
  void theEmptyBoardHasSevenMovesAndXToMove() {
    Connect4Position empty = game.initialState();
    assertThat(empty.toString()).isEmpty();
    assertThat(game.player(empty)).isEqualTo(Player.MAX);
    assertThat(game.actions(empty))
        .extracting(Connect4Move::typed)
        .containsExactly(1, 2, 3, 4, 5, 6, 7);
    assertThat(game.isTerminal(empty)).isFalse();
  }

  @Test
  void stonesFallToTheLowestEmptyCell() {
    Connect4Position position = Connect4Position.of("4453");
    assertThat(position.markAt(3, 0)).isEqualTo('X');
    assertThat(position.markAt(3, 1)).isEqualTo('O');
    assertThat(position.markAt(4, 0)).isEqualTo('X');
    assertThat(position.markAt(2, 0)).isEqualTo('O');
    assertThat(position.markAt(3, 2)).isEqualTo('.');
    assertThat(position.height(3)).isEqualTo(2);
    assertThat(position.toMove()).isEqualTo(Player.MAX);
  }

  @ParameterizedTest(name = "{0}: {1} wins")
  @CsvSource({
    "1212121, MAX", // X up column 1
    "1122334, MAX", // X along the bottom row
    "12234334544, MAX", // X on the diagonal going up to the right
    "76654554344, MAX", // the mirror image: the other diagonal
    "71212121, MIN", // O up column 1 after X opened in column 7
  })
  void everyDirectionOfFourWins(String moves, Player winner) {
    Connect4Position position = Connect4Position.of(moves);
    String before = moves.substring(0, moves.length() - 1);
    assertThat(Connect4Position.of(before).winner()).as("not before the last stone").isEmpty();
    assertThat(position.winner()).hasValue(winner);
    assertThat(game.isTerminal(position)).isTrue();
    assertThat(game.utility(position)).isEqualTo(winner.sign());
    assertThat(game.actions(position)).as("no move after a win").isEmpty();
  }

  @Test
  void aFullBoardWithoutFourIsADraw() {
    // Columns 1, 2, 5, 6 hold X O X O X O from the bottom, 3, 4, 7 O X O X O X: no four anywhere.
    Connect4Position position = Connect4Position.of("111111222222533333344444455555666667777776");
    assertThat(position.isFull()).isTrue();
    assertThat(position.winner()).isEmpty();
    assertThat(game.isTerminal(position)).isTrue();
    assertThat(game.utility(position)).as("a draw").isZero();
  }

  @Test
  void aFullColumnAndAMoveAfterTheEndAreRefusedWithTheirReason() {
    Connect4Position full = Connect4Position.of("444444");
    assertThatThrownBy(() -> full.play(3))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("column 4 is full (6 stones); choose another column");
    Connect4Position won = Connect4Position.of("1212121");
    assertThatThrownBy(() -> won.play(4))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("column 5 cannot be played: the game is over, X has four in a row");
    assertThatThrownBy(() -> won.play(7))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("columns are 0 to 6 (typed 1 to 7)");
  }

  @Test
  void equalPositionsReachedByOtherOrdersAreEqualAndShareAKey() {
    Connect4Position one = Connect4Position.of("4453");
    Connect4Position other = Connect4Position.of("4354");
    assertThat(one).isEqualTo(other).hasSameHashCodeAs(other);
    assertThat(one.key()).isEqualTo(other.key());
    assertThat(one.history()).isNotEqualTo(other.history());
    assertThat(Connect4Position.of("4435").key()).as("colours swapped").isNotEqualTo(one.key());
  }

  @Test
  void theMirrorImageSwapsColumnsAndKeepsTheKeyCanonical() {
    Connect4Position position = Connect4Position.of("1123");
    Connect4Position mirror = position.mirrored();
    assertThat(mirror.history()).isEqualTo("7765");
    assertThat(mirror).isEqualTo(Connect4Position.of("7765"));
    assertThat(mirror.mirrored()).isEqualTo(position);
    var canonical = game.canonicalKey().orElseThrow();
    assertThat(canonical.of(position)).isEqualTo(canonical.of(mirror));
  }

  @Test
  void theBoardIsDrawnTopRowFirstWithTheColumnNumbersBelow() {
    String board = Connect4BoardText.render(Connect4Position.of("4453"), true);
    assertThat(board)
        .isEqualTo(
            "| . . . . . . . |\n"
                + "| . . . . . . . |\n"
                + "| . . . . . . . |\n"
                + "| . . . . . . . |\n"
                + "| . . . O . . . |\n"
                + "| . . O X X . . |\n"
                + "+---------------+\n"
                + "  1 2 3 4 5 6 7\n");
  }
}
