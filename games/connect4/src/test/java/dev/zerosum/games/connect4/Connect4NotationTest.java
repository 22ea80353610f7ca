package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.IllegalPositionException;
import dev.zerosum.core.NotationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Connect4NotationTest {
  private final Connect4Notation notation = new Connect4Notation();

  @Test
  void readsAndWritesTheColumnsPlayed() {
    Connect4Position position = notation.parsePosition("4453");
    assertThat(notation.formatPosition(position)).isEqualTo("4453");
    assertThat(notation.parsePosition(" 44 53 ")).as("spaces are ignored").isEqualTo(position);
    assertThat(notation.parsePosition("")).isEqualTo(Connect4Position.empty());
    assertThat(notation.parseMove(position, " 7 ")).isEqualTo(Connect4Move.of(6));
    assertThat(notation.formatMove(position, Connect4Move.of(0))).isEqualTo("1");
  }

  @Test
  void aBadCharacterIsNamedWithItsPlace() {
    assertThatThrownBy(() -> notation.parsePosition("44x3"))
        .isInstanceOf(NotationException.class)
        .hasMessage(
            "bad character 'x' at place 3 of '44x3'; expected the columns played, each a digit 1"
                + " to 7");
    assertThatThrownBy(() -> notation.parsePosition("4083"))
        .isInstanceOf(NotationException.class)
        .hasMessageStartingWith("bad character '0' at place 2");
  }

  @Test
  void aMoveIntoAFullColumnIsNamed() {
    assertThatThrownBy(() -> notation.parsePosition("124444444"))
        .isInstanceOf(IllegalPositionException.class)
        .hasMessage("move 9 of '124444444' is in column 4, which is already full (6 stones)");
  }

  @Test
  void aMoveAfterTheEndOfTheGameIsNamed() {
    assertThatThrownBy(() -> notation.parsePosition("12121214"))
        .isInstanceOf(IllegalPositionException.class)
        .hasMessage(
            "move 8 (column 4) of '12121214' comes after the end of the game: X completed four"
                + " in a row at move 7");
  }

  @ParameterizedTest(name = "''{0}'' is column {1}")
  @CsvSource({"4, 4", "04, 4", "007, 7", "' 01 ', 1"})
  void zerosInFrontOfAColumnAreTheSameColumn(String typed, int column) {
    assertThat(notation.parseMove(notation.parsePosition(""), typed))
        .isEqualTo(Connect4Move.of(column - 1));
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource({"0", "00", "08", "-1"})
  void zeroAndColumnsPastTheBoardStayOffIt(String typed) {
    assertThatThrownBy(() -> notation.parseMove(notation.parsePosition(""), typed))
        .isInstanceOf(NotationException.class)
        .hasMessageEndingWith("is off the board; columns are numbered 1 to 7");
  }

  @Test
  void movesAreColumnsOneToSeven() {
    Connect4Position position = notation.parsePosition("444444");
    assertThatThrownBy(() -> notation.parseMove(position, "8"))
        .isInstanceOf(NotationException.class)
        .hasMessage("column 8 is off the board; columns are numbered 1 to 7");
    assertThatThrownBy(() -> notation.parseMove(position, "left"))
        .isInstanceOf(NotationException.class)
        .hasMessage("'left' is not a move; type a column, 1 (left) to 7 (right)");
    assertThatThrownBy(() -> notation.parseMove(position, ""))
        .isInstanceOf(NotationException.class)
        .hasMessageStartingWith("no move given");
    assertThatThrownBy(() -> notation.parseMove(position, "4"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("column 4 is full (6 stones); choose another column");
    Connect4Position won = notation.parsePosition("1212121");
    assertThatThrownBy(() -> notation.parseMove(won, "3"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("the game is over: no more moves can be played");
  }

  @Test
  void aSolveLineReadsTheMovesAndTheExpectedScore() {
    Connect4SolveLine line = Connect4SolveLine.parse(3, "4453 -2");
    assertThat(line.position().history()).isEqualTo("4453");
    assertThat(line.expected()).hasValue(-2);
    assertThat(Connect4SolveLine.parse(1, "4453").expected()).isEmpty();
    assertThatThrownBy(() -> Connect4SolveLine.parse(7, "4453 x"))
        .hasMessage(
            "line 7: the expected score 'x' is not a number; expected an integer from -21 to 21");
    assertThatThrownBy(() -> Connect4SolveLine.parse(9, "44a"))
        .hasMessageStartingWith("line 9: bad character 'a' at place 3");
    assertThatThrownBy(() -> Connect4SolveLine.parse(2, "1 2 3"))
        .hasMessageStartingWith("line 2: '1 2 3' is not a position");
  }
}
