package dev.zerosum.games.connect4;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;

/**
 * The solver's transposition table: a fixed array of packed {@code long} entries, each a bound on
 * the score of one position, in buckets of two that share a cache line.
 *
 * <p>A table is made for one {@link Connect4Size board size}, 7 × 6 unless told. A position's key
 * (49 bits on 7 × 6, up to 64 on other sizes) is first scrambled by a bijection (a multiplication
 * by an odd constant modulo 2^bits). The top bits of the result pick the bucket; the remaining low
 * bits are stored in the entry. Bucket and stored bits together give back the whole key, so the
 * table never takes one position for another, while an entry costs one {@code long}.
 *
 * <p>An entry also keeps the work its bound cost (the binary logarithm of the nodes searched below
 * it). The first entry of a bucket holds the costlier of what was stored there, the second the
 * latest of the others: a deep search's results survive the flood of small ones, which are cheap to
 * find again.
 *
 * <p>Clearing between positions costs only what the last search used: the buckets filled since the
 * last clear are logged (up to a limit, past which the whole array is cleared instead).
 *
 * <p>A table made by {@link #shared} may serve several solvers of one position at once, one per
 * thread: an entry is one {@code long}, read and written whole (opaque access, which the Java
 * memory model makes atomic, and which costs a plain load or store on the usual processors), and it
 * carries its own key bits, so that a thread never reads a bound of another position; a race
 * between two writers of one bucket can only lose an entry, which is a cost, never an error. Such a
 * table keeps no log of its filled buckets: clearing it fills the whole array. A table made by the
 * constructor is for one thread.
 */
public final class Connect4Table {
  /** The smallest number of entries. */
  public static final int MIN_ENTRIES = 1 << 10;

  /** The largest number of entries. */
  public static final int MAX_ENTRIES = 1 << 30;

  /** The bytes each entry takes. */
  public static final int ENTRY_BYTES = Long.BYTES;

  private static final long SCRAMBLE = 0x9E3779B97F4A7C15L; // odd: a bijection modulo 2^bits
  private static final int VALUE_BITS = 8;
  private static final int WORK_BITS = 6;
  private static final int TAG_SHIFT = VALUE_BITS + WORK_BITS; // the stored key bits start here
  private static final int VALUE_MASK = (1 << VALUE_BITS) - 1;
  private static final int WORK_MASK = (1 << WORK_BITS) - 1;
  private static final int LOG_LIMIT = 1 << 16;

  private static final VarHandle ENTRY = MethodHandles.arrayElementVarHandle(long[].class);

  private final Connect4Size size;
  private final long keySpace; // the key bits
  private final long[] entries;
  private final boolean shared; // safe for several threads: no log of filled buckets
  private final int bucketShift; // the stored bits below the bucket bits
  private final long storedMask;
  private final int[] filled = new int[LOG_LIMIT]; // buckets filled since the last clear
  private int filledCount;
  private boolean overflowed; // more filled than logged: clear everything

  /**
   * Creates a table of {@code entries} entries, rounded down to a power of two.
   *
   * @throws IllegalArgumentException if {@code entries} is below {@link #MIN_ENTRIES} or above
   *     {@link #MAX_ENTRIES}
   */
  public Connect4Table(int entries) {
    this(entries, false, Connect4Size.STANDARD);
  }

  /**
   * Creates a table of {@code entries} entries (rounded down to a power of two) for the positions
   * of a board of {@code size}.
   *
   * @throws IllegalArgumentException if {@code entries} is out of range, or too few for the key of
   *     so large a board (a board of 64 bits needs 2^15)
   */
  public Connect4Table(int entries, Connect4Size size) {
    this(entries, false, size);
  }

  private Connect4Table(int entries, boolean shared, Connect4Size size) {
    check(entries, size);
    int slots = Integer.highestOneBit(entries);
    int keyBits = size.keyBits();
    this.bucketShift = keyBits - Integer.numberOfTrailingZeros(slots / 2);
    this.size = size;
    this.keySpace = keyBits == Long.SIZE ? -1L : (1L << keyBits) - 1;
    this.entries = new long[slots];
    this.storedMask = (1L << bucketShift) - 1;
    this.shared = shared;
  }

  /**
   * Checks that a table of {@code entries} entries can be made for a board of {@code size}, without
   * making it.
   *
   * @throws IllegalArgumentException if {@code entries} is out of range, or too few for the key of
   *     so large a board
   */
  static void check(int entries, Connect4Size size) {
    if (entries < MIN_ENTRIES || entries > MAX_ENTRIES) {
      throw new IllegalArgumentException(
          "a table of "
              + entries
              + " entries is out of range; expected "
              + MIN_ENTRIES
              + " to "
              + MAX_ENTRIES);
    }
    int slots = Integer.highestOneBit(entries);
    int keyBits = size.keyBits();
    if (keyBits - Integer.numberOfTrailingZeros(slots / 2) + TAG_SHIFT > Long.SIZE) {
      throw new IllegalArgumentException(
          "a table of "
              + entries
              + " entries is too small for a board of "
              + size
              + "; expected at least "
              + (1L << keyBits + TAG_SHIFT - Long.SIZE + 1));
    }
  }

  /**
   * Returns a table of {@code entries} entries (rounded down to a power of two) that several
   * solvers may use at once, one per thread, to solve one position together.
   *
   * @throws IllegalArgumentException if {@code entries} is out of range
   */
  public static Connect4Table shared(int entries) {
    return new Connect4Table(entries, true, Connect4Size.STANDARD);
  }

  /**
   * Returns a shared table ({@link #shared(int)}) for the positions of a board of {@code size}.
   *
   * @throws IllegalArgumentException if {@code entries} is out of range or too few for the board
   */
  public static Connect4Table shared(int entries, Connect4Size size) {
    return new Connect4Table(entries, true, size);
  }

  /** Returns the size of the boards whose positions the table keeps. */
  public Connect4Size size() {
    return size;
  }

  /** Returns true when several threads may use the table at once. */
  public boolean isShared() {
    return shared;
  }

  /** Returns a table that fits in {@code megabytes} MiB (a power of two of entries). */
  public static Connect4Table ofMegabytes(int megabytes) {
    return ofMegabytes(megabytes, Connect4Size.STANDARD);
  }

  /** Returns a table for a board of {@code size} that fits in {@code megabytes} MiB. */
  public static Connect4Table ofMegabytes(int megabytes, Connect4Size size) {
    long entries = (long) megabytes * (1 << 20) / ENTRY_BYTES;
    if (megabytes < 1 || entries > MAX_ENTRIES) {
      throw new IllegalArgumentException(
          "a table of "
              + megabytes
              + " MiB is out of range; expected 1 to "
              + (long) MAX_ENTRIES * ENTRY_BYTES / (1 << 20));
    }
    return new Connect4Table((int) entries, size);
  }

  /** Returns the number of entries. */
  public int capacity() {
    return entries.length;
  }

  /** Returns the value stored for {@code key}, or 0 when the table holds none. */
  int get(long key) {
    long scrambled = (key * SCRAMBLE) & keySpace;
    int bucket = (int) (scrambled >>> bucketShift) << 1;
    long tag = scrambled & storedMask;
    long first = (long) ENTRY.getOpaque(entries, bucket);
    if (first >>> TAG_SHIFT == tag) {
      return (int) first & VALUE_MASK;
    }
    long second = (long) ENTRY.getOpaque(entries, bucket + 1);
    return second >>> TAG_SHIFT == tag ? (int) second & VALUE_MASK : 0;
  }

  /**
   * Stores {@code value} (1 to 255) for {@code key}, a bound found by searching {@code nodes}
   * nodes.
   */
  void put(long key, int value, long nodes) {
    long scrambled = (key * SCRAMBLE) & keySpace;
    int bucket = (int) (scrambled >>> bucketShift) << 1;
    long tag = scrambled & storedMask;
    int work = Math.min(WORK_MASK, 63 - Long.numberOfLeadingZeros(nodes));
    long entry = tag << TAG_SHIFT | work << VALUE_BITS | value;
    long first = (long) ENTRY.getOpaque(entries, bucket);
    if (first == 0 && !shared) {
      logFilled(bucket);
    }
    if (first >>> TAG_SHIFT == tag) {
      ENTRY.setOpaque(entries, bucket, entry); // a new bound of the same position
    } else if (work >= ((int) (first >>> VALUE_BITS) & WORK_MASK)) {
      ENTRY.setOpaque(entries, bucket + 1, first);
      ENTRY.setOpaque(entries, bucket, entry);
    } else {
      ENTRY.setOpaque(entries, bucket + 1, entry);
    }
  }

  private void logFilled(int bucket) {
    if (filledCount < LOG_LIMIT) {
      filled[filledCount++] = bucket;
    } else {
      overflowed = true;
    }
  }

  /**
   * Empties the table, at a cost proportional to the buckets filled since the last clear (a shared
   * table: the whole array). A shared table must not be in use by another thread meanwhile.
   */
  public void clear() {
    if (overflowed || shared) {
      Arrays.fill(entries, 0);
    } else {
      for (int i = 0; i < filledCount; i++) {
        entries[filled[i]] = 0;
        entries[filled[i] + 1] = 0;
      }
    }
    filledCount = 0;
    overflowed = false;
  }
}
