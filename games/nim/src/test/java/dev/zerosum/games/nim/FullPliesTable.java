package dev.zerosum.games.nim;

import dev.zerosum.core.Outcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A test oracle: the value of every sorted position below a position, filled from the bottom up
 * from every move of every position, with no nim-sum, no pruning and no numbering: the recurrence
 * as the rules state it, slow and plain, keyed by the sorted piles.
 */
final class FullPliesTable {
  private final Map<List<Integer>, NimValue> values = new HashMap<>();

  private FullPliesTable() {}

  /** Returns the table of the positions below {@code piles} under {@code rules}. */
  static FullPliesTable of(NimRules rules, long[] piles) {
    FullPliesTable table = new FullPliesTable();
    List<List<Integer>> below = new ArrayList<>(everyPositionBelow(piles));
    below.sort(Comparator.comparingInt(FullPliesTable::objects)); // moves lead to fewer objects
    for (List<Integer> position : below) {
      table.values.put(position, table.solve(rules, position));
    }
    return table;
  }

  /** Returns every position below, as sorted lists of piles. */
  Set<List<Integer>> positions() {
    return values.keySet();
  }

  /** Returns the value of {@code sorted}, a position below, for the player to move. */
  NimValue valueOf(List<Integer> sorted) {
    return values.get(sorted);
  }

  private NimValue solve(NimRules rules, List<Integer> position) {
    if (objects(position) == 0) {
      return new NimValue(rules == NimRules.NORMAL ? Outcome.LOSS : Outcome.WIN, 0);
    }
    int quickestWin = Integer.MAX_VALUE;
    int longestLoss = -1;
    for (List<Integer> after : movesOf(position)) {
      NimValue next = values.get(after);
      if (next.outcome() == Outcome.LOSS) {
        quickestWin = Math.min(quickestWin, next.plies() + 1);
      } else {
        longestLoss = Math.max(longestLoss, next.plies() + 1);
      }
    }
    return quickestWin < Integer.MAX_VALUE
        ? new NimValue(Outcome.WIN, quickestWin)
        : new NimValue(Outcome.LOSS, longestLoss);
  }

  private static Set<List<Integer>> movesOf(List<Integer> position) {
    Set<List<Integer>> moves = new LinkedHashSet<>();
    for (int pile = 0; pile < position.size(); pile++) {
      for (int left = 0; left < position.get(pile); left++) {
        Integer[] after = position.toArray(Integer[]::new);
        after[pile] = left;
        Arrays.sort(after);
        moves.add(List.of(after));
      }
    }
    return moves;
  }

  private static Set<List<Integer>> everyPositionBelow(long[] piles) {
    Set<List<Integer>> all = new LinkedHashSet<>();
    addEvery(piles, new Integer[piles.length], 0, all);
    return all;
  }

  private static void addEvery(long[] piles, Integer[] current, int pile, Set<List<Integer>> all) {
    if (pile == piles.length) {
      Integer[] sorted = current.clone();
      Arrays.sort(sorted);
      all.add(List.of(sorted));
      return;
    }
    for (int size = 0; size <= piles[pile]; size++) {
      current[pile] = size;
      addEvery(piles, current, pile + 1, all);
    }
  }

  private static int objects(List<Integer> position) {
    return position.stream().mapToInt(Integer::intValue).sum();
  }
}
