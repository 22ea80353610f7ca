package dev.zerosum.games.nim;

import java.util.Arrays;

/**
 * The sorted positions below a Nim position, numbered: every multiset of piles that play can reach
 * from it, written with its piles sorted from the smallest, and numbered by its place in the
 * lexicographic order of those sequences, from 0 (every pile empty) to {@code count() - 1} (the
 * position itself). Since the order of the piles does not change the value of a position, a table
 * with one entry per number holds the value of every position below.
 *
 * <p>Piles q can be reached from piles p exactly when, both sorted, {@code q[i] <= p[i]} for every
 * {@code i}: the positions below are the non-decreasing sequences under the sorted p. A game of
 * single objects passes through the sum of the piles plus one of them, so the tables here, whose
 * size is about the sum of the piles, are never much larger than the count.
 *
 * <p>The number of a sequence q is the sum over {@code i} of {@code atLeast(i, q[i-1]) - atLeast(i,
 * q[i])} (with {@code q[-1] = 0}), where {@code atLeast(i, v)} counts the sequences {@code q[i..]}
 * that start at {@code v} or above: for every {@code i}, the sequences that agree with q before
 * {@code i} and put less at {@code i} come before it. Only the places where q rises add anything,
 * so a position held as {@link PileRuns runs} of equal piles is numbered in time linear in its
 * number of runs, however many piles it has.
 *
 * <p>Example: below 1,2 lie 0,0 0,1 0,2 1,1 1,2, numbered 0 to 4; 2,1 is the same position as 1,2.
 */
final class SortedPositionsBelow {
  private final int[] top; // the non-empty piles of the position, ascending
  // atLeast[level[i] + v]: the sequences q[i..] under top[i..] with q[i] >= v, for v from 0 to
  // top[i] + 1 (none there). One flat array, not one per pile: a million piles of 1 would be a
  // million small arrays scattered over the heap.
  private final int[] atLeast;
  private final int[] level;
  private final int count;

  private SortedPositionsBelow(int[] top, int[] atLeast, int[] level, int count) {
    this.top = top;
    this.atLeast = atLeast;
    this.level = level;
    this.count = count;
  }

  /**
   * Returns how many sorted positions lie below {@code piles} (the position itself and the empty
   * one included), or {@code cap + 1} when there are more than {@code cap}. Takes time and memory
   * linear in the largest pile, which is below the cap, and none when the sum of the piles already
   * reaches it.
   *
   * @param cap from 0 to 2^31 - 2
   */
  static int count(long[] piles, int cap) {
    if (cap < 0 || cap == Integer.MAX_VALUE) {
      throw new IllegalArgumentException("cap " + cap + " is out of range; expected 0 to 2^31 - 2");
    }
    long sum = 0;
    for (long pile : piles) {
      sum += pile; // at most cap + 2^62 before the test below stops it: no overflow
      if (sum >= cap) {
        return cap + 1; // at least sum + 1 positions lie below
      }
    }
    int[] sorted = nonEmptySorted(piles);
    if (sorted.length == 0) {
      return 1;
    }
    // One array for every level, from the last pile to the first: the values above the current
    // pile's size are never read again, because the piles before it are no larger.
    int[] counts = new int[sorted[sorted.length - 1] + 2];
    Arrays.fill(counts, 1); // the empty suffix, once for every value
    for (int i = sorted.length - 1; i >= 0; i--) {
      counts[sorted[i] + 1] = 0;
      for (int v = sorted[i]; v >= 0; v--) {
        counts[v] = (int) Math.min((long) counts[v] + counts[v + 1], cap + 1L);
      }
    }
    return counts[0];
  }

  /**
   * Returns the numbering of the positions below {@code piles}.
   *
   * @throws IllegalArgumentException if more than {@code cap} positions lie below
   */
  static SortedPositionsBelow of(long[] piles, int cap) {
    if (count(piles, cap) > cap) {
      throw new IllegalArgumentException(
          "more than "
              + cap
              + " sorted positions lie below "
              + NimNotation.formatPiles(piles)
              + ", more than a table of their values can hold here");
    }
    int[] top = nonEmptySorted(piles);
    int[] level = new int[top.length + 1];
    for (int i = 0; i < top.length; i++) {
      level[i + 1] = level[i] + top[i] + 2;
    }
    int[] atLeast = new int[level[top.length]];
    for (int i = top.length - 1; i >= 0; i--) {
      for (int v = top[i]; v >= 0; v--) {
        int suffixes = i + 1 < top.length ? atLeast[level[i + 1] + v] : 1;
        atLeast[level[i] + v] = atLeast[level[i] + v + 1] + suffixes;
      }
    }
    int count = top.length == 0 ? 1 : atLeast[0];
    return new SortedPositionsBelow(top, atLeast, level, count);
  }

  /** Returns how many positions lie below: the numbers go from 0 to this minus 1. */
  int count() {
    return count;
  }

  /** Returns the non-empty piles of the top position, ascending; the caller only reads them. */
  int[] top() {
    return top;
  }

  /**
   * Returns how many sequences of the piles from {@code place} on start with a value from {@code
   * from} to {@code to - 1}: what a position that rises from {@code from} to {@code to} at {@code
   * place} adds to its number. {@code from <= to <= top()[place] + 1}.
   */
  int rise(int place, int from, int to) {
    return atLeast[level[place] + from] - atLeast[level[place] + to];
  }

  /** Returns the number of {@code position}, a position below with {@code top().length} piles. */
  int indexOf(PileRuns position) {
    int index = 0;
    int start = 0; // where the current run begins
    int previous = 0; // the value before it
    for (int r = 0; r < position.runs(); r++) {
      int value = position.value(r);
      index += rise(start, previous, value);
      previous = value;
      start += position.size(r);
    }
    return index;
  }

  /**
   * Returns the number of the position that {@code position} becomes when one of its piles of run
   * {@code run} is reduced to {@code target}, without building it: the runs are walked once, with
   * the reduced pile moved to its sorted place.
   */
  int indexAfterMove(PileRuns position, int run, int target) {
    int index = 0;
    int start = 0;
    int previous = 0;
    boolean placed = false; // the reduced pile has found its run
    for (int r = 0; r < position.runs(); r++) {
      int value = position.value(r);
      int size = position.size(r) - (r == run ? 1 : 0);
      if (!placed && target <= value) {
        placed = true;
        if (target == value) {
          size++;
        } else {
          index += rise(start, previous, target);
          previous = target;
          start++;
        }
      }
      if (size > 0) {
        index += rise(start, previous, value);
        previous = value;
        start += size;
      }
    }
    return index;
  }

  private static int[] nonEmptySorted(long[] piles) {
    return Arrays.stream(piles)
        .filter(pile -> pile > 0)
        .sorted()
        .mapToInt(Math::toIntExact)
        .toArray();
  }
}
