package dev.zerosum.games.mnk;

/**
 * Bitboards of any size as arrays of 64-bit words, bit {@code i} in word {@code i / 64}: the few
 * operations the rules, the evaluator and the depth search need. The arrays are the caller's; every
 * method here works in place or into a given array, because they run at every node.
 */
final class MnkBits {
  private MnkBits() {}

  static void set(long[] board, int bit) {
    board[bit >>> 6] |= 1L << bit;
  }

  static void clear(long[] board, int bit) {
    board[bit >>> 6] &= ~(1L << bit);
  }

  static boolean get(long[] board, int bit) {
    return (board[bit >>> 6] & 1L << bit) != 0;
  }

  static int count(long[] board) {
    int count = 0;
    for (long word : board) {
      count += Long.bitCount(word);
    }
    return count;
  }

  /** Returns the stones of {@code board} inside {@code mask}. */
  static int countIn(long[] board, long[] mask) {
    int count = 0;
    for (int i = 0; i < board.length; i++) {
      count += Long.bitCount(board[i] & mask[i]);
    }
    return count;
  }

  /** Writes {@code board >> shift} into {@code into} (0 < shift < 64). */
  static void shiftDown(long[] board, int shift, long[] into) {
    int last = board.length - 1;
    for (int i = 0; i < last; i++) {
      into[i] = board[i] >>> shift | board[i + 1] << (64 - shift);
    }
    into[last] = board[last] >>> shift;
  }

  /**
   * Returns true when {@code board} holds {@code k} set bits in a row {@code shift} apart: the
   * run's first bit survives {@code k - 1} ANDs with the board shifted by {@code shift} more each
   * time. The guard bits of the layout stop runs at the edges ({@link MnkShape}).
   */
  static boolean hasRun(long[] board, int shift, int k, long[] scratch, long[] shifted) {
    System.arraycopy(board, 0, scratch, 0, board.length);
    System.arraycopy(board, 0, shifted, 0, board.length);
    for (int i = 1; i < k; i++) {
      shiftDown(shifted, shift, shifted);
      boolean any = false;
      for (int w = 0; w < board.length; w++) {
        scratch[w] &= shifted[w];
        any |= scratch[w] != 0;
      }
      if (!any) {
        return false;
      }
    }
    for (long word : scratch) {
      if (word != 0) {
        return true;
      }
    }
    return false;
  }

  /** Returns true when {@code board} holds a run of {@code k} in any of the shape's directions. */
  static boolean hasLine(MnkShape shape, long[] board) {
    long[] scratch = new long[board.length];
    long[] shifted = new long[board.length];
    for (int direction : shape.directions()) {
      if (hasRun(board, direction, shape.k(), scratch, shifted)) {
        return true;
      }
    }
    return false;
  }

  /** Returns true when a one-word {@code board} holds k in a row {@code shift} apart. */
  static boolean hasRun(long board, int shift, int k) {
    long run = board;
    for (int i = 1; i < k && run != 0; i++) {
      int distance = shift * i;
      run &= distance < 64 ? board >>> distance : 0; // Java would shift by distance mod 64
    }
    return run != 0;
  }
}
