package dev.zerosum.registry.kit;

import dev.zerosum.core.Perft;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.registry.PerftCounter;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A game's own {@link PerftCounter}, when it offers one, against the generic count (every move
 * made, {@link Perft}): from the start to the deepest depth the generic count finishes within
 * {@link #NODE_BUDGET} nodes, and from every position the contract checks to depth {@link
 * #SHALLOW}. A bulk count at the last ply that misses a move, a counter that forgets a game's end:
 * each is named with its position and depth.
 */
final class PerftCheck<S, A> {
  /** The nodes the generic count may make for one depth: 64 of its questions to its stop. */
  static final long NODE_BUDGET = 64 * 4096;

  /** The depth every position checked is counted to. */
  static final int SHALLOW = 2;

  private static final int DEEPEST = 64; // the perft command's own bound

  private final Checked<S, A> checked;
  private final PerftCounter<S> counter;
  private int compared;

  private PerftCheck(Checked<S, A> checked, PerftCounter<S> counter) {
    this.checked = checked;
    this.counter = counter;
  }

  /** Returns the check of {@code checked}'s counter; none when the game offers none. */
  static <S, A> Optional<PerftCheck<S, A>> of(Checked<S, A> checked) {
    return checked.playable().perftCounter().map(counter -> new PerftCheck<>(checked, counter));
  }

  /** Compares the counts from {@code start} as deep as the generic count goes in its budget. */
  void checkDeep(S start) {
    for (int depth = 0; depth <= DEEPEST && agrees(start, depth); depth++) {
      // deeper, until the budget or the game's end
    }
  }

  /** Compares the counts from {@code state} to depth {@link #SHALLOW}. */
  void check(S state) {
    for (int depth = 0; depth <= SHALLOW && agrees(state, depth); depth++) {
      // deeper, until the game's end
    }
    compared++;
  }

  /** Returns the positions compared by {@link #check}. */
  int compared() {
    return compared;
  }

  /**
   * Returns true when both counts of {@code state} at {@code depth} are the same and not 0; false
   * when the generic count is 0 (nothing is deeper) or runs past its budget.
   *
   * @throws AssertionError when the counts differ
   */
  private boolean agrees(S state, int depth) {
    AtomicInteger asked = new AtomicInteger();
    long expected;
    try {
      // The generic count asks its stop at its first node and then every 4,096.
      expected =
          Perft.count(
              checked.game(), state, depth, () -> asked.incrementAndGet() > NODE_BUDGET / 4096);
    } catch (SearchStoppedException pastTheBudget) {
      return false;
    }
    long counted = counter.count(state, depth);
    if (counted != expected) {
      throw checked.failure(
          state,
          "its perft counter counts "
              + counted
              + " at depth "
              + depth
              + " where the generic count, every move made, counts "
              + expected);
    }
    return expected > 0;
  }
}
