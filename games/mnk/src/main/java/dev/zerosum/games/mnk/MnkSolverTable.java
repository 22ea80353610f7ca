package dev.zerosum.games.mnk;

import java.util.Arrays;

/**
 * The exact solver's transposition table: for each slot the full 64-bit key of a canonical position
 * and, packed in one int, a bound on its score, the kind of bound and the best cell found (in the
 * canonical orientation). A new entry replaces the old one in its slot. Parallel arrays, not
 * objects, because it is probed at every node; not thread-safe.
 */
final class MnkSolverTable {
  static final int EXACT = 0;
  static final int LOWER = 1;
  static final int UPPER = 2;
  private static final int EMPTY = -1;

  private final long[] keys;
  private final int[] entries; // score + 128 | bound << 8 | (cell + 1) << 10; EMPTY when unused
  private final int shift;

  /** Creates a table of 2^{@code log2Slots} slots. */
  MnkSolverTable(int log2Slots) {
    if (log2Slots < 4 || log2Slots > 28) {
      throw new IllegalArgumentException(
          "a table of 2^" + log2Slots + " slots is out of range; expected 2^4 to 2^28");
    }
    keys = new long[1 << log2Slots];
    entries = new int[1 << log2Slots];
    shift = 64 - log2Slots;
    clear();
  }

  /** Returns the table that fits in {@code megabytes} MiB (12 bytes a slot). */
  static MnkSolverTable ofMegabytes(int megabytes) {
    long slots = Math.max(16, (long) megabytes * 1024 * 1024 / 12);
    return new MnkSolverTable(63 - Long.numberOfLeadingZeros(slots));
  }

  void clear() {
    Arrays.fill(entries, EMPTY);
  }

  int slots() {
    return keys.length;
  }

  /** Returns the packed entry of {@code key}, or {@code EMPTY} (-1) when the table lacks it. */
  int find(long key) {
    int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
    return keys[slot] == key ? entries[slot] : EMPTY;
  }

  void store(long key, int score, int bound, int cell) {
    int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
    keys[slot] = key;
    entries[slot] = (score + 128) | bound << 8 | (cell + 1) << 10;
  }

  static boolean isEmpty(int entry) {
    return entry == EMPTY;
  }

  static int score(int entry) {
    return (entry & 0xff) - 128;
  }

  static int bound(int entry) {
    return entry >>> 8 & 3;
  }

  /** Returns the best cell stored, or -1 for none. */
  static int cell(int entry) {
    return (entry >>> 10) - 1;
  }
}
