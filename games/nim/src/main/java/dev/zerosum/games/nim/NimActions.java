package dev.zerosum.games.nim;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.GameInputException;
import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The legal moves of a position as a read-only list that computes each move when asked, instead of
 * holding them: a pile of 2^30 objects has 2^30 moves, and none of them is allocated until read.
 *
 * <p>The order is pile by pile (A first), and within a pile taking 1, 2, … up to all of it. Move
 * {@code i} is found by a binary search over the number of moves on the piles before each pile.
 */
final class NimActions extends AbstractList<NimMove> implements RandomAccess {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(NimActions.class);

  private final long[] piles; // the position's own array, only read
  private final long[] movesBefore; // movesBefore[p]: the moves on the piles before pile p
  private final int size;

  private NimActions(long[] piles, long[] movesBefore) {
    this.piles = piles;
    this.movesBefore = movesBefore;
    this.size = (int) movesBefore[piles.length];
  }

  /** Returns whether {@code position} has at most {@code most} legal moves: the piles' sum. */
  static boolean atMost(NimPosition position, long most) {
    long moves = 0;
    for (long pile : position.pilesForReading()) {
      moves += pile; // checked at every step: it never grows past most + 2^62
      if (moves > most) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns the legal moves of {@code position}.
   *
   * @throws GameInputException if there are more than {@link Integer#MAX_VALUE}, more than a list
   *     can hold: only the engines that never list them play such a position
   */
  static List<NimMove> of(NimPosition position) {
    long[] piles = position.pilesForReading();
    long[] movesBefore = new long[piles.length + 1];
    for (int p = 0; p < piles.length; p++) {
      // Checked at every step, so the sum never grows past 2^31 + 2^62 and cannot overflow.
      movesBefore[p + 1] = movesBefore[p] + piles[p];
      if (movesBefore[p + 1] > Integer.MAX_VALUE) {
        throw new GameInputException(ENGLISH.problem("nim.too-many-moves", Integer.MAX_VALUE));
      }
    }
    return new NimActions(piles, movesBefore);
  }

  @Override
  public int size() {
    return size;
  }

  @Override
  public NimMove get(int index) {
    Objects.checkIndex(index, size);
    // The last pile whose first move is at or before index; it cannot be empty, since the next
    // pile's first move comes after index.
    int low = 0;
    int high = piles.length - 1;
    while (low < high) {
      int middle = (low + high + 1) >>> 1;
      if (movesBefore[middle] <= index) {
        low = middle;
      } else {
        high = middle - 1;
      }
    }
    return new NimMove(low, index - movesBefore[low] + 1);
  }

  /** Returns the index of {@code move} by arithmetic, not by a scan of the moves. */
  @Override
  public int indexOf(Object move) {
    if (move instanceof NimMove nimMove
        && nimMove.pile() >= 0
        && nimMove.pile() < piles.length
        && nimMove.count() >= 1
        && nimMove.count() <= piles[nimMove.pile()]) {
      return (int) (movesBefore[nimMove.pile()] + nimMove.count() - 1);
    }
    return -1;
  }

  /** Returns the same as {@link #indexOf}: every move appears once. */
  @Override
  public int lastIndexOf(Object move) {
    return indexOf(move);
  }

  @Override
  public boolean contains(Object move) {
    return indexOf(move) >= 0;
  }
}
