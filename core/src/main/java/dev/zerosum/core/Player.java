package dev.zerosum.core;

/**
 * The two players of a zero-sum game. MAX moves first and wants the utility high; MIN wants it low.
 */
public enum Player {
  /** The player who moves first, and wants the utility high. */
  MAX,
  /** The player who moves second, and wants the utility low. */
  MIN;

  /** Returns the other player. */
  public Player opponent() {
    return this == MAX ? MIN : MAX;
  }

  /**
   * Returns +1 for MAX and -1 for MIN: multiply a MAX-view score by it to get this player's view.
   */
  public int sign() {
    return this == MAX ? 1 : -1;
  }
}
