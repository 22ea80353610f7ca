package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.mcts.MctsSearch;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The one budget: its time counts from each start on its own clock (a clock here that moves only
 * when a test moves it), its interrupt stops at once, and every search of the core, given it, stops
 * when it says and not before. No wall clock anywhere.
 */
class BudgetTest {
  private static final TakeAwayGame BIG = new TakeAwayGame(302, false);
  private static final Evaluator<TakeAwayGame.Pile> RULE =
      Evaluator.ofPlayerToMove(BIG, pile -> pile.left() % 4 == 0 ? -1 : 1);

  /** A clock the test moves by hand, and that moves by {@code step} each time it is read. */
  private static final class HandClock implements Ticker {
    final AtomicLong now = new AtomicLong();
    final long step;

    HandClock() {
      this(Duration.ZERO);
    }

    HandClock(Duration step) {
      this.step = step.toNanos();
    }

    @Override
    public long nanoTime() {
      return now.addAndGet(step);
    }

    void advance(Duration by) {
      now.addAndGet(by.toNanos());
    }
  }

  @Test
  void aTimedBudgetStopsOnceItsTimeHasPassedSinceItsStart() {
    HandClock clock = new HandClock();
    Budget budget = Budget.of(Duration.ofSeconds(2), clock, StopCondition.never());
    clock.advance(Duration.ofSeconds(10)); // time before the start does not count
    StopCondition move = budget.start();
    clock.advance(Duration.ofMillis(1_999));
    assertThat(move.shouldStop()).isFalse();
    clock.advance(Duration.ofMillis(1));
    assertThat(move.shouldStop()).isTrue();
    assertThat(budget.start().shouldStop()).as("the next start has its own two seconds").isFalse();
  }

  @Test
  void anExactBudgetStopsOnlyOnItsInterrupt() {
    StopFlag interrupt = new StopFlag();
    Budget exact = Budget.exact(interrupt);
    StopCondition search = exact.start();
    assertThat(exact.timed()).isFalse();
    assertThat(search.shouldStop()).isFalse();
    interrupt.raise();
    assertThat(search.shouldStop()).isTrue();
    assertThat(exact.interrupted()).isTrue();
    interrupt.clear();
    assertThat(search.shouldStop()).isFalse();
    assertThatThrownBy(exact::time).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void theInterruptStopsATimedBudgetBeforeItsTime() {
    StopFlag interrupt = new StopFlag();
    StopCondition search = Budget.of(Duration.ofHours(1), new HandClock(), interrupt).start();
    interrupt.raise();
    assertThat(search.shouldStop()).isTrue();
  }

  @Test
  void aNodeLimitComposesWithTheBudget() {
    AtomicLong asked = new AtomicLong();
    Budget budget = Budget.exact(StopCondition.never()).or(() -> asked.incrementAndGet() > 3);
    StopCondition search = budget.start();
    assertThat(search.shouldStop()).isFalse();
    assertThat(search.shouldStop()).isFalse();
    assertThat(search.shouldStop()).isFalse();
    assertThat(search.shouldStop()).isTrue();
  }

  @Test
  void aTimeOfZeroOrLessIsRefused() {
    assertThatThrownBy(() -> Budget.of(Duration.ZERO))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("expected more than 0");
  }

  static Stream<Arguments> searches() {
    Function<Budget, Search<TakeAwayGame.Pile, Integer>> minimax =
        budget -> MinimaxSearch.on(BIG).budget(budget).build();
    Function<Budget, Search<TakeAwayGame.Pile, Integer>> alphaBeta =
        budget -> AlphaBetaSearch.on(BIG).budget(budget).build();
    Function<Budget, Search<TakeAwayGame.Pile, Integer>> deepening =
        budget -> IterativeDeepeningSearch.on(BIG).evaluator(RULE).budget(budget).build();
    Function<Budget, Search<TakeAwayGame.Pile, Integer>> mcts =
        budget -> MctsSearch.on(BIG).maxPlayoutPlies(10).budget(budget).build();
    return Stream.of(
        Arguments.of("minimax", minimax),
        Arguments.of("alpha-beta", alphaBeta),
        Arguments.of("iterative deepening", deepening),
        Arguments.of("Monte Carlo", mcts));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("searches")
  void everySearchStopsWhenItsBudgetsTimeIsUp(
      String name, Function<Budget, Search<TakeAwayGame.Pile, Integer>> make) {
    // A clock that moves a millisecond each time it is read: the budget is a count of questions.
    Ticker counting = Ticker.counting(Duration.ofMillis(1));
    Budget budget = Budget.of(Duration.ofMillis(20), counting, StopCondition.never());
    SearchResult<Integer> result = make.apply(budget).search(BIG.initialState());
    assertThat(result.stopped()).isTrue();
    assertThat(counting.nanoTime())
        .as("read a few times, not once a node")
        .isLessThan(2_000_000_000L);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("searches")
  void everySearchStopsAtOnceOnItsInterrupt(
      String name, Function<Budget, Search<TakeAwayGame.Pile, Integer>> make) {
    StopFlag interrupt = new StopFlag();
    interrupt.raise();
    Budget budget = Budget.of(Duration.ofHours(1), Ticker.counting(Duration.ZERO), interrupt);
    SearchResult<Integer> result = make.apply(budget).search(BIG.initialState());
    assertThat(result.stopped()).isTrue();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("searches")
  void aSearchBuiltOnceHasItsWholeTimeAtEveryCall(
      String name, Function<Budget, Search<TakeAwayGame.Pile, Integer>> make) {
    // Each reading of the clock is a millisecond of search: 2 s is about 2,000 questions.
    HandClock clock = new HandClock(Duration.ofMillis(1));
    Search<TakeAwayGame.Pile, Integer> search =
        make.apply(Budget.of(Duration.ofSeconds(2), clock, StopCondition.never()));
    SearchResult<Integer> first = search.search(BIG.initialState());
    clock.advance(Duration.ofSeconds(10)); // the opponent thinks: more than the whole budget
    SearchResult<Integer> second = search.search(BIG.initialState());
    assertThat(first.stopped()).isTrue();
    assertThat(second.stopped()).isTrue();
    assertThat(second.statistics().nodes())
        .as("the second call counts its 2 s from its own start, not from the build or the first")
        .isEqualTo(first.statistics().nodes())
        .isGreaterThan(1_000);
  }
}
