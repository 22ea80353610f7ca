package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The tour of the API in docs/library.md, line by line, and the README's ten lines (the same game,
 * its minimax move), so that what they promise stays true.
 */
class ReadmeTourTest {
  record Pile(int left, Player toMove) {}

  static class TakeAway implements Game<Pile, Integer> {
    public Pile initialState() {
      return new Pile(10, Player.MAX);
    }

    public Player player(Pile s) {
      return s.toMove();
    }

    public List<Integer> actions(Pile s) {
      return List.of(1, 2, 3).subList(0, Math.min(3, s.left()));
    }

    public Pile result(Pile s, Integer take) {
      return new Pile(s.left() - take, s.toMove().opponent());
    }

    public boolean isTerminal(Pile s) {
      return s.left() == 0;
    }

    public int utility(Pile s) {
      return s.toMove() == Player.MAX ? -1 : +1;
    }

    public Optional<PositionKey<Pile>> positionKey() {
      return Optional.of(p -> p.left() * 2L + p.toMove().ordinal());
    }
  }

  @Test
  void theTourGivesWhatTheReadmeSays() {
    TakeAway game = new TakeAway();
    Pile start = game.initialState();

    SearchResult<Integer> r = MinimaxSearch.on(game).build().search(start);
    assertThat(r.bestAction()).hasValue(2);
    assertThat(r.value().describe()).isEqualTo("win in 5 plies");
    assertThat(r.principalVariation()).containsExactly(2, 1, 3, 1, 3);
    assertThat(r.statistics().nodes()).isEqualTo(600);

    SearchResult<Integer> ab = AlphaBetaSearch.on(game).build().search(start);
    SearchResult<Integer> tt =
        AlphaBetaSearch.on(game)
            .transpositionTable(new TranspositionTable<>(1 << 16))
            .build()
            .search(start);
    Evaluator<Pile> evaluator =
        Evaluator.ofPlayerToMove(game, pile -> pile.left() % 4 == 0 ? -1 : 1);
    SearchResult<Integer> shallow =
        AlphaBetaSearch.on(game).maxDepth(4).evaluator(evaluator).build().search(start);
    SearchResult<Integer> odd =
        AlphaBetaSearch.on(game).maxDepth(3).evaluator(evaluator).build().search(start);
    assertThat(ab.statistics().nodes()).isEqualTo(329);
    assertThat(tt.statistics().nodes()).isEqualTo(59);
    assertThat(shallow.value().describe()).isEqualTo("estimate +1");
    assertThat(ab.value()).isEqualTo(r.value());
    assertThat(tt.value()).isEqualTo(r.value());
    assertThat(shallow.bestAction()).hasValue(2);
    assertThat(odd.bestAction()).as("at an odd depth too").hasValue(2);
    assertThat(odd.value().describe()).isEqualTo("estimate +1");
    // The tour's second on the system's clock; here a clock that stands still, as no test reads
    // the wall clock: the search finishes long before either.
    Budget second = Budget.of(Duration.ofSeconds(1), Ticker.counting(Duration.ZERO), () -> false);
    Search<Pile, Integer> deepening =
        IterativeDeepeningSearch.on(game).evaluator(evaluator).budget(second).build();
    assertThat(deepening.search(start).value().describe()).isEqualTo("win in 5 plies");
    assertThat(deepening.search(start).stopped()).as("and again, with its own second").isFalse();
    assertThat(MoveValue.ofEveryMove(game, MinimaxSearch.on(game).build(), start))
        .extracting(v -> v.value().describe())
        .containsExactly("loss in 6 plies", "win in 5 plies", "loss in 4 plies");
    assertThat(new SearchAgent<>(AlphaBetaSearch.on(game).build()).chooseAction(start))
        .isEqualTo(2);
  }

  @Test
  void theReadmesTenLinesGiveTheMoveTheySay() {
    TakeAway asInTheReadme =
        new TakeAway() {
          @Override
          public Optional<PositionKey<Pile>> positionKey() {
            return Optional.empty(); // the README's game leaves the optional key out
          }
        };
    assertThat(
            MinimaxSearch.on(asInTheReadme).build().search(new Pile(10, Player.MAX)).bestAction())
        .hasValue(2);
  }
}
