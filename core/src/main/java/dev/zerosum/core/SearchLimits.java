package dev.zerosum.core;

/**
 * The checks that every search builder shares, so that a depth and a missing evaluator mean the
 * same thing, and are refused with the same words, in every search (core's and its Monte Carlo
 * package's); a time and an interrupt are a {@link Budget}'s. Public for those packages; a game's
 * own search may use it too.
 */
public final class SearchLimits {
  private SearchLimits() {}

  /**
   * Returns the error a search raises when a game breaks the contract of {@link Game#actions}: a
   * position that is not terminal has no legal moves.
   */
  public static IllegalStateException noMoves() {
    return new IllegalStateException(
        "a position that is not terminal has no legal moves: the game's isTerminal and actions"
            + " disagree");
  }

  /**
   * Returns {@code plies}, a maximum depth.
   *
   * @throws IllegalArgumentException if it is not between 1 and {@code Score.PLY_LIMIT - 1}
   */
  public static int checkedDepth(int plies) {
    if (plies < 1 || plies >= Score.PLY_LIMIT) {
      throw new IllegalArgumentException(
          "max depth " + plies + " is out of range; expected 1 to " + (Score.PLY_LIMIT - 1));
    }
    return plies;
  }

  /**
   * Throws the message of a search built with a depth limit and nothing to score the positions
   * where it stops.
   */
  public static void requireEvaluator(Evaluator<?> evaluator, String search) {
    if (evaluator == null) {
      throw new IllegalStateException(
          search
              + " stops at a depth and needs an evaluator to score the positions there;"
              + " call evaluator(...) before build()");
    }
  }
}
