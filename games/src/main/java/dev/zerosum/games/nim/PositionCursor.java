package dev.zerosum.games.nim;

/**
 * Walks every sorted position below a position in the order of their numbers (see {@link
 * SortedPositionsBelow}), and numbers the result of any move of the current one in constant time,
 * however many runs it has: the hot loop of {@link NimPliesSolver}.
 *
 * <p>The number of a position is a sum of one term per run. A move takes one pile of run {@code j}
 * down to a value that joins, or starts before, run {@code i <= j}: the runs before {@code i} and
 * after {@code j} keep their terms, and each run from {@code i + 1} to {@code j} moves one place
 * on, which changes its term to a "shifted" one. So each run keeps its term, its shifted term and
 * the running sum of their differences; a step of the walk changes only the last run, so keeping
 * them costs a constant a step, and a move costs a few terms. A table from each value to the first
 * run that reaches it finds run {@code i}.
 *
 * <p>Mutation throughout: one cursor, reused for every position.
 */
final class PositionCursor {
  private final SortedPositionsBelow below;
  private final int[] top;
  private final int places; // how many piles, the empty ones among them
  private final PileRuns runs;
  private final int[] start; // start[r]: the place of run r's first pile
  private final int[] term; // term[r]: what run r adds to the number
  private final int[] shifted; // shifted[r]: the same, one place on; 0 when there is none
  private final int[] bridged; // bridged[r]: run r's term once run r - 1 has gone
  private final int[] shiftGain; // shiftGain[r]: the sum of shifted - term of the runs before r
  // What decides the outcome and bounds the plies, summed over the runs before r:
  private final long[] nimSum; // the XOR of the piles
  private final int[] largePiles; // the piles of 2 or more
  private final int[] onePiles; // the piles of 1
  private final int[] objects; // the objects
  // firstRunFrom[v]: the first run whose value is v or more, for v up to the last run's value.
  // A step sets one entry: the grown run's value, the only value that gains or changes its run.
  private final int[] firstRunFrom;
  private int index;

  /** Starts at the first position below, every pile empty: number 0. */
  PositionCursor(SortedPositionsBelow below) {
    this.below = below;
    this.top = below.top();
    this.places = top.length;
    this.runs = PileRuns.empty(places);
    this.start = new int[places];
    this.term = new int[places];
    this.shifted = new int[places];
    this.bridged = new int[places];
    this.shiftGain = new int[places + 1];
    this.nimSum = new long[places + 1];
    this.largePiles = new int[places + 1];
    this.onePiles = new int[places + 1];
    this.objects = new int[places + 1];
    this.firstRunFrom = new int[places == 0 ? 1 : top[places - 1] + 1];
    if (places > 0) {
      cache(0);
    }
  }

  /** Returns the current position; the caller only reads it. */
  PileRuns position() {
    return runs;
  }

  /** Returns the number of the current position. */
  int index() {
    return index;
  }

  /** Returns the nim-sum of the current position. */
  long nimSum() {
    return nimSum[runs.runs()];
  }

  /** Returns how many piles of the current position hold 2 or more. */
  int largePiles() {
    return largePiles[runs.runs()];
  }

  /** Returns how many piles of the current position hold 1. */
  int onePiles() {
    return onePiles[runs.runs()];
  }

  /** Returns how many objects the current position has. */
  int objects() {
    return objects[runs.runs()];
  }

  /** Moves to the next position; returns false, unchanged, after the last one. */
  boolean advance() {
    int changed = runs.advanceBelow(top);
    if (changed < 0) {
      return false;
    }
    if (changed > 0) {
      sum(changed - 1); // it may be the run that lost a pile
    }
    cache(changed); // the run that lost a pile keeps its place, value and neighbour below
    firstRunFrom[runs.value(changed)] = changed;
    index++;
    return true;
  }

  /**
   * Returns the number of the position after one pile of run {@code run} goes down to {@code
   * target}, below its value.
   */
  int indexAfterMove(int run, int target) {
    int value = runs.value(run);
    boolean vanishes = runs.size(run) == 1;
    int last = runs.runs() - 1;
    int joined = firstRunFrom[target]; // the run the reduced pile joins or starts before
    int delta;
    if (joined == run) {
      // The pile leaves its run for a new one of its own, just before it, at the same place.
      delta = below.rise(start[run], below(run), target) - term[run];
      if (!vanishes) {
        delta += below.rise(start[run] + 1, target, value);
      } else if (run < last) {
        delta += below.rise(start[run + 1], target, runs.value(run + 1)) - term[run + 1];
      }
      return index + delta;
    }
    delta = 0;
    int joinedValue = runs.value(joined);
    if (joinedValue != target) {
      int place = start[joined];
      delta =
          below.rise(place, below(joined), target)
              + below.rise(place + 1, target, joinedValue)
              - term[joined];
    }
    delta += shiftGain[run + 1] - shiftGain[joined + 1]; // runs joined + 1 to run, one place on
    if (vanishes) {
      delta -= shifted[run];
      if (run < last) {
        delta += bridged[run + 1] - term[run + 1];
      }
    }
    return index + delta;
  }

  /** Returns the value of the run before {@code run}, or 0 for the first. */
  private int below(int run) {
    return run == 0 ? 0 : runs.value(run - 1);
  }

  /** Computes what run {@code r} keeps, from the runs before it, which are up to date. */
  private void cache(int r) {
    int value = runs.value(r);
    int place = r == 0 ? 0 : start[r - 1] + runs.size(r - 1);
    start[r] = place;
    term[r] = below.rise(place, below(r), value);
    // A value at a place is never above the bound there, nor at the next place (bounds rise).
    shifted[r] = place + 1 < places ? below.rise(place + 1, below(r), value) : 0;
    bridged[r] = r == 0 ? 0 : below.rise(place, r == 1 ? 0 : runs.value(r - 2), value);
    shiftGain[r + 1] = shiftGain[r] + shifted[r] - term[r];
    sum(r);
  }

  /** Adds run {@code r} to the sums of the runs before it. */
  private void sum(int r) {
    int value = runs.value(r);
    int size = runs.size(r);
    nimSum[r + 1] = nimSum[r] ^ ((size & 1) == 0 ? 0 : value);
    largePiles[r + 1] = largePiles[r] + (value >= 2 ? size : 0);
    onePiles[r + 1] = onePiles[r] + (value == 1 ? size : 0);
    objects[r + 1] = objects[r] + value * size;
  }
}
