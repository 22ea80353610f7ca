package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The trace listener against the textbook figure, and its promise to change nothing. */
class SearchTraceTest {
  private static final int INF = Score.INFINITY;

  private static int leaf(int utility) {
    return Score.ofTerminal(utility, 2); // every leaf of the figure is two plies down
  }

  @Test
  void minimaxTracesEveryNodeOfTheFigureInTheOrderItVisitsThem() {
    ExplicitTreeGame game = ExplicitTreeGame.textbookTwoPly();
    SearchTrace<ExplicitTreeGame.Node, String> trace = new SearchTrace<>(game);
    SearchResult<String> result =
        MinimaxSearch.on(game).listener(trace).build().search(game.initialState());

    List<SearchTrace.Call<ExplicitTreeGame.Node, String>> calls = trace.calls();
    assertThat(calls).hasSize((int) result.statistics().nodes()).hasSize(13);
    assertThat(calls)
        .extracting(call -> call.state().name())
        .as("depth first, moves in order")
        .containsExactly("A", "B", "B1", "B2", "B3", "C", "C1", "C2", "C3", "D", "D1", "D2", "D3");
    Map<String, SearchTrace.Call<ExplicitTreeGame.Node, String>> byName = byName(calls);
    assertThat(byName.get("A").value()).isEqualTo(leaf(3));
    assertThat(byName.get("C").value()).as("MIN takes the 2").isEqualTo(leaf(2));
    assertThat(byName.get("D").value()).isEqualTo(leaf(2));
    assertThat(byName.get("A").player()).isEqualTo(Player.MAX);
    assertThat(byName.get("B").player()).isEqualTo(Player.MIN);
    assertThat(byName.get("B2").parent()).isEqualTo(byName.get("B").number());
    assertThat(byName.get("B2").move()).isEqualTo("B2");
    assertThat(byName.get("A").move()).as("nothing leads to the root").isNull();
    assertThat(calls)
        .allSatisfy(
            call -> {
              assertThat(call.alpha()).as("minimax never narrows its window").isEqualTo(-INF);
              assertThat(call.beta()).isEqualTo(INF);
              assertThat(call.bound()).isEqualTo(Bound.EXACT);
              assertThat(call.pruned()).isEmpty();
            });
  }

  @Test
  void alphaBetaTracesTheFigureWithItsWindowsAndTheTwoPrunedLeaves() {
    ExplicitTreeGame game = ExplicitTreeGame.textbookTwoPly();
    SearchTrace<ExplicitTreeGame.Node, String> trace = new SearchTrace<>(game);
    SearchResult<String> result =
        AlphaBetaSearch.on(game).listener(trace).build().search(game.initialState());

    List<SearchTrace.Call<ExplicitTreeGame.Node, String>> calls = trace.calls();
    assertThat(calls).hasSize((int) result.statistics().nodes()).hasSize(11);
    Map<String, SearchTrace.Call<ExplicitTreeGame.Node, String>> byName = byName(calls);
    assertThat(byName).doesNotContainKeys("C2", "C3");
    assertThat(byName.get("C").pruned())
        .as("C1 = 2 makes C worse for MAX than B = 3 already")
        .containsExactly("C2", "C3");
    assertThat(calls)
        .filteredOn(call -> !call.state().name().equals("C"))
        .allSatisfy(call -> assertThat(call.pruned()).isEmpty());

    // Windows are MAX's (alpha, beta) on entry, as the textbook writes them, not negamax's.
    assertThat(byName.get("B2").alpha()).isEqualTo(-INF);
    assertThat(byName.get("B2").beta()).as("MIN at B already holds 3").isEqualTo(leaf(3));
    assertThat(byName.get("C").alpha()).as("MAX at A already holds 3").isEqualTo(leaf(3));
    assertThat(byName.get("C").beta()).isEqualTo(INF);
    assertThat(byName.get("D3").beta()).as("MIN at D holds 5 after D2").isEqualTo(leaf(5));

    assertThat(byName.get("C").value()).isEqualTo(leaf(2));
    assertThat(byName.get("C").bound()).as("the figure's C <= 2").isEqualTo(Bound.UPPER);
    assertThat(byName.get("D").bound())
        .as("D saw all three leaves, so its 2 is exact although it is at most alpha")
        .isEqualTo(Bound.EXACT);
    assertThat(byName.get("A").value()).isEqualTo(leaf(3));
    assertThat(byName.get("A").bound()).isEqualTo(Bound.EXACT);
  }

  @Test
  void listeningChangesNeitherTheCountsNorTheResult() {
    TakeAwayGame game = new TakeAwayGame(11);
    List<Function<SearchListener<TakeAwayGame.Pile, Integer>, Search<TakeAwayGame.Pile, Integer>>>
        searches =
            List.of(
                listener ->
                    listener == null
                        ? MinimaxSearch.on(game).build()
                        : MinimaxSearch.on(game).listener(listener).build(),
                listener -> {
                  AlphaBetaSearch.Builder<TakeAwayGame.Pile, Integer> builder =
                      AlphaBetaSearch.on(game);
                  return (listener == null ? builder : builder.listener(listener)).build();
                },
                listener -> {
                  AlphaBetaSearch.Builder<TakeAwayGame.Pile, Integer> builder =
                      AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(64));
                  return (listener == null ? builder : builder.listener(listener)).build();
                });
    for (var make : searches) {
      SearchResult<Integer> plain = make.apply(null).search(game.initialState());
      SearchTrace<TakeAwayGame.Pile, Integer> trace = new SearchTrace<>(game);
      SearchResult<Integer> traced = make.apply(trace).search(game.initialState());

      assertThat(traced.value()).isEqualTo(plain.value());
      assertThat(traced.principalVariation()).isEqualTo(plain.principalVariation());
      assertThat(traced.statistics().nodes()).isEqualTo(plain.statistics().nodes());
      assertThat(traced.statistics().cutoffs()).isEqualTo(plain.statistics().cutoffs());
      assertThat(trace.calls()).as("one call per node").hasSize((int) plain.statistics().nodes());
      assertThat(trace.calls().stream().filter(call -> !call.pruned().isEmpty()).count())
          .as("one pruning per cut-off")
          .isEqualTo(plain.statistics().cutoffs());
      int rootValue = trace.calls().get(0).value();
      assertThat(rootValue)
          .as("MAX moves at the root, so MAX's view is the mover's")
          .isEqualTo(plain.value().score());
    }
  }

  @Test
  void aNodeAnsweredByTheTableIsMarkedAndHasNothingBelowIt() {
    TakeAwayGame game = new TakeAwayGame(11);
    SearchTrace<TakeAwayGame.Pile, Integer> trace = new SearchTrace<>(game);
    SearchResult<Integer> result =
        AlphaBetaSearch.on(game)
            .transpositionTable(new TranspositionTable<>(64))
            .listener(trace)
            .build()
            .search(game.initialState());

    List<SearchTrace.Call<TakeAwayGame.Pile, Integer>> hits =
        trace.calls().stream().filter(SearchTrace.Call::tableHit).toList();
    assertThat(hits)
        .as("one marked call per hit the search counts")
        .hasSize((int) result.statistics().tableHits())
        .isNotEmpty();
    for (SearchTrace.Call<TakeAwayGame.Pile, Integer> hit : hits) {
      assertThat(trace.calls())
          .as("nothing searched below call %d", hit.number())
          .noneMatch(call -> call.parent() == hit.number());
      assertThat(hit.terminal()).isFalse();
      assertThat(hit.estimate()).isFalse();
    }
  }

  @Test
  void theNodesAtTheDepthLimitAreMarkedAsEstimates() {
    TakeAwayGame game = new TakeAwayGame(11);
    Evaluator<TakeAwayGame.Pile> evaluator =
        Evaluator.ofPlayerToMove(game, pile -> pile.left() % 4 == 0 ? -10 : 10);
    SearchTrace<TakeAwayGame.Pile, Integer> trace = new SearchTrace<>(game);
    SearchResult<Integer> result =
        AlphaBetaSearch.on(game)
            .maxDepth(2)
            .evaluator(evaluator)
            .listener(trace)
            .build()
            .search(game.initialState());

    List<SearchTrace.Call<TakeAwayGame.Pile, Integer>> calls = trace.calls();
    assertThat(calls)
        .filteredOn(SearchTrace.Call::estimate)
        .as("every node two plies down, none of them over, and no other")
        .hasSize((int) calls.stream().filter(call -> call.ply() == 2).count())
        .hasSize((int) result.statistics().leaves())
        .allSatisfy(
            call -> {
              assertThat(call.value()).isEqualTo(evaluator.estimateForMax(call.state()));
              assertThat(call.tableHit()).isFalse();
            });
    assertThat(result.value().exact()).isFalse();
  }

  @Test
  void aTraceRefusesToGrowPastItsSizeAndStopsTheSearch() {
    TakeAwayGame game = new TakeAwayGame(10);
    SearchTrace<TakeAwayGame.Pile, Integer> trace = new SearchTrace<>(game, 100);
    assertThatThrownBy(
            () -> MinimaxSearch.on(game).listener(trace).build().search(game.initialState()))
        .isInstanceOf(TraceTooLargeException.class)
        .hasMessageContaining("more than 100 nodes");
    assertThat(trace.size()).as("stopped at once").isEqualTo(100);
    assertThatThrownBy(trace::calls).isInstanceOf(IllegalStateException.class);
  }

  private static Map<String, SearchTrace.Call<ExplicitTreeGame.Node, String>> byName(
      List<SearchTrace.Call<ExplicitTreeGame.Node, String>> calls) {
    return calls.stream().collect(Collectors.toMap(call -> call.state().name(), call -> call));
  }
}
