package dev.zerosum.games.connect4;

/**
 * Draws a position as text, the top row first, with the column numbers people type below:
 *
 * <pre>
 * | . . . . . . . |
 * | . . . . . . . |
 * | . . . . . . . |
 * | . . . O . . . |
 * | . . . X . . . |
 * | . . O X X . . |
 * +---------------+
 *   1 2 3 4 5 6 7
 * </pre>
 */
final class Connect4BoardText {
  private Connect4BoardText() {}

  /** Returns the board of {@code position}; with {@code numbered}, the column numbers below it. */
  public static String render(Connect4Position position, boolean numbered) {
    Connect4Size size = position.size();
    // A column two characters wide: three from 10 columns on, where numbers take two digits.
    int cellWidth = size.width() <= Connect4Notation.MAX_DIGIT_WIDTH ? 2 : 3;
    StringBuilder text = new StringBuilder();
    for (int row = size.height() - 1; row >= 0; row--) {
      text.append('|');
      for (int column = 0; column < size.width(); column++) {
        text.append(" ".repeat(cellWidth - 1)).append(position.markAt(column, row));
      }
      text.append(" |\n");
    }
    text.append('+').append("-".repeat(size.width() * cellWidth + 1)).append("+\n");
    if (numbered) {
      text.append(' ');
      for (int column = 1; column <= size.width(); column++) {
        String number = Integer.toString(column);
        text.append(" ".repeat(cellWidth - number.length())).append(number);
      }
      text.append('\n');
    }
    return text.toString();
  }
}
