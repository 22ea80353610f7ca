package dev.zerosum.games.nim;

/**
 * Sorted piles held as runs of equal sizes, smallest first: 0,0,1,3,3,3 is the runs 0×2, 1×1, 3×3.
 * Mutable, for the hot loop of {@link NimPliesSolver}, which walks every position below a position
 * in order with {@link #advanceBelow} instead of allocating one per position.
 *
 * <p>Runs keep the work per position proportional to the number of different sizes, not to the
 * number of piles: a thousand piles of at most 2 are three runs.
 */
final class PileRuns {
  private final int piles; // how many piles, empty ones included
  private final int[] values; // values[r]: the size of the piles of run r, ascending in r
  private final int[] sizes; // sizes[r]: how many piles run r has, at least 1
  private int runs;

  private PileRuns(int piles, int capacity) {
    this.piles = piles;
    this.values = new int[capacity];
    this.sizes = new int[capacity];
  }

  /**
   * Returns {@code piles} empty piles: the first position in the order of {@link #advanceBelow}.
   */
  static PileRuns empty(int piles) {
    PileRuns empty = new PileRuns(piles, piles);
    if (piles > 0) {
      empty.values[0] = 0;
      empty.sizes[0] = piles;
      empty.runs = 1;
    }
    return empty;
  }

  /** Returns the runs of {@code sorted}, a list of pile sizes in ascending order. */
  static PileRuns of(int[] sorted) {
    PileRuns runs = new PileRuns(sorted.length, sorted.length);
    for (int pile : sorted) {
      if (runs.runs > 0 && runs.values[runs.runs - 1] == pile) {
        runs.sizes[runs.runs - 1]++;
      } else {
        runs.values[runs.runs] = pile;
        runs.sizes[runs.runs] = 1;
        runs.runs++;
      }
    }
    return runs;
  }

  /** Returns how many runs there are: how many different sizes the piles have. */
  int runs() {
    return runs;
  }

  /** Returns the size of each pile of run {@code run}. */
  int value(int run) {
    return values[run];
  }

  /** Returns how many piles run {@code run} has. */
  int size(int run) {
    return sizes[run];
  }

  /** Returns the run whose piles hold {@code value}, or -1 when no pile does. */
  int runOf(int value) {
    int low = 0;
    int high = runs - 1;
    while (low <= high) {
      int middle = (low + high) >>> 1;
      if (values[middle] < value) {
        low = middle + 1;
      } else if (values[middle] > value) {
        high = middle - 1;
      } else {
        return middle;
      }
    }
    return -1;
  }

  /**
   * Moves to the next sequence in lexicographic order among those under {@code top} (sorted, as
   * many piles): the last pile that is below its bound grows by one, and every pile after it takes
   * its new size, the least a sorted sequence allows. Returns the run those piles now form, always
   * the last one, and the only one changed apart from the run it left (one pile fewer); or -1,
   * unchanged, after the last sequence.
   *
   * <p>A run whose last pile is at its bound is at its bound all along (the bound rises and never
   * passes below the run's value), so the search goes by runs; the runs it passes are dropped, so
   * the cost is constant on average.
   */
  int advanceBelow(int[] top) {
    int end = piles; // the end, exclusive, of run r
    int r = runs - 1;
    while (r >= 0 && top[end - 1] == values[r]) {
      end -= sizes[r];
      r--;
    }
    if (r < 0) {
      return -1;
    }
    int grown = values[r] + 1;
    int kept = --sizes[r] == 0 ? r : r + 1;
    values[kept] = grown;
    sizes[kept] = piles - end + 1;
    runs = kept + 1;
    return kept;
  }

  /** Returns the piles in ascending order, as a game would list them: "0,1,1,3". */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    for (int r = 0; r < runs; r++) {
      for (int i = 0; i < sizes[r]; i++) {
        text.append(text.length() == 0 ? "" : ",").append(values[r]);
      }
    }
    return text.toString();
  }
}
