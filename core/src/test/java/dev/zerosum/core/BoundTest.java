package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** What a node's best score says of its value, and when a stored one settles a node. */
class BoundTest {

  @ParameterizedTest(name = "best {0} in ({1}, {2}): {3}")
  @CsvSource({
    "-5, -2, 3, UPPER", // no move reached alpha: the value is at most -5
    "-2, -2, 3, UPPER", // alpha itself is not above alpha
    "0, -2, 3, EXACT",
    "3, -2, 3, LOWER", // a cut-off: the value is at least 3
    "7, -2, 3, LOWER"
  })
  void theBestScoreOfANodeIsABoundByWhereItFallsInTheWindow(
      int best, int alpha, int beta, Bound expected) {
    assertThat(Bound.of(best, alpha, beta)).isEqualTo(expected);
  }

  @ParameterizedTest(name = "{0} {1} in ({2}, {3}): {4}")
  @CsvSource({
    "EXACT, 0, -2, 3, true", // the value itself, whatever the window
    "EXACT, 9, -2, 3, true",
    "LOWER, 3, -2, 3, true", // at least beta: the node fails high
    "LOWER, 2, -2, 3, false", // at least 2 says nothing of a window up to 3
    "UPPER, -2, -2, 3, true", // at most alpha: the node fails low
    "UPPER, -1, -2, 3, false"
  })
  void aStoredScoreSettlesANodeWhenItIsTheValueOrABoundBeyondTheWindow(
      Bound bound, int stored, int alpha, int beta, boolean settles) {
    assertThat(bound.decides(stored, alpha, beta)).isEqualTo(settles);
  }

  @ParameterizedTest(name = "best {0} in ({1}, {2})")
  @CsvSource({"-5, -2, 3", "-2, -2, 3", "0, -2, 3", "3, -2, 3", "7, -2, 3"})
  void aNodesOwnScoreAndBoundSettleTheSameWindowAgain(int best, int alpha, int beta) {
    assertThat(Bound.of(best, alpha, beta).decides(best, alpha, beta))
        .as("a search of the same window would find the same")
        .isTrue();
  }
}
