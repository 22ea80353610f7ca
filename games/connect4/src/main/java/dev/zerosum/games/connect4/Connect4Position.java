package dev.zerosum.games.connect4;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.Player;
import dev.zerosum.core.Problem;
import java.util.Optional;

/**
 * A position of Connect Four: the stones of the player to move and the occupied cells, as two
 * bitboards (see {@link Connect4Bitboard}), and the columns played to reach it. Immutable. The
 * first player (X, who moves first) is MAX.
 *
 * <p>Two positions are equal when their stones are, whatever order the moves came in; the history
 * is kept only to write the position the way people do, as the sequence of columns played ({@code
 * "4453"}). It is packed three bits a move into two longs, and whether the game is over is worked
 * out once, so that a move allocates nothing but the new position: Monte Carlo playouts make one at
 * every ply.
 *
 * <pre>{@code
 * Connect4Position p = Connect4Position.empty().play(3).play(3);  // two stones in the centre
 * p.toString();  // "44"
 * }</pre>
 */
public final class Connect4Position {
  private static final int MOVES_PER_LONG = 21; // of 3 bits each
  private static final Connect4Position EMPTY = new Connect4Position(0, 0, 0, 0);
  private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4Position.class);

  private final long stones; // the player to move
  private final long mask; // every stone
  private final long earlyColumns; // the columns of moves 1 to 21, 3 bits each, move 1 lowest
  private final long lateColumns; // the columns of moves 22 to 42
  private final boolean over; // somebody has four in a row, or the board is full

  private Connect4Position(long stones, long mask, long earlyColumns, long lateColumns) {
    this.stones = stones;
    this.mask = mask;
    this.earlyColumns = earlyColumns;
    this.lateColumns = lateColumns;
    // Only the player who moved last can have completed a four.
    this.over = mask == Connect4Bitboard.BOARD || Connect4Bitboard.hasFour(stones ^ mask);
  }

  /** Returns the empty board, the first player (X) to move. */
  public static Connect4Position empty() {
    return EMPTY;
  }

  /**
   * Returns the position after the columns in {@code moves} are played from the empty board.
   *
   * @throws dev.zerosum.core.GameInputException naming the first character that is not a column 1
   *     to 7, or the first move that is not legal
   */
  public static Connect4Position of(String moves) {
    return new Connect4Notation().parsePosition(moves);
  }

  /**
   * Returns the position whose {@link #key()} is {@code key}, with a history that reaches it (one
   * of the orders of its moves): how the entries of an opening book, which keep only keys, become
   * positions again.
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
      position = position.play(history.charAt(i) - '1'); // replayed: it packs the columns itself
    }
    return position;
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

  /** Returns a key unique to the position (49 bits). */
  public long key() {
    return Connect4Bitboard.key(stones, mask);
  }

  /** Returns the number of stones on the board. */
  public int moves() {
    return Long.bitCount(mask);
  }

  /** Returns the columns played, 1 to 7 each: the notation {@link #of} reads back. */
  public String history() {
    int moves = moves();
    StringBuilder columns = new StringBuilder(moves);
    for (int move = 0; move < moves; move++) {
      columns.append((char) ('1' + columnOfMove(move)));
    }
    return columns.toString();
  }

  /** Returns the column (0 to 6) of move {@code move}, counted from 0. */
  private int columnOfMove(int move) {
    long packed = move < MOVES_PER_LONG ? earlyColumns : lateColumns;
    return (int) (packed >>> 3 * (move % MOVES_PER_LONG)) & 0b111;
  }

  /** Returns the player to move: MAX (X) after an even number of moves, else MIN (O). */
  public Player toMove() {
    return moves() % 2 == 0 ? Player.MAX : Player.MIN;
  }

  /** Returns the number of stones in {@code column} (0 to 6). */
  public int height(int column) {
    return Long.bitCount(mask & Connect4Bitboard.columnMask(Connect4Move.of(column).column()));
  }

  /** Returns the mark at {@code column} and {@code row} (0 at the bottom): X, O or '.'. */
  public char markAt(int column, int row) {
    Connect4Move.of(column); // checks the column
    if (row < 0 || row >= Connect4Bitboard.HEIGHT) {
      throw new IllegalArgumentException("row " + row + " is off the board; rows are 0 to 5");
    }
    long cell = Connect4Bitboard.cell(column, row);
    if ((mask & cell) == 0) {
      return '.';
    }
    return (firstPlayerStones() & cell) != 0 ? 'X' : 'O';
  }

  /** Returns the winner, or empty when nobody has four in a row. */
  public Optional<Player> winner() {
    // Only the player who moved last can have completed a four.
    return Connect4Bitboard.hasFour(stones ^ mask)
        ? Optional.of(toMove().opponent())
        : Optional.empty();
  }

  /** Returns true when the board is full. */
  public boolean isFull() {
    return mask == Connect4Bitboard.BOARD;
  }

  /** Returns true when somebody has four in a row or the board is full. */
  public boolean isOver() {
    return over;
  }

  /** Returns true when a stone can be dropped in {@code column}: the game goes on, not full. */
  public boolean canPlay(int column) {
    return !isOver() && (mask & Connect4Bitboard.topCell(Connect4Move.of(column).column())) == 0;
  }

  /** Returns true when dropping a stone in {@code column}, which must be playable, wins at once. */
  public boolean isWinningMove(int column) {
    long cell = Connect4Bitboard.playable(mask) & Connect4Bitboard.columnMask(column);
    return (Connect4Bitboard.winningCells(stones, mask) & cell) != 0;
  }

  /** Returns the problem of {@code move} into a full column: for the rules and the notation. */
  static Problem columnFull(Connect4Move move) {
    return ENGLISH.problem("connect4.column-full", Integer.toString(move.typed()));
  }

  /**
   * Returns the position after the player to move drops a stone in {@code column} (0 to 6).
   *
   * @throws IllegalMoveException if the column is off the board or full, or the game is over
   */
  public Connect4Position play(int column) {
    Connect4Move move = Connect4Move.of(column);
    if (isOver()) {
      String typed = Integer.toString(move.typed());
      throw new IllegalMoveException(
          winner().isPresent()
              ? ENGLISH.problem(
                  "connect4.play-over-won", typed, winner().get() == Player.MAX ? "X" : "O")
              : ENGLISH.problem("connect4.play-over", typed));
    }
    long top = Connect4Bitboard.topCell(column);
    if ((mask & top) != 0) {
      throw new IllegalMoveException(columnFull(move));
    }
    long cell = Connect4Bitboard.playable(mask) & Connect4Bitboard.columnMask(column);
    int moves = moves();
    long placed = (long) column << 3 * (moves % MOVES_PER_LONG);
    return moves < MOVES_PER_LONG
        ? new Connect4Position(stones ^ mask, mask | cell, earlyColumns | placed, lateColumns)
        : new Connect4Position(stones ^ mask, mask | cell, earlyColumns, lateColumns | placed);
  }

  /** Returns the position seen in a mirror: column 1 becomes column 7. */
  public Connect4Position mirrored() {
    long early = 0;
    long late = 0;
    for (int move = 0; move < moves(); move++) {
      long mirroredColumn = (long) (Connect4Bitboard.WIDTH - 1 - columnOfMove(move));
      if (move < MOVES_PER_LONG) {
        early |= mirroredColumn << 3 * move;
      } else {
        late |= mirroredColumn << 3 * (move - MOVES_PER_LONG);
      }
    }
    return new Connect4Position(
        Connect4Bitboard.mirror(stones), Connect4Bitboard.mirror(mask), early, late);
  }

  /** Returns the columns played, as {@link #history()}. */
  @Override
  public String toString() {
    return history();
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Connect4Position that && stones == that.stones && mask == that.mask;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(key() * 0x9E3779B97F4A7C15L);
  }
}
