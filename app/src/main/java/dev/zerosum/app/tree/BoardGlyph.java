package dev.zerosum.app.tree;

import java.util.Locale;

/**
 * Draws a tic-tac-toe position as a small board inside a node: X in MAX's blue, O in MIN's red, so
 * the board reads in the same colours as the tree.
 */
final class BoardGlyph {
  static final double SIDE = 36; // fits a circle of radius 29: its corners are 25.5 from the centre
  private static final double CELL = SIDE / 3;
  private static final double MARK = 4; // half the size of a mark

  private BoardGlyph() {}

  /** Appends the board of {@code cells} (9 characters of X, O and ., row by row) at x, y. */
  static void draw(StringBuilder svg, String cells, double x, double y) {
    double left = x - SIDE / 2;
    double top = y - SIDE / 2;
    StringBuilder path = new StringBuilder();
    for (int i = 1; i <= 2; i++) {
      path.append(String.format(Locale.ROOT, "M%.1f %.1fv%.1f ", left + i * CELL, top, SIDE));
      path.append(String.format(Locale.ROOT, "M%.1f %.1fh%.1f ", left, top + i * CELL, SIDE));
    }
    svg.append(
        String.format(
            Locale.ROOT,
            "      <path d=\"%s\" stroke=\"#555555\" stroke-width=\"1\" fill=\"none\"/>\n",
            path.toString().strip()));
    for (int cell = 0; cell < 9; cell++) {
      double cx = left + (cell % 3 + 0.5) * CELL;
      double cy = top + (cell / 3 + 0.5) * CELL;
      char mark = Character.toUpperCase(cells.charAt(cell));
      if (mark == 'X') {
        svg.append(
            String.format(
                Locale.ROOT,
                "      <path d=\"M%.1f %.1fl%.1f %.1fM%.1f %.1fl%.1f %.1f\" stroke=\"%s\""
                    + " stroke-width=\"2\" stroke-linecap=\"round\"/>\n",
                cx - MARK,
                cy - MARK,
                2 * MARK,
                2 * MARK,
                cx + MARK,
                cy - MARK,
                -2 * MARK,
                2 * MARK,
                SvgWriter.MAX_STROKE));
      } else if (mark == 'O') {
        svg.append(
            String.format(
                Locale.ROOT,
                "      <circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" stroke=\"%s\" stroke-width=\"1.8\""
                    + " fill=\"none\"/>\n",
                cx,
                cy,
                MARK,
                SvgWriter.MIN_STROKE));
      }
    }
  }
}
