package dev.zerosum.core;

import java.time.Duration;

/**
 * The checks and the stop that every search builder shares, so that a depth, a time limit and a
 * stop condition mean the same thing, and are refused with the same words, in every search (core's
 * and its Monte Carlo package's). Public for those packages; a game's own search may use it too.
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
   * Returns {@code limit}, a time limit.
   *
   * @throws IllegalArgumentException if it is zero or negative
   */
  public static Duration checkedTime(Duration limit) {
    if (limit.isNegative() || limit.isZero()) {
      throw new IllegalArgumentException(
          "time limit " + limit + " is out of range; expected more than 0");
    }
    return limit;
  }

  /**
   * Returns the condition that stops one search: {@code stop}, or also the time limit when there is
   * one ({@code limit} not null), counted from now on {@code ticker}.
   */
  public static StopCondition stopFor(StopCondition stop, Duration limit, Ticker ticker) {
    return limit == null ? stop : Deadline.after(limit, ticker).or(stop);
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
