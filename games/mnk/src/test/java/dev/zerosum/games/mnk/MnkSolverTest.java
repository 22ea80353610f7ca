package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.Search;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The exact solver against the generic searches of core, which know nothing of bitboards, threats
 * or symmetries; and the small games' known values.
 */
class MnkSolverTest {

  @Test
  void theSolverAgreesWithMinimaxOnEveryTicTacToePosition() {
    MnkShape shape = MnkShape.of(3, 3, 3);
    Mnk game = new Mnk(shape);
    MnkSolver solver = new MnkSolver(shape, 16);
    List<String> disagreements = new ArrayList<>();
    int checked = 0;
    for (MnkPosition position : MnkPositions.reachable(shape)) {
      if (position.isOver()) {
        continue;
      }
      checked++;
      // Minimax's value; for the ten boards of 0 or 1 stone (a million nodes) alpha-beta's.
      Value expected =
          position.stones() < 2
              ? AlphaBetaSearch.on(game).build().search(position).value()
              : MinimaxSearch.on(game).build().search(position).value();
      Value solved = MnkScore.toValue(solver.solve(position), position.stones(), shape.cells());
      if (!expected.equals(solved)) {
        disagreements.add(position + ": minimax " + expected + ", solver " + solved);
      }
      if (solver.outcome(position) != Integer.signum(solver.solve(position))) {
        disagreements.add(position + ": the outcome search disagrees with the exact one");
      }
    }
    assertThat(checked)
        .as("the 5,478 positions less the 958 where the game is over")
        .isEqualTo(4_520);
    assertThat(disagreements).isEmpty();
  }

  @ParameterizedTest(name = "{0} × {1}, k = {2}")
  @CsvSource({"3, 4, 3", "4, 3, 3", "2, 5, 2", "4, 4, 4"})
  void theSolverAgreesWithAlphaBetaOnSeededRandomPositions(int rows, int columns, int k) {
    MnkShape shape = MnkShape.of(rows, columns, k);
    Mnk game = new Mnk(shape);
    MnkSolver solver = new MnkSolver(shape, 18);
    long seed = 20261201L + rows * 100 + columns * 10 + k;
    SplittableRandom random = new SplittableRandom(seed);
    List<String> disagreements = new ArrayList<>();
    for (int sample = 0; sample < 60; sample++) {
      MnkPosition position = randomPosition(shape, random, shape.cells() / 4, shape.cells() / 2);
      if (position.isOver()) {
        continue;
      }
      // A plain key: the table must not lean on the symmetries the solver is checked for.
      Search<MnkPosition, MnkMove> reference =
          AlphaBetaSearch.on(game)
              .transpositionTable(new TranspositionTable<>(1 << 16), game.positionKey().get())
              .build();
      Value expected = reference.search(position).value();
      Value solved = MnkScore.toValue(solver.solve(position), position.stones(), shape.cells());
      if (!expected.equals(solved)) {
        disagreements.add(position + ": alpha-beta " + expected + ", solver " + solved);
      }
    }
    assertThat(disagreements).as("seed %d", seed).isEmpty();
  }

  /** The values known from the literature: k = 3 wins on any board past 3 × 3; 4 × 4 × 4 draws. */
  @ParameterizedTest(name = "{0},{1},{2}: {3}")
  @CsvSource({"3, 3, 3, 0", "4, 4, 3, 1", "3, 4, 3, 1", "3, 5, 3, 1", "5, 4, 3, 1", "4, 4, 4, 0"})
  void theSmallGamesHaveTheirKnownValues(int rows, int columns, int k, int outcome) {
    MnkShape shape = MnkShape.of(rows, columns, k);
    MnkSolver solver = new MnkSolver(shape, 18);
    MnkPosition empty = MnkPosition.empty(shape);
    assertThat(solver.outcome(empty)).as("1: the first player wins; 0: a draw").isEqualTo(outcome);
    assertThat(Integer.signum(solver.solve(empty)))
        .as("the exact score says the same")
        .isEqualTo(outcome);
  }

  @Test
  void fiveByFiveWithFourIsADrawAsLeeProved() {
    MnkShape shape = MnkShape.of(5, 5, 4);
    MnkSolver solver = new MnkSolver(shape, 20);
    assertThat(solver.outcome(MnkPosition.empty(shape)))
        .as("C. Y. Lee's result: neither player can force four in a row on 5 × 5")
        .isZero();
    assertThat(solver.nodes())
        .as("the proof's nodes with a table of 2^20: a change meant to keep the search keeps them")
        .isEqualTo(572_174);
  }

  @Test
  void fourByFourWithThreeIsWonWithTheThirdStone() {
    // Checked apart by generic alpha-beta: X's third stone (ply 5) makes the line.
    MnkShape shape = MnkShape.of(4, 4, 3);
    Mnk game = new Mnk(shape);
    Value expected =
        AlphaBetaSearch.on(game)
            .transpositionTable(new TranspositionTable<>(1 << 18))
            .build()
            .search(game.initialState())
            .value();
    MnkSolver solver = new MnkSolver(shape, 18);
    int score = solver.solve(game.initialState());
    assertThat(MnkScore.describe(score, 0, shape.cells())).isEqualTo("X wins in 5 plies");
    assertThat(MnkScore.toValue(score, 0, shape.cells())).isEqualTo(expected);
  }

  @Test
  void aDeepFiveByFivePositionAgreesWithAlphaBeta() {
    // 5,5,4 after ten stones: fifteen empty cells, deep for the generic search, quick for both.
    MnkShape shape = MnkShape.of(5, 5, 4);
    Mnk game = new Mnk(shape);
    MnkPosition position = new MnkNotation(shape).parsePosition("X.O../.O.X./..X.O/.X.O./O...X");
    Search<MnkPosition, MnkMove> reference =
        AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 20)).build();
    Value expected = reference.search(position).value();
    MnkSolver solver = new MnkSolver(shape, 18);
    assertThat(MnkScore.toValue(solver.solve(position), position.stones(), shape.cells()))
        .as("%s with generic alpha-beta: %s", position, expected)
        .isEqualTo(expected);
  }

  private static MnkPosition randomPosition(
      MnkShape shape, SplittableRandom random, int least, int most) {
    MnkPosition position = MnkPosition.empty(shape);
    int stones = least + random.nextInt(most - least + 1);
    for (int i = 0; i < stones && !position.isOver(); i++) {
      int cell;
      do {
        cell = random.nextInt(shape.cells());
      } while (!position.isEmpty(cell));
      position = position.play(cell);
    }
    return position;
  }
}
