package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

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
      Connect4DepthSearch.Estimate estimate = search.search(position, 10, Long.MAX_VALUE);
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
    long start = System.nanoTime();
    Connect4DepthSearch.Estimate estimate =
        search.search(Connect4Position.empty(), 42, start + Duration.ofMillis(200).toNanos());
    long took = System.nanoTime() - start;
    assertThat(estimate.column()).isBetween(0, 6);
    assertThat(estimate.depth()).isBetween(1, 41);
    assertThat(took).as("it checks the clock often").isLessThan(Duration.ofSeconds(2).toNanos());
  }

  @Test
  void theEvaluatorIsSymmetricAndSeesTheOpponentsSide() {
    Connect4Evaluator evaluator = new Connect4Evaluator();
    for (Connect4Position position : Connect4GenericSearchTest.endGames(5, 50, 20)) {
      assertThat(evaluator.evaluate(position.mirrored())).isEqualTo(evaluator.evaluate(position));
    }
    // X holds the centre bottom: good for X (MAX), whoever moves.
    assertThat(evaluator.evaluate(Connect4Position.of("4"))).isPositive();
    assertThat(evaluator.evaluate(Connect4Position.of("41"))).isPositive();
  }

  @Test
  void thePerfectAgentPlaysABestMoveWhenItCanProveIt() {
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    List<String> notes = new ArrayList<>();
    Connect4PerfectAgent agent =
        new Connect4PerfectAgent(Duration.ofSeconds(30), new Connect4Table(1 << 16), 1, notes::add);
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
    Connect4PerfectAgent agent =
        new Connect4PerfectAgent(Duration.ofMillis(300), new Connect4Table(1 << 16), 1, notes::add);
    Connect4Move move = agent.chooseAction(Connect4Position.empty());
    assertThat(move.column()).isBetween(0, 6);
    assertThat(notes).singleElement().asString().startsWith("no proof within 0.2 s: column ");
  }
}
