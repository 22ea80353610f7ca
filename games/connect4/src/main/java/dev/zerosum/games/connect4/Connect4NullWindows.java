package dev.zerosum.games.connect4;

import dev.zerosum.core.NullWindowScore;
import java.util.function.IntUnaryOperator;

/**
 * How the solver finds an exact score with null-window searches only: it asks whether the score is
 * above some {@code s}, over and over, each answer narrowing the range of what the score can still
 * be. Two orders of questions, each the cheaper where it is used:
 *
 * <ul>
 *   <li>{@link NullWindowScore#halving}: halve the range each time, asking first close to a draw,
 *       where most positions are (the order of the reference solver of the benchmark sets). A
 *       position whose score is far from a draw (a quick win) is pinned down in a few cheap
 *       questions.
 *   <li>{@link #walking}: ask first whether the score is at least a draw, then at each bound the
 *       last answer gave, one point further (MTD(f) from a draw, as ChristopheSteininger/c4 does).
 *       Every question is close to the score when the score is close to a draw, which it is in the
 *       opening. Measured on one thread: the empty 7 × 6 board in 207 M nodes against 231 M (10 %
 *       fewer), {@code 4} 129 M against 143 M, Test_L1_R3's lines of 2 and 3 stones 10 and 11 %
 *       fewer (14 and 17 % less processor time); but 52 times the nodes on Test_L1_R1's lines of 4
 *       to 6 stones, quick wins (a score of 13 takes 15 questions, against 5), and 9 % more on
 *       Test_L1_R3's lines of 4 stones. So the walk ends before the 4th stone: the lines of every
 *       set but Test_L1_R3 start there, and Test_L1_R3's 81 earlier ones are where it measured
 *       faster.
 * </ul>
 */
final class Connect4NullWindows {
  /** Positions with fewer stones than this are in the opening, where the solver walks. */
  static final int OPENING_STONES = 4;

  private Connect4NullWindows() {}

  /**
   * Returns the score, known to lie in [{@code min}, {@code max}], that {@code above} pins down by
   * walking from a draw: the first question is whether the score is above -1 (at least a draw),
   * each next one at the bound the last answer gave.
   */
  static int walking(int min, int max, IntUnaryOperator above) {
    int guess = -1;
    while (min < max) {
      int split = Math.max(min, Math.min(max - 1, guess));
      int found = above.applyAsInt(split);
      if (found <= split) {
        max = found;
        guess = found - 1; // is it above the next lower score?
      } else {
        min = found;
        guess = found; // is it above the bound just proven?
      }
    }
    return min;
  }
}
