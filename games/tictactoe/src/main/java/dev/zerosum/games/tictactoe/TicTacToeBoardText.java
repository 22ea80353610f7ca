package dev.zerosum.games.tictactoe;

/**
 * Draws a position as text, three rows with the marks between bars:
 *
 * <pre>
 *  X | O | 3
 * ---+---+---
 *  4 | X | 6
 * ---+---+---
 *  7 | 8 | O
 * </pre>
 *
 * Empty cells show their number (what to type to play there) or stay blank.
 */
final class TicTacToeBoardText {
  private TicTacToeBoardText() {}

  /** Returns the board of {@code position}; with {@code numbered}, empty cells show 1 to 9. */
  public static String render(TicTacToePosition position, boolean numbered) {
    StringBuilder text = new StringBuilder();
    for (int row = 0; row < 3; row++) {
      if (row > 0) {
        text.append("---+---+---\n");
      }
      for (int column = 0; column < 3; column++) {
        int cell = row * 3 + column;
        char mark = position.markAt(cell);
        char shown = mark != '.' ? mark : numbered ? (char) ('1' + cell) : ' ';
        text.append(column > 0 ? "| " : " ").append(shown).append(' ');
      }
      text.setLength(text.length() - 1);
      text.append('\n');
    }
    return text.toString();
  }
}
