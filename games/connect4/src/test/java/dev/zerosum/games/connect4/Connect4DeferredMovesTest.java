package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The moves a thread puts off because another thread searches their positions ({@link
 * Connect4BusyPositions}): put off, never left out. Without threads, so without a clock: one solver
 * is told that positions are busy, as another thread would tell it, and must still find every
 * score.
 */
class Connect4DeferredMovesTest {
  @Test
  void aPositionIsBusyFromEnteringToLeaving() {
    Connect4BusyPositions busy = new Connect4BusyPositions();
    long key = Connect4Position.of("4444").key();
    assertThat(busy.isBusy(key)).isFalse();
    busy.enter(key);
    assertThat(busy.isBusy(key)).isTrue();
    assertThat(busy.isBusy(key + 1)).isFalse();
    busy.leave(key);
    assertThat(busy.isBusy(key)).isFalse();
  }

  @Test
  void aStoppedSearchLeavesEveryPositionItEntered() {
    Connect4BusyPositions busy = new Connect4BusyPositions();
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    solver.shareWork(busy);
    int[] asked = {0};
    StopCondition third = () -> ++asked[0] == 3; // stopped deep in the search, after 12,288 nodes
    Connect4Position position = Connect4Position.of("4444");
    assertThatThrownBy(() -> solver.solve(position, third))
        .isInstanceOf(SearchStoppedException.class);
    assertThat(busy.isBusy(Connect4Size.STANDARD.canonicalKey(position.key()))).isFalse();
    for (int column = 0; column < 7; column++) {
      long child = Connect4Size.STANDARD.canonicalKey(position.play(column).key());
      assertThat(busy.isBusy(child)).as("column %d", column + 1).isFalse();
    }
  }

  @Test
  void leavingAPositionDoesNotFreeAnotherThatTookItsSlot() {
    Connect4BusyPositions busy = new Connect4BusyPositions();
    long key = Connect4Position.of("4").key();
    busy.enter(key);
    busy.leave(key + 12345); // not there: nothing happens to the one that is
    assertThat(busy.isBusy(key)).isTrue();
  }

  @Test
  void movesWhosePositionsAreBusyAreSearchedLastAndTheScoresStayExact() {
    List<Connect4SolveLine> lines = BenchmarkSets.read("Test_L1_R2", 12);
    Connect4Table table = new Connect4Table(1 << 20);
    Connect4Solver alone = new Connect4Solver(table);
    Connect4Solver deferring = new Connect4Solver(table);
    int deferredSomewhere = 0;
    for (Connect4SolveLine line : lines) {
      Connect4Position position = line.position();
      alone.clearTables();
      alone.resetNodes();
      int expected = alone.solve(position);
      long aloneNodes = alone.nodes();

      // Every child of the root is "searched by another thread", as is every grandchild.
      Connect4BusyPositions busy = new Connect4BusyPositions();
      for (int column = 0; column < Connect4Size.STANDARD.width(); column++) {
        if (position.canPlay(column)) {
          Connect4Position child = position.play(column);
          busy.enter(Connect4Size.STANDARD.canonicalKey(child.key()));
          for (int next = 0; next < Connect4Size.STANDARD.width(); next++) {
            if (!child.isOver() && child.canPlay(next)) {
              busy.enter(Connect4Size.STANDARD.canonicalKey(child.play(next).key()));
            }
          }
        }
      }
      deferring.shareWork(busy);
      deferring.clearTables();
      deferring.resetNodes();
      assertThat(deferring.solve(position))
          .as("line %d: %s", line.number(), position)
          .isEqualTo(expected)
          .isEqualTo(line.expected().getAsInt());
      deferredSomewhere += deferring.nodes() != aloneNodes ? 1 : 0;
    }
    // The order changed the search on some line: the busy positions were read.
    assertThat(deferredSomewhere).isPositive();
  }
}
