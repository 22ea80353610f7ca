package dev.zerosum.games.mnk;

import java.util.SplittableRandom;

/**
 * The 64-bit keys of positions on one board: a perfect base-3 encoding (each cell 0, 1 for X or 2
 * for O, times 3 to the cell's number) while 3^cells fits in 63 bits, up to 39 cells; beyond that a
 * sum of fixed random codes per cell and mark, which two positions share by chance only.
 *
 * <p>A key is a sum of one code per stone, so it is updated by adding or subtracting a stone's code
 * as moves are made and taken back, and the key of an image under a symmetry is the sum of the
 * codes of the cells the stones map to ({@link #code}).
 */
final class MnkKeys {
  /** Boards of up to this many cells have perfect keys. */
  static final int PERFECT_CELLS = 39;

  private final long[][] codes; // codes[mark][cell], mark 0 for X and 1 for O

  MnkKeys(MnkShape shape) {
    int cells = shape.cells();
    codes = new long[2][cells];
    if (cells <= PERFECT_CELLS) {
      long power = 1;
      for (int cell = 0; cell < cells; cell++) {
        codes[0][cell] = power;
        codes[1][cell] = 2 * power;
        power *= 3;
      }
    } else {
      SplittableRandom random = new SplittableRandom(0x6d6e6bL * 31 + shape.hashCode());
      for (int cell = 0; cell < cells; cell++) {
        codes[0][cell] = random.nextLong() >>> 1; // non-negative: sums stay comparable
        codes[1][cell] = random.nextLong() >>> 1;
      }
    }
  }

  /** Returns the code of a stone of {@code mark} (0 for X, 1 for O) on {@code cell}. */
  long code(int mark, int cell) {
    return codes[mark][cell];
  }

  /** Returns the key of {@code state}. */
  long of(MnkPosition state) {
    return mappedKey(state, null);
  }

  /** Returns the smallest key among the images of {@code state} under the board's symmetries. */
  long canonical(MnkPosition state) {
    long smallest = Long.MAX_VALUE;
    for (int[] map : state.shape().symmetries()) {
      smallest = Math.min(smallest, mappedKey(state, map));
    }
    return smallest;
  }

  private long mappedKey(MnkPosition state, int[] map) {
    MnkShape shape = state.shape();
    long[] xs = state.xsForReading();
    long[] os = state.osForReading();
    long key = 0;
    for (int cell = 0; cell < shape.cells(); cell++) {
      int bit = shape.bitOf(cell);
      int to = map == null ? cell : map[cell];
      if (MnkBits.get(xs, bit)) {
        key += codes[0][to];
      } else if (MnkBits.get(os, bit)) {
        key += codes[1][to];
      }
    }
    return key;
  }
}
