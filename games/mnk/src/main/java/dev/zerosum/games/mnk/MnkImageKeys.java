package dev.zerosum.games.mnk;

import java.util.Arrays;

/**
 * The keys of a position's images under the board's symmetries, kept up to date stone by stone for
 * the exact solver: the image of a stone on a cell is a stone on the cell the symmetry maps it to,
 * so each image's key gains that cell's code ({@link MnkKeys}). The smallest is the canonical key,
 * and the symmetry that gives it turns cells to and from the canonical orientation, in which the
 * table keeps its best moves. Mutation throughout: it changes at every node.
 */
final class MnkImageKeys {
  private final long[][][] codes; // [symmetry][mark][cell]: the code of the stone's image
  private final int[][] maps; // [symmetry][cell]: where the cell goes
  private final int[][] inverses; // [symmetry][cell]: where the cell comes from
  private final long[] keys; // keys[symmetry]: the key of the image

  MnkImageKeys(MnkShape shape) {
    int cells = shape.cells();
    MnkKeys stoneCodes = new MnkKeys(shape);
    maps = shape.symmetries();
    inverses = new int[maps.length][cells];
    codes = new long[maps.length][2][cells];
    for (int s = 0; s < maps.length; s++) {
      for (int cell = 0; cell < cells; cell++) {
        inverses[s][maps[s][cell]] = cell;
        codes[s][0][cell] = stoneCodes.code(0, maps[s][cell]);
        codes[s][1][cell] = stoneCodes.code(1, maps[s][cell]);
      }
    }
    keys = new long[maps.length];
  }

  /** Forgets every stone: the keys of the empty board. */
  void clear() {
    Arrays.fill(keys, 0);
  }

  /** Adds a stone of {@code mark} (0 for X, 1 for O) on {@code cell}. */
  void add(int mark, int cell) {
    for (int s = 0; s < keys.length; s++) {
      keys[s] += codes[s][mark][cell];
    }
  }

  /** Takes away the stone of {@code mark} on {@code cell}. */
  void remove(int mark, int cell) {
    for (int s = 0; s < keys.length; s++) {
      keys[s] -= codes[s][mark][cell];
    }
  }

  /** Returns the symmetry whose image has the smallest key: the canonical one. */
  int canonicalSymmetry() {
    int smallest = 0;
    for (int s = 1; s < keys.length; s++) {
      if (keys[s] < keys[smallest]) {
        smallest = s;
      }
    }
    return smallest;
  }

  /** Returns the key of the image under {@code symmetry}. */
  long key(int symmetry) {
    return keys[symmetry];
  }

  /** Returns where {@code symmetry} takes {@code cell}: into the canonical orientation. */
  int toImage(int symmetry, int cell) {
    return maps[symmetry][cell];
  }

  /** Returns the cell {@code symmetry} takes to {@code cell}: back from the canonical one. */
  int fromImage(int symmetry, int cell) {
    return inverses[symmetry][cell];
  }
}
