package dev.zerosum.games.connect4;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;

/**
 * A move of Connect Four: the column the stone is dropped into, 0 to 6 from the left. People type
 * columns 1 to 7.
 *
 * @param column the column, 0 (left) to 6
 */
public record Connect4Move(int column) {
  // Before the columns: making them runs the constructor, which names it.
  private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4Move.class);
  private static final Connect4Move[] COLUMNS = new Connect4Move[Connect4Bitboard.WIDTH];

  static {
    for (int column = 0; column < COLUMNS.length; column++) {
      COLUMNS[column] = new Connect4Move(column);
    }
  }

  /**
   * Checks the column.
   *
   * @throws IllegalMoveException if the column is off the board
   */
  public Connect4Move {
    if (column < 0 || column >= Connect4Bitboard.WIDTH) {
      throw new IllegalMoveException(
          ENGLISH.problem("connect4.column-index", Integer.toString(column)));
    }
  }

  /** Returns the move into {@code column} (0 to 6), without allocating. */
  public static Connect4Move of(int column) {
    if (column < 0 || column >= COLUMNS.length) {
      return new Connect4Move(column); // throws with the message
    }
    return COLUMNS[column];
  }

  /** Returns the number people type for this column, 1 to 7. */
  public int typed() {
    return column + 1;
  }

  @Override
  public String toString() {
    return Integer.toString(typed());
  }
}
