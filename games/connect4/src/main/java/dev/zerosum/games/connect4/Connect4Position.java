package dev.zerosum.games.connect4;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.Player;
import dev.zerosum.core.Problem;
import java.util.Optional;

/**
 * A position of Connect Four: the board's {@link Connect4Size size}, the stones of the player to
 * move and the occupied cells, as two bitboards (see {@link Connect4Size}), and the columns played
 * to reach it. Immutable. The first player (X, who moves first) is MAX.
 *
 * <p>Two positions are equal when their sizes and stones are, whatever order the moves came in; the
 * history is kept only to write the position the way people do, as the sequence of columns played
 * ({@code "4453"}). It is kept as the position before and the column of the last move, and whether
 * the game is over is worked out once, so that a move allocates nothing but the new position: Monte
 * Carlo playouts make one at every ply.
 *
 * <pre>{@code
 * Connect4Position p = Connect4Position.empty().play(3).play(3);  // two stones in the centre
 * p.toString();  // "44"
 * }</pre>
 */
public final class Connect4Position {
  private static final Connect4Position EMPTY = new Connect4Position(Connect4Size.STANDARD);
  private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4Position.class);

  private final Connect4Size size;
  private final long stones; // the player to move
  private final long mask; // every stone
  private final Connect4Position previous; // null for the empty board
  private final int lastColumn; // the column of the last move, -1 for the empty board
  private final boolean over; // somebody has four in a row, or the board is full

  private Connect4Position(Connect4Size size) {
    this(size, 0, 0, null, -1);
  }

  private Connect4Position(
      Connect4Size size, long stones, long mask, Connect4Position previous, int lastColumn) {
    this.size = size;
    this.stones = stones;
    this.mask = mask;
    this.previous = previous;
    this.lastColumn = lastColumn;
    // Only the player who moved last can have completed a four.
    this.over = mask == size.board() || size.hasFour(stones ^ mask);
  }

  /** Returns the empty standard board (7 × 6), the first player (X) to move. */
  public static Connect4Position empty() {
    return EMPTY;
  }

  /** Returns the empty board of {@code size}, the first player (X) to move. */
  public static Connect4Position empty(Connect4Size size) {
    return size.isStandard() ? EMPTY : new Connect4Position(size);
  }

  /**
   * Returns the position of the standard board after the columns in {@code moves} are played from
   * the empty board.
   *
   * @throws dev.zerosum.core.GameInputException naming the first character that is not a column 1
   *     to 7, or the first move that is not legal
   */
  public static Connect4Position of(String moves) {
    return new Connect4Notation().parsePosition(moves);
  }

  /**
   * Returns the position of a board of {@code size} after the columns in {@code moves} are played
   * from the empty board ({@link Connect4Notation the notation} of that size).
   *
   * @throws dev.zerosum.core.GameInputException naming the first move that is not a column of the
   *     board or not legal
   */
  public static Connect4Position of(Connect4Size size, String moves) {
    return new Connect4Notation(size).parsePosition(moves);
  }

  /**
   * Returns the position of the standard board whose {@link #key()} is {@code key}, with a history
   * that reaches it (one of the orders of its moves): how the entries of an opening book, which
   * keep only keys, become positions again.
   *
   * @throws IllegalArgumentException if no game reaches the key without a four on the board
   */
  public static Connect4Position ofKey(long key) {
    long mask = Connect4Bitboard.maskOfKey(key);
    long stones = key - mask;
    String history = Connect4History.of(stones, mask);
    if (history == null
        || Connect4Bitboard.hasFour(stones)
        || Connect4Bitboard.hasFour(stones ^ mask)) {
      throw new IllegalArgumentException(
          "key " + Long.toHexString(key) + " is not a position a game without a four reaches");
    }
    Connect4Position position = EMPTY;
    for (int i = 0; i < history.length(); i++) {
      position = position.play(history.charAt(i) - '1'); // replayed: it keeps the columns itself
    }
    return position;
  }

  /** Returns the size of the board. */
  public Connect4Size size() {
    return size;
  }

  /** Returns the stones of the player to move, as a bitboard. */
  public long stones() {
    return stones;
  }

  /** Returns the occupied cells, as a bitboard. */
  public long mask() {
    return mask;
  }

  /** Returns the stones of the first player (X), as a bitboard. */
  public long firstPlayerStones() {
    return moves() % 2 == 0 ? stones : stones ^ mask;
  }

  /** Returns a key unique to the position among those of its size (up to 64 bits). */
  public long key() {
    return stones + mask;
  }

  /** Returns the number of stones on the board. */
  public int moves() {
    return Long.bitCount(mask);
  }

  /**
   * Returns the columns played, the notation {@link #of(Connect4Size, String)} reads back: a digit
   * 1 to 9 each on a board of up to 9 columns ({@code "4453"}), else the numbers 1 to the width
   * separated by commas ({@code "10,3,4"}).
   */
  public String history() {
    int moves = moves();
    int[] columns = new int[moves];
    Connect4Position position = this;
    for (int move = moves - 1; move >= 0; move--) {
      columns[move] = position.lastColumn;
      position = position.previous;
    }
    return Connect4Notation.format(size, columns);
  }

  /** Returns the columns played (0-based), the first move first. */
  int[] columnsPlayed() {
    int[] columns = new int[moves()];
    Connect4Position position = this;
    for (int move = columns.length - 1; move >= 0; move--) {
      columns[move] = position.lastColumn;
      position = position.previous;
    }
    return columns;
  }

  /** Returns the player to move: MAX (X) after an even number of moves, else MIN (O). */
  public Player toMove() {
    return moves() % 2 == 0 ? Player.MAX : Player.MIN;
  }

  /** Returns the number of stones in {@code column} (0-based). */
  public int height(int column) {
    return Long.bitCount(mask & size.columnMask(checked(column).column()));
  }

  /** Returns the move into {@code column}, checked against the width of the board. */
  private Connect4Move checked(int column) {
    Connect4Move move = Connect4Move.of(column);
    if (column >= size.width()) {
      throw new IllegalMoveException(
          ENGLISH.problem(
              "connect4.column-index",
              Integer.toString(column),
              Integer.toString(size.width() - 1),
              Integer.toString(size.width())));
    }
    return move;
  }

  /** Returns the mark at {@code column} and {@code row} (0 at the bottom): X, O or '.'. */
  public char markAt(int column, int row) {
    checked(column);
    if (row < 0 || row >= size.height()) {
      throw new IllegalArgumentException(
          "row " + row + " is off the board; rows are 0 to " + (size.height() - 1));
    }
    long cell = size.cell(column, row);
    if ((mask & cell) == 0) {
      return '.';
    }
    return (firstPlayerStones() & cell) != 0 ? 'X' : 'O';
  }

  /** Returns the winner, or empty when nobody has four in a row. */
  public Optional<Player> winner() {
    // Only the player who moved last can have completed a four.
    return size.hasFour(stones ^ mask) ? Optional.of(toMove().opponent()) : Optional.empty();
  }

  /** Returns true when the board is full. */
  public boolean isFull() {
    return mask == size.board();
  }

  /** Returns true when somebody has four in a row or the board is full. */
  public boolean isOver() {
    return over;
  }

  /** Returns true when a stone can be dropped in {@code column}: the game goes on, not full. */
  public boolean canPlay(int column) {
    return !isOver() && (mask & size.topCell(checked(column).column())) == 0;
  }

  /** Returns true when dropping a stone in {@code column}, which must be playable, wins at once. */
  public boolean isWinningMove(int column) {
    long cell = size.playable(mask) & size.columnMask(column);
    return (size.winningCells(stones, mask) & cell) != 0;
  }

  /** Returns the problem of {@code move} into a full column: for the rules and the notation. */
  static Problem columnFull(Connect4Move move, Connect4Size size) {
    return ENGLISH.problem(
        "connect4.column-full", Integer.toString(move.typed()), Integer.toString(size.height()));
  }

  /**
   * Returns the position after the player to move drops a stone in {@code column} (0-based).
   *
   * @throws IllegalMoveException if the column is off the board or full, or the game is over
   */
  public Connect4Position play(int column) {
    Connect4Move move = checked(column);
    if (isOver()) {
      String typed = Integer.toString(move.typed());
      throw new IllegalMoveException(
          winner().isPresent()
              ? ENGLISH.problem(
                  "connect4.play-over-won", typed, winner().get() == Player.MAX ? "X" : "O")
              : ENGLISH.problem("connect4.play-over", typed));
    }
    long top = size.topCell(column);
    if ((mask & top) != 0) {
      throw new IllegalMoveException(columnFull(move, size));
    }
    long cell = size.playable(mask) & size.columnMask(column);
    return new Connect4Position(size, stones ^ mask, mask | cell, this, column);
  }

  /** Returns the position seen in a mirror: the first column becomes the last. */
  public Connect4Position mirrored() {
    Connect4Position position = empty(size);
    for (int column : columnsPlayed()) {
      position = position.play(size.width() - 1 - column);
    }
    return position;
  }

  /** Returns the columns played, as {@link #history()}. */
  @Override
  public String toString() {
    return history();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Connect4Position that
        && stones == that.stones
        && mask == that.mask
        && size == that.size;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(key() * 0x9E3779B97F4A7C15L);
  }
}
