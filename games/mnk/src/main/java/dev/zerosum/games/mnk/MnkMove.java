package dev.zerosum.games.mnk;

/**
 * A move of an m,n,k-game: the cell a stone goes on, by its column (0 at the left) and its row (0
 * at the top); the notation writes it as a point ({@code h8}: column {@code h}, row 8 counted from
 * 1 at the bottom), or a cell number where the board is numbered.
 *
 * @param column the column, from 0
 * @param row the row, from 0 at the top
 */
public record MnkMove(int column, int row) {

  /** Returns the move on {@code cell} of {@code shape}. */
  public static MnkMove ofCell(MnkShape shape, int cell) {
    return new MnkMove(cell % shape.columns(), cell / shape.columns());
  }

  /** Returns the cell of this move on {@code shape}. */
  public int cell(MnkShape shape) {
    return shape.cellAt(row, column);
  }
}
