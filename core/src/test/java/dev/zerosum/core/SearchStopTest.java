package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.mcts.MctsSearch;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The vocabulary every search shares: a budget's interrupt or its time ends a search with its best
 * result so far, marked stopped, the same way in all four. No clock: interrupts count the times
 * they are asked (every 4,096 nodes, every 32 simulations for Monte Carlo), and times read a clock
 * that moves only when read.
 */
class SearchStopTest {
  private static final TakeAwayGame BIG = new TakeAwayGame(302, false); // 302 plies to the end
  private static final Evaluator<TakeAwayGame.Pile> RULE =
      Evaluator.ofPlayerToMove(BIG, pile -> pile.left() % 4 == 0 ? -1 : 1);

  /** Makes a search of {@code game} under a budget. */
  @FunctionalInterface
  interface Maker {
    Search<TakeAwayGame.Pile, Integer> make(TakeAwayGame game, Budget budget);
  }

  private static final Maker MINIMAX =
      (game, budget) -> MinimaxSearch.on(game).budget(budget).build();
  private static final Maker ALPHA_BETA =
      (game, budget) -> AlphaBetaSearch.on(game).budget(budget).build();
  private static final Maker ITERATIVE_DEEPENING =
      (game, budget) -> IterativeDeepeningSearch.on(game).evaluator(RULE).budget(budget).build();
  private static final Maker MCTS =
      (game, budget) -> MctsSearch.on(game).maxPlayoutPlies(10).budget(budget).build();

  /** Returns the condition that stops a search the {@code question}-th time it is asked. */
  private static StopCondition atQuestion(int question) {
    AtomicInteger asked = new AtomicInteger();
    return () -> asked.incrementAndGet() >= question;
  }

  static Stream<Arguments> stoppedAfterSomeWork() {
    return Stream.of(
        // Pile 15: take 1 costs 6,872 nodes, take 2 another 3,736; stopped at node 8,192, only
        // take 1 (a loss) finished, so it is the best so far, though take 3 wins.
        Arguments.of("minimax", MINIMAX, 15, 2, 8_192L, 1, "loss in 8 plies"),
        // Pile 19: take 1 costs 16,125 nodes; stopped at node 16,384, only take 1 finished.
        Arguments.of("alpha-beta", ALPHA_BETA, 19, 4, 16_384L, 1, "loss in 10 plies"),
        // The deepest iteration that finished (13 plies) knows the rule: take 2 from 302.
        Arguments.of(
            "iterative deepening", ITERATIVE_DEEPENING, 302, 20, 92_966L, 2, "estimate +1"),
        // 60 simulations (the stop is asked every 256 moves played), one new node each: the most
        // visited move so far.
        Arguments.of("Monte Carlo", MCTS, 1_000, 3, 61L, 2, "estimate +0"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("stoppedAfterSomeWork")
  void aStopAnswersWithTheBestSoFarMarkedStopped(
      String name, Maker maker, int pile, int question, long nodes, int best, String value) {
    TakeAwayGame game = new TakeAwayGame(pile, false);
    SearchResult<Integer> result =
        maker.make(game, Budget.exact(atQuestion(question))).search(game.initialState());
    assertThat(result.stopped()).isTrue();
    assertThat(result.value().exact()).as("a stopped search proves nothing").isFalse();
    assertThat(result.value().describe()).isEqualTo(value);
    assertThat(result.bestAction()).hasValue(best);
    assertThat(result.statistics().nodes()).isEqualTo(nodes);
  }

  static Stream<Arguments> exactSearches() {
    return Stream.of(Arguments.of("minimax", MINIMAX), Arguments.of("alpha-beta", ALPHA_BETA));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("exactSearches")
  void stoppedInsideItsFirstMoveASearchHasNoBestMove(String name, Maker maker) {
    TakeAwayGame game = new TakeAwayGame(200, false); // take 1 alone is 3^199 nodes or so
    SearchResult<Integer> result =
        maker.make(game, Budget.exact(atQuestion(2))).search(game.initialState());
    assertThat(result.stopped()).isTrue();
    assertThat(result.bestAction()).isEmpty();
    assertThat(result.value()).isEqualTo(new Value(0, false));
    assertThat(result.statistics().nodes()).isEqualTo(8_192);
  }

  static Stream<Arguments> everySearch() {
    return Stream.of(
        Arguments.of("minimax", MINIMAX, 18),
        Arguments.of("alpha-beta", ALPHA_BETA, 20),
        Arguments.of("iterative deepening", ITERATIVE_DEEPENING, 302),
        Arguments.of("Monte Carlo", MCTS, 1_000));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("everySearch")
  void aTimeLimitIsAStopConditionOnTheClock(String name, Maker maker, int pile) {
    // The limit is set at 1 ms and passes at 11 ms: the 10th reading of the clock, as the 10th
    // question stops the other search.
    TakeAwayGame game = new TakeAwayGame(pile, false);
    SearchResult<Integer> timed =
        maker
            .make(
                game,
                Budget.of(
                    Duration.ofMillis(10),
                    Ticker.counting(Duration.ofMillis(1)),
                    StopCondition.never()))
            .search(game.initialState());
    SearchResult<Integer> asked =
        maker.make(game, Budget.exact(atQuestion(10))).search(game.initialState());
    assertThat(timed.stopped()).isTrue();
    assertThat(timed.statistics().nodes()).isEqualTo(asked.statistics().nodes());
    assertThat(timed.statistics().leaves()).isEqualTo(asked.statistics().leaves());
    assertThat(timed.principalVariation()).isEqualTo(asked.principalVariation());
    assertThat(timed.value()).isEqualTo(asked.value());
    assertThat(asked.stopped()).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("everySearch")
  void aSearchThatFinishesIsNotStopped(String name, Maker maker, int pile) {
    TakeAwayGame game = new TakeAwayGame(9);
    SearchResult<Integer> result =
        maker
            .make(
                game,
                Budget.of(
                    Duration.ofDays(1), Ticker.counting(Duration.ZERO), StopCondition.never()))
            .search(game.initialState());
    assertThat(result.stopped()).isFalse();
    assertThat(result.value().describe()).isEqualTo("win in 5 plies");
    assertThat(result.bestAction()).hasValue(1);
  }

  @Test
  void aStoppedSearchLeavesEveryNodeItEnteredWithItsBestSoFar() {
    TakeAwayGame game = new TakeAwayGame(15, false);
    SearchTrace<TakeAwayGame.Pile, Integer> trace = new SearchTrace<>(game);
    SearchResult<Integer> result =
        MinimaxSearch.on(game)
            .budget(Budget.exact(atQuestion(2)))
            .listener(trace)
            .build()
            .search(game.initialState());
    List<SearchTrace.Call<TakeAwayGame.Pile, Integer>> calls = trace.calls();
    assertThat(calls).hasSize(8_192);
    assertThat(calls.get(0).value())
        .as("the root, MAX to move, left with the score of take 1")
        .isEqualTo(result.value().score());
    assertThat(calls.get(calls.size() - 1).value())
        .as("the node where it stopped: nothing finished, the worst for its mover")
        .isEqualTo(
            calls.get(calls.size() - 1).player() == Player.MAX ? -Score.INFINITY : Score.INFINITY);
  }

  @Test
  void aStoppedResultCannotClaimAnExactValue() {
    SearchStatistics none = new SearchStatistics(0, 0, 0, 0, Duration.ZERO);
    assertThatThrownBy(() -> new SearchResult<>(Value.draw(), List.of(1), none, true))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("a stopped search's value draw is marked exact; expected an estimate");
    assertThat(new SearchResult<>(Value.draw(), List.of(1), none).stopped()).isFalse();
  }

  @Test
  void aMaximumDepthNeedsAnEvaluator() {
    TakeAwayGame game = new TakeAwayGame(9);
    assertThatThrownBy(() -> MinimaxSearch.on(game).maxDepth(3).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "a minimax search with maxDepth(3) stops at a depth and needs an evaluator to score"
                + " the positions there; call evaluator(...) before build()");
    assertThatThrownBy(() -> AlphaBetaSearch.on(game).maxDepth(3).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("an alpha-beta search with maxDepth(3) stops at a depth");
    assertThatThrownBy(() -> IterativeDeepeningSearch.on(game).build())
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("an iterative deepening search stops at a depth");
  }

  @Test
  void depthsOutOfRangeAreRefusedAlikeByEverySearch() {
    TakeAwayGame game = new TakeAwayGame(9);
    List<Runnable> badDepths =
        List.of(
            () -> MinimaxSearch.on(game).maxDepth(0),
            () -> AlphaBetaSearch.on(game).maxDepth(0),
            () -> IterativeDeepeningSearch.on(game).maxDepth(0));
    for (Runnable bad : badDepths) {
      assertThatThrownBy(bad::run).hasMessage("max depth 0 is out of range; expected 1 to 1023");
    }
  }

  @Test
  void depthLimitedMinimaxAgreesWithDepthLimitedAlphaBeta() {
    TakeAwayGame game = new TakeAwayGame(9);
    for (int depth = 1; depth <= 9; depth++) {
      SearchResult<Integer> minimax =
          MinimaxSearch.on(game)
              .maxDepth(depth)
              .evaluator(RULE)
              .build()
              .search(game.initialState());
      SearchResult<Integer> alphaBeta =
          AlphaBetaSearch.on(game)
              .maxDepth(depth)
              .evaluator(RULE)
              .build()
              .search(game.initialState());
      assertThat(minimax.value().score())
          .as("depth %d", depth)
          .isEqualTo(alphaBeta.value().score());
      assertThat(minimax.bestAction()).as("depth %d", depth).isEqualTo(alphaBeta.bestAction());
      assertThat(minimax.value().exact())
          .as("depth %d: every line of pile 9 ends by ply 9", depth)
          .isEqualTo(depth == 9);
    }
  }
}
