package dev.zerosum.games.mnk;

/**
 * The transposition set of the threat search: for each position met (its key, the attacker and the
 * kind of threats allowed folded in), the plies of the forced win proven there, or the depth to
 * which none exists. A threat sequence reaches the same stones by many orders of the same moves;
 * each is searched once.
 *
 * <p>A fixed array of {@value #ENTRIES} slots of primitives, allocated once: a position takes the
 * slot its key picks, and a later one that picks the same slot replaces it (the search then only
 * finds it again). Maps of boxed keys grew by rehashing up to a million entries, a pause of a tenth
 * of a second in the middle of a search that a budget of 250 ms could not afford (issue 23).
 */
final class ThreatTable {
  /** The slots: 4 MiB in all. */
  static final int ENTRIES = 1 << 18;

  /** What {@link #plies} returns for a position not proven won. */
  static final int NONE = -1;

  private static final int SHIFT = Long.SIZE - Integer.numberOfTrailingZeros(ENTRIES);
  private static final long SCRAMBLE = 0x9E3779B97F4A7C15L;

  private final long[] keys = new long[ENTRIES];
  private final int[] proven = new int[ENTRIES]; // plies + 1 of the win; 0: none
  private final int[] failed = new int[ENTRIES]; // depth + 1 searched without a win; 0: none
  private final boolean[] used = new boolean[ENTRIES];

  /** Returns the plies of the win proven at {@code key}, or {@link #NONE}. */
  int plies(long key) {
    int slot = slot(key);
    return holds(slot, key) && proven[slot] != 0 ? proven[slot] - 1 : NONE;
  }

  /** Returns true when {@code key} was searched to {@code depth} or deeper without a win. */
  boolean failedTo(long key, int depth) {
    int slot = slot(key);
    if (!holds(slot, key) || failed[slot] == 0) {
      return false;
    }
    return failed[slot] == Integer.MAX_VALUE || failed[slot] - 1 >= depth;
  }

  /** Records a win in {@code plies} at {@code key}. */
  void proved(long key, int plies) {
    int slot = claim(key);
    proven[slot] = proven[slot] == 0 ? plies + 1 : Math.min(proven[slot], plies + 1);
  }

  /** Records that {@code key} has no win within {@code depth} attacking moves. */
  void failed(long key, int depth) {
    int slot = claim(key);
    int stored = depth == Integer.MAX_VALUE ? Integer.MAX_VALUE : depth + 1; // no win at any depth
    failed[slot] = Math.max(failed[slot], stored);
  }

  private boolean holds(int slot, long key) {
    return used[slot] && keys[slot] == key;
  }

  /** Returns the slot of {@code key}, emptied first when it held another position. */
  private int claim(long key) {
    int slot = slot(key);
    if (!holds(slot, key)) {
      used[slot] = true;
      keys[slot] = key;
      proven[slot] = 0;
      failed[slot] = 0;
    }
    return slot;
  }

  private static int slot(long key) {
    return (int) ((key * SCRAMBLE) >>> SHIFT);
  }
}
