package dev.zerosum.games.mnk;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.IllegalPositionException;
import dev.zerosum.core.Player;
import java.util.Arrays;
import java.util.Objects;
import java.util.Optional;

/**
 * A position of an m,n,k-game: the cells X holds and those O holds, as bitboards of the shape's
 * layout ({@link MnkShape}). Immutable: the boards are never changed after construction, nor shared
 * outside. X moves first and is MAX; the player to move follows from the counts.
 *
 * <p>Every position this class holds is one the game can reach, as far as counts and winners tell:
 * {@link #of} checks positions from outside, and {@link #play} only makes legal moves.
 *
 * <pre>{@code
 * MnkPosition p = MnkPosition.empty(MnkShape.of(3, 3, 3)).play(4).play(0);
 * p.markAt(4);  // 'X'
 * }</pre>
 */
public final class MnkPosition {
  private static final byte NOBODY = 0;
  private static final byte X_WON = 1;
  private static final byte O_WON = 2;
  private static final EnglishTexts ENGLISH = EnglishTexts.of(MnkPosition.class);

  private final MnkShape shape;
  private final long[] xs;
  private final long[] os;
  private final int stones;
  private final byte winner;

  private MnkPosition(MnkShape shape, long[] xs, long[] os, byte winner) {
    this.shape = shape;
    this.xs = xs;
    this.os = os;
    this.stones = MnkBits.count(xs) + MnkBits.count(os);
    this.winner = winner;
  }

  /** Returns the empty board of {@code shape}, X to move. */
  public static MnkPosition empty(MnkShape shape) {
    return new MnkPosition(shape, new long[shape.words()], new long[shape.words()], NOBODY);
  }

  /**
   * Returns the position with X on the cells {@code xCells} and O on {@code oCells}, after checking
   * that the game can reach it.
   *
   * @throws IllegalPositionException naming the problem: a cell marked twice, the wrong number of
   *     marks, two winners, or a winner who did not move last
   */
  public static MnkPosition of(MnkShape shape, int[] xCells, int[] oCells) {
    long[] xs = new long[shape.words()];
    long[] os = new long[shape.words()];
    for (int cell : xCells) {
      MnkBits.set(xs, shape.bitOf(Objects.checkIndex(cell, shape.cells())));
    }
    for (int cell : oCells) {
      int bit = shape.bitOf(Objects.checkIndex(cell, shape.cells()));
      if (MnkBits.get(xs, bit)) {
        throw new IllegalPositionException(ENGLISH.problem("mnk.both", Integer.toString(cell + 1)));
      }
      MnkBits.set(os, bit);
    }
    int x = MnkBits.count(xs);
    int o = MnkBits.count(os);
    if (x > o + 1) {
      throw new IllegalPositionException(
          ENGLISH.problem("mnk.too-many-x", Integer.toString(x), Integer.toString(o)));
    }
    if (o > x) {
      throw new IllegalPositionException(
          ENGLISH.problem("mnk.too-many-o", Integer.toString(x), Integer.toString(o)));
    }
    boolean xWon = MnkBits.hasLine(shape, xs);
    boolean oWon = MnkBits.hasLine(shape, os);
    if (xWon && oWon) {
      throw new IllegalPositionException(ENGLISH.problem("mnk.two-winners"));
    }
    if (xWon && x == o) {
      throw new IllegalPositionException(ENGLISH.problem("mnk.x-won-o-moved"));
    }
    if (oWon && x > o) {
      throw new IllegalPositionException(ENGLISH.problem("mnk.o-won-x-moved"));
    }
    return new MnkPosition(shape, xs, os, xWon ? X_WON : oWon ? O_WON : NOBODY);
  }

  /** Returns the board's shape: m, n and k. */
  public MnkShape shape() {
    return shape;
  }

  /** Returns the number of stones on the board. */
  public int stones() {
    return stones;
  }

  /** Returns the player to move: MAX (X) when both have as many stones, else MIN (O). */
  public Player toMove() {
    return (stones & 1) == 0 ? Player.MAX : Player.MIN;
  }

  /** Returns the mark in {@code cell}: {@code 'X'}, {@code 'O'} or {@code '.'} for empty. */
  public char markAt(int cell) {
    int bit = shape.bitOf(Objects.checkIndex(cell, shape.cells()));
    return MnkBits.get(xs, bit) ? 'X' : MnkBits.get(os, bit) ? 'O' : '.';
  }

  /** Returns true when {@code cell} is empty. */
  public boolean isEmpty(int cell) {
    return markAt(cell) == '.';
  }

  /** Returns the winner (MAX for X, MIN for O), or empty when nobody has a line. */
  public Optional<Player> winner() {
    return winner == NOBODY
        ? Optional.empty()
        : Optional.of(winner == X_WON ? Player.MAX : Player.MIN);
  }

  /** Returns true when the board is full. */
  public boolean isFull() {
    return stones == shape.cells();
  }

  /** Returns true when somebody has a line or the board is full. */
  public boolean isOver() {
    return winner != NOBODY || isFull();
  }

  /**
   * Returns the position after the player to move marks {@code cell}. A move that fills the board
   * and completes a line is a win, not a draw.
   *
   * @throws IllegalMoveException if the cell is off the board or taken, or the game is over
   */
  public MnkPosition play(int cell) {
    if (cell < 0 || cell >= shape.cells()) {
      throw new IllegalMoveException(
          ENGLISH.problem(
              "mnk.play-off", Integer.toString(cell + 1), Integer.toString(shape.cells())));
    }
    if (isOver()) {
      throw new IllegalMoveException(ENGLISH.problem("mnk.over"));
    }
    char mark = markAt(cell);
    if (mark != '.') {
      throw new IllegalMoveException(MnkNotation.taken(shape, cell, mark));
    }
    int bit = shape.bitOf(cell);
    if (toMove() == Player.MAX) {
      long[] next = xs.clone();
      MnkBits.set(next, bit);
      return new MnkPosition(shape, next, os, MnkBits.hasLine(shape, next) ? X_WON : NOBODY);
    }
    long[] next = os.clone();
    MnkBits.set(next, bit);
    return new MnkPosition(shape, xs, next, MnkBits.hasLine(shape, next) ? O_WON : NOBODY);
  }

  /** Returns this position with every cell moved by {@code map} (a symmetry of the board). */
  MnkPosition mapped(int[] map) {
    long[] mappedXs = new long[xs.length];
    long[] mappedOs = new long[os.length];
    for (int cell = 0; cell < map.length; cell++) {
      int bit = shape.bitOf(cell);
      if (MnkBits.get(xs, bit)) {
        MnkBits.set(mappedXs, shape.bitOf(map[cell]));
      } else if (MnkBits.get(os, bit)) {
        MnkBits.set(mappedOs, shape.bitOf(map[cell]));
      }
    }
    return new MnkPosition(shape, mappedXs, mappedOs, winner);
  }

  /** Returns X's stones, read-only: the package's hot paths only read them. */
  long[] xsForReading() {
    return xs;
  }

  /** Returns O's stones, read-only. */
  long[] osForReading() {
    return os;
  }

  /** Returns X's stones as one word; the shape must fit one word. */
  long xWord() {
    return xs[0];
  }

  /** Returns O's stones as one word; the shape must fit one word. */
  long oWord() {
    return os[0];
  }

  /** Returns the rows, top first, each as its cells' marks: {@code XO.}. */
  public String[] rowsText() {
    String[] rows = new String[shape.rows()];
    StringBuilder row = new StringBuilder();
    for (int r = 0; r < shape.rows(); r++) {
      row.setLength(0);
      for (int c = 0; c < shape.columns(); c++) {
        row.append(markAt(shape.cellAt(r, c)));
      }
      rows[r] = row.toString();
    }
    return rows;
  }

  /** Returns the rows separated by {@code /}: the notation's form, {@code XO./.X./...}. */
  @Override
  public String toString() {
    return String.join("/", rowsText());
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof MnkPosition that
        && shape.equals(that.shape)
        && Arrays.equals(xs, that.xs)
        && Arrays.equals(os, that.os);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(xs) * 31 + Arrays.hashCode(os);
  }
}
