package dev.zerosum.games.connect4;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;

/**
 * A move of Connect Four: the column the stone is dropped into, 0-based from the left. People type
 * columns from 1. A move names a column of some board: at most {@link Connect4Size#MAX_WIDTH}
 * columns; a position checks it against its own width.
 *
 * @param column the column, 0 (left) to {@code Connect4Size.MAX_WIDTH - 1}
 */
public record Connect4Move(int column) {
  // Before the columns: making them runs the constructor, which names it.
  private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4Move.class);
  private static final Connect4Move[] COLUMNS = new Connect4Move[Connect4Size.MAX_WIDTH];

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
    if (column < 0 || column >= Connect4Size.MAX_WIDTH) {
      throw new IllegalMoveException(
          ENGLISH.problem(
              "connect4.column-index",
              Integer.toString(column),
              Integer.toString(Connect4Size.MAX_WIDTH - 1),
              Integer.toString(Connect4Size.MAX_WIDTH)));
    }
  }

  /** Returns the move into {@code column} (0-based), without allocating. */
  public static Connect4Move of(int column) {
    if (column < 0 || column >= COLUMNS.length) {
      return new Connect4Move(column); // throws with the message
    }
    return COLUMNS[column];
  }

  /** Returns the number people type for this column, from 1. */
  public int typed() {
    return column + 1;
  }

  @Override
  public String toString() {
    return Integer.toString(typed());
  }
}
