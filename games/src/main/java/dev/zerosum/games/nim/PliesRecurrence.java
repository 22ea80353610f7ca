package dev.zerosum.games.nim;

/**
 * Fills the table of {@link NimPliesSolver}: for each sorted position below, in the order of their
 * numbers, whether it is lost for the player to move and the plies to the end with perfect play, as
 * {@code plies << 1 | lost}. Mutation throughout (one array, one cursor over the positions): it is
 * the hot loop.
 */
final class PliesRecurrence {
  private final NimRules rules;
  private final int[] table;
  private final PositionCursor cursor;
  private final PileRuns position; // the cursor's position, the one being filled

  PliesRecurrence(NimRules rules, SortedPositionsBelow below) {
    this.rules = rules;
    this.table = new int[below.count()];
    this.cursor = new PositionCursor(below);
    this.position = cursor.position();
  }

  /** Fills the table and returns it. */
  int[] fill() {
    for (int index = 0; index < table.length; index++) {
      table[index] = index == 0 ? terminal() : entry();
      if (index + 1 < table.length && !cursor.advance()) {
        throw new IllegalStateException("the positions below ran out at number " + index);
      }
    }
    return table;
  }

  /** Returns the entry of the empty position: 0 plies, lost exactly under normal play. */
  private int terminal() {
    return encode(0, rules == NimRules.NORMAL);
  }

  /** Returns the entry of the position, whose every move leads to a position already filled. */
  private int entry() {
    long nimSum = cursor.nimSum();
    int largePiles = cursor.largePiles();
    int onePiles = cursor.onePiles();
    if (NimSumSolver.isLost(rules, nimSum, largePiles, onePiles)) {
      return encode(longestMove(cursor.objects()) + 1, true);
    }
    return encode(quickestWin(nimSum, largePiles, onePiles) + 1, false);
  }

  /**
   * Returns the most plies that any move of a lost position leads to: all are won for the other. A
   * game lasts at most one ply per object, so the moves that leave no more objects than the longest
   * found so far are skipped: from each pile, the larger takes once one falls short.
   */
  private int longestMove(int objects) {
    int longest = 0;
    for (int r = 0; r < position.runs(); r++) {
      int value = position.value(r);
      for (int target = value - 1; target >= 0; target--) {
        if (objects - value + target <= longest) {
          break; // this move and the larger ones from this pile leave too few objects
        }
        longest = Math.max(longest, NimPliesSolver.plies(table[cursor.indexAfterMove(r, target)]));
      }
    }
    return longest;
  }

  /**
   * Returns the fewest plies of a lost position that a move of this won position leads to. A move
   * to a lost position leaves a nim-sum of 0, or (misère play, no pile of 2 or more left) an odd
   * number of piles of 1: so it takes a pile to {@code value ^ nimSum}, or, when no other pile
   * holds 2 or more, to 0 or 1.
   */
  private int quickestWin(long nimSum, int largePiles, int onePiles) {
    int quickest = Integer.MAX_VALUE;
    if (rules == NimRules.NORMAL) {
      // Every move to a nim-sum of 0 reaches a lost position: no counts to check.
      for (int r = 0; r < position.runs(); r++) {
        int value = position.value(r);
        int toZeroSum = (int) (value ^ nimSum);
        if (toZeroSum < value) {
          quickest =
              Math.min(quickest, NimPliesSolver.plies(table[cursor.indexAfterMove(r, toZeroSum)]));
        }
      }
      return quickest;
    }
    for (int r = 0; r < position.runs(); r++) {
      int value = position.value(r);
      long toZeroSum = value ^ nimSum;
      quickest = Math.min(quickest, pliesIfLost(r, toZeroSum, nimSum, largePiles, onePiles));
      boolean lastLargePile = largePiles - (value >= 2 ? 1 : 0) == 0;
      if (rules == NimRules.MISERE && lastLargePile) {
        for (int target = 0; target <= 1; target++) {
          if (target != toZeroSum) {
            quickest = Math.min(quickest, pliesIfLost(r, target, nimSum, largePiles, onePiles));
          }
        }
      }
    }
    if (quickest == Integer.MAX_VALUE) {
      throw new IllegalStateException(
          "the won position " + position + " has no move to a lost one: the rule is wrong");
    }
    return quickest;
  }

  /**
   * Returns the plies of the position after a pile of run {@code run} goes down to {@code target},
   * when that move is legal and leads to a lost position; else {@link Integer#MAX_VALUE}. The
   * outcome is decided from the counts before the table is read.
   */
  private int pliesIfLost(int run, long target, long nimSum, int largePiles, int onePiles) {
    int value = position.value(run);
    if (target >= value) {
      return Integer.MAX_VALUE;
    }
    int large = largePiles - (value >= 2 ? 1 : 0) + (target >= 2 ? 1 : 0);
    int ones = onePiles - (value == 1 ? 1 : 0) + (target == 1 ? 1 : 0);
    if (!NimSumSolver.isLost(rules, nimSum ^ value ^ target, large, ones)) {
      return Integer.MAX_VALUE;
    }
    return NimPliesSolver.plies(table[cursor.indexAfterMove(run, (int) target)]);
  }

  private static int encode(int plies, boolean lost) {
    return NimPliesSolver.entry(plies, lost);
  }
}
