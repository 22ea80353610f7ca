package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The threads that solve one position together give the one thread's answers: on lines of the
 * benchmark sets, exactly, weakly and for a single null-window question, and on a board of another
 * size; one thread alone searches exactly the sequential solver's nodes. No clock: whichever thread
 * answers first, the answer must be the same.
 */
class Connect4ParallelSolverTest {
  private static final Connect4ParallelSolver TWO =
      new Connect4ParallelSolver(2, Connect4Table.shared(1 << 20), null);

  @AfterAll
  static void emptyTheTable() {
    TWO.clearTables();
  }

  @ParameterizedTest(name = "{0}, {1} lines")
  @CsvSource({"Test_L3_R1, 40", "Test_L2_R1, 40", "Test_L2_R2, 20", "Test_L1_R2, 6"})
  void twoThreadsGiveTheSequentialScores(String set, int lines) {
    Connect4Solver alone = new Connect4Solver(new Connect4Table(1 << 20));
    for (Connect4SolveLine line : BenchmarkSets.read(set, lines)) {
      Connect4Position position = line.position();
      alone.clearTables();
      TWO.clearTables();
      int expected = alone.solve(position);
      assertThat(TWO.solve(position))
          .as("%s line %d: %s", set, line.number(), position)
          .isEqualTo(expected)
          .isEqualTo(line.expected().getAsInt());
      assertThat(TWO.solveWeak(position)).isEqualTo(Integer.signum(expected));
      assertThat(TWO.scoresAtLeast(position, expected)).isTrue();
      assertThat(TWO.scoresAtLeast(position, expected + 1)).isFalse();
    }
  }

  /**
   * Solves {@code line} from empty tables with both solvers, checks they agree, and returns the
   * parallel solver's nodes ({@code alone.nodes()} holds the sequential one's).
   */
  private static long solveBoth(
      Connect4ParallelSolver parallel, Connect4Solver alone, Connect4SolveLine line) {
    parallel.clearTables();
    alone.clearTables();
    long before = parallel.nodes();
    alone.resetNodes();
    assertThat(parallel.solve(line.position()))
        .as("line %d", line.number())
        .isEqualTo(alone.solve(line.position()));
    return parallel.nodes() - before;
  }

  @Test
  void oneThreadSearchesTheSequentialSolversNodes() {
    Connect4ParallelSolver one = new Connect4ParallelSolver(1, new Connect4Table(1 << 20), null);
    Connect4Solver alone = new Connect4Solver(new Connect4Table(1 << 20));
    for (Connect4SolveLine line : BenchmarkSets.read("Test_L2_R2", 20)) {
      long oneNodes = solveBoth(one, alone, line);
      assertThat(oneNodes).as("line %d", line.number()).isEqualTo(alone.nodes());
    }
  }

  @Test
  void aShortSearchOnTwoThreadsIsTheOneThreadsSearchAndALongOneWakesTheHelper() {
    Connect4Solver alone = new Connect4Solver(new Connect4Table(1 << 20));
    int alonesOnly = 0;
    int helped = 0;
    for (Connect4SolveLine line : BenchmarkSets.read("Test_L1_R2", 30)) {
      long twoNodes = solveBoth(TWO, alone, line);
      if (alone.nodes() < 200_000) { // asked the stop fewer than 64 times: the helper slept
        assertThat(twoNodes).as("line %d", line.number()).isEqualTo(alone.nodes());
        alonesOnly++;
      } else if (alone.nodes() > 600_000 && twoNodes != alone.nodes()) {
        helped++; // the helper searched too (its nodes count, and the caller's course changed)
      }
    }
    assertThat(alonesOnly).as("lines searched alone").isPositive();
    assertThat(helped).as("long lines the helper joined").isPositive();
  }

  @Test
  void theThreadsSolveTheEmptyBoardsOfOtherSizes() {
    for (PublishedResults.Result published : PublishedResults.all()) {
      if (published.size().cells() <= 25) {
        Connect4ParallelSolver two =
            new Connect4ParallelSolver(2, Connect4Table.shared(1 << 18, published.size()), null);
        assertThat(two.size()).isSameAs(published.size());
        assertThat(two.solve(Connect4Position.empty(published.size())))
            .as("%s", published)
            .isEqualTo(published.score());
      }
    }
  }

  @Test
  void aSinglePositionOnSeveralThreadsIsSolvedByThemTogether() {
    List<Connect4SolveLine> lines = BenchmarkSets.read("Test_L2_R2", 1);
    Connect4BatchSolver batch = new Connect4BatchSolver(2, 1 << 18, false);
    Connect4Solution[] solution = new Connect4Solution[1];
    batch.solve(lines, found -> solution[0] = found);
    assertThat(solution[0].score()).isEqualTo(lines.get(0).expected().getAsInt());
    assertThat(solution[0].nodes()).isPositive();
  }
}
