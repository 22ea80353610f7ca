package dev.zerosum.core;

/**
 * What a score stored in a transposition table says of the true value. An alpha-beta search that
 * fails high only knows a lower bound; one that fails low only an upper bound.
 */
public enum Bound {
  /** The score is the value. */
  EXACT,
  /** The value is at least the score (a move refuted the position: a beta cut-off). */
  LOWER,
  /** The value is at most the score (no move reached alpha). */
  UPPER;

  /**
   * Returns the bound that {@code best}, the best score of a node searched with the window ({@code
   * alpha}, {@code beta}), is of the node's value: at most alpha, an upper bound; at least beta, a
   * lower one; in between, the value.
   */
  public static Bound of(int best, int alpha, int beta) {
    return best <= alpha ? UPPER : best >= beta ? LOWER : EXACT;
  }

  /**
   * Returns true when a stored score {@code stored} with this bound settles a node searched with
   * the window ({@code alpha}, {@code beta}): it is the value, or a bound beyond the window.
   */
  public boolean decides(int stored, int alpha, int beta) {
    return this == EXACT || this == LOWER && stored >= beta || this == UPPER && stored <= alpha;
  }
}
