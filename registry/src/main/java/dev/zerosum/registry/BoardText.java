package dev.zerosum.registry;

import dev.zerosum.core.Player;

/**
 * A board as the terminal shows it, written from its {@link BoardView} alone: a grid with its
 * columns lettered from {@code a} and its rows numbered from 1 at the top (as Othello writes its
 * squares), each cell its mark's glyph or {@code .}, or, when the grid names its {@link
 * BoardView.Axes axes}, those names above and below the grid and on its either side, as a go board
 * is drawn; piles as a name and a size a line; a row as its count and a stroke an object; a tree's
 * node as its name and its children's moves.
 */
public final class BoardText {
  private static final int ROW_STROKES = 60;

  private BoardText() {}

  /**
   * Returns {@code board} as lines of text ending in a newline; {@code colour} paints the first
   * player's marks cyan, the second's yellow and the empty cells dim, with ANSI escape codes.
   */
  public static String of(BoardView board, boolean colour) {
    if (board instanceof BoardView.Grid grid) {
      return grid(grid, colour);
    }
    if (board instanceof BoardView.Piles piles) {
      return piles(piles);
    }
    if (board instanceof BoardView.Row row) {
      // A stroke an object, up to a line's worth: the count says the rest.
      return row.count() + " " + "|".repeat((int) Math.min(row.count(), ROW_STROKES)) + "\n";
    }
    return tree((BoardView.Tree) board);
  }

  private static String grid(BoardView.Grid grid, boolean colour) {
    if (grid.axes().isNamed()) {
      return withAxes(grid, colour);
    }
    int margin = Integer.toString(grid.rows()).length();
    StringBuilder text = new StringBuilder(" ".repeat(margin));
    for (int column = 0; column < grid.columns(); column++) {
      text.append(' ').append(columnName(column));
    }
    text.append('\n');
    for (int row = 0; row < grid.rows(); row++) {
      String number = Integer.toString(row + 1);
      text.append(" ".repeat(margin - number.length())).append(number);
      for (char cell : grid.cells().get(row).toCharArray()) {
        text.append(' ').append(colour ? painted(grid, cell) : String.valueOf(cell));
      }
      text.append('\n');
    }
    return text.toString();
  }

  /**
   * Returns the grid inside its axes: the columns' names above and below, each row's name on its
   * left (right-aligned) and its right, a column as wide as its longest name.
   */
  private static String withAxes(BoardView.Grid grid, boolean colour) {
    BoardView.Axes axes = grid.axes();
    int margin = axes.rows().stream().mapToInt(String::length).max().orElse(0);
    int width = axes.columns().stream().mapToInt(String::length).max().orElse(1);
    StringBuilder heads = new StringBuilder(" ".repeat(margin));
    for (String column : axes.columns()) {
      heads.append(' ').append(" ".repeat(width - column.length())).append(column);
    }
    String head = heads.append('\n').toString();
    StringBuilder text = new StringBuilder(head);
    for (int row = 0; row < grid.rows(); row++) {
      String name = axes.rows().get(row);
      text.append(" ".repeat(margin - name.length())).append(name);
      for (char cell : grid.cells().get(row).toCharArray()) {
        text.append(" ".repeat(width)).append(colour ? painted(grid, cell) : String.valueOf(cell));
      }
      text.append(' ').append(name).append('\n');
    }
    return text.append(head).toString();
  }

  /** Returns the name of a column as the text board heads it: a … z, then aa, ab … */
  static String columnName(int column) {
    String name = String.valueOf((char) ('a' + column % 26));
    return column < 26 ? name : columnName(column / 26 - 1) + name;
  }

  private static String painted(BoardView.Grid grid, char cell) {
    if (cell == '.') {
      return Ansi.paint(".", Ansi.DIM);
    }
    Player owner = grid.mark(cell).map(BoardView.Mark::owner).orElse(null);
    String glyph = String.valueOf(cell);
    return owner == null
        ? glyph
        : Ansi.paint(glyph, owner == Player.MAX ? Ansi.BOLD_CYAN : Ansi.BOLD_YELLOW);
  }

  private static String piles(BoardView.Piles piles) {
    StringBuilder text = new StringBuilder();
    for (int pile = 0; pile < piles.names().size(); pile++) {
      text.append(piles.names().get(pile)).append(' ').append(piles.sizes().get(pile)).append('\n');
    }
    return text.toString();
  }

  private static String tree(BoardView.Tree tree) {
    StringBuilder text = new StringBuilder(tree.node());
    for (BoardView.Tree.Child child : tree.children()) {
      text.append(' ').append(child.move());
    }
    return text.append('\n').toString();
  }
}
