package dev.zerosum.games.connect4;

/**
 * Finds an order of moves that builds a position from the empty board: the last mover's stone on
 * top of some column is taken back, then the other player's, and so on, backtracking when the
 * player whose turn it is to be taken back has no stone on top of any column.
 */
final class Connect4History {
  private Connect4History() {}

  /**
   * Returns the columns (1 to 7) played to reach the position with {@code stones} of the player to
   * move among {@code mask}, or null when no order of moves reaches it.
   */
  static String of(long stones, long mask) {
    int moves = Long.bitCount(mask);
    char[] columns = new char[moves];
    return takeBack(stones ^ mask, mask, moves, columns) ? new String(columns) : null;
  }

  /**
   * Takes back the stone of {@code lastMover} played as move {@code moves}, and the ones before.
   */
  private static boolean takeBack(long lastMover, long mask, int moves, char[] columns) {
    if (moves == 0) {
      return true;
    }
    if (Long.bitCount(lastMover) != (moves + 1) / 2) {
      return false;
    }
    for (int column = 0; column < Connect4Bitboard.WIDTH; column++) {
      long inColumn = mask & Connect4Bitboard.columnMask(column);
      if (inColumn == 0) {
        continue;
      }
      long top = Long.highestOneBit(inColumn);
      if ((lastMover & top) != 0) {
        columns[moves - 1] = (char) ('1' + column);
        long before = mask ^ top;
        if (takeBack((lastMover ^ top) ^ before, before, moves - 1, columns)) {
          return true;
        }
      }
    }
    return false;
  }
}
