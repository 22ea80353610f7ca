package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.SearchResult;
import dev.zerosum.core.Value;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The perfect-play table against the reference minimax, on every reachable position. */
class TicTacToePerfectTableTest {
  private final TicTacToePerfectTable table = TicTacToePerfectTable.instance();
  private final Map<TicTacToePosition, TicTacToeMinimaxOracle.Answer> oracle =
      TicTacToeMinimaxOracle.answers();

  @Test
  void holdsEveryReachablePositionAndNoOther() {
    assertThat(table.positionCount()).isEqualTo(5_478);
    assertThat(TicTacToePerfectTable.build().positionCount())
        .as("a table built again is the same")
        .isEqualTo(5_478);
  }

  @Test
  void agreesWithMinimaxOnTheValueOfEveryPositionAndEveryMove() {
    oracle.forEach(
        (position, answer) -> {
          assertThat(table.value(position)).as("value of %s", position).isEqualTo(answer.value());
          assertThat(table.valuesOfMoves(position))
              .as("moves of %s", position)
              .isEqualTo(answer.moveValues());
        });
  }

  @Test
  void agreesWithMinimaxOnTheSetOfBestMovesOfEveryPosition() {
    oracle.forEach(
        (position, answer) -> {
          List<TicTacToeMove> best = table.bestMoves(position);
          assertThat(new HashSet<>(best))
              .as("best moves of %s", position)
              .isEqualTo(answer.bestMoves());
          assertThat(best)
              .as("in cell order")
              .isSortedAccordingTo((a, b) -> Integer.compare(a.cell(), b.cell()));
          if (!position.isOver()) {
            assertThat(table.bestMove(position)).as("the lowest one").isEqualTo(best.get(0));
          }
        });
  }

  @Test
  void searchGivesAWholeLineOfPerfectPlayToTheEnd() {
    oracle.forEach(
        (position, answer) -> {
          SearchResult<TicTacToeMove> result = table.search(position);
          assertThat(result.value()).isEqualTo(answer.value());
          TicTacToePosition at = position;
          for (TicTacToeMove move : result.principalVariation()) {
            assertThat(oracle.get(at).bestMoves()).as("line from %s", position).contains(move);
            at = at.play(move.cell());
          }
          assertThat(at.isOver()).as("the line from %s ends the game", position).isTrue();
          Value value = answer.value();
          int expectedLength =
              value.plies().orElse(TicTacToePosition.CELLS - position.marks()); // a draw fills it
          assertThat(result.principalVariation()).hasSize(expectedLength);
          assertThat(result.statistics().nodes()).isEqualTo(expectedLength + 1L);
        });
  }

  @Test
  void theSeedPositionHasOneBestMoveThatLosesLater() {
    TicTacToePosition seed = TicTacToePosition.empty().play(0).play(1).play(3);
    assertThat(table.bestMoves(seed)).containsExactly(TicTacToeMove.of(6));
    assertThat(table.value(seed).describe())
        .as("blocking only delays X, who forks with the centre")
        .isEqualTo("loss in 4 plies");
  }

  @Test
  void aFinishedGameHasNoMove() {
    TicTacToePosition drawn = new TicTacToeNotation().parsePosition("XOX/XOO/OXX");
    assertThat(table.value(drawn)).isEqualTo(Value.draw());
    assertThat(table.bestMoves(drawn)).isEmpty();
    assertThat(table.valuesOfMoves(drawn)).isEmpty();
    assertThatThrownBy(() -> table.bestMove(drawn))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("game is over");
  }
}
