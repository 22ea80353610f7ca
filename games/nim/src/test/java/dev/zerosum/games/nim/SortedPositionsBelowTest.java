package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The numbering of the sorted positions below a position, against a brute-force listing. */
class SortedPositionsBelowTest {
  private static final Comparator<int[]> LEXICOGRAPHIC = Arrays::compare;

  @Test
  void countsWhatABruteForceListingFindsForEveryPositionOfUpToFourPilesOfUpToFour() {
    List<String> wrong = new ArrayList<>();
    for (long[] piles : AllPiles.upTo(4, 4)) {
      int listed = bruteForce(piles).size();
      int counted = SortedPositionsBelow.count(piles, 1_000);
      int numbered = SortedPositionsBelow.of(piles, 1_000).count();
      if (counted != listed || numbered != listed) {
        wrong.add(Arrays.toString(piles) + ": " + listed + " listed, " + counted + ", " + numbered);
      }
    }
    assertThat(wrong).as("positions whose count differs from the listing").isEmpty();
  }

  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1,2         | 5", // 00 01 02 11 12
        "2,6,16,35   | 6441",
        "13,41,0,11  | 3412",
        "60,60,60,60 | 635376", // four piles of n: (n+1)(n+2)(n+3)(n+4)/24
        "0,0,0       | 1", // only the empty position
        "1000000     | 1000001",
      })
  void countsKnownPositions(String piles, int count) {
    long[] sizes = Arrays.stream(piles.split(",")).mapToLong(Long::parseLong).toArray();
    assertThat(SortedPositionsBelow.count(sizes, 10_000_000)).isEqualTo(count);
  }

  @Test
  void stopsCountingAtTheCap() {
    long big = NimPosition.MAX_PILE;
    assertThat(SortedPositionsBelow.count(new long[] {big, big, big}, 1_000_000))
        .as("piles of 2^62: the sum alone exceeds the cap")
        .isEqualTo(1_000_001);
    assertThat(SortedPositionsBelow.count(new long[] {60, 60, 60, 60}, 635_375))
        .as("one short of the 635,376 positions")
        .isEqualTo(635_376);
    assertThat(SortedPositionsBelow.count(new long[] {60, 60, 60, 60}, 635_376)).isEqualTo(635_376);
    assertThat(SortedPositionsBelow.count(new long[] {300_000, 300_000, 300_000}, 1_000_000))
        .as("a small sum, but 4.5 * 10^15 positions")
        .isEqualTo(1_000_001);
  }

  @ParameterizedTest
  @CsvSource({"'1,2'", "'3,1,4,1,5'", "'0,2,2,7'", "'1,1,1,1,1,1,1,1,1,1,1,1'", "'6,6,6'", "'0'"})
  void numbersThePositionsInLexicographicOrder(String piles) {
    long[] sizes = Arrays.stream(piles.split(",")).mapToLong(Long::parseLong).toArray();
    SortedPositionsBelow below = SortedPositionsBelow.of(sizes, 100_000);
    List<int[]> expected = new ArrayList<>(bruteForce(sizes));

    assertThat(below.count()).isEqualTo(expected.size());
    for (int index = 0; index < expected.size(); index++) {
      assertThat(below.indexOf(PileRuns.of(expected.get(index))))
          .as("the number of %s below %s", join(expected.get(index)), piles)
          .isEqualTo(index);
    }
  }

  @ParameterizedTest
  @CsvSource({"'3,1,4,1,5'", "'0,2,2,7'", "'2,2,2,2,3,3'", "'1,1,1,1,1,1,9'", "'13,41,0,11'"})
  void numbersTheResultOfAMoveAsThePositionItself(String piles) {
    long[] sizes = Arrays.stream(piles.split(",")).mapToLong(Long::parseLong).toArray();
    SortedPositionsBelow below = SortedPositionsBelow.of(sizes, 100_000);
    int moves = 0;
    for (int[] sorted : bruteForce(sizes)) {
      PileRuns position = PileRuns.of(sorted);
      for (int run = 0; run < position.runs(); run++) {
        for (int target = 0; target < position.value(run); target++) {
          int[] after = sorted.clone();
          after[lastIndexOf(after, position.value(run))] = target;
          Arrays.sort(after);
          assertThat(below.indexAfterMove(position, run, target))
              .as("%s with a pile of %d reduced to %d", position, position.value(run), target)
              .isEqualTo(below.indexOf(PileRuns.of(after)));
          moves++;
        }
      }
    }
    assertThat(moves).as("moves checked below %s", piles).isPositive();
  }

  @ParameterizedTest
  @CsvSource({"'0,0,2,5', 5, 0", "'0,0,2,5', 2, 7", "'1,1,1', 1, 0", "'3', 3, 0"})
  void replacesOnePileAndUndoes(String piles, int from, int to) {
    int[] sorted = Arrays.stream(piles.split(",")).mapToInt(Integer::parseInt).toArray();
    PileRuns runs = PileRuns.of(sorted);
    int[] expected = sorted.clone();
    expected[lastIndexOf(expected, from)] = to;
    Arrays.sort(expected);

    runs.replace(from, to);
    assertThat(runs)
        .as("%s with a pile of %d made %d", piles, from, to)
        .hasToString(join(expected));
    runs.replace(to, from);
    assertThat(runs).as("undone").hasToString(piles);
  }

  /** Returns every sorted position below {@code piles}, non-empty piles only, in order. */
  private static TreeSet<int[]> bruteForce(long[] piles) {
    int[] top = Arrays.stream(piles).filter(p -> p > 0).mapToInt(p -> (int) p).toArray();
    TreeSet<int[]> all = new TreeSet<>(LEXICOGRAPHIC);
    addEvery(top, new int[top.length], 0, all);
    return all;
  }

  private static void addEvery(int[] top, int[] current, int pile, TreeSet<int[]> all) {
    if (pile == top.length) {
      int[] sorted = current.clone();
      Arrays.sort(sorted);
      all.add(sorted);
      return;
    }
    for (int size = 0; size <= top[pile]; size++) {
      current[pile] = size;
      addEvery(top, current, pile + 1, all);
    }
  }

  private static int lastIndexOf(int[] values, int value) {
    for (int i = values.length - 1; i >= 0; i--) {
      if (values[i] == value) {
        return i;
      }
    }
    throw new AssertionError(value + " is not among " + Arrays.toString(values));
  }

  private static String join(int[] values) {
    return Arrays.stream(values).mapToObj(Integer::toString).collect(Collectors.joining(","));
  }
}
