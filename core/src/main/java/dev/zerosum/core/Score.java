package dev.zerosum.core;

/**
 * The integer scores the searches compare, on their hot paths: a proven result ranks above every
 * estimate, and among proven results a quick win above a slow one and a slow loss above a quick
 * one.
 *
 * <p>A terminal position reached {@code ply} plies below the root with utility {@code u} scores
 * {@code signum(u) * (DECISIVE + |u| * PLY_LIMIT - ply)}; a draw scores 0. Estimates of an {@link
 * Evaluator} lie strictly between {@code -DECISIVE} and {@code DECISIVE}. {@link Value} turns a
 * score back into words.
 *
 * <p>A game whose utilities are final values ({@link Game#utilitiesAreFinalValues}) scores a
 * terminal position by its utility alone, whatever its depth ({@link #ofFinalValue}): such scores
 * also lie strictly between {@code -DECISIVE} and {@code DECISIVE}, and are exact.
 */
public final class Score {

  /** Every proven win scores above this, every proven loss below its negation. */
  public static final int DECISIVE = 1 << 20;

  /** Searches go at most this many plies deep, so the ply always fits below one unit of utility. */
  public static final int PLY_LIMIT = 1 << 10;

  /** The largest magnitude of a utility that scores without overflow. */
  public static final int MAX_UTILITY = 1 << 20;

  /** Above every score; the searches start from {@code -INFINITY}. */
  public static final int INFINITY = Integer.MAX_VALUE;

  private Score() {}

  /** Returns the score of a terminal position with utility {@code utility}, {@code ply} deep. */
  public static int ofTerminal(int utility, int ply) {
    if (utility == 0) {
      return 0;
    }
    if (Math.abs(utility) > MAX_UTILITY) {
      throw new IllegalArgumentException(
          "utility " + utility + " is out of range; expected at most " + MAX_UTILITY + " in size");
    }
    if (ply < 0 || ply >= PLY_LIMIT) {
      throw new IllegalStateException(
          "ply " + ply + " is out of range; searches go at most " + (PLY_LIMIT - 1) + " deep");
    }
    return Integer.signum(utility) * (DECISIVE + Math.abs(utility) * PLY_LIMIT - ply);
  }

  /**
   * Returns the score of a terminal position whose utility is a final value: the utility itself, at
   * any depth, so that equal utilities tie wherever they are found.
   *
   * @throws IllegalArgumentException if the utility is {@code DECISIVE} or more in size
   */
  public static int ofFinalValue(int utility) {
    if (Math.abs(utility) >= DECISIVE) {
      throw new IllegalArgumentException(
          "final value "
              + utility
              + " is out of range; expected less than "
              + DECISIVE
              + " in size");
    }
    return utility;
  }

  /**
   * Returns the score of a terminal position with utility {@code utility}, {@code ply} deep, in a
   * game whose utilities are final values ({@link #ofFinalValue}) or not ({@link #ofTerminal}).
   */
  static int ofUtility(int utility, int ply, boolean finalValue) {
    return finalValue ? ofFinalValue(utility) : ofTerminal(utility, ply);
  }

  /** Returns true for a proven win or loss (not a draw, not an estimate). */
  public static boolean isDecisive(int score) {
    return score > DECISIVE || score < -DECISIVE;
  }

  /**
   * Returns how many plies below the scored node the game ends, for a decisive score measured from
   * that node.
   */
  public static int pliesToEnd(int score) {
    int beyond = Math.abs(score) - DECISIVE;
    int utility = (beyond + PLY_LIMIT - 1) / PLY_LIMIT;
    return utility * PLY_LIMIT - beyond;
  }

  /**
   * Returns a score measured from the root as it is measured from a node {@code ply} plies down:
   * what a transposition table stores, so that an entry holds whatever path reaches its position.
   */
  public static int toNode(int score, int ply) {
    return isDecisive(score) ? score + Integer.signum(score) * ply : score;
  }

  /** Returns a score measured from a node {@code ply} plies down as measured from the root. */
  public static int toRoot(int score, int ply) {
    return isDecisive(score) ? score - Integer.signum(score) * ply : score;
  }
}
