package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every forced win the threat search claims on seeded random positions of boards the exact solver
 * proves (6 × 6 with four in a row, 7 × 7 with five) is one: the solver, by brute force, finds the
 * move a win, in no more plies than the search says. Positions the solver cannot settle within its
 * node budget are skipped; enough claims of more than one ply must be checked.
 */
class ThreatSoundnessTest {
  private static final long SEED = 20261202L;
  private static final long THREAT_NODES = 20_000;
  private static final long SOLVER_CHECKS = 200; // each check of the stop: 4,096 nodes

  /**
   * A board and its random positions.
   *
   * @param shape the board
   * @param fewest the fewest stones of a position
   * @param most the most stones
   * @param positions how many positions
   * @param deepClaims the fewest claims of 3 plies or more to check
   */
  record Case(MnkShape shape, int fewest, int most, int positions, int deepClaims) {
    @Override
    public String toString() {
      return shape.toString();
    }
  }

  static Stream<Case> cases() {
    return Stream.of(
        new Case(MnkShape.of(6, 6, 4), 8, 20, 300, 10),
        new Case(MnkShape.of(7, 7, 5), 16, 30, 300, 5));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void everyWinClaimedIsAWinInAtMostItsPlies(Case checked) {
    MnkShape shape = checked.shape();
    MnkSolver solver = new MnkSolver(shape, 18);
    ThreatSearch search = new ThreatSearch();
    SplittableRandom random = new SplittableRandom(SEED);
    List<String> wrong = new ArrayList<>();
    int deep = 0;
    for (int i = 0; i < checked.positions(); i++) {
      MnkPosition position = randomPosition(shape, checked, random);
      ThreatSearch.Win win =
          search.search(position, -1, THREAT_NODES, StopCondition.never()).win().orElse(null);
      if (win == null) {
        continue;
      }
      long[] checks = {0};
      StopCondition settled = () -> ++checks[0] > SOLVER_CHECKS;
      try {
        int score = solver.scoreOfMove(position, win.cell(), settled);
        int plies = score > 0 ? MnkScore.pliesToEnd(score, position.stones(), shape.cells()) : 0;
        if (score <= 0 || win.plies() < plies) {
          wrong.add(position + ": " + win + ", the solver says " + score + " (seed " + SEED + ")");
        } else if (win.plies() >= 3) {
          deep++;
        }
      } catch (SearchStoppedException tooLong) {
        // not settled within the solver's budget: nothing to compare
      }
    }
    assertThat(wrong).isEmpty();
    assertThat(deep)
        .as("claims of 3 plies or more checked (seed %d)", SEED)
        .isGreaterThanOrEqualTo(checked.deepClaims());
  }

  /** Returns a position of random stones on which nobody has a line yet. */
  private static MnkPosition randomPosition(MnkShape shape, Case checked, SplittableRandom random) {
    MnkPosition position = MnkPosition.empty(shape);
    int stones = checked.fewest() + random.nextInt(checked.most() - checked.fewest() + 1);
    for (int tries = 0; position.stones() < stones && tries < 1_000; tries++) {
      int cell = random.nextInt(shape.cells());
      if (position.isEmpty(cell) && !position.play(cell).isOver()) {
        position = position.play(cell);
      }
    }
    return position;
  }
}
