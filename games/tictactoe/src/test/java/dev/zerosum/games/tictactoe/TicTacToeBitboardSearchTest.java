package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.TranspositionTable;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The bitboard engine against the reference minimax, on every reachable position. */
class TicTacToeBitboardSearchTest {
  private final TicTacToeBitboardSearch engine = new TicTacToeBitboardSearch();
  private final Map<TicTacToePosition, TicTacToeMinimaxOracle.Answer> oracle =
      TicTacToeMinimaxOracle.answers();

  @Test
  void agreesWithMinimaxOnTheValueOfEveryPosition() {
    assertThat(oracle).hasSize(5_478);
    oracle.forEach(
        (position, answer) ->
            assertThat(engine.search(position).value())
                .as("value of %s", position)
                .isEqualTo(answer.value()));
  }

  @Test
  void agreesWithMinimaxOnTheValueOfEveryMoveAndSoOnTheSetOfBestMoves() {
    oracle.forEach(
        (position, answer) -> {
          List<MoveValue<TicTacToeMove>> values = engine.valuesOfMoves(position);
          assertThat(values).as("moves of %s", position).isEqualTo(answer.moveValues());
          assertThat(new HashSet<>(MoveValue.best(values)))
              .as("best moves of %s", position)
              .isEqualTo(answer.bestMoves());
        });
  }

  @Test
  void playsOneOfMinimaxsBestMovesEverywhere() {
    oracle.forEach(
        (position, answer) -> {
          if (!position.isOver()) {
            TicTacToeMove move = engine.bestMove(position);
            assertThat(answer.bestMoves()).as("best moves of %s", position).contains(move);
            assertThat(engine.chooseAction(position)).as("the agent plays it").isEqualTo(move);
            assertThat(engine.search(position).bestAction())
                .as("search and bestMove are one search")
                .contains(move);
          }
        });
  }

  @Test
  void thePrincipalVariationIsALineOfBestMoves() {
    oracle.forEach(
        (position, answer) -> {
          SearchResult<TicTacToeMove> result = engine.search(position);
          assertThat(result.principalVariation().isEmpty())
              .as("%s: a line unless the game is over", position)
              .isEqualTo(position.isOver());
          TicTacToePosition at = position;
          for (TicTacToeMove move : result.principalVariation()) {
            assertThat(oracle.get(at).bestMoves())
                .as("line from %s at %s", position, at)
                .contains(move);
            at = at.play(move.cell());
          }
        });
  }

  @Test
  void aWinningLineGoesToTheEndWhenNoTableEntryCutsItShort() {
    // X at 0 and 3, O at 1 and 4: X completes the left column at once.
    TicTacToePosition winInOne = TicTacToePosition.empty().play(0).play(1).play(3).play(4);
    SearchResult<TicTacToeMove> result = engine.search(winInOne);
    assertThat(result.value().describe()).isEqualTo("win in 1 ply");
    assertThat(result.principalVariation()).containsExactly(TicTacToeMove.of(6));
  }

  @Test
  void visitsFewerNodesThanTheGenericAlphaBetaWithATableOnEveryPosition() {
    TicTacToe game = new TicTacToe();
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      long generic =
          AlphaBetaSearch.on(game)
              .transpositionTable(new TranspositionTable<>(1 << 10))
              .build()
              .search(position)
              .statistics()
              .nodes();
      long nodes = engine.search(position).statistics().nodes();
      assertThat(nodes)
          .as("%s: wins in one end a line at once; against %d", position, generic)
          .isLessThanOrEqualTo(generic);
    }
  }

  @Test
  void fromTheEmptyBoardVisits217Nodes() {
    assertThat(engine.search(TicTacToePosition.empty()).statistics().nodes())
        .as("a change meant to keep the search as it is keeps this count (minimax: 549,946)")
        .isEqualTo(217);
  }

  @Test
  void eachSearchStartsAfreshSoTheCountsDoNotDependOnTheSearchBefore() {
    TicTacToePosition seed = TicTacToePosition.empty().play(0).play(1).play(3);
    SearchResult<TicTacToeMove> first = engine.search(seed);
    engine.search(TicTacToePosition.empty());
    engine.valuesOfMoves(TicTacToePosition.empty().play(4));
    SearchResult<TicTacToeMove> again = engine.search(seed);
    assertThat(again.statistics().nodes()).isEqualTo(first.statistics().nodes());
    assertThat(again.statistics().tableHits()).isEqualTo(first.statistics().tableHits());
    assertThat(again.principalVariation()).isEqualTo(first.principalVariation());
  }

  @Test
  void aFinishedGameHasAValueButNoMove() {
    TicTacToePosition xWon = TicTacToePosition.of(0b000_000_111, 0b000_011_000);
    assertThat(engine.search(xWon).value().describe()).isEqualTo("loss in 0 plies");
    assertThat(engine.search(xWon).principalVariation()).isEmpty();
    assertThat(engine.valuesOfMoves(xWon)).isEmpty();
    assertThatThrownBy(() -> engine.bestMove(xWon))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("game is over");
  }
}
