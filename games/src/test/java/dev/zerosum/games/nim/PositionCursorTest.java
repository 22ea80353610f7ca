package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The cursor's shortcut numbering of moves against the numbering that walks every run ({@link
 * SortedPositionsBelow#indexAfterMove}, itself checked against a brute-force listing).
 */
class PositionCursorTest {

  @ParameterizedTest
  @CsvSource({
    "'1'",
    "'1,2'",
    "'3,1,4,1,5'",
    "'0,2,2,7'",
    "'2,2,2,2,3,3'",
    "'1,2,3,4,5,6,7'",
    "'5,5,5,5,5'",
    "'1,1,1,1,1,1,9'",
    "'13,41,0,11'"
  })
  void numbersEveryMoveOfEveryPositionBelowAsTheFullWalkDoes(String piles) {
    long[] sizes = Arrays.stream(piles.split(",")).mapToLong(Long::parseLong).toArray();
    SortedPositionsBelow below = SortedPositionsBelow.of(sizes, 1_000_000);
    PositionCursor cursor = new PositionCursor(below);
    int positions = 0;
    long moves = 0;
    do {
      PileRuns position = cursor.position();
      assertThat(cursor.index())
          .as("the number of %s", position)
          .isEqualTo(below.indexOf(position));
      long[] sorted =
          Arrays.stream(position.toString().split(",")).mapToLong(Long::parseLong).toArray();
      assertThat(cursor.nimSum())
          .as("the nim-sum of %s", position)
          .isEqualTo(Arrays.stream(sorted).reduce(0, (a, b) -> a ^ b));
      assertThat((long) cursor.largePiles())
          .as("piles of 2 or more in %s", position)
          .isEqualTo(Arrays.stream(sorted).filter(p -> p >= 2).count());
      assertThat((long) cursor.onePiles())
          .as("piles of 1 in %s", position)
          .isEqualTo(Arrays.stream(sorted).filter(p -> p == 1).count());
      assertThat((long) cursor.objects())
          .as("objects in %s", position)
          .isEqualTo(Arrays.stream(sorted).sum());
      for (int run = 0; run < position.runs(); run++) {
        for (int target = 0; target < position.value(run); target++) {
          assertThat(cursor.indexAfterMove(run, target))
              .as("%s with a pile of %d reduced to %d", position, position.value(run), target)
              .isEqualTo(below.indexAfterMove(position, run, target));
          moves++;
        }
      }
      positions++;
    } while (cursor.advance());

    assertThat(positions).as("every position below %s, once", piles).isEqualTo(below.count());
    assertThat(moves).as("moves compared below %s", piles).isPositive();
  }
}
