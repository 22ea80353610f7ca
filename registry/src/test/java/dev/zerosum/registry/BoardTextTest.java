package dev.zerosum.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.Player;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The terminal's board written from a board view alone, for a game that writes no render. */
class BoardTextTest {

  @Test
  void aGridIsLetteredByColumnAndNumberedByRowFromTheTop() {
    BoardView.Grid grid = new BoardView.Grid(2, 3, false, List.of("X.O", "..X"));
    assertThat(BoardText.of(grid, false)).isEqualTo("  a b c\n1 X . O\n2 . . X\n");
  }

  @Test
  void aGridOfTenRowsOrMoreKeepsItsColumnsInLine() {
    BoardView.Grid grid =
        new BoardView.Grid(10, 1, false, List.of(".", ".", ".", ".", ".", ".", ".", ".", ".", "X"));
    assertThat(BoardText.of(grid, false)).startsWith("   a\n 1 .\n").endsWith("10 X\n");
  }

  @Test
  void aGridThatNamesItsAxesIsDrawnInsideThemAsAGoBoardIs() {
    BoardView.Axes axes = new BoardView.Axes(List.of("a", "b", "c"), List.of("10", "9"));
    BoardView.Grid grid =
        new BoardView.Grid(
            2, 3, false, List.of("X.O", "..X"), List.of(), BoardView.Mark.X_AND_O, axes);
    assertThat(BoardText.of(grid, false))
        .as("the columns above and below, each row's name either side, right-aligned on the left")
        .isEqualTo("   a b c\n10 X . O 10\n 9 . . X 9\n   a b c\n");
    assertThat(axes.name(1, 2)).as("a cell is its column's name, then its row's").isEqualTo("c9");
  }

  @Test
  void axesThatNameTooFewColumnsOrRowsAreRefused() {
    BoardView.Axes axes = new BoardView.Axes(List.of("a", "b"), List.of("1"));
    assertThatThrownBy(
            () ->
                new BoardView.Grid(
                    1, 3, false, List.of("..."), List.of(), BoardView.Mark.X_AND_O, axes))
        .hasMessage("axes that name 2 columns and 1 rows on a grid of 3 columns and 1 rows");
  }

  @Test
  void colourPaintsEachMarkAsItsPlayersAndDimsTheEmptyCells() {
    List<BoardView.Mark> stones =
        List.of(
            BoardView.Mark.disc('B', Player.MAX, "#000000", null),
            BoardView.Mark.disc('W', Player.MIN, "#ffffff", null));
    BoardView.Grid grid = new BoardView.Grid(1, 3, false, List.of("BW."), List.of(), stones);
    assertThat(BoardText.of(grid, true))
        .isEqualTo(
            "  a b c\n1 "
                + Ansi.paint("B", Ansi.BOLD_CYAN)
                + " "
                + Ansi.paint("W", Ansi.BOLD_YELLOW)
                + " "
                + Ansi.paint(".", Ansi.DIM)
                + "\n");
  }

  @Test
  void pilesRowsAndTreesAreWrittenPlainly() {
    assertThat(BoardText.of(new BoardView.Piles(List.of("A", "B"), List.of("3", "0")), false))
        .isEqualTo("A 3\nB 0\n");
    assertThat(BoardText.of(new BoardView.Row(4, 3), false)).isEqualTo("4 ||||\n");
    assertThat(
            BoardText.of(
                new BoardView.Tree(
                    "A",
                    null,
                    List.of(
                        new BoardView.Tree.Child("B", 3, 0),
                        new BoardView.Tree.Child("C", null, 2))),
                false))
        .isEqualTo("A B C\n");
  }

  @Test
  void columnsPastZAreNamedAsSpreadsheetsNameThem() {
    assertThat(BoardText.columnName(25)).isEqualTo("z");
    assertThat(BoardText.columnName(26)).isEqualTo("aa");
    assertThat(BoardText.columnName(27)).isEqualTo("ab");
  }

  @Test
  void aMarkIsRefusedTwiceOrAsAnEmptyCell() {
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () ->
                new BoardView.Grid(
                    1,
                    1,
                    false,
                    List.of("."),
                    List.of(),
                    List.of(
                        BoardView.Mark.letter('X', Player.MAX, null, null),
                        BoardView.Mark.letter('X', Player.MIN, null, null))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("two marks share a glyph");
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> BoardView.Mark.letter('.', Player.MAX, null, null))
        .isInstanceOf(IllegalArgumentException.class);
    org.assertj.core.api.Assertions.assertThatThrownBy(
            () -> BoardView.Mark.disc('B', Player.MAX, "black", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("expected #rrggbb");
  }
}
