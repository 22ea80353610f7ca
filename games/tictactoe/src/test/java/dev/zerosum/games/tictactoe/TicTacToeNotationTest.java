package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.IllegalPositionException;
import dev.zerosum.core.NotationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TicTacToeNotationTest {
  private final TicTacToeNotation notation = new TicTacToeNotation();

  @ParameterizedTest(name = "''{0}'' is cell {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "1|0",
        "5|4",
        "9|8",
        " 7 |6", // typed 1 to 9
        "0 0|0",
        "2 0|2",
        "0 2|6",
        "1 2|7",
        "2 2|8",
        "1,1|4",
        "0, 1|3" // column then row
      })
  void readsBothWaysOfTypingAMove(String text, int cell) {
    TicTacToeMove move = notation.parseMove(TicTacToePosition.empty(), text);
    assertThat(move.cell()).isEqualTo(cell);
    assertThat(notation.formatMove(TicTacToePosition.empty(), move))
        .isEqualTo(Integer.toString(cell + 1));
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "\"\"|no move given; type a cell 1 to 9, or a column and a row 'x y', each 0 to 2",
        "abc|'abc' is not a move; type a cell 1 to 9, or a column and a row 'x y', each 0 to 2",
        "0|cell 0 is off the board; cells are numbered 1 to 9",
        "10|cell 10 is off the board; cells are numbered 1 to 9",
        "99999999999|cell 99999999999 is off the board; cells are numbered 1 to 9",
        "1 5|'1 5': row 5 is off the board; rows are 0 to 2",
        "3 1|'3 1': column 3 is off the board; columns are 0 to 2",
        "1 2 3|'1 2 3' is not a move; type a cell 1 to 9, or a column and a row 'x y', each 0 to 2"
      })
  void saysWhatIsWrongWithAMove(String text, String message) {
    assertThatThrownBy(() -> notation.parseMove(TicTacToePosition.empty(), text))
        .isInstanceOf(NotationException.class)
        .hasMessage(message);
  }

  @Test
  void refusesTakenCellsAndMovesAfterTheEnd() {
    TicTacToePosition centre = TicTacToePosition.empty().play(4);
    assertThatThrownBy(() -> notation.parseMove(centre, "5"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cell 5 is already taken by X");
    assertThatThrownBy(() -> notation.parseMove(centre, "1 1"))
        .hasMessage("cell 5 is already taken by X");
    TicTacToePosition over = notation.parsePosition("XXX/OO./...");
    assertThatThrownBy(() -> notation.parseMove(over, "9"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("the game is over: no more moves can be played");
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource({"XO.X.....", "xo.x.....", "XO-X_____", "XO./X../...", " XO.X..... "})
  void readsPositionsWrittenTheUsualWays(String text) {
    TicTacToePosition position = notation.parsePosition(text);
    assertThat(notation.formatPosition(position)).isEqualTo("XO.X.....");
  }

  @ParameterizedTest(name = "''{0}''")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "XO.X....|wrong length: 'XO.X....' has 8 cells; expected 9 of X, O and . (row by row, '/'"
            + " between rows allowed)",
        "XO.X.....X|wrong length: 'XO.X.....X' has 10 cells; expected 9 of X, O and . (row by row,"
            + " '/' between rows allowed)",
        "X|wrong length: 'X' has 1 cell; expected 9 of X, O and . (row by row, '/' between rows"
            + " allowed)",
        "XO.Z.....|bad character 'Z' for cell 4; expected X, O, or . - _ for an empty cell",
        "XXXX.O...|too many X: 4 X and 1 O; X moves first, so there are as many X as O, or one more",
        "OO.X.....|too many O: 1 X and 2 O; X moves first, so there are as many X as O, or one more",
        "XXXOOO...|two winners: X and O both have a line",
        "XXXOO.O..|X has a line but O moved after it; the game ends when a line is made",
        "OOOXX.XX.|O has a line but X moved after it; the game ends when a line is made"
      })
  void saysWhyAPositionCannotBeRead(String text, String message) {
    assertThatThrownBy(() -> notation.parsePosition(text))
        .isInstanceOfAny(NotationException.class, IllegalPositionException.class)
        .hasMessage(message);
  }
}
