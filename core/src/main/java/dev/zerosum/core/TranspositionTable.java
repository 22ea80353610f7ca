package dev.zerosum.core;

/**
 * A fixed-size table of positions already searched, so that a position reached again (by another
 * move order, or as a mirror image under a canonical key) is not searched again.
 *
 * <p>Each entry holds the full 64-bit key (a different position that lands in the same slot is
 * never mistaken for this one), a score measured from the entry's own position (see {@link
 * Score#toNode}), its {@link Bound}, the depth it was searched to and the best move found, which a
 * search uses only as a hint for its move ordering. A new entry always replaces the old one in its
 * slot: simple, and right for the exact searches of small games.
 *
 * <p>Parallel arrays instead of entry objects, because it is probed at every node; not thread-safe.
 *
 * @param <A> the type of a move
 */
public final class TranspositionTable<A> {
  /** The depth of an entry searched to the end of the game: enough for any search. */
  public static final int UNLIMITED_DEPTH = Integer.MAX_VALUE;

  private static final Bound[] BOUNDS = Bound.values();
  private static final byte EMPTY = -1;

  private final int indexShift;
  private final long[] keys;
  private final int[] scores;
  private final int[] depths;
  private final byte[] bounds;
  private final Object[] moves;
  private int size;

  /** Creates a table of at least {@code capacity} entries (a power of two, at least 2). */
  public TranspositionTable(int capacity) {
    if (capacity < 1 || capacity > 1 << 30) {
      throw new IllegalArgumentException(
          "capacity " + capacity + " is out of range; expected 1 to " + (1 << 30));
    }
    int slots = Math.max(2, Integer.highestOneBit(capacity - 1) << 1);
    indexShift = 64 - Integer.numberOfTrailingZeros(slots);
    keys = new long[slots];
    scores = new int[slots];
    depths = new int[slots];
    bounds = new byte[slots];
    moves = new Object[slots];
    clear();
  }

  /** Returns the number of slots. */
  public int capacity() {
    return keys.length;
  }

  /** Returns the number of slots in use. */
  public int size() {
    return size;
  }

  /** Empties the table. */
  public void clear() {
    java.util.Arrays.fill(bounds, EMPTY);
    java.util.Arrays.fill(moves, null);
    size = 0;
  }

  /** Returns the slot holding {@code key}, or -1 when the table does not hold it. */
  public int find(long key) {
    int slot = slotOf(key);
    return bounds[slot] != EMPTY && keys[slot] == key ? slot : -1;
  }

  /** Returns the score of the entry in {@code slot}, measured from its own position. */
  public int score(int slot) {
    return scores[slot];
  }

  /** Returns the bound of the entry in {@code slot}. */
  public Bound bound(int slot) {
    return BOUNDS[bounds[slot]];
  }

  /** Returns the depth the entry in {@code slot} was searched to. */
  public int depth(int slot) {
    return depths[slot];
  }

  /** Returns the best move of the entry in {@code slot}, or null when it has none. */
  @SuppressWarnings("unchecked") // only store() writes moves, and it takes an A
  public A move(int slot) {
    return (A) moves[slot];
  }

  /**
   * Stores what a search found of the position with {@code key}.
   *
   * @param score the score measured from the position itself ({@link Score#toNode})
   * @param depth the plies searched below it, or {@link #UNLIMITED_DEPTH}
   * @param move the best move found, or null
   */
  public void store(long key, int score, Bound bound, int depth, A move) {
    int slot = slotOf(key);
    if (bounds[slot] == EMPTY) {
      size++;
    }
    keys[slot] = key;
    scores[slot] = score;
    depths[slot] = depth;
    bounds[slot] = (byte) bound.ordinal();
    moves[slot] = move;
  }

  private int slotOf(long key) {
    // Fibonacci hashing spreads keys that differ only in their high or low bits.
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> indexShift);
  }
}
