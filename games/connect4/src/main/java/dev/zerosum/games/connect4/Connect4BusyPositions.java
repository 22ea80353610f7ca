package dev.zerosum.games.connect4;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The positions the threads of one parallel solve are searching right now, far from the end of the
 * game, so that a thread can put off a move whose position another thread is already searching and
 * search it last, by when the other's result is likely in the shared table (the "deferred moves" of
 * ABDADA: Weill, 1996). Without it, threads that share a table still search the same big subtrees
 * side by side, each proving what the other is about to store.
 *
 * <p>A hint, not a lock: a slot holds the key of the one position last entered there; two positions
 * of one slot, or two threads in one position, at worst make a thread search a move it could have
 * put off, or put off one it could have searched, never change a result.
 */
final class Connect4BusyPositions {
  private static final int BITS = 14; // 16,384 slots, 128 KiB: the shallow positions of two threads
  private static final VarHandle SLOT = MethodHandles.arrayElementVarHandle(long[].class);

  private final long[] slots = new long[1 << BITS];

  /** Says that a thread is searching the position of {@code key}. */
  void enter(long key) {
    SLOT.setOpaque(slots, index(key), key);
  }

  /** Says that the thread searching the position of {@code key} has left it. */
  void leave(long key) {
    SLOT.compareAndSet(slots, index(key), key, 0L);
  }

  /** Returns true when some thread is searching the position of {@code key}, as far as it knows. */
  boolean isBusy(long key) {
    return (long) SLOT.getOpaque(slots, index(key)) == key;
  }

  private static int index(long key) {
    return (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
  }
}
