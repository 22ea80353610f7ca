package dev.zerosum.book;

import dev.zerosum.games.connect4.Connect4Bitboard;
import dev.zerosum.games.connect4.Connect4Position;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The positions below a root, ply by ply, each once with its mirror image (by canonical key), games
 * already won left out: what a book of that range holds.
 *
 * <p>Each ply lists its positions in the order they are first reached from the ply above, parent by
 * parent: a depth-first order of the tree where each position hangs below the first parent that
 * reaches it. Positions next to each other in that order share ancestors, and so most of their
 * subtrees: cut into consecutive chunks, they make tasks whose solver's table serves every position
 * of the task. The order depends on nothing but the root and the depth, so that a run that is
 * resumed cuts the same chunks.
 */
public final class OpeningTree {
  private final int rootPly;
  private final List<long[]> levels; // canonical keys, level i at rootPly + i stones

  private OpeningTree(int rootPly, List<long[]> levels) {
    this.rootPly = rootPly;
    this.levels = levels;
  }

  /**
   * Returns the positions from {@code root} down to {@code plies} moves below it.
   *
   * @throws IllegalArgumentException if the root is a finished game or the plies run off the board
   */
  public static OpeningTree below(Connect4Position root, int plies) {
    checkRange(root, plies);
    List<long[]> levels = new ArrayList<>();
    long[] level = {Connect4Bitboard.canonicalKey(root.key())};
    levels.add(level);
    for (int ply = 1; ply <= plies; ply++) {
      level = childrenOf(level);
      levels.add(level);
    }
    return new OpeningTree(root.moves(), levels);
  }

  /**
   * Checks that a tree of {@code plies} below {@code root} can be built.
   *
   * @throws IllegalArgumentException if the root is a finished game or the plies run off the board
   */
  public static void checkRange(Connect4Position root, int plies) {
    if (root.isOver()) {
      throw new IllegalArgumentException("the game '" + root + "' is over: it has no book");
    }
    if (plies < 0 || root.moves() + plies > Connect4Bitboard.CELLS) {
      throw new IllegalArgumentException(
          plies
              + " plies below '"
              + root
              + "' run off the board; expected 0 to "
              + (Connect4Bitboard.CELLS - root.moves()));
    }
  }

  /** Returns the children of {@code parents} not already won, each once, in order of discovery. */
  private static long[] childrenOf(long[] parents) {
    Set<Long> seen = new HashSet<>();
    long[] children = new long[Math.max(16, parents.length * 4)];
    int count = 0;
    for (long parent : parents) {
      for (long child : Moves.childrenOf(parent)) {
        if (seen.add(child)) {
          if (count == children.length) {
            children = Arrays.copyOf(children, count * 2);
          }
          children[count++] = child;
        }
      }
    }
    return Arrays.copyOf(children, count);
  }

  /** Returns the stones on the board at the root. */
  public int rootPly() {
    return rootPly;
  }

  /** Returns the stones on the board in the deepest positions. */
  public int deepestPly() {
    return rootPly + levels.size() - 1;
  }

  /** Returns the canonical keys of the positions with {@code ply} stones, in tree order. */
  public long[] keysAt(int ply) {
    if (ply < rootPly || ply > deepestPly()) {
      throw new IllegalArgumentException(
          "ply " + ply + " is outside the tree; expected " + rootPly + " to " + deepestPly());
    }
    return levels.get(ply - rootPly).clone();
  }

  /** Returns the number of positions with {@code ply} stones. */
  public int countAt(int ply) {
    return levels.get(ply - rootPly).length;
  }

  /** Returns the number of positions in the tree. */
  public long size() {
    return levels.stream().mapToLong(level -> level.length).sum();
  }
}
