package dev.zerosum.games.tictactoe;

/** The eight lines of the board as 9-bit masks of cells, and the win test on a player's marks. */
final class TicTacToeLines {
  /** The three rows, the three columns and the two diagonals. */
  static final int[] LINES = {
    0b000_000_111, 0b000_111_000, 0b111_000_000, // rows
    0b001_001_001, 0b010_010_010, 0b100_100_100, // columns
    0b100_010_001, 0b001_010_100 // diagonals
  };

  /** Whether each of the 512 masks of cells fills a line: one lookup at every node of a search. */
  private static final boolean[] FILLS_A_LINE = new boolean[1 << TicTacToePosition.CELLS];

  static {
    for (int marks = 0; marks < FILLS_A_LINE.length; marks++) {
      for (int line : LINES) {
        FILLS_A_LINE[marks] |= (marks & line) == line;
      }
    }
  }

  private TicTacToeLines() {}

  /** Returns true when {@code marks} (a 9-bit mask of one player's cells) fill a line. */
  static boolean hasLine(int marks) {
    return FILLS_A_LINE[marks];
  }
}
