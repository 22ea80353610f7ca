package dev.zerosum.registry;

/**
 * A legal move and where the page shows it on its {@link BoardView}: a cell of a grid (a column
 * where there is gravity), a number taken from a pile, or a number taken from a row; a child of a
 * tree's node is found by the move alone. The fields that do not apply to the board's kind are
 * null.
 *
 * @param move the move in the game's notation, as the API takes it
 * @param row the row of the cell, from 0 at the top (grid)
 * @param column the column of the cell or, with gravity, the column played (grid)
 * @param pile the pile taken from, from 0 (piles)
 * @param take how many are taken (piles, row)
 */
public record BoardMove(String move, Integer row, Integer column, Integer pile, Long take) {

  /** Returns the move that plays the cell at {@code row} and {@code column} of a grid. */
  public static BoardMove cell(String move, int row, int column) {
    return new BoardMove(move, row, column, null, null);
  }

  /** Returns the move that takes {@code take} from pile {@code pile}. */
  public static BoardMove fromPile(String move, int pile, long take) {
    return new BoardMove(move, null, null, pile, take);
  }

  /** Returns the move that takes {@code take} from a row. */
  public static BoardMove fromRow(String move, long take) {
    return new BoardMove(move, null, null, null, take);
  }

  /** Returns the move the page finds by its name alone (a child of a tree's node). */
  public static BoardMove named(String move) {
    return new BoardMove(move, null, null, null, null);
  }
}
