package dev.zerosum.games.nim;

import java.util.Arrays;

/**
 * The engine of {@link NimPliesSolver}: the value of a position, plies included, by dynamic
 * programming from the top down, with a memo that holds one entry per sorted position below the top
 * position, at its number (see {@link SortedPositionsBelow}). Only the positions the recurrence
 * reads are solved: a won position reads only its moves to lost positions, and a lost one stops
 * once its remaining moves leave too few objects to last longer; on the positions of about 10^6
 * below that the benchmark measures, that is 0.5 to 30% of them.
 *
 * <p>The search is iterative (one frame a ply in parallel arrays, moves made and unmade on one
 * {@link PileRuns}), since a line can be as long as the objects are many: a million piles of 1 last
 * a million plies. Mutation throughout: it is the hot loop. Not safe for concurrent use.
 */
final class PliesSearch {
  private static final int NONE = -1;

  private final NimRules rules;
  private final SortedPositionsBelow below;
  private final int[] table; // table[i]: 0 while position i is unsolved, else its entry
  private final PileRuns position; // the position of the deepest frame
  private int solved;

  // The frames, one a ply down the line being searched; frame 0 is where the search started.
  private int depth;
  private int[] index = new int[0]; // the position's number
  private boolean[] lost = new boolean[0]; // lost for the player to move: all moves are read
  private int[] best = new int[0]; // the best plies of a move read so far
  private int[] run = new int[0]; // the run of the next move to read
  private int[] next = new int[0]; // lost: its next target, counting down; won: its next try
  private int[] from = new int[0]; // the move that led here: a pile of this many objects …
  private int[] to = new int[0]; // … became one of this many
  private long[] nimSum = new long[0];
  private int[] largePiles = new int[0]; // piles of 2 or more
  private int[] onePiles = new int[0];
  private int[] objects = new int[0];

  /** Prepares the search of the positions below {@code below}'s top position, none solved yet. */
  PliesSearch(NimRules rules, SortedPositionsBelow below) {
    this.rules = rules;
    this.below = below;
    this.table = new int[below.count()];
    this.position = PileRuns.of(below.top());
  }

  /** Returns the top position, as runs; the caller only reads it. */
  PileRuns top() {
    return position;
  }

  /** Returns how many positions have been solved so far. */
  int solved() {
    return solved;
  }

  /** Returns the entry of the top position, solving it if need be. */
  int topEntry() {
    int top = below.count() - 1;
    if (table[top] == 0) {
      search(top);
    }
    return table[top];
  }

  /**
   * Returns the entry of the position a move of the top position leads to, one pile of run {@code
   * pileRun} going down to {@code target}, solving it if need be.
   */
  int entryAfterMove(int pileRun, int target) {
    int after = below.indexAfterMove(position, pileRun, target);
    if (table[after] == 0) {
      int value = position.value(pileRun);
      position.replace(value, target);
      search(after);
      position.replace(target, value);
    }
    return table[after];
  }

  /** Solves position {@code start}, which {@link #position} holds, and what it needs below. */
  private void search(int start) {
    long sum = 0;
    int large = 0;
    int ones = 0;
    int count = 0;
    for (int r = 0; r < position.runs(); r++) {
      int value = position.value(r);
      int size = position.size(r);
      sum ^= (size & 1) == 0 ? 0 : value;
      large += value >= 2 ? size : 0;
      ones += value == 1 ? size : 0;
      count += value * size;
    }
    if (count == 0) {
      store(start, terminal());
      return;
    }
    depth = 0;
    push(start, sum, large, ones, count, NONE, NONE);
    while (depth > 0) {
      int f = depth - 1;
      int target = nextTarget(f);
      if (target == NONE) {
        finish(f);
      } else {
        read(f, target);
      }
    }
  }

  /** Reads the move of frame {@code f} to {@code target}: from the table, or by going down. */
  private void read(int f, int target) {
    int value = position.value(run[f]);
    int after = below.indexAfterMove(position, run[f], target);
    int left = objects[f] - value + target;
    if (table[after] == 0 && left == 0) {
      store(after, terminal());
    }
    if (table[after] != 0) {
      accept(f, NimPliesSolver.plies(table[after]));
      return;
    }
    position.replace(value, target);
    push(
        after,
        nimSum[f] ^ value ^ target,
        largePiles[f] - (value >= 2 ? 1 : 0) + (target >= 2 ? 1 : 0),
        onePiles[f] - (value == 1 ? 1 : 0) + (target == 1 ? 1 : 0),
        left,
        value,
        target);
  }

  /**
   * Returns the target of frame {@code f}'s next move to read, advancing past it; {@link #NONE}
   * when there is none left. A lost position reads, pile size by pile size, the moves that take
   * least first, and stops at the first that leaves no more objects than its best move's plies: a
   * game lasts at most one ply per object.
   */
  private int nextTarget(int f) {
    while (run[f] < position.runs()) {
      int value = position.value(run[f]);
      int target = lost[f] ? nextLongest(f, value) : nextQuickest(f, value);
      if (target != NONE) {
        return target;
      }
      run[f]++;
      next[f] = lost[f] && run[f] < position.runs() ? position.value(run[f]) - 1 : 0;
    }
    return NONE;
  }

  private int nextLongest(int f, int value) {
    int target = next[f];
    if (target >= 0 && objects[f] - value + target > best[f]) {
      next[f] = target - 1;
      return target;
    }
    return NONE;
  }

  /**
   * Returns the next move of a won position that may reach a lost one, from a pile of {@code
   * value}: a lost position has a nim-sum of 0, or (misère play) no pile of 2 or more; so the pile
   * goes to {@code value ^ nimSum}, or, when no other pile holds 2 or more, to 0 or 1.
   */
  private int nextQuickest(int f, int value) {
    long toZeroSum = value ^ nimSum[f];
    while (next[f] < 3) {
      int attempt = next[f]++;
      long target = attempt == 0 ? toZeroSum : attempt - 1;
      boolean endgame = rules == NimRules.MISERE && largePiles[f] - (value >= 2 ? 1 : 0) == 0;
      if (target < value
          && (attempt == 0 || endgame && target != toZeroSum)
          && leadsToLoss(f, value, (int) target)) {
        return (int) target;
      }
    }
    return NONE;
  }

  private boolean leadsToLoss(int f, int value, int target) {
    int large = largePiles[f] - (value >= 2 ? 1 : 0) + (target >= 2 ? 1 : 0);
    int ones = onePiles[f] - (value == 1 ? 1 : 0) + (target == 1 ? 1 : 0);
    return NimSumSolver.isLost(rules, nimSum[f] ^ value ^ target, large, ones);
  }

  private void accept(int f, int plies) {
    best[f] = lost[f] ? Math.max(best[f], plies) : Math.min(best[f], plies);
  }

  /** Stores frame {@code f}'s value, unmakes the move that led to it and hands it up. */
  private void finish(int f) {
    if (!lost[f] && best[f] == Integer.MAX_VALUE) {
      throw new IllegalStateException(
          "the won position " + position + " has no move to a lost one: the rule is wrong");
    }
    store(index[f], NimPliesSolver.entry(best[f] + 1, lost[f]));
    depth--;
    if (f > 0) {
      position.replace(to[f], from[f]);
      accept(f - 1, best[f] + 1);
    }
  }

  private void push(int at, long sum, int large, int ones, int count, int before, int after) {
    if (depth == index.length) {
      grow();
    }
    int f = depth++;
    index[f] = at;
    nimSum[f] = sum;
    largePiles[f] = large;
    onePiles[f] = ones;
    objects[f] = count;
    from[f] = before;
    to[f] = after;
    lost[f] = NimSumSolver.isLost(rules, sum, large, ones);
    best[f] = lost[f] ? 0 : Integer.MAX_VALUE;
    run[f] = 0;
    next[f] = lost[f] ? position.value(0) - 1 : 0;
  }

  private void grow() {
    int capacity = Math.max(64, 2 * index.length);
    index = Arrays.copyOf(index, capacity);
    lost = Arrays.copyOf(lost, capacity);
    best = Arrays.copyOf(best, capacity);
    run = Arrays.copyOf(run, capacity);
    next = Arrays.copyOf(next, capacity);
    from = Arrays.copyOf(from, capacity);
    to = Arrays.copyOf(to, capacity);
    nimSum = Arrays.copyOf(nimSum, capacity);
    largePiles = Arrays.copyOf(largePiles, capacity);
    onePiles = Arrays.copyOf(onePiles, capacity);
    objects = Arrays.copyOf(objects, capacity);
  }

  /** Returns the entry of the empty position: 0 plies, lost exactly under normal play. */
  private int terminal() {
    return NimPliesSolver.entry(0, rules == NimRules.NORMAL);
  }

  private void store(int at, int entry) {
    table[at] = entry;
    solved++;
  }
}
