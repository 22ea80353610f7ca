package dev.zerosum.games.tictactoe;

import dev.zerosum.core.Score;
import dev.zerosum.core.Value;

/**
 * The small integer scores of the fast engines: the exact value of a position for the player to
 * move, measured from the position itself, so that a table entry is right whichever way the
 * position was reached.
 *
 * <p>A win in {@code n} plies scores {@code 10 - n}, a loss in {@code n} plies {@code n - 10}, a
 * draw 0. A game lasts at most nine plies, so every decisive score is at least 1 in size, and a
 * quick win ranks above a slow one exactly as with {@link Score}.
 */
final class TicTacToePlyScore {
  /** Where a won or lost game's score starts: a win in {@code n} plies scores {@code 10 - n}. */
  static final int HORIZON = 10;

  /** The score of a draw. */
  static final int DRAW = 0;

  /** The score of the player to move who completes a line with this move. */
  static final int WIN_IN_ONE = HORIZON - 1;

  /** The score of the player to move whose opponent has just completed a line. */
  static final int LOST = -HORIZON;

  /** Above every score: the window of a search that knows nothing yet. */
  static final int INFINITY = HORIZON + 1;

  private TicTacToePlyScore() {}

  /**
   * Returns the score of a move whose resulting position scores {@code child} for the opponent:
   * negated, and a win or loss one ply further away.
   */
  static int ofChild(int child) {
    return -child + Integer.signum(child);
  }

  /**
   * Returns the bound to search a child with so that its score, seen through {@link #ofChild},
   * compares with {@code bound} as it should: the inverse of {@link #ofChild}.
   */
  static int childBound(int bound) {
    return -bound - Integer.signum(bound);
  }

  /** Returns the value in the units of {@link Score}, for the player to move. */
  static Value toValue(int score) {
    if (score == DRAW) {
      return Value.draw();
    }
    int plies = HORIZON - Math.abs(score);
    return new Value(Integer.signum(score) * Score.ofTerminal(1, plies), true);
  }
}
