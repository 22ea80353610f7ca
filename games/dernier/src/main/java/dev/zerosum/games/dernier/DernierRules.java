package dev.zerosum.games.dernier;

/** Whether whoever takes the last match loses (the game's usual form) or wins (normal play). */
public enum DernierRules {
  /**
   * Whoever takes the last match loses: the player to move loses on 1 more than a multiple of K+1.
   */
  LAST_LOSES,
  /** Whoever takes the last match wins: the player to move loses on a multiple of K+1. */
  LAST_WINS;

  /**
   * Returns the remainder, modulo {@code maxTake + 1}, of the counts where the player to move
   * loses: 1 when the last match loses, 0 when it wins.
   */
  public int losingRemainder(int maxTake) {
    return this == LAST_LOSES ? 1 % (maxTake + 1) : 0;
  }
}
