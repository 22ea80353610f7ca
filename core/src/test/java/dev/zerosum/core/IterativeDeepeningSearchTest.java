package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class IterativeDeepeningSearchTest {
  private static final Evaluator<TakeAwayGame.Pile> NO_IDEA = pile -> 0;

  @Test
  void deepensUntilItSeesTheEndAndThenAgreesWithTheExactSearch() {
    for (int pile = 1; pile <= 12; pile++) {
      TakeAwayGame game = new TakeAwayGame(pile);
      Value exact = AlphaBetaSearch.on(game).build().search(game.initialState()).value();
      SearchResult<Integer> deepened =
          IterativeDeepeningSearch.on(game, NO_IDEA)
              .budget(Duration.ofMinutes(1))
              .build()
              .search(game.initialState());
      assertThat(deepened.value()).as("pile %d", pile).isEqualTo(exact);
      if (pile % 4 != 0) {
        assertThat(deepened.bestAction()).as("pile %d", pile).hasValue(pile % 4);
      }
    }
  }

  @Test
  void aStopConditionEndsAnAlphaBetaSearchWithNoResult() {
    TakeAwayGame game = new TakeAwayGame(200); // far too deep to finish without a table
    AtomicInteger asked = new AtomicInteger();
    StopCondition secondTime = () -> asked.incrementAndGet() >= 2;
    assertThatThrownBy(
            () -> AlphaBetaSearch.on(game).stopWhen(secondTime).build().search(game.initialState()))
        .isInstanceOf(SearchStoppedException.class)
        .hasMessage("the search was stopped after 8192 nodes");
  }

  @Test
  void underATightBudgetItStillAnswersWithTheDeepestSearchThatFinished() {
    TakeAwayGame game = new TakeAwayGame(300, false); // no key, no table: the tree is 3^300
    SearchResult<Integer> result =
        IterativeDeepeningSearch.on(game, pile -> pile.left() % 4 == 0 ? -1 : 1)
            .budget(Duration.ofMillis(50))
            .build()
            .search(game.initialState());
    assertThat(result.value().exact()).as("the end is 300 plies away").isFalse();
    assertThat(result.bestAction())
        .as("the evaluator knows the rule")
        .hasValue(300 % 4 == 0 ? 1 : 300 % 4);
    assertThat(result.statistics().nodes()).isPositive();
  }

  @Test
  void withATableItProvesALongGame() {
    // 200 positions in all, 3^100 lines: the table keeps what earlier iterations proved.
    TakeAwayGame game = new TakeAwayGame(100);
    SearchResult<Integer> result =
        IterativeDeepeningSearch.on(game, NO_IDEA)
            .budget(Duration.ofMinutes(1))
            .build()
            .search(game.initialState());
    assertThat(result.value().exact()).isTrue();
    assertThat(result.value().describe()).isEqualTo("loss in 50 plies");
  }

  @Test
  void aMaximumDepthIsRespected() {
    TakeAwayGame game = new TakeAwayGame(30);
    SearchResult<Integer> result =
        IterativeDeepeningSearch.on(game, NO_IDEA).maxDepth(3).build().search(game.initialState());
    assertThat(result.principalVariation()).hasSizeLessThanOrEqualTo(3);
    assertThat(result.value().describe()).isEqualTo("estimate +0");
  }
}
