package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Budget;
import dev.zerosum.core.Deadline;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The players: the heuristic, the depth search and the perfect agent under a budget. */
class Connect4AgentsTest {

  @Test
  void theHeuristicWinsAtOnceAndBlocks() {
    Connect4HeuristicAgent agent = new Connect4HeuristicAgent();
    assertThat(agent.chooseAction(Connect4Position.of("121212")).typed()).as("win").isEqualTo(1);
    assertThat(agent.chooseAction(Connect4Position.of("1213125")).typed()).as("block").isEqualTo(1);
  }

  @Test
  void theDepthSearchFindsTheWinAndProvesItAgreeingWithTheSolver() {
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    Connect4DepthSearch search = new Connect4DepthSearch();
    for (Connect4Position position : Connect4GenericSearchTest.endGames(3, 40, 10)) {
      Connect4DepthSearch.Estimate estimate = search.search(position, 10, StopCondition.never());
      int exact = solver.solve(position);
      assertThat(estimate.depth()).as("it stops early only on a proof").isBetween(1, 10);
      if (exact != 0) {
        // Ten plies reach the end of the game: every win and loss is proven, and as quick.
        assertThat(estimate.score())
            .as("%s", position)
            .isEqualTo(Integer.signum(exact) * Connect4DepthSearch.DECISIVE + exact);
      }
      int moveScore = Connect4MoveScores.scoreOf(solver, position, estimate.column());
      assertThat(moveScore).as("%s: the move it plays keeps the value", position).isEqualTo(exact);
    }
  }

  @Test
  void theDepthSearchStopsAtTheDeadlineWithAMoveReady() {
    Connect4DepthSearch search = new Connect4DepthSearch();
    // The clock moves 1 ms each time it is read (every 1,024 nodes): 200 readings, then stop.
    Deadline deadline =
        Deadline.after(Duration.ofMillis(200), Ticker.counting(Duration.ofMillis(1)));
    Connect4DepthSearch.Estimate estimate = search.search(Connect4Position.empty(), 42, deadline);
    assertThat(deadline.passed()).as("the search ran into the deadline").isTrue();
    assertThat(estimate.column()).isBetween(0, 6);
    assertThat(estimate.depth())
        .as("the depths that fit in about 200,000 nodes, on any machine")
        .isBetween(6, 20);
    assertThat(estimate.nodes())
        .as("it stops within one interval of the deadline")
        .isLessThan(202 * 1024);
  }

  @Test
  void theEvaluatorIsSymmetricAndSeesTheOpponentsSide() {
    Connect4Evaluator evaluator = new Connect4Evaluator();
    for (Connect4Position position : Connect4GenericSearchTest.endGames(5, 50, 20)) {
      assertThat(evaluator.estimateForMax(position.mirrored()))
          .isEqualTo(evaluator.estimateForMax(position));
    }
    // X holds the centre bottom: good for X (MAX), whoever moves.
    assertThat(evaluator.estimateForMax(Connect4Position.of("4"))).isPositive();
    assertThat(evaluator.estimateForMax(Connect4Position.of("41"))).isPositive();
  }

  @Test
  void thePerfectAgentPlaysABestMoveWhenItCanProveIt() {
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    List<String> notes = new ArrayList<>();
    // A clock that never moves: every proof finishes, however slow the machine.
    Connect4PerfectAgent agent =
        new Connect4PerfectAgent(
            Budget.of(Duration.ofSeconds(2), () -> 0L, StopCondition.never()),
            new Connect4Table(1 << 16),
            1,
            notes::add);
    for (Connect4SolveLine line : BenchmarkSets.read("Test_L2_R1", 20)) {
      Connect4Position position = line.position();
      int column = agent.chooseAction(position).column();
      assertThat(Connect4MoveScores.scoreOf(solver, position, column))
          .as("%s", position)
          .isEqualTo(line.expected().getAsInt());
    }
    assertThat(notes).first().asString().startsWith("solved: ").endsWith(" with perfect play");
  }

  @Test
  void thePerfectAgentFallsBackOnTheDepthSearchWhenTheBudgetRunsOutAndSaysSo() {
    List<String> notes = new ArrayList<>();
    // 1 ms a reading of the clock: the solver's 225 ms run out after 225 readings, about 900,000
    // nodes, far from a proof of the empty board.
    Connect4PerfectAgent agent =
        new Connect4PerfectAgent(
            Budget.of(
                Duration.ofMillis(300),
                Ticker.counting(Duration.ofMillis(1)),
                StopCondition.never()),
            new Connect4Table(1 << 16),
            1,
            notes::add);
    Connect4Move move = agent.chooseAction(Connect4Position.empty());
    assertThat(move.column()).isBetween(0, 6);
    assertThat(notes).singleElement().asString().startsWith("no proof within 0.2 s: column ");
  }

  @Test
  void aStoppedProofSaysTheTimeItSearchedNotTheTimeItHad() {
    List<String> notes = new ArrayList<>();
    // A clock that never moves and an hour to think: only the cancel (Ctrl-C) stops the proof.
    Connect4PerfectAgent agent =
        new Connect4PerfectAgent(
            Budget.of(Duration.ofHours(1), Ticker.counting(Duration.ZERO), () -> true),
            new Connect4ParallelSolver(1, new Connect4Table(1 << 16), null),
            1,
            notes::add);
    agent.chooseAction(Connect4Position.empty());
    assertThat(notes)
        .singleElement()
        .asString()
        .as("no time passed on its clock, not the 45 minutes it had for the proof")
        .startsWith("no proof within 0.0 s: column ");
  }
}
