package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScoreTest {

  @Test
  void quickWinsRankAboveSlowWinsAndSlowLossesAboveQuickLosses() {
    assertThat(Score.ofTerminal(1, 1))
        .as("win in 1 beats win in 5")
        .isGreaterThan(Score.ofTerminal(1, 5));
    assertThat(Score.ofTerminal(-1, 5))
        .as("loss in 5 beats loss in 1")
        .isGreaterThan(Score.ofTerminal(-1, 1));
    assertThat(Score.ofTerminal(1, Score.PLY_LIMIT - 1))
        .as("slowest win beats a draw")
        .isGreaterThan(0);
    assertThat(Score.ofTerminal(-1, Score.PLY_LIMIT - 1))
        .as("slowest loss is below a draw")
        .isLessThan(0);
    assertThat(Score.ofTerminal(0, 7)).as("a draw is a draw at any depth").isZero();
  }

  @Test
  void biggerUtilitiesRankAboveSmallerOnesWhateverTheDepth() {
    assertThat(Score.ofTerminal(2, Score.PLY_LIMIT - 1)).isGreaterThan(Score.ofTerminal(1, 0));
    assertThat(Score.ofTerminal(-2, 0)).isLessThan(Score.ofTerminal(-1, Score.PLY_LIMIT - 1));
  }

  @ParameterizedTest(name = "utility {0} at ply {1}")
  @CsvSource({"1, 0", "1, 1", "1, 9", "-1, 4", "3, 2", "-3, 1023", "1048576, 1023", "-1048576, 0"})
  void everyDecisiveScoreIsAboveEveryEstimateAndTellsItsDepth(int utility, int ply) {
    int score = Score.ofTerminal(utility, ply);
    assertThat(Score.isDecisive(score)).isTrue();
    assertThat(Math.abs(score)).isGreaterThan(Score.DECISIVE);
    assertThat(Score.pliesToEnd(score)).isEqualTo(ply);
  }

  @ParameterizedTest(name = "utility {0}, {1} plies from the root, node {2} plies down")
  @CsvSource({"1, 7, 3", "-1, 7, 3", "1, 5, 5", "-2, 9, 0", "0, 4, 2"})
  void tableAdjustmentMeasuresFromTheNodeAndBack(int utility, int endPly, int nodePly) {
    int fromRoot = Score.ofTerminal(utility, endPly);
    int fromNode = Score.toNode(fromRoot, nodePly);
    assertThat(fromNode)
        .as("the same end seen from the node is endPly - nodePly away")
        .isEqualTo(Score.ofTerminal(utility, endPly - nodePly));
    assertThat(Score.toRoot(fromNode, nodePly)).isEqualTo(fromRoot);
  }

  @Test
  void estimatesAreNotAdjusted() {
    assertThat(Score.toNode(37, 5)).isEqualTo(37);
    assertThat(Score.toRoot(-Score.DECISIVE, 5)).isEqualTo(-Score.DECISIVE);
  }

  @Test
  void outOfRangeInputsAreRefusedWithTheirReason() {
    assertThatThrownBy(() -> Score.ofTerminal(Score.MAX_UTILITY + 1, 0))
        .hasMessageContaining("out of range");
    assertThatThrownBy(() -> Score.ofTerminal(1, Score.PLY_LIMIT))
        .hasMessageContaining("at most 1023 deep");
  }
}
