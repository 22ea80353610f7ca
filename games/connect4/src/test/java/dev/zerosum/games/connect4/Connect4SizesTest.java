package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.GameInputException;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Connect Four on boards other than 7 × 6: the value of the empty board of every size up to 32
 * cells against the published table ({@link PublishedResults}), the score formula, the notation
 * with commas, and the sizes refused.
 */
class Connect4SizesTest {
  /**
   * The boards solved here: every published one of up to 32 cells (4 × 8 and 8 × 4 the largest).
   */
  static List<PublishedResults.Result> smallBoards() {
    return PublishedResults.all().stream().filter(r -> r.size().cells() <= 30).toList();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("smallBoards")
  void theEmptyBoardHasItsPublishedValueAndLength(PublishedResults.Result published) {
    Connect4Size size = published.size();
    Connect4Solver solver = new Connect4Solver(Connect4Table.ofMegabytes(16, size));
    int score = solver.solve(Connect4Position.empty(size));
    assertThat(score).as("score of the empty %s", size).isEqualTo(published.score());
    assertThat(Integer.signum(score)).isEqualTo(published.winner());
    // How long perfect play lasts: the winning move's number, or every cell for a draw.
    int plies = score == 0 ? size.cells() : Connect4Score.pliesToEnd(score, 0, size.cells());
    assertThat(plies).as("the move that ends the game on %s", size).isEqualTo(published.lastMove());
  }

  @Test
  void everyBoardUpTo30CellsIsSolvedHere() {
    assertThat(smallBoards())
        .extracting(Object::toString)
        .containsExactlyInAnyOrder(
            "4×4", "5×4", "4×5", "6×4", "4×6", "5×5", "7×4", "4×7", "6×5", "5×6");
  }

  @Test
  void theScoreOfAWinCountsTheStonesUnderTheWinningOne() {
    // 7 × 6: a win with the 21st stone (onto 40) scores 1, with the 4th (onto 6) 18, as before.
    assertThat(Connect4Score.winAtOnce(40, 42)).isEqualTo(1);
    assertThat(Connect4Score.winAtOnce(6, 42)).isEqualTo(18);
    assertThat(Connect4Score.lastStoneScore(7)).isEqualTo(Connect4Score.lastStoneScore(7, 42));
    // 6 × 4: the second player's 12th stone, onto 23, is the last cell: score -1 from the start.
    assertThat(Connect4Score.pliesToEnd(-1, 0, 24)).isEqualTo(24);
    assertThat(Connect4Score.pliesToEnd(1, 0, 42)).isEqualTo(41);
    // 8 × 7 (56 cells): a win on move 53 scores 2.
    assertThat(Connect4Score.pliesToEnd(2, 0, 56)).isEqualTo(53);
  }

  @Test
  void positionsOfTenColumnsOrMoreAreWrittenWithCommas() {
    Connect4Size ten = Connect4Size.of(10, 5);
    Connect4Position position = Connect4Position.of(ten, "10,3,4");
    assertThat(position.history()).isEqualTo("10,3,4");
    assertThat(position.height(9)).isEqualTo(1);
    assertThat(Connect4Position.of(ten, "").moves()).isZero();
    assertThat(Connect4Position.of(ten, "10").history()).isEqualTo("10");
    assertThatThrownBy(() -> Connect4Position.of(ten, "11")).isInstanceOf(GameInputException.class);
    assertThatThrownBy(() -> Connect4Position.of(ten, "1,,2"))
        .isInstanceOf(GameInputException.class);
  }

  @Test
  void positionsOfUpToNineColumnsTakeDigitsOrCommas() {
    Connect4Size nine = Connect4Size.of(9, 5);
    assertThat(Connect4Position.of(nine, "9,1,5")).isEqualTo(Connect4Position.of(nine, "915"));
    assertThat(Connect4Position.of(nine, "915").history()).isEqualTo("915");
    assertThat(Connect4Position.of("4,4,5")).isEqualTo(Connect4Position.of("445"));
    assertThatThrownBy(() -> Connect4Position.of("48")).isInstanceOf(GameInputException.class);
  }

  @Test
  void aColumnFillsAtTheBoardsHeightAndTheMirrorSwapsItsColumns() {
    Connect4Size tall = Connect4Size.of(4, 15);
    Connect4Position position = Connect4Position.empty(tall);
    for (int i = 0; i < 15; i++) {
      position = position.play(0); // never four in the column: the colours alternate
    }
    assertThat(position.height(0)).isEqualTo(15);
    assertThat(position.canPlay(0)).isFalse();
    assertThat(position.mirrored().height(3)).isEqualTo(15);
    assertThat(position.mirrored().mirrored()).isEqualTo(position);
  }

  @Test
  void onlyBoardsThatFit64BitsAreOffered() {
    assertThat(Connect4Size.fits(8, 7)).isTrue(); // 64 bits
    assertThat(Connect4Size.fits(4, 15)).isTrue();
    assertThat(Connect4Size.fits(12, 4)).isTrue();
    assertThat(Connect4Size.fits(9, 7)).isFalse(); // 72 bits
    assertThat(Connect4Size.fits(3, 6)).isFalse();
    assertThatThrownBy(() -> Connect4Size.of(13, 4)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void aSolverOfOneSizeRefusesAnotherAndTheBookIsFor7By6Alone() {
    Connect4Solver solver = new Connect4Solver(Connect4Table.ofMegabytes(1));
    assertThatThrownBy(() -> solver.solve(Connect4Position.empty(Connect4Size.of(5, 4))))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(solver.size()).isSameAs(Connect4Size.STANDARD);
  }

  @Test
  void theLargestBoardSolvesAPositionNearItsEnd() {
    // 8 × 7 uses all 64 bits of the key: the table must tell every position apart.
    Connect4Size largest = Connect4Size.of(8, 7);
    long seed = 24;
    SplittableRandom random = new SplittableRandom(seed);
    Connect4Position position = Connect4Position.empty(largest);
    int tries = 0;
    while (position.moves() < 36) {
      if (++tries > 1000) {
        position = Connect4Position.empty(largest); // stuck: every move ends the game soon
        tries = 0;
      }
      int column = random.nextInt(largest.width());
      if (position.canPlay(column) && !position.isWinningMove(column)) {
        Connect4Position next = position.play(column);
        if (!largest.canWinAtOnce(next.stones(), next.mask())) {
          position = next; // a quiet game: nobody wins at once
        }
      }
    }
    Connect4Solver solver = new Connect4Solver(Connect4Table.ofMegabytes(8, largest));
    int score = solver.solve(position);
    Connect4Solver again = new Connect4Solver(Connect4Table.ofMegabytes(1, largest));
    assertThat(again.solve(position)).as("seed %d: %s", seed, position).isEqualTo(score);
    assertThat(Math.abs(score)).isLessThanOrEqualTo(largest.cells() / 2);
  }
}
