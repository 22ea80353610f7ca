package dev.zerosum.games.tictactoe;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.IllegalPositionException;
import dev.zerosum.core.Player;
import java.util.Optional;

/**
 * A position of tic-tac-toe: which cells hold an X and which an O, as two 9-bit masks (bit {@code
 * c} is cell {@code c}, 0 to 8 row-major). Immutable. X moves first and is MAX.
 *
 * <p>Every position this class holds is one the game can reach: {@link #of} checks positions from
 * outside, and {@link #play} only makes legal moves.
 *
 * <pre>{@code
 * TicTacToePosition p = TicTacToePosition.empty().play(4).play(0);  // X in the centre, O top left
 * p.toString();  // "O...X...."
 * }</pre>
 */
public final class TicTacToePosition {
  /** The number of cells on the board. */
  public static final int CELLS = 9;

  private static final int FULL = (1 << CELLS) - 1;
  private static final TicTacToePosition EMPTY = new TicTacToePosition(0, 0);
  private static final EnglishTexts ENGLISH = EnglishTexts.of(TicTacToePosition.class);

  private final int xs;
  private final int os;

  private TicTacToePosition(int xs, int os) {
    this.xs = xs;
    this.os = os;
  }

  /** Returns the empty board, X to move. */
  public static TicTacToePosition empty() {
    return EMPTY;
  }

  /**
   * Returns the position with X in the cells of mask {@code xs} and O in those of {@code os}, after
   * checking that the game can reach it.
   *
   * @throws IllegalPositionException naming the problem: a mark off the board, a cell marked twice,
   *     the wrong number of marks, two winners, or a winner who did not move last
   */
  public static TicTacToePosition of(int xs, int os) {
    if ((xs & ~FULL) != 0 || (os & ~FULL) != 0) {
      throw new IllegalPositionException(ENGLISH.problem("tictactoe.mark-off-board"));
    }
    if ((xs & os) != 0) {
      String both = String.valueOf(Integer.numberOfTrailingZeros(xs & os));
      throw new IllegalPositionException(ENGLISH.problem("tictactoe.both-marks", both));
    }
    int x = Integer.bitCount(xs);
    int o = Integer.bitCount(os);
    if (x > o + 1) {
      throw new IllegalPositionException(
          ENGLISH.problem("tictactoe.too-many-x", String.valueOf(x), String.valueOf(o)));
    }
    if (o > x) {
      throw new IllegalPositionException(
          ENGLISH.problem("tictactoe.too-many-o", String.valueOf(x), String.valueOf(o)));
    }
    boolean xWon = TicTacToeLines.hasLine(xs);
    boolean oWon = TicTacToeLines.hasLine(os);
    if (xWon && oWon) {
      throw new IllegalPositionException(ENGLISH.problem("tictactoe.two-winners"));
    }
    if (xWon && x == o) {
      throw new IllegalPositionException(ENGLISH.problem("tictactoe.x-line-then-o"));
    }
    if (oWon && x > o) {
      throw new IllegalPositionException(ENGLISH.problem("tictactoe.o-line-then-x"));
    }
    return new TicTacToePosition(xs, os);
  }

  /** Returns the mask of the cells that hold an X. */
  public int xs() {
    return xs;
  }

  /** Returns the mask of the cells that hold an O. */
  public int os() {
    return os;
  }

  /** Returns the player to move: MAX (X) when both have as many marks, else MIN (O). */
  public Player toMove() {
    return Integer.bitCount(xs) == Integer.bitCount(os) ? Player.MAX : Player.MIN;
  }

  /** Returns the mark in {@code cell}: {@code 'X'}, {@code 'O'} or {@code '.'} for empty. */
  public char markAt(int cell) {
    TicTacToeMove.of(cell); // checks the cell
    int bit = 1 << cell;
    return (xs & bit) != 0 ? 'X' : (os & bit) != 0 ? 'O' : '.';
  }

  /** Returns true when {@code cell} is empty. */
  public boolean isEmpty(int cell) {
    return markAt(cell) == '.';
  }

  /** Returns the mask of the empty cells. */
  public int emptyCells() {
    return FULL & ~(xs | os);
  }

  /** Returns the number of marks on the board. */
  public int marks() {
    return Integer.bitCount(xs | os);
  }

  /** Returns the winner (MAX for X, MIN for O), or empty when nobody has a line. */
  public Optional<Player> winner() {
    if (TicTacToeLines.hasLine(xs)) {
      return Optional.of(Player.MAX);
    }
    return TicTacToeLines.hasLine(os) ? Optional.of(Player.MIN) : Optional.empty();
  }

  /** Returns true when the board is full and nobody has a line. */
  public boolean isDraw() {
    return emptyCells() == 0 && winner().isEmpty();
  }

  /** Returns true when somebody has a line or the board is full. */
  public boolean isOver() {
    // Tested at every node of every search: masks only, no Optional.
    return emptyCells() == 0 || TicTacToeLines.hasLine(xs) || TicTacToeLines.hasLine(os);
  }

  /**
   * Returns the position after the player to move marks {@code cell} (0 to 8). A move that fills
   * the board and completes a line is a win, not a draw.
   *
   * @throws IllegalMoveException if the cell is off the board or taken, or the game is over
   */
  public TicTacToePosition play(int cell) {
    TicTacToeMove move = TicTacToeMove.of(cell);
    if (isOver()) {
      throw new IllegalMoveException(
          ENGLISH.problem(
              "tictactoe.play-over", String.valueOf(cell), String.valueOf(move.typed())));
    }
    char mark = markAt(cell);
    if (mark != '.') {
      throw new IllegalMoveException(
          ENGLISH.problem(
              "tictactoe.play-taken",
              String.valueOf(cell),
              String.valueOf(move.typed()),
              String.valueOf(mark)));
    }
    int bit = 1 << cell;
    return toMove() == Player.MAX
        ? new TicTacToePosition(xs | bit, os)
        : new TicTacToePosition(xs, os | bit);
  }

  /**
   * Returns the board in nine characters row-major, {@code X}, {@code O} or {@code .}: the notation
   * that {@link TicTacToe#notation()} reads.
   */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder(CELLS);
    for (int cell = 0; cell < CELLS; cell++) {
      text.append(markAt(cell));
    }
    return text.toString();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof TicTacToePosition that && xs == that.xs && os == that.os;
  }

  @Override
  public int hashCode() {
    return xs | os << CELLS;
  }
}
