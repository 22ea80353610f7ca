package dev.zerosum.games.nim;

/**
 * Sorted piles held as runs of equal sizes, smallest first: 0,0,1,3,3,3 is the runs 0×2, 1×1, 3×3.
 * Mutable, for the hot loop of {@link PliesSearch}, which makes and unmakes moves on one of them
 * instead of allocating a position per node.
 *
 * <p>Runs keep the work per position proportional to the number of different sizes, not to the
 * number of piles: a thousand piles of at most 2 are three runs.
 */
final class PileRuns {
  private final int[] values; // values[r]: the size of the piles of run r, ascending in r
  private final int[] sizes; // sizes[r]: how many piles run r has, at least 1
  private int runs;

  private PileRuns(int capacity) {
    this.values = new int[capacity];
    this.sizes = new int[capacity];
  }

  /** Returns the runs of {@code sorted}, a list of pile sizes in ascending order. */
  static PileRuns of(int[] sorted) {
    PileRuns runs = new PileRuns(sorted.length);
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
   * Changes one pile of {@code from} objects into one of {@code to}: a move when {@code to} is
   * smaller, its undoing when larger. The runs stay sorted; the number of piles stays the same.
   *
   * @throws IllegalArgumentException if no pile holds {@code from}
   */
  void replace(int from, int to) {
    int run = runOf(from);
    if (run < 0) {
      throw new IllegalArgumentException("no pile holds " + from + " in " + this);
    }
    if (--sizes[run] == 0) {
      shift(run + 1, -1);
    }
    int at = 0;
    while (at < runs && values[at] < to) {
      at++;
    }
    if (at < runs && values[at] == to) {
      sizes[at]++;
    } else {
      shift(at, 1);
      values[at] = to;
      sizes[at] = 1;
    }
  }

  /** Moves the runs from {@code first} on by {@code by} places (1 or -1). */
  private void shift(int first, int by) {
    System.arraycopy(values, first, values, first + by, runs - first);
    System.arraycopy(sizes, first, sizes, first + by, runs - first);
    runs += by;
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
