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
    StringBuilder text = new StringBuilder();
    for (int row = Connect4Bitboard.HEIGHT - 1; row >= 0; row--) {
      text.append('|');
      for (int column = 0; column < Connect4Bitboard.WIDTH; column++) {
        text.append(' ').append(position.markAt(column, row));
      }
      text.append(" |\n");
    }
    text.append("+---------------+\n");
    if (numbered) {
      text.append("  1 2 3 4 5 6 7\n");
    }
    return text.toString();
  }
}
