package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class IterativeDeepeningSearchTest {
  private static final Evaluator<TakeAwayGame.Pile> NO_IDEA = pile -> 0;

  @Test
  void deepensUntilItSeesTheEndAndThenAgreesWithTheExactSearch() {
    for (int pile = 1; pile <= 12; pile++) {
      TakeAwayGame game = new TakeAwayGame(pile);
      Value exact = AlphaBetaSearch.on(game).build().search(game.initialState()).value();
      SearchResult<Integer> deepened =
          IterativeDeepeningSearch.on(game)
              .evaluator(NO_IDEA)
              .budget(Budget.of(Duration.ofMinutes(1)))
              .build()
              .search(game.initialState());
      assertThat(deepened.value()).as("pile %d", pile).isEqualTo(exact);
      if (pile % 4 != 0) {
        assertThat(deepened.bestAction()).as("pile %d", pile).hasValue(pile % 4);
      }
    }
  }

  @Test
  void underATightBudgetItStillAnswersWithTheDeepestSearchThatFinished() {
    // No key, no table: the tree is 3^302, and the clock moves 1 ms each time the search reads
    // it (every 4,096 nodes), so the 20 ms budget ends after the same work on any machine.
    TakeAwayGame game = new TakeAwayGame(302, false);
    SearchResult<Integer> result =
        IterativeDeepeningSearch.on(game)
            .evaluator(Evaluator.ofPlayerToMove(game, pile -> pile.left() % 4 == 0 ? -1 : 1))
            .budget(
                Budget.of(
                    Duration.ofMillis(20),
                    Ticker.counting(Duration.ofMillis(1)),
                    StopCondition.never()))
            .build()
            .search(game.initialState());
    assertThat(result.value().exact()).as("the end is 302 plies away").isFalse();
    assertThat(result.bestAction())
        .as("depth 1 finished, and the evaluator knows the rule: take 2, not the first move, 1")
        .hasValue(2);
    assertThat(result.principalVariation())
        .as("the 13-ply search was the deepest to finish: the same on every machine")
        .hasSize(13);
  }

  @Test
  void whenNotEvenDepthOneFinishesTheFirstMoveIsPlayedWithAnUnknownValue() {
    TakeAwayGame game = new TakeAwayGame(302, false);
    SearchResult<Integer> result =
        IterativeDeepeningSearch.on(game)
            .evaluator(pile -> 0)
            .budget(
                Budget.of(
                    Duration.ZERO.plusNanos(1),
                    Ticker.counting(Duration.ofMillis(1)),
                    StopCondition.never()))
            .build()
            .search(game.initialState());
    assertThat(result.bestAction()).hasValue(1);
    assertThat(result.value()).isEqualTo(new Value(0, false));
  }

  @Test
  void withATableItProvesALongGame() {
    // 200 positions in all, 3^100 lines: the table keeps what earlier iterations proved.
    TakeAwayGame game = new TakeAwayGame(100);
    SearchResult<Integer> result =
        IterativeDeepeningSearch.on(game)
            .evaluator(NO_IDEA)
            .budget(Budget.of(Duration.ofMinutes(1)))
            .build()
            .search(game.initialState());
    assertThat(result.value().exact()).isTrue();
    assertThat(result.value().describe()).isEqualTo("loss in 50 plies");
  }

  @Test
  void aMaximumDepthIsRespected() {
    TakeAwayGame game = new TakeAwayGame(30);
    SearchResult<Integer> result =
        IterativeDeepeningSearch.on(game)
            .evaluator(NO_IDEA)
            .maxDepth(3)
            .build()
            .search(game.initialState());
    assertThat(result.principalVariation()).hasSizeLessThanOrEqualTo(3);
    assertThat(result.value().describe()).isEqualTo("estimate +0");
  }
}
