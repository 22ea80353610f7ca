package dev.zerosum.core;

import java.util.function.IntUnaryOperator;

/**
 * Finds an exact score with null-window searches only, as the perfect solvers of the games do: it
 * asks whether the score is above some {@code s}, halving the range of what it can still be each
 * time, and asks first close to a draw, where most positions are (the order of the reference
 * Connect Four solver of the benchmark sets).
 *
 * <pre>{@code
 * int score = NullWindowScore.halving(-21, 21, s -> solver.negamax(position, s, s + 1));
 * }</pre>
 */
public final class NullWindowScore {
  private NullWindowScore() {}

  /**
   * Returns the score, known to lie in [{@code min}, {@code max}], that {@code above} pins down:
   * {@code above.applyAsInt(s)} searches the window (s, s + 1) and returns the score if it is s or
   * less, else a bound on it above s (a fail-soft null-window search; a fail-hard one, answering s
   * or s + 1, works too, with more questions).
   */
  public static int halving(int min, int max, IntUnaryOperator above) {
    while (min < max) {
      int split = min + (max - min) / 2;
      if (split <= 0 && min / 2 < split) {
        split = min / 2;
      } else if (split >= 0 && max / 2 > split) {
        split = max / 2;
      }
      int found = above.applyAsInt(split);
      if (found <= split) {
        max = found;
      } else {
        min = found;
      }
    }
    return min;
  }
}
