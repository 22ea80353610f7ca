package dev.zerosum.app.picture;

import java.util.List;
import java.util.Locale;

/**
 * Draws a small grid position inside a node: X in MAX's blue, O in MIN's red, so the board reads in
 * the same colours as the tree. Any grid fits the same square; its cells shrink as it grows.
 */
final class BoardGlyph {
  static final double SIDE = 36; // fits a circle of radius 29: its corners are 25.5 from the centre

  private BoardGlyph() {}

  /** Appends the board of {@code rows} (a string per row of X, O and .) centred at x, y. */
  static void draw(StringBuilder svg, List<String> rows, double x, double y) {
    int height = rows.size();
    int width = rows.get(0).length();
    double cell = SIDE / Math.max(height, width);
    double left = x - cell * width / 2;
    double top = y - cell * height / 2;
    double mark = cell / 3; // half the size of a mark
    StringBuilder path = new StringBuilder();
    for (int i = 1; i < width; i++) {
      path.append(
          String.format(Locale.ROOT, "M%.1f %.1fv%.1f ", left + i * cell, top, cell * height));
    }
    for (int i = 1; i < height; i++) {
      path.append(
          String.format(Locale.ROOT, "M%.1f %.1fh%.1f ", left, top + i * cell, cell * width));
    }
    svg.append(
        String.format(
            Locale.ROOT,
            "      <path d=\"%s\" stroke=\"#555555\" stroke-width=\"1\" fill=\"none\"/>\n",
            path.toString().strip()));
    for (int row = 0; row < height; row++) {
      for (int column = 0; column < width; column++) {
        double cx = left + (column + 0.5) * cell;
        double cy = top + (row + 0.5) * cell;
        char glyph = Character.toUpperCase(rows.get(row).charAt(column));
        if (glyph == 'X') {
          svg.append(
              String.format(
                  Locale.ROOT,
                  "      <path d=\"M%.1f %.1fl%.1f %.1fM%.1f %.1fl%.1f %.1f\" stroke=\"%s\""
                      + " stroke-width=\"2\" stroke-linecap=\"round\"/>\n",
                  cx - mark,
                  cy - mark,
                  2 * mark,
                  2 * mark,
                  cx + mark,
                  cy - mark,
                  -2 * mark,
                  2 * mark,
                  SvgWriter.MAX_STROKE));
        } else if (glyph == 'O') {
          svg.append(
              String.format(
                  Locale.ROOT,
                  "      <circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" stroke=\"%s\""
                      + " stroke-width=\"1.8\" fill=\"none\"/>\n",
                  cx,
                  cy,
                  mark,
                  SvgWriter.MIN_STROKE));
        }
      }
    }
  }
}
