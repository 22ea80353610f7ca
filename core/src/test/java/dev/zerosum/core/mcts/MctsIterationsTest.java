package dev.zerosum.core.mcts;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.SearchTrace;
import dev.zerosum.core.TakeAwayGame;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The simulations a Monte Carlo search tells its listener, as it runs: replayed in order from an
 * empty tree they give every node of the final tree its visits and its mean result, exactly.
 */
class MctsIterationsTest {

  @ParameterizedTest(name = "a pile of {0}, {1} simulations, seed {2}")
  @CsvSource({
    "5, 1000000, 1", // proven long before the budget: the last simulations end at proven nodes
    "13, 100, 1", // not proven: every simulation expands a node and plays out
    "13, 300, 7",
    "21, 500, 3"
  })
  void replayingTheSimulationsGivesEveryNodeItsVisitsAndMean(
      int pile, long simulations, long seed) {
    TakeAwayGame game = new TakeAwayGame(pile);
    SearchTrace<TakeAwayGame.Pile, Integer> trace = new SearchTrace<>(game);
    MctsReport<Integer> report =
        MctsSearch.on(game)
            .iterations(simulations)
            .seed(seed)
            .listener(trace)
            .build()
            .analyze(game.initialState());
    List<SearchTrace.Iteration> iterations = trace.iterations();
    List<SearchTrace.Call<TakeAwayGame.Pile, Integer>> calls = trace.calls();

    assertThat((long) iterations.size())
        .as("one per simulation")
        .isEqualTo(report.statistics().simulations());
    Map<Integer, Long> visits = new HashMap<>();
    Map<Integer, Double> sums = new HashMap<>();
    for (SearchTrace.Iteration iteration : iterations) {
      assertThat(iteration.path()).as("from the root").startsWith(1);
      assertThat(iteration.resultForMax()).isIn(-1.0, 0.0, 1.0);
      for (int call : iteration.path()) {
        visits.merge(call, 1L, Long::sum);
        sums.merge(call, iteration.resultForMax(), Double::sum);
      }
      if (iteration.expanded() != 0) {
        int added = iteration.expanded();
        assertThat(visits).as("a node is added once, then selected").doesNotContainKey(added);
        assertThat(calls.get(added - 1).parent())
            .as("added below the last node selected")
            .isEqualTo(iteration.path().get(iteration.path().size() - 1));
        visits.merge(added, 1L, Long::sum);
        sums.merge(added, iteration.resultForMax(), Double::sum);
      } else {
        assertThat(iteration.proven()).as("no playout below the root without a new node").isTrue();
      }
    }
    for (SearchTrace.Call<TakeAwayGame.Pile, Integer> call : calls) {
      long n = visits.getOrDefault(call.number(), 0L);
      assertThat(n).as("the visits of call %d", call.number()).isEqualTo(call.visits());
      assertThat(n == 0 ? 0 : sums.get(call.number()) / n)
          .as("the mean of call %d", call.number())
          .isEqualTo(call.meanForMax());
    }
    assertThat(iterations)
        .filteredOn(iteration -> iteration.expanded() != 0)
        .as("each node but the root added by one simulation")
        .hasSize(calls.size() - 1);
  }
}
