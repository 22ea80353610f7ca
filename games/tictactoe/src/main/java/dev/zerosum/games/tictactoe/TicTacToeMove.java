package dev.zerosum.games.tictactoe;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;

/**
 * A move of tic-tac-toe: the cell the mark goes in, 0 to 8 row-major (0 is top left, 8 bottom
 * right). People type cells 1 to 9, or a column and a row, each 0 to 2.
 *
 * @param cell the cell, 0 to 8
 */
public record TicTacToeMove(int cell) {
  // Before the cells: making them runs the constructor, which names it.
  private static final EnglishTexts ENGLISH = EnglishTexts.of(TicTacToeMove.class);
  private static final TicTacToeMove[] CELLS = new TicTacToeMove[TicTacToePosition.CELLS];

  static {
    for (int cell = 0; cell < CELLS.length; cell++) {
      CELLS[cell] = new TicTacToeMove(cell);
    }
  }

  /**
   * Checks the cell.
   *
   * @throws IllegalMoveException if the cell is off the board
   */
  public TicTacToeMove {
    if (cell < 0 || cell >= TicTacToePosition.CELLS) {
      throw new IllegalMoveException(ENGLISH.problem("tictactoe.cell-index", String.valueOf(cell)));
    }
  }

  /** Returns the move into {@code cell} (0 to 8), without allocating. */
  public static TicTacToeMove of(int cell) {
    if (cell < 0 || cell >= CELLS.length) {
      return new TicTacToeMove(cell); // throws with the message
    }
    return CELLS[cell];
  }

  /** Returns the move into the cell at {@code column} and {@code row}, each 0 to 2. */
  public static TicTacToeMove at(int column, int row) {
    if (column < 0 || column > 2 || row < 0 || row > 2) {
      throw new IllegalMoveException(
          ENGLISH.problem("tictactoe.column-row", String.valueOf(column), String.valueOf(row)));
    }
    return CELLS[row * 3 + column];
  }

  /** Returns the column of the cell, 0 (left) to 2. */
  public int column() {
    return cell % 3;
  }

  /** Returns the row of the cell, 0 (top) to 2. */
  public int row() {
    return cell / 3;
  }

  /** Returns the number people type for this cell, 1 to 9. */
  public int typed() {
    return cell + 1;
  }

  @Override
  public String toString() {
    return Integer.toString(typed());
  }
}
