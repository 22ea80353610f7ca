package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Score;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The evaluator's sign, its scale, and why a depth-limited search of 4433 (X wins in 3) swings from
 * about +95 at depth 1 to about -7 at depth 2 before depth 3 proves the win (docs/connect4.md): the
 * estimate counts each side's threats whoever is to move, so a leaf where X is to move and can
 * complete a four at once scores no better than the threats on the board.
 */
class Connect4EvaluatorTest {
  private final Connect4Evaluator evaluator = new Connect4Evaluator();

  @Test
  void estimatesAreForMaxAndFarInsideTheScoresOfAWin() {
    // 44335: X's 3, 4 and 5 on the bottom row, both ends open, O to move.
    assertThat(evaluator.estimateForMax(Connect4Position.of("44335")))
        .as("two threats of X on X's own row: good for X, MAX, however O moves next")
        .isGreaterThanOrEqualTo(80);
    // 144335... mirrored in colours: O's open three on the bottom row, X to move.
    assertThat(evaluator.estimateForMax(Connect4Position.of("144335")))
        .as("the same threats for O are bad for MAX")
        .isNegative();
    for (Connect4Position position : Connect4GenericSearchTest.endGames(7, 200, 20)) {
      assertThat(Math.abs(evaluator.estimateForMax(position)))
          .as("a few hundred at most, never near a decided score (%s)", position.history())
          .isLessThan(1_000)
          .isLessThan(Score.DECISIVE / 1_000);
    }
  }

  @Test
  void aLeafWhereMaxWinsAtOnceScoresOnlyTheThreatsOnTheBoard() {
    // After 4433 5, O answers 5: both of X's winning cells, 2 and 6, are still there to play.
    Connect4Position leaf = Connect4Position.of("443355");
    assertThat(IntStream.rangeClosed(1, 7).filter(column -> leaf.isWinningMove(column - 1)))
        .as("X to move completes a four at once")
        .isNotEmpty();
    assertThat(evaluator.estimateForMax(leaf))
        .as(
            "O's new three on the second row balances X's on the first: the estimate does not ask"
                + " whose turn it is, hence depth 2's ~-7 where depth 1 (a leaf with O to move) saw"
                + " ~+95 and depth 3 proves +1@3")
        .isLessThan(20);
  }
}
