package dev.zerosum.app.picture;

/**
 * Estimates how wide a line of text is drawn in a sans-serif font, from the advance widths of
 * DejaVu Sans (a common default), rounded up so that a wider font still fits: the layout needs
 * widths before any renderer has seen the text.
 */
final class TextMetrics {
  private TextMetrics() {}

  /** Returns the width of {@code text} at {@code size} pixels, bold or not. */
  static double width(String text, double size, boolean bold) {
    double ems = 0;
    for (int i = 0; i < text.length(); i++) {
      ems += advance(text.charAt(i));
    }
    return ems * size * (bold ? 1.1 : 1.0);
  }

  /** Returns the advance of {@code c} in ems. */
  private static double advance(char c) {
    if (c >= '0' && c <= '9') {
      return 0.64;
    }
    if (c >= 'A' && c <= 'Z') {
      return 0.72;
    }
    if (c >= 'a' && c <= 'z') {
      return 0.6;
    }
    return switch (c) {
      case ' ', ',', '.', ':', ';', '!', '|', '\'' -> 0.34;
      case '-', '(', ')', '/' -> 0.4;
      case '+', '=', '<', '>', '\u2212', '\u2264', '\u2265', '\u00b1', '@' -> 0.84;
      default -> 0.8; // dashes, arrows, symbols: wide to be safe
    };
  }
}
