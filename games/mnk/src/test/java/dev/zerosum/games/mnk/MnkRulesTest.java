package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.IllegalPositionException;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The board's layout, the win test by shifts on one word and on several, and the notation. */
class MnkRulesTest {
  private final MnkShape gomoku = MnkShape.of(15, 15, 5);

  @Test
  void aGomokuBoardTakesFourWordsAndHas572RunsOfFive() {
    assertThat(gomoku.bits()).as("15 rows of 15 cells and a guard bit").isEqualTo(240);
    assertThat(gomoku.words()).isEqualTo(4);
    assertThat(gomoku.lines())
        .as("165 across, 165 down, 121 on each diagonal")
        .isEqualTo(165 + 165 + 121 + 121);
    assertThat(gomoku.symmetryCount()).isEqualTo(8);
    assertThat(MnkShape.of(4, 5, 4).symmetryCount()).as("a rectangle").isEqualTo(4);
  }

  @ParameterizedTest(name = "five from column {0}, row {1}, step {2},{3}")
  @CsvSource({"0, 3, 0, 1", "10, 3, 0, 1", "2, 2, 1, 1", "12, 0, 1, -1", "7, 10, 1, 0"})
  void fiveInARowWinsAnywhereEvenAcrossWords(int column, int row, int down, int across) {
    // Row 3 from column 10 spans bits 58 to 62 and the vertical line crosses several words.
    MnkPosition position = MnkPosition.empty(gomoku);
    int filler = 0;
    for (int i = 0; i < 5; i++) {
      position = position.play(gomoku.cellAt(row + down * i, column + across * i));
      if (i < 4) {
        while (!position.isEmpty(filler) || isOnLine(filler, column, row, down, across)) {
          filler++;
        }
        position = position.play(filler);
      }
    }
    assertThat(position.winner()).contains(Player.MAX);
    assertThat(new Mnk(gomoku).utility(position)).isEqualTo(1);
  }

  private boolean isOnLine(int cell, int column, int row, int down, int across) {
    for (int i = 0; i < 5; i++) {
      if (cell == gomoku.cellAt(row + down * i, column + across * i)) {
        return true;
      }
    }
    return false;
  }

  @Test
  void noRunWrapsFromOneRowToTheNext() {
    MnkShape shape = MnkShape.of(3, 4, 3);
    // X on the last two cells of row 0 and the first of row 1: consecutive cell numbers.
    MnkPosition position =
        new MnkNotation(shape).parsePosition("..XX/X.../OOO.".replace("OOO.", ".O.O"));
    assertThat(position.winner()).as("the guard column stops the run").isEmpty();
  }

  @Test
  void aShiftOf64OrMoreIsNoRun() {
    // Three rows of fifteen take 48 bits; a vertical run of four would shift by 64.
    assertThat(MnkBits.hasRun(0xFFFF_FFFF_FFFFL, 16, 4)).as("only three rows").isFalse();
    assertThat(MnkBits.hasRun(0x0001_0001_0001L, 16, 3)).as("three down").isTrue();
  }

  @Test
  void movesAreCellNumbersOnSmallBoardsAndPointsOnLargeOnes() {
    MnkShape small = MnkShape.of(4, 4, 4);
    MnkNotation notation = new MnkNotation(small);
    MnkPosition empty = MnkPosition.empty(small);
    assertThat(notation.parseMove(empty, "6")).isEqualTo(new MnkMove(1, 1));
    assertThat(notation.parseMove(empty, "d4"))
        .as("the top right point")
        .isEqualTo(new MnkMove(3, 0));
    assertThat(notation.parseMove(empty, "3 0")).as("the old x y").isEqualTo(new MnkMove(3, 0));
    assertThat(notation.parseMove(empty, "3,0")).isEqualTo(new MnkMove(3, 0));
    assertThat(notation.formatMove(empty, new MnkMove(3, 0))).isEqualTo("4");
    MnkNotation large = new MnkNotation(gomoku);
    MnkPosition start = MnkPosition.empty(gomoku);
    assertThat(large.formatMove(start, new MnkMove(7, 7))).as("the centre").isEqualTo("h8");
    assertThat(large.parseMove(start, "7 7")).as("the old x y").isEqualTo(new MnkMove(7, 7));
    assertThat(large.parseMove(start, "H8")).isEqualTo(new MnkMove(7, 7));
    assertThatThrownBy(() -> large.parseMove(start, "113"))
        .isInstanceOf(NotationException.class)
        .hasMessage(
            "'113' is one number, but the cells of a board this large have none; type a point:"
                + " a column a to o and a row 1 to 15 (1 at the bottom), like h8");
    assertThatThrownBy(() -> large.parseMove(start, "15 2"))
        .isInstanceOf(NotationException.class)
        .hasMessage(
            "'15 2': column 15 is off the board; columns are 0 to 14, counted from the left as"
                + " x,y counts them");
    assertThatThrownBy(() -> large.parseMove(start, "p8"))
        .isInstanceOf(NotationException.class)
        .hasMessage("'p8': column p is off the board; columns are a to o");
    assertThatThrownBy(() -> large.parseMove(start, "h16"))
        .isInstanceOf(NotationException.class)
        .hasMessage("'h16': row 16 is off the board; rows are 1 to 15, 1 at the bottom");
    assertThatThrownBy(() -> large.parseMove(start.play(gomoku.cellAt(7, 7)), "h8"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("h8 is already taken by X");
    assertThatThrownBy(() -> notation.parseMove(empty.play(5), "6"))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cell 6 is already taken by X");
  }

  @Test
  void positionsAreWrittenRowByRowWithSlashes() {
    MnkShape shape = MnkShape.of(3, 4, 3);
    MnkNotation notation = new MnkNotation(shape);
    MnkPosition position = notation.parsePosition("x.o./..../....");
    assertThat(notation.formatPosition(position)).isEqualTo("X.O./..../....");
    assertThat(notation.parsePosition("X.O.........")).isEqualTo(position);
    assertThat(position.toMove()).isEqualTo(Player.MAX);
    assertThatThrownBy(() -> notation.parsePosition("X.O/..../...."))
        .isInstanceOf(NotationException.class)
        .hasMessage("row 1 of 'X.O/..../....' has 3 cells; expected 4");
    assertThatThrownBy(() -> notation.parsePosition("X/..../...."))
        .as("one cell, said in the singular")
        .hasMessage("row 1 of 'X/..../....' has 1 cell; expected 4");
    assertThatThrownBy(() -> notation.parsePosition("X.O./...."))
        .hasMessage("'X.O./....' has 2 rows; expected 3 rows of 4 cells separated by '/'");
    assertThatThrownBy(() -> notation.parsePosition("XX.........."))
        .isInstanceOf(IllegalPositionException.class)
        .hasMessage(
            "too many X: 2 X and 0 O; X moves first, so there are as many X as O, or one more");
  }

  @Test
  void aBoardOutOfRangeIsNamed() {
    assertThatThrownBy(() -> MnkShape.of(20, 3, 3))
        .hasMessage("a board of 20 × 3 is out of range; expected 1 to 19 rows and columns");
    assertThatThrownBy(() -> MnkShape.of(3, 4, 5))
        .hasMessage("k = 5 in a row cannot be made on 3 × 4; expected 1 to 4");
  }
}
