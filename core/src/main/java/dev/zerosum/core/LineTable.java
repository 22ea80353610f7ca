package dev.zerosum.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The best line a search has found below each ply, as a triangular table of moves: when a move
 * raises alpha at ply p, the line at p becomes that move and the line at p + 1. Arrays reused at
 * every node and copied with {@code System.arraycopy}, because the table changes at every node.
 */
final class LineTable {
  private Object[][] moves = new Object[0][];
  private int[] lengths = new int[0];

  /** Empties the line at {@code ply}: a node starts with no best line. */
  void clear(int ply) {
    reserve(ply + 1);
    lengths[ply] = 0;
  }

  /**
   * Makes the line at {@code ply} the move {@code action} followed by the line at {@code ply + 1}.
   */
  void extend(int ply, Object action) {
    reserve(ply + 2);
    int below = lengths[ply + 1];
    moves[ply][0] = action;
    System.arraycopy(moves[ply + 1], 0, moves[ply], 1, below);
    lengths[ply] = below + 1;
  }

  /** Returns a copy of the line at {@code ply}. */
  @SuppressWarnings("unchecked") // only extend() writes moves, and the search gives it A's
  <A> List<A> line(int ply) {
    reserve(ply + 1);
    List<A> line = new ArrayList<>(lengths[ply]);
    for (int i = 0; i < lengths[ply]; i++) {
      line.add((A) moves[ply][i]);
    }
    return line;
  }

  /** Makes room for {@code plies} plies, each with a line as long as the table is deep. */
  private void reserve(int plies) {
    if (plies <= lengths.length) {
      return;
    }
    int size = Math.max(plies, 2 * lengths.length);
    Object[][] grown = new Object[size][];
    for (int ply = 0; ply < size; ply++) {
      grown[ply] = ply < moves.length ? Arrays.copyOf(moves[ply], size) : new Object[size];
    }
    moves = grown;
    lengths = Arrays.copyOf(lengths, size);
  }
}
