package dev.zerosum.registry;

/**
 * A legal move and where the page shows it on its {@link BoardView}: a cell of a grid (a column
 * where there is gravity), a number taken from a pile, or a number taken from a row; a child of a
 * tree's node is found by the move alone. The fields that do not apply to the board's kind are
 * null.
 *
 * <p>A move that is no place on the board (a pass, a resignation, a draw offered) is a {@link
 * #control}: the page shows it as a button beside the board, with its {@code label}. Moves that
 * share a place and each carry a label (a promotion's pieces, on one square) are offered at that
 * place as a choice between their labels.
 *
 * @param move the move in the game's notation, as the API takes it
 * @param row the row of the cell, from 0 at the top (grid)
 * @param column the column of the cell or, with gravity, the column played (grid)
 * @param pile the pile taken from, from 0 (piles)
 * @param take how many are taken (piles, row)
 * @param label what the move's button says, for people, in the current language ({@code Pass});
 *     null for a move shown by its place alone
 */
public record BoardMove(
    String move, Integer row, Integer column, Integer pile, Long take, String label) {

  /** Returns a move shown by its place alone. */
  public BoardMove(String move, Integer row, Integer column, Integer pile, Long take) {
    this(move, row, column, pile, take, null);
  }

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

  /**
   * Returns the move that is no place on the board, shown as a button that says {@code label}: a
   * pass, say.
   */
  public static BoardMove control(String move, String label) {
    if (label == null || label.isBlank()) {
      throw new IllegalArgumentException("the control of " + move + " says nothing");
    }
    return new BoardMove(move, null, null, null, null, label);
  }

  /** Returns this move offered at its place as one choice among others, labelled {@code label}. */
  public BoardMove choice(String label) {
    return new BoardMove(move, row, column, pile, take, label);
  }

  /** Returns true when the move is no place on the board: a control of its own. */
  public boolean isControl() {
    return label != null && row == null && column == null && pile == null && take == null;
  }
}
