package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The shipped book against what is known of Connect Four: the scores of the first moves, the
 * negamax of its own entries, and a seeded sample of its deepest entries solved directly. Skipped,
 * saying why, while the games jar ships no book.
 */
class Connect4StandardBookTest {
  private Connect4Book book;

  @BeforeEach
  void readTheShippedBook() {
    var shipped = Connect4Book.standardIfShipped();
    assumeTrue(shipped.isPresent(), "the games jar ships no book yet (book/run builds one)");
    book = shipped.get();
  }

  @Test
  void knowsTheFirstMovesOfTheLiterature() {
    // The first player wins only in the centre (with its 21st stone); 3 and 5 draw; the edges lose.
    int[] moveScores = {-2, -1, 0, 1, 0, -1, -2};
    assertThat(book.score(Connect4Position.empty())).as("X wins with its last stone").hasValue(1);
    for (int column = 0; column < 7; column++) {
      assertThat(book.score(Connect4Position.empty().play(column)))
          .as("column %d", column + 1)
          .hasValue(-moveScores[column]);
    }
  }

  @Test
  void everyEntryAboveTheDeepestPlyIsTheNegamaxOfItsChildren() {
    SplittableRandom random = new SplittableRandom(12);
    System.out.println("seed 12: 300 entries of " + book.size());
    for (int n = 0; n < 300; n++) {
      Connect4Position position = book.positionAt(random.nextInt(book.size()));
      if (position.moves() >= book.header().fullPlies()) {
        continue;
      }
      int best = Integer.MIN_VALUE;
      for (int column = 0; column < 7; column++) {
        if (position.canPlay(column)) {
          best =
              Math.max(
                  best,
                  position.isWinningMove(column)
                      ? (Connect4Bitboard.CELLS + 1 - position.moves()) / 2
                      : -book.score(position.play(column)).orElseThrow());
        }
      }
      assertThat(book.score(position)).as("%s", position).hasValue(best);
    }
  }

  @Test
  void aSampleOfTheDeepestEntriesAgreesWithDirectSolves() {
    SplittableRandom random = new SplittableRandom(34);
    System.out.println("seed 34: 4 entries of the deepest ply solved without the book");
    Connect4Solver solver = new Connect4Solver(Connect4Table.ofMegabytes(32));
    int checked = 0;
    while (checked < 4) {
      int index = random.nextInt(book.size());
      Connect4Position position = book.positionAt(index);
      if (position.moves() == book.header().fullPlies()) {
        solver.clearTables();
        assertThat(solver.solve(position)).as("%s", position).isEqualTo(book.scoreAt(index));
        checked++;
      }
    }
  }
}
