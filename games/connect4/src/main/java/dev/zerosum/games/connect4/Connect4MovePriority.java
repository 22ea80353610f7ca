package dev.zerosum.games.connect4;

import java.util.Arrays;

/**
 * The order in which the perfect player tries to prove its moves, most promising first: a win at
 * once; then the moves that do not lose at once, those that create the most winning cells first and
 * the centre first among equals (the solver's own order); then the rest.
 */
public final class Connect4MovePriority {
  private Connect4MovePriority() {}

  /** Returns the playable columns of {@code state} (0-based), most promising first. */
  public static int[] of(Connect4Position state) {
    Connect4Size size = state.size();
    long stones = state.stones();
    long mask = state.mask();
    long playable = size.playable(mask);
    long wins = playable & size.winningCells(stones, mask);
    long safe = wins != 0 ? 0 : size.nonLosingMoves(stones, mask);
    int[] columns = new int[size.width()];
    long[] ranks = new long[size.width()];
    int count = 0;
    for (int i = 0; i < size.width(); i++) {
      int column = size.centreFirst(i);
      long cell = playable & size.columnMask(column);
      if (cell == 0) {
        continue;
      }
      int group = (wins & cell) != 0 ? 0 : (safe & cell) != 0 ? 1 : 2;
      int created = Long.bitCount(size.winningCells(stones | cell, mask));
      // Lower rank first: group, then more winning cells, then the more central column.
      ranks[count] = (long) group << 40 | (long) (64 - created) << 8 | i;
      columns[count++] = column;
    }
    Integer[] order = new Integer[count];
    for (int i = 0; i < count; i++) {
      order[i] = i;
    }
    Arrays.sort(order, (a, b) -> Long.compare(ranks[a], ranks[b]));
    int[] sorted = new int[count];
    for (int i = 0; i < count; i++) {
      sorted[i] = columns[order[i]];
    }
    return sorted;
  }
}
