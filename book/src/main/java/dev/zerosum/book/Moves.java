package dev.zerosum.book;

import dev.zerosum.games.connect4.Connect4Bitboard;
import dev.zerosum.games.connect4.Connect4Score;

/**
 * The moves of a position given by its key, straight on the bitboards: the job handles positions by
 * key only, millions of them, and never needs their history.
 */
final class Moves {
  private Moves() {}

  /**
   * Returns the canonical keys of the positions after each move of the position with {@code key}
   * that does not win at once (a won game is in no book): none when the board is full.
   */
  static long[] childrenOf(long key) {
    long mask = Connect4Bitboard.maskOfKey(key);
    long stones = key - mask;
    long playable = Connect4Bitboard.playable(mask) & ~Connect4Bitboard.winningCells(stones, mask);
    long[] children = new long[Long.bitCount(playable)];
    int count = 0;
    for (int column = 0; column < Connect4Bitboard.WIDTH; column++) {
      long cell = playable & Connect4Bitboard.columnMask(column);
      if (cell != 0) {
        long childKey = Connect4Bitboard.key(stones ^ mask, mask | cell);
        children[count++] = Connect4Bitboard.canonicalKey(childKey);
      }
    }
    return children;
  }

  /**
   * Returns the score of the position with {@code key} when the player to move wins at once (a win
   * with its next stone), or {@link Integer#MIN_VALUE} when it does not.
   */
  static int immediateWin(long key) {
    long mask = Connect4Bitboard.maskOfKey(key);
    long stones = key - mask;
    if (!Connect4Bitboard.canWinAtOnce(stones, mask)) {
      return Integer.MIN_VALUE;
    }
    return Connect4Score.lastStoneScore(Long.bitCount(mask) + 1);
  }

  /** Returns the number of stones on the board of the position with {@code key}. */
  static int plyOf(long key) {
    return Long.bitCount(Connect4Bitboard.maskOfKey(key));
  }
}
