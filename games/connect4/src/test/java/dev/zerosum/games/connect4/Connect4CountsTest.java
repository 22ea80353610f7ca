package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The number of legal positions after n moves, known from the literature (OEIS A212693). */
class Connect4CountsTest {

  @Test
  void countsTheLegalPositionsAfterEachOfTheFirstEightMoves() {
    long[] expected = {1, 7, 49, 238, 1_120, 4_263, 16_422, 54_859, 184_275};
    Set<Connect4Position> level = Set.of(Connect4Position.empty());
    for (int moves = 0; moves < expected.length; moves++) {
      assertThat((long) level.size())
          .as("positions after %d moves", moves)
          .isEqualTo(expected[moves]);
      Set<Connect4Position> next = new HashSet<>();
      for (Connect4Position position : level) {
        for (int column = 0; column < Connect4Bitboard.WIDTH; column++) {
          if (position.canPlay(column)) { // a won game goes no further
            next.add(position.play(column));
          }
        }
      }
      level = next;
    }
  }

  @Test
  void theGameImplementationListsTheSameMovesAsThePosition() {
    Connect4 game = new Connect4();
    Connect4Position position = Connect4Position.of("4444441");
    assertThat(game.actions(position))
        .as("column 4 is full")
        .extracting(Connect4Move::typed)
        .containsExactly(1, 2, 3, 5, 6, 7);
  }
}
