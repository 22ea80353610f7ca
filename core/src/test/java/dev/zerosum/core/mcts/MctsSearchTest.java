package dev.zerosum.core.mcts;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.Bound;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.ExplicitTreeGame;
import dev.zerosum.core.Game;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.core.Score;
import dev.zerosum.core.SearchLimits;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.SearchTrace;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.TakeAwayGame;
import dev.zerosum.core.Ticker;
import dev.zerosum.core.Value;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Monte Carlo tree search with the MCTS-Solver, against the oracles of the small core games. */
class MctsSearchTest {
  private static final long PLENTY = 1_000_000; // more simulations than any proof here needs

  // The budget tests search TakeAway(1000), far too deep to prove, with playouts cut short (a
  // playout of more than 10 plies counts as a draw) so that they cost little.

  @ParameterizedTest(name = "{0} thread(s), {1}")
  @CsvSource({"1, TREE", "2, TREE", "2, ROOT"})
  void theSolverProvesTakeAwayWithTheLongestDefenceAndStopsThere(
      int threads, MctsSearch.Parallelism parallelism) {
    for (int pile = 1; pile <= 14; pile++) {
      TakeAwayGame game = new TakeAwayGame(pile);
      MctsReport<Integer> report =
          MctsSearch.on(game)
              .iterations(PLENTY)
              .threads(threads)
              .parallelism(parallelism)
              .seed(pile)
              .build()
              .analyze(game.initialState());
      SearchResult<Integer> result = report.result();
      boolean lost = pile % 4 == 0;
      int plies = lost ? pile / 2 : 1 + 2 * (pile / 4); // as minimax finds them (SearchTest)
      assertThat(result.value())
          .as("pile %d: proven, with the plies of best play", pile)
          .isEqualTo(new Value((lost ? -1 : 1) * Score.ofTerminal(1, plies), true));
      assertThat(report.statistics().proven()).isTrue();
      assertThat(report.statistics().simulations())
          .as("pile %d: a proven root ends the search", pile)
          .isLessThan(PLENTY);
      if (!lost) {
        assertThat(result.bestAction())
            .as("pile %d: leave a multiple of 4", pile)
            .hasValue(pile % 4);
      }
      assertThat(report.statistics().rootChildren().stream().mapToLong(MctsChild::visits).sum())
          .as("pile %d: every simulation went through one root move", pile)
          .isEqualTo(report.statistics().simulations());
    }
  }

  @Test
  void theSolverFindsTheTextbookValueWithItsMarginAndPrunesLikeAlphaBeta() {
    ExplicitTreeGame game = ExplicitTreeGame.textbookTwoPly();
    MctsReport<String> report =
        MctsSearch.on(game).maxUtility(14).iterations(PLENTY).build().analyze(game.initialState());
    assertThat(report.result().value())
        .as("utility 3, two plies down, as minimax")
        .isEqualTo(new Value(Score.ofTerminal(3, 2), true));
    assertThat(report.result().principalVariation()).containsExactly("B", "B1");
    assertThat(report.statistics().treeNodes())
        .as("at most the 13 nodes of the figure")
        .isLessThanOrEqualTo(13);
  }

  @Test
  void aUtilityBeyondTheDeclaredLargestStopsTheSearchWithAMessage() {
    ExplicitTreeGame game = ExplicitTreeGame.textbookTwoPly();
    MctsSearch<ExplicitTreeGame.Node, String> search = MctsSearch.on(game).build();
    assertThatThrownBy(() -> search.search(game.initialState()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("beyond the largest the search was told of (1)")
        .hasMessageContaining("maxUtility");
  }

  @Test
  void aGameWhoseUnfinishedPositionHasNoMoveIsToldWhatIsWrong() {
    // From 5, every move leaves 4, 3 or 2: none is over, and none offers a move, so the first
    // simulation meets the broken contract, whatever it tries (from 3, taking all 3 wins at once
    // and could prove the root before any simulation met it).
    TakeAwayGame rules = new TakeAwayGame(5);
    Game<TakeAwayGame.Pile, Integer> stuckAfterOne =
        new Game<>() { // the pile is only over at 0, but no move is offered below 5
          public TakeAwayGame.Pile initialState() {
            return rules.initialState();
          }

          public Player player(TakeAwayGame.Pile state) {
            return rules.player(state);
          }

          public List<Integer> actions(TakeAwayGame.Pile state) {
            return state.left() == 5 ? rules.actions(state) : List.of();
          }

          public TakeAwayGame.Pile result(TakeAwayGame.Pile state, Integer take) {
            return rules.result(state, take);
          }

          public boolean isTerminal(TakeAwayGame.Pile state) {
            return rules.isTerminal(state);
          }

          public int utility(TakeAwayGame.Pile state) {
            return rules.utility(state);
          }
        };
    for (int threads = 1; threads <= 2; threads++) {
      MctsSearch<TakeAwayGame.Pile, Integer> search =
          MctsSearch.on(stuckAfterOne).threads(threads).build();
      assertThatThrownBy(() -> search.search(stuckAfterOne.initialState()))
          .as("%d thread(s): in a playout or in the tree", threads)
          .isInstanceOf(IllegalStateException.class)
          .hasMessage(SearchLimits.noMoves().getMessage());
    }
  }

  @ParameterizedTest(name = "{0} thread(s), {1}")
  @CsvSource({"1, TREE", "2, TREE", "2, ROOT"})
  void anIterationBudgetRunsExactlyThatManySimulations(
      int threads, MctsSearch.Parallelism parallelism) {
    TakeAwayGame game = new TakeAwayGame(1_000); // far too deep to prove in a few hundred
    MctsReport<Integer> report =
        MctsSearch.on(game)
            .iterations(300)
            .threads(threads)
            .parallelism(parallelism)
            .maxPlayoutPlies(10)
            .build()
            .analyze(game.initialState());
    assertThat(report.statistics().simulations()).isEqualTo(300);
    assertThat(report.result().statistics().leaves()).isEqualTo(300);
    assertThat(report.statistics().treeNodes())
        .as("at most a node per simulation, in the tree kept")
        .isBetween(2L, 301L);
    assertThat(report.statistics().rootChildren().stream().mapToLong(MctsChild::visits).sum())
        .isEqualTo(300);
    assertThat(report.result().value().exact()).isFalse();
    assertThat(report.result().value().outcome()).isEqualTo(Outcome.UNKNOWN);
  }

  @Test
  void withoutABudgetASearchRunsTenThousandSimulations() {
    TakeAwayGame game = new TakeAwayGame(1_000);
    MctsReport<Integer> report =
        MctsSearch.on(game).maxPlayoutPlies(10).build().analyze(game.initialState());
    assertThat(report.statistics().simulations()).isEqualTo(MctsSearch.DEFAULT_ITERATIONS);
  }

  @Test
  void aTimeBudgetOnACountingClockIsACountOfWork() {
    TakeAwayGame game = new TakeAwayGame(1_000);
    MctsSearch<TakeAwayGame.Pile, Integer> search =
        MctsSearch.on(game)
            .maxPlayoutPlies(10)
            .budget(
                Budget.of(
                    Duration.ofMillis(10),
                    Ticker.counting(Duration.ofMillis(1)),
                    StopCondition.never()))
            .build();
    // The deadline is set at 1 ms + 10 ms; from 2 ms the clock is read every 256 moves played
    // (down the tree and in playouts): about every 20 simulations of 10 moves of playout.
    assertThat(search.analyze(game.initialState()).statistics().simulations()).isEqualTo(189);
  }

  @Test
  void longPlayoutsAskTheClockAfterEverySimulationOnceTheyPassTheirShareOfMoves() {
    // A playout from 1,000 takes about 500 moves, as a gomoku playout takes 200: waiting for 32
    // simulations between two looks at the clock overran gomoku's budget (issue 23).
    TakeAwayGame game = new TakeAwayGame(1_000);
    MctsSearch<TakeAwayGame.Pile, Integer> search =
        MctsSearch.on(game)
            .maxPlayoutPlies(1_000)
            .budget(
                Budget.of(
                    Duration.ofMillis(10),
                    Ticker.counting(Duration.ofMillis(1)),
                    StopCondition.never()))
            .build();
    // The deadline is set at 1 ms + 10 ms; from 2 ms the clock is read after every simulation.
    assertThat(search.analyze(game.initialState()).statistics().simulations()).isEqualTo(10);
  }

  @Test
  void aStopConditionEndsTheSearchWithItsBestMoveSoFar() {
    TakeAwayGame game = new TakeAwayGame(1_000);
    AtomicInteger asked = new AtomicInteger();
    MctsReport<Integer> report =
        MctsSearch.on(game)
            .maxPlayoutPlies(10)
            .budget(Budget.exact(() -> asked.incrementAndGet() == 3))
            .build()
            .analyze(game.initialState());
    assertThat(report.statistics().simulations()).as("asked every 256 moves").isEqualTo(60);
    assertThat(report.result().bestAction()).isPresent();
  }

  @Test
  void oneThreadAndOneSeedRepeatTheSearchExactly() {
    TakeAwayGame game = new TakeAwayGame(40);
    MctsSearch<TakeAwayGame.Pile, Integer> search =
        MctsSearch.on(game).iterations(3_000).seed(7).build();
    MctsReport<Integer> first = search.analyze(game.initialState());
    MctsReport<Integer> second = search.analyze(game.initialState());
    assertThat(second.statistics().rootChildren())
        .as("the same visits and values")
        .isEqualTo(first.statistics().rootChildren());
    assertThat(second.result().principalVariation()).isEqualTo(first.result().principalVariation());
    assertThat(second.statistics().treeNodes()).isEqualTo(first.statistics().treeNodes());

    MctsReport<Integer> otherSeed =
        MctsSearch.on(game).iterations(3_000).seed(8).build().analyze(game.initialState());
    assertThat(otherSeed.statistics().rootChildren())
        .as("another seed draws other playouts")
        .isNotEqualTo(first.statistics().rootChildren());
  }

  @Test
  void aTerminalRootHasItsUtilityAndNoMove() {
    TakeAwayGame game = new TakeAwayGame(0);
    MctsReport<Integer> report = MctsSearch.on(game).build().analyze(game.initialState());
    assertThat(report.result().bestAction()).isEmpty();
    assertThat(report.result().value().describe()).isEqualTo("loss in 0 plies");
    assertThat(report.statistics().simulations()).isZero();
    assertThat(report.statistics().rootChildren()).isEmpty();
  }

  @Test
  void theStatisticsListEveryRootMoveWithItsVisitsAndValue() {
    TakeAwayGame game = new TakeAwayGame(6);
    MctsReport<Integer> report =
        MctsSearch.on(game).iterations(PLENTY).build().analyze(game.initialState());
    List<MctsChild<Integer>> children = report.statistics().rootChildren();
    assertThat(children).extracting(MctsChild::action).containsExactly(1, 2, 3);
    assertThat(children.get(1).value().describe())
        .as("take 2 leaves a multiple of 4, as minimax values it (SearchTest)")
        .isEqualTo("win in 3 plies");
    assertThat(children.get(2).value().describe())
        .as("take 3 leaves 3 for the opponent to take")
        .isEqualTo("loss in 2 plies");
    assertThat(children.get(0).value().score())
        .as("like alpha-beta, the proof needs only that take 1 is no better than take 2")
        .isLessThan(Score.ofTerminal(1, 3));
    assertThat(children.stream().mapToLong(MctsChild::visits).sum())
        .as("every simulation went through one root move")
        .isEqualTo(report.statistics().simulations());
    assertThat(report.statistics().treeNodes()).isEqualTo(report.result().statistics().nodes());
  }

  @Test
  void withoutTheSolverTheSearchSpendsItsBudgetAndOnlyEstimates() {
    TakeAwayGame game = new TakeAwayGame(5);
    MctsReport<Integer> report =
        MctsSearch.on(game).solver(false).iterations(2_000).build().analyze(game.initialState());
    assertThat(report.statistics().simulations()).isEqualTo(2_000);
    assertThat(report.result().value().outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(report.result().value().score())
        .as("the mover wins: a positive mean, in thousandths")
        .isBetween(1, 1_000);
    assertThat(report.result().bestAction()).as("leave 4").hasValue(1);
  }

  @Test
  void anEvaluatorScoresTheLeavesInsteadOfPlayouts() {
    TakeAwayGame game = new TakeAwayGame(30);
    Evaluator<TakeAwayGame.Pile> pileModFour =
        Evaluator.ofPlayerToMove(game, pile -> pile.left() % 4 == 0 ? -10 : 10);
    PlayoutPolicy<TakeAwayGame.Pile, Integer> never =
        (g, state, random) -> {
          throw new AssertionError("no playout with an evaluator");
        };
    MctsReport<Integer> report =
        MctsSearch.on(game)
            .playout(never)
            .evaluator(pileModFour, 10)
            .iterations(500)
            .build()
            .analyze(game.initialState());
    assertThat(report.result().bestAction()).as("the evaluator knows to leave 28").hasValue(2);
  }

  @Test
  void aPlayoutPolicyPlaysThePlayouts() {
    TakeAwayGame game = new TakeAwayGame(200);
    AtomicInteger moves = new AtomicInteger();
    PlayoutPolicy<TakeAwayGame.Pile, Integer> takeOne =
        (g, state, random) -> {
          moves.incrementAndGet();
          return 1;
        };
    MctsSearch.on(game).playout(takeOne).iterations(10).build().search(game.initialState());
    assertThat(moves.get())
        .as("ten playouts of taking one at a time from about 199")
        .isBetween(10 * 190, 10 * 199);
  }

  @Test
  void theFinalTreeIsReportedDepthFirstWithVisitsAndProofs() {
    TakeAwayGame game = new TakeAwayGame(5);
    SearchTrace<TakeAwayGame.Pile, Integer> trace = new SearchTrace<>(game);
    MctsReport<Integer> report =
        MctsSearch.on(game).iterations(PLENTY).listener(trace).build().analyze(game.initialState());
    List<SearchTrace.Call<TakeAwayGame.Pile, Integer>> calls = trace.calls();

    assertThat((long) calls.size())
        .as("one call per node")
        .isEqualTo(report.statistics().treeNodes());
    SearchTrace.Call<TakeAwayGame.Pile, Integer> root = calls.get(0);
    assertThat(root.visits()).isEqualTo(report.statistics().simulations());
    assertThat(root.bound()).as("proven").isEqualTo(Bound.EXACT);
    assertThat(root.value()).as("a win for MAX in 3 plies").isEqualTo(Score.ofTerminal(1, 3));
    assertThat(root.alpha()).isEqualTo(root.value());
    Map<Integer, Long> childVisits = new HashMap<>();
    for (SearchTrace.Call<TakeAwayGame.Pile, Integer> call : calls) {
      childVisits.merge(call.parent(), call.visits(), Long::sum);
      assertThat(call.meanForMax()).isBetween(-1.0, 1.0);
    }
    for (SearchTrace.Call<TakeAwayGame.Pile, Integer> call : calls) {
      long below = childVisits.getOrDefault(call.number(), 0L);
      if (call.isRoot()) {
        assertThat(call.visits()).as("every simulation goes on below the root").isEqualTo(below);
      } else {
        assertThat(call.visits())
            .as("node %d: the simulation that made it ended there", call.number())
            .isGreaterThan(below);
      }
    }
    List<Integer> firstMoves = new ArrayList<>();
    for (SearchTrace.Call<TakeAwayGame.Pile, Integer> call : calls) {
      if (call.parent() == 1) {
        firstMoves.add(call.move());
      }
    }
    assertThat(firstMoves).as("children in the game's order of actions").isSorted();
  }

  @Test
  void anUnprovenNodesValueIsAnEstimateWithoutABoundAndATerminalOneIsExact() {
    TakeAwayGame game = new TakeAwayGame(13);
    SearchTrace<TakeAwayGame.Pile, Integer> trace = new SearchTrace<>(game);
    MctsSearch.on(game).iterations(100).listener(trace).build().search(game.initialState());
    SearchTrace.Call<TakeAwayGame.Pile, Integer> root = trace.calls().get(0);
    assertThat(root.bound()).as("13 objects, 100 simulations: not proven yet").isNull();
    assertThat(root.alpha()).isEqualTo(-Score.INFINITY);
    assertThat(root.beta()).isEqualTo(Score.INFINITY);
    assertThat(root.value())
        .as("the mean result in thousandths")
        .isEqualTo((int) Math.round(root.meanForMax() * 1000));
    assertThat(trace.calls())
        .filteredOn(SearchTrace.Call::terminal)
        .as("some lines reached the end")
        .isNotEmpty()
        .allSatisfy(call -> assertThat(call.bound()).isEqualTo(Bound.EXACT));
  }

  @Test
  void anAgentKeepsItsSubtreeFromOneMoveToTheNext() {
    TakeAwayGame game = new TakeAwayGame(30);
    MctsAgent<TakeAwayGame.Pile, Integer> agent =
        new MctsAgent<>(MctsSearch.on(game).iterations(2_000).build());
    TakeAwayGame.Pile start = game.initialState();
    int first = agent.chooseAction(start);
    MctsStatistics<Integer> before = agent.lastReport().orElseThrow().statistics();
    assertThat(before.reusedNodes()).as("a new tree").isZero();

    TakeAwayGame.Pile afterReply = game.result(game.result(start, first), 1);
    agent.chooseAction(afterReply);
    MctsStatistics<Integer> after = agent.lastReport().orElseThrow().statistics();
    assertThat(after.reusedNodes()).as("the subtree of the position two plies down").isPositive();
    assertThat(after.treeNodes()).isGreaterThan(after.reusedNodes());
    assertThat(after.rootChildren().stream().mapToLong(MctsChild::visits).sum())
        .as("visits from the first search and this one")
        .isGreaterThan(after.simulations());

    agent.forgetTree();
    agent.chooseAction(afterReply);
    assertThat(agent.lastReport().orElseThrow().statistics().reusedNodes()).isZero();
  }

  @Test
  void theTreeStopsGrowingAtItsLimitAndTheSimulationsGoOn() {
    TakeAwayGame game = new TakeAwayGame(1_000);
    MctsReport<Integer> report =
        MctsSearch.on(game)
            .maxNodes(50)
            .iterations(500)
            .maxPlayoutPlies(10)
            .build()
            .analyze(game.initialState());
    assertThat(report.statistics().treeNodes()).isEqualTo(50);
    assertThat(report.statistics().simulations()).isEqualTo(500);
  }

  @Test
  void badSettingsAreRefusedWithTheRangeExpected() {
    MctsSearch.Builder<TakeAwayGame.Pile, Integer> builder = MctsSearch.on(new TakeAwayGame(5));
    assertThatThrownBy(() -> builder.iterations(0)).hasMessageContaining("expected 1 or more");
    assertThatThrownBy(() -> builder.threads(0)).hasMessageContaining("expected 1 to 1024");
    assertThatThrownBy(() -> builder.exploration(-1)).hasMessageContaining("expected 0 or more");
    assertThatThrownBy(() -> builder.maxUtility(0)).hasMessageContaining("expected 1 to");
    assertThatThrownBy(() -> PlayoutPolicy.uniform().withRandomMoves(1.5))
        .hasMessageContaining("between 0 and 1");
  }
}
