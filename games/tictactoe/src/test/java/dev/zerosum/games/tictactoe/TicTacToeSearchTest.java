package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Search;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.core.Value;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Every faster search against the reference minimax, on every reachable position. */
class TicTacToeSearchTest {
  private static final TicTacToe GAME = new TicTacToe();

  /** Minimax's answer for each position: the value, its best moves and its node count. */
  record Oracle(Value value, List<TicTacToeMove> bestMoves, long nodes) {}

  private static final Map<TicTacToePosition, Oracle> ORACLES = new HashMap<>();

  @BeforeAll
  static void askMinimaxAboutEveryPosition() {
    MinimaxSearch<TicTacToePosition, TicTacToeMove> minimax = MinimaxSearch.on(GAME).build();
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      SearchResult<TicTacToeMove> result = minimax.search(position);
      List<TicTacToeMove> best = MoveValue.best(MoveValue.ofEveryMove(GAME, minimax, position));
      ORACLES.put(position, new Oracle(result.value(), best, result.statistics().nodes()));
    }
  }

  @Test
  void minimaxPlaysOneOfItsOwnBestMoves() {
    ORACLES.forEach(
        (position, oracle) -> {
          SearchResult<TicTacToeMove> result = MinimaxSearch.on(GAME).build().search(position);
          if (!position.isOver()) {
            assertThat(oracle.bestMoves()).as("%s", position).contains(result.bestAction().get());
          }
        });
  }

  @Test
  void alphaBetaAgreesWithMinimaxEverywhereAndNeverCostsMore() {
    for (boolean centreFirst : new boolean[] {false, true}) {
      var builder = AlphaBetaSearch.on(GAME);
      if (!centreFirst) {
        builder.ordering(dev.zerosum.core.MoveOrdering.natural());
      }
      checkAgainstOracles(builder.build(), "alpha-beta, centre first: " + centreFirst, true);
    }
  }

  @Test
  void alphaBetaWithAFreshTableAgreesWithMinimaxEverywhere() {
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      Search<TicTacToePosition, TicTacToeMove> search =
          AlphaBetaSearch.on(GAME).transpositionTable(new TranspositionTable<>(1 << 10)).build();
      checkPosition(search, position, "alpha-beta with a fresh table", true);
    }
  }

  @Test
  void alphaBetaWithOneTableSharedByAllSearchesAgreesWithMinimaxEverywhere() {
    // Entries stored from one root are read from another, at other depths and as mirror images:
    // only scores stored relative to their own position keep every answer right.
    TranspositionTable<TicTacToeMove> shared = new TranspositionTable<>(1 << 12);
    checkAgainstOracles(
        AlphaBetaSearch.on(GAME).transpositionTable(shared).build(), "shared table", false);
    TranspositionTable<TicTacToeMove> unsymmetric = new TranspositionTable<>(1 << 14);
    checkAgainstOracles(
        AlphaBetaSearch.on(GAME).transpositionTable(unsymmetric, TicTacToeSymmetries::key).build(),
        "shared table, plain key",
        false);
  }

  private static void checkAgainstOracles(
      Search<TicTacToePosition, TicTacToeMove> search, String name, boolean compareNodes) {
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      checkPosition(search, position, name, compareNodes);
    }
  }

  private static void checkPosition(
      Search<TicTacToePosition, TicTacToeMove> search,
      TicTacToePosition position,
      String name,
      boolean compareNodes) {
    Oracle oracle = ORACLES.get(position);
    SearchResult<TicTacToeMove> result = search.search(position);
    assertThat(result.value()).as("%s: value of %s", name, position).isEqualTo(oracle.value());
    if (!position.isOver()) {
      assertThat(oracle.bestMoves())
          .as("%s: minimax's best moves of %s include the one found", name, position)
          .contains(result.bestAction().orElseThrow());
    }
    if (compareNodes) {
      assertThat(result.statistics().nodes())
          .as("%s: nodes of %s", name, position)
          .isLessThanOrEqualTo(oracle.nodes());
    }
  }

  @Test
  void thePositionOfTheNaiveEngineHasOneMoveThatDoesNotLoseAtOnce() {
    // X on (0,0) and (0,1), O on (1,0), with x the column and y the row: cells 0, 3 and 1.
    TicTacToePosition seed = TicTacToePosition.empty().play(0).play(1).play(3);
    TicTacToeNotation notation = new TicTacToeNotation();
    assertThat(seed.toString()).isEqualTo("XO.X.....");
    List<MoveValue<TicTacToeMove>> values =
        MoveValue.ofEveryMove(GAME, MinimaxSearch.on(GAME).build(), seed);
    for (MoveValue<TicTacToeMove> move : values) {
      String expected = move.action().cell() == 6 ? "loss in 4 plies" : "loss in 2 plies";
      assertThat(move.value().describe())
          .as(
              "O plays cell %d: X completes the left column unless O blocks it",
              move.action().cell())
          .isEqualTo(expected);
    }
    assertThat(MoveValue.best(values))
        .containsExactly(notation.parseMove(seed, "7"))
        .containsExactly(notation.parseMove(seed, "0 2"));
  }

  @Test
  void fromTheEmptyBoardEachImprovementCostsFewerNodes() {
    TicTacToePosition empty = GAME.initialState();
    long minimax = MinimaxSearch.on(GAME).build().search(empty).statistics().nodes();
    long alphaBeta = AlphaBetaSearch.on(GAME).build().search(empty).statistics().nodes();
    long withTable =
        AlphaBetaSearch.on(GAME)
            .transpositionTable(new TranspositionTable<>(1 << 12))
            .build()
            .search(empty)
            .statistics()
            .nodes();
    assertThat(alphaBeta).isLessThan(minimax / 10);
    assertThat(withTable).isLessThan(alphaBeta);
  }

  @Test
  void aDepthLimitedSearchTakesAWinInOne() {
    var shallow = AlphaBetaSearch.on(GAME).maxDepth(1).evaluator(new TicTacToeEvaluator()).build();
    int positions = 0;
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      if (position.isOver()) {
        continue;
      }
      int mine = position.toMove() == dev.zerosum.core.Player.MAX ? position.xs() : position.os();
      if (TicTacToeHeuristicAgent.completingCells(mine, position.emptyCells()) != 0) {
        positions++;
        TicTacToeMove move = shallow.search(position).bestAction().orElseThrow();
        assertThat(position.play(move.cell()).winner())
            .as("%s: depth 1 sees the win", position)
            .contains(position.toMove());
      }
    }
    assertThat(positions).as("positions with a win in one").isPositive();
  }
}
