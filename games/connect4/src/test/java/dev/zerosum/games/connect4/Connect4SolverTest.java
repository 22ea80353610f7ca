package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The solver against the public benchmark sets: every score exact. The node totals are those of
 * this solver today, with a far table of 2^20 entries: a change meant to keep the search as it is
 * must keep them, and one meant to improve it should lower them (the reference solver's means are
 * 51 and 449 nodes a position).
 */
class Connect4SolverTest {
  private static Connect4Solver solver;

  @BeforeAll
  static void createSolver() {
    solver = new Connect4Solver(new Connect4Table(1 << 20));
  }

  /** Solves every line with a cleared table; returns the total nodes. */
  private static long solveAll(List<Connect4SolveLine> lines, boolean weak) {
    List<String> wrong = new ArrayList<>();
    long nodes = 0;
    for (Connect4SolveLine line : lines) {
      solver.clearTables();
      solver.resetNodes();
      int score = weak ? solver.solveWeak(line.position()) : solver.solve(line.position());
      nodes += solver.nodes();
      int expected = line.expected().orElseThrow();
      if (score != (weak ? Integer.signum(expected) : expected)) {
        wrong.add(line.position() + ": " + score + ", expected " + expected);
      }
    }
    assertThat(wrong).as("positions solved wrong").isEmpty();
    return nodes;
  }

  @Test
  void solvesEveryEndGameOfTestL3R1Exactly() {
    long nodes = solveAll(BenchmarkSets.read("Test_L3_R1"), false);
    assertThat(nodes).as("1,000 positions, 23.0 nodes each").isEqualTo(23_037);
  }

  @Test
  void solvesEveryMiddleGameOfTestL2R1Exactly() {
    long nodes = solveAll(BenchmarkSets.read("Test_L2_R1"), false);
    assertThat(nodes).as("1,000 positions, 173 nodes each").isEqualTo(172_776);
  }

  @Test
  void solvesTheFirstHundredOfTestL2R2Exactly() {
    solveAll(BenchmarkSets.read("Test_L2_R2", 100), false);
  }

  @Test
  void solvesTheFirstHundredOpeningsOfTestL1R1Exactly() {
    solveAll(BenchmarkSets.read("Test_L1_R1", 100), false);
  }

  @Test
  void weakModeGivesTheSignOfEveryScore() {
    solveAll(BenchmarkSets.read("Test_L3_R1"), true);
    solveAll(BenchmarkSets.read("Test_L2_R1", 300), true);
    solveAll(BenchmarkSets.read("Test_L1_R1", 50), true);
  }

  @Test
  void anImmediateWinScoresByTheStonesOnTheBoard() {
    // X has three in column 1 and plays the fourth: its 4th stone, 22 - 4 = 18.
    assertThat(solver.solve(Connect4Position.of("121212"))).isEqualTo(18);
    assertThat(solver.solveWeak(Connect4Position.of("121212"))).isEqualTo(1);
  }

  @Test
  void aFinishedGameScoresAsLostForThePlayerToMove() {
    // X completed four with its 4th stone; O, to move, has lost: -(22 - 4).
    assertThat(solver.solve(Connect4Position.of("1212121"))).isEqualTo(-18);
    assertThat(solver.solveWeak(Connect4Position.of("1212121"))).isEqualTo(-1);
  }

  @Test
  void aStopConditionEndsTheSearchAndLeavesTheTableUsable() {
    Connect4Solver timed = new Connect4Solver(new Connect4Table(1 << 16));
    AtomicInteger asked = new AtomicInteger();
    StopCondition third = () -> asked.incrementAndGet() >= 3; // stops at the third question
    Connect4Position opening = Connect4Position.of("4");
    assertThatThrownBy(() -> timed.solve(opening, third))
        .isInstanceOf(SearchStoppedException.class)
        .hasMessage("the search was stopped after 12288 nodes");
    Connect4Position late = Connect4Position.of("2252576253462244111563365343671351441");
    assertThat(timed.solve(late)).as("the entries left behind are true bounds").isEqualTo(-1);
  }
}
