package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The primitives of the fast engines against the plain rules. */
class TicTacToeBitboardTest {

  @Test
  void theMaskWinTestAgreesWithTheLineLoopOnEveryMask() {
    int withLine = 0;
    for (int marks = 0; marks <= TicTacToeBitboard.FULL; marks++) {
      boolean expected = TicTacToeLines.hasLine(marks);
      assertThat(TicTacToeBitboard.hasLine(marks))
          .as("mask %9s", Integer.toBinaryString(marks))
          .isEqualTo(expected);
      withLine += expected ? 1 : 0;
    }
    assertThat(withLine).as("a sanity check that both ever say yes").isPositive();
  }

  @Test
  void theWinningCellIsTheLowestCellThatCompletesALine() {
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      int mine = TicTacToeBitboard.mine(position);
      int completing = TicTacToeHeuristicAgent.completingCells(mine, position.emptyCells());
      int expected = completing == 0 ? -1 : Integer.numberOfTrailingZeros(completing);
      assertThat(TicTacToeBitboard.winningCell(mine, position.emptyCells()))
          .as("%s", position)
          .isEqualTo(expected);
    }
  }

  @Test
  void theBoardIndexTellsEveryReachablePositionApart() {
    Set<Integer> indices = new HashSet<>();
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      int index =
          TicTacToeBitboard.boardIndex(
              TicTacToeBitboard.mine(position), TicTacToeBitboard.theirs(position));
      assertThat(index).isBetween(0, TicTacToeBitboard.BOARD_INDICES - 1);
      indices.add(index);
    }
    assertThat(indices).hasSize(5_478);
  }

  @Test
  void theMoverSeesHerOwnMarksAsMine() {
    TicTacToePosition position = TicTacToePosition.empty().play(4).play(0).play(8);
    assertThat(TicTacToeBitboard.mine(position)).as("O to move").isEqualTo(position.os());
    assertThat(TicTacToeBitboard.theirs(position)).isEqualTo(position.xs());
  }

  @Test
  void thereAre765SymmetryClassesAndTheyAreThoseOfTheCanonicalKey() {
    assertThat(TicTacToeSymmetryClasses.count()).isEqualTo(765);
    Map<Long, Integer> classOfKey = new HashMap<>();
    Map<Integer, Long> keyOfClass = new HashMap<>();
    TicTacToeSymmetries symmetries = new TicTacToeSymmetries();
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      int symmetryClass = TicTacToeSymmetryClasses.of(position);
      long key = TicTacToeSymmetries.canonicalKey(position);
      assertThat(symmetryClass).isBetween(0, 764);
      assertThat(classOfKey.computeIfAbsent(key, k -> symmetryClass))
          .as("one class per canonical key")
          .isEqualTo(symmetryClass);
      assertThat(keyOfClass.computeIfAbsent(symmetryClass, c -> key))
          .as("one canonical key per class")
          .isEqualTo(key);
      for (TicTacToePosition image : symmetries.images(position)) {
        assertThat(TicTacToeSymmetryClasses.of(image))
            .as("image of %s", position)
            .isEqualTo(symmetryClass);
      }
    }
    assertThat(keyOfClass).hasSize(765);
  }
}
