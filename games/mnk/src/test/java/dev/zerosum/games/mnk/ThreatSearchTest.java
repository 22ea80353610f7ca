package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.StopCondition;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The threat search on gomoku positions built by hand, whose forced wins (or their absence) are
 * known: an open four, an open three, a fork of two threes, continuous fours two moves deep, and
 * positions where a claim would be false. Bounded by nodes alone.
 */
class ThreatSearchTest {
  static final MnkShape GOMOKU = MnkShape.of(15, 15, 5);
  static final long NODES = 200_000;

  /**
   * A position and what the search must make of it.
   *
   * @param name what it shows
   * @param x X's stones as {row, column}
   * @param o O's stones
   * @param kind the kind of win, or null for none
   * @param plies the plies of the win
   * @param firstMoves the winning first moves the search may name, as {row, column}
   */
  record Case(
      String name, int[][] x, int[][] o, ThreatSearch.Kind kind, int plies, int[][] firstMoves) {
    @Override
    public String toString() {
      return name;
    }

    MnkPosition position() {
      return ThreatSearchTest.position(GOMOKU, x, o);
    }
  }

  /** Stones far from everything and from each other: no window of five holds two. */
  static final int[][] FAR = {{0, 0}, {0, 14}, {14, 0}, {14, 14}, {14, 7}, {0, 7}, {7, 0}};

  static Stream<Case> cases() {
    return Stream.of(
        new Case(
            "open four, X to move: a win in 1",
            new int[][] {{7, 5}, {7, 6}, {7, 7}, {7, 8}},
            far(4),
            ThreatSearch.Kind.VCF,
            1,
            new int[][] {{7, 4}, {7, 9}}),
        new Case(
            "open three: the open four, a win in 3",
            new int[][] {{7, 6}, {7, 7}, {7, 8}},
            far(3),
            ThreatSearch.Kind.VCF,
            3,
            new int[][] {{7, 5}, {7, 9}}),
        new Case(
            "continuous fours, two before the open four: a win in 7",
            new int[][] {{7, 3}, {7, 4}, {7, 5}, {5, 7}, {5, 8}, {5, 9}, {4, 6}},
            join(new int[][] {{7, 2}, {5, 10}, {6, 4}}, far(4)),
            ThreatSearch.Kind.VCF,
            7,
            new int[][] {{7, 6}, {5, 6}}),
        new Case(
            "a fork of two open threes: by threats, a win in 5",
            new int[][] {{7, 5}, {7, 6}, {5, 7}, {6, 7}},
            far(4),
            ThreatSearch.Kind.VCT,
            5,
            new int[][] {{7, 7}}),
        new Case(
            "two stones each: no forced win",
            new int[][] {{7, 7}, {7, 8}},
            new int[][] {{8, 8}, {0, 0}},
            null,
            0,
            new int[0][]),
        new Case(
            "a closed three: a four and nothing after it",
            new int[][] {{7, 3}, {7, 4}, {7, 5}},
            join(new int[][] {{7, 2}}, far(2)),
            null,
            0,
            new int[0][]),
        new Case(
            "an open three, but O's four to stop first: no forced win",
            new int[][] {{7, 6}, {7, 7}, {7, 8}, {3, 2}},
            new int[][] {{3, 3}, {3, 4}, {3, 5}, {3, 6}},
            null,
            0,
            new int[0][]));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void findsTheForcedWinsKnownAndClaimsNoOther(Case checked) {
    ThreatSearch.Result result =
        new ThreatSearch().search(checked.position(), -1, NODES, StopCondition.never());

    assertThat(result.finished()).as("within %d nodes (%d)", NODES, result.nodes()).isTrue();
    if (checked.kind() == null) {
      assertThat(result.win()).isEmpty();
      return;
    }
    ThreatSearch.Win win = result.win().orElseThrow();
    assertThat(win.kind()).isEqualTo(checked.kind());
    assertThat(win.plies()).isEqualTo(checked.plies());
    assertThat(cellsOf(checked.firstMoves())).contains(win.cell());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void asksItsStopEverySixteenNodes(Case checked) {
    long[] asked = {0};
    ThreatSearch.Result result =
        new ThreatSearch()
            .search(
                checked.position(),
                -1,
                NODES,
                () -> {
                  asked[0]++;
                  return false;
                });
    assertThat(asked[0]).isEqualTo(result.nodes() / (ThreatSearch.CHECK_INTERVAL + 1));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void provesAWinThatStartsWithAGivenMoveOnlyFromTheWinningMoves(Case checked) {
    MnkPosition position = checked.position();
    Set<Integer> winning = Set.copyOf(cellsOf(checked.firstMoves()));
    ThreatSearch search = new ThreatSearch();
    for (int cell : winning) {
      assertThat(search.search(position, cell, NODES, StopCondition.never()).win())
          .as("from %d", cell)
          .isPresent();
    }
    int other = GOMOKU.cellAt(12, 12); // far from every threat
    assertThat(search.search(position, other, NODES, StopCondition.never()).win()).isEmpty();
  }

  /** Returns the position of {@code shape} with X's and O's stones given as {row, column}. */
  static MnkPosition position(MnkShape shape, int[][] x, int[][] o) {
    return MnkPosition.of(shape, cells(shape, x), cells(shape, o));
  }

  private static int[] cells(MnkShape shape, int[][] stones) {
    return Stream.of(stones).mapToInt(s -> shape.cellAt(s[0], s[1])).toArray();
  }

  private static List<Integer> cellsOf(int[][] stones) {
    List<Integer> cells = new ArrayList<>();
    for (int[] stone : stones) {
      cells.add(GOMOKU.cellAt(stone[0], stone[1]));
    }
    return cells;
  }

  private static int[][] far(int count) {
    return java.util.Arrays.copyOf(FAR, count);
  }

  private static int[][] join(int[][] first, int[][] second) {
    return Stream.concat(Stream.of(first), Stream.of(second)).toArray(int[][]::new);
  }
}
