package dev.zerosum.games.mnk;

import java.util.HashMap;
import java.util.Map;

/**
 * The transposition set of the threat search: for each position met (its key, the attacker and the
 * kind of threats allowed folded in), the plies of the forced win proven there, or the depth to
 * which none exists. A threat sequence reaches the same stones by many orders of the same moves;
 * each is searched once. Bounded: past {@value #MAX_ENTRIES} entries it starts again empty.
 */
final class ThreatTable {
  static final int MAX_ENTRIES = 1 << 20;

  /** What {@link #plies} returns for a position not proven won. */
  static final int NONE = -1;

  private final Map<Long, Integer> proven = new HashMap<>();
  private final Map<Long, Integer> failed = new HashMap<>();

  /** Returns the plies of the win proven at {@code key}, or {@link #NONE}. */
  int plies(long key) {
    Integer plies = proven.get(key);
    return plies == null ? NONE : plies;
  }

  /** Returns true when {@code key} was searched to {@code depth} or deeper without a win. */
  boolean failedTo(long key, int depth) {
    Integer searched = failed.get(key);
    return searched != null && searched >= depth;
  }

  /** Records a win in {@code plies} at {@code key}. */
  void proved(long key, int plies) {
    room();
    proven.merge(key, plies, Math::min);
  }

  /** Records that {@code key} has no win within {@code depth} attacking moves. */
  void failed(long key, int depth) {
    room();
    failed.merge(key, depth, Math::max);
  }

  /** Returns the number of entries. */
  int size() {
    return proven.size() + failed.size();
  }

  private void room() {
    if (size() >= MAX_ENTRIES) {
      proven.clear();
      failed.clear();
    }
  }
}
