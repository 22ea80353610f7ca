package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The generic searches of core, over the {@link Connect4} game, against the specialised solver. */
class Connect4GenericSearchTest {
  private static final Connect4 GAME = new Connect4();

  /**
   * Returns {@code count} positions of random games, {@code remaining} empty cells before the board
   * is full, not over.
   */
  static List<Connect4Position> endGames(long seed, int count, int remaining) {
    SplittableRandom random = new SplittableRandom(seed);
    List<Connect4Position> positions = new ArrayList<>();
    while (positions.size() < count) {
      Connect4Position position = Connect4Position.empty();
      while (!position.isOver() && position.moves() < Connect4Bitboard.CELLS - remaining) {
        List<Connect4Move> moves = GAME.actions(position);
        position = position.play(moves.get(random.nextInt(moves.size())).column());
      }
      if (!position.isOver()) {
        positions.add(position);
      }
    }
    return positions;
  }

  @Test
  void alphaBetaOverTheGameAgreesWithTheSolverOn200SeededEndGames() {
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    List<String> disagreements = new ArrayList<>();
    for (Connect4Position position : endGames(7, 200, 12)) {
      SearchResult<Connect4Move> generic =
          AlphaBetaSearch.on(GAME)
              .transpositionTable(new TranspositionTable<>(1 << 14))
              .build()
              .search(position);
      Value exact = Connect4Score.toValue(solver.solve(position), position.moves());
      if (!generic.value().equals(exact)) {
        disagreements.add(position + ": " + generic.value() + ", solver " + exact);
      }
    }
    assertThat(disagreements).as("same outcome, same number of plies").isEmpty();
  }

  @Test
  void minimaxAgreesWithTheSolverOnTheLastMovesOfAGame() {
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    for (Connect4Position position : endGames(11, 30, 7)) {
      Value minimax = MinimaxSearch.on(GAME).build().search(position).value();
      assertThat(minimax)
          .as("%s", position)
          .isEqualTo(Connect4Score.toValue(solver.solve(position), position.moves()));
    }
  }
}
