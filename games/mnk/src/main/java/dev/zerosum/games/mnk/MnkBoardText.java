package dev.zerosum.games.mnk;

import java.util.Locale;

/**
 * Draws a position as text. A numbered board (at most 16 cells) is drawn as tic-tac-toe's is, each
 * empty cell showing its number, what to type to play there:
 *
 * <pre>
 *  X | 2 | 3
 * ---+---+---
 *  4 | O | 6
 * ---+---+---
 *  7 | 8 | 9
 * </pre>
 *
 * A larger board is drawn inside its axes, as the page draws it ({@link
 * dev.zerosum.registry.BoardText}).
 */
final class MnkBoardText {
  private MnkBoardText() {}

  /** Returns the numbered board of {@code position}, a line a row. */
  static String numbered(MnkPosition position) {
    MnkShape shape = position.shape();
    int width = Integer.toString(shape.cells()).length();
    String rule =
        String.join("+", java.util.Collections.nCopies(shape.columns(), "-".repeat(width + 2)));
    StringBuilder text = new StringBuilder();
    for (int row = 0; row < shape.rows(); row++) {
      if (row > 0) {
        text.append(rule).append('\n');
      }
      StringBuilder line = new StringBuilder();
      for (int column = 0; column < shape.columns(); column++) {
        int cell = shape.cellAt(row, column);
        char mark = position.markAt(cell);
        String shown = mark != '.' ? String.valueOf(mark) : Integer.toString(cell + 1);
        line.append(column > 0 ? "|" : "")
            .append(String.format(Locale.ROOT, " %" + width + "s ", shown));
      }
      text.append(line.toString().stripTrailing()).append('\n');
    }
    return text.toString();
  }
}
