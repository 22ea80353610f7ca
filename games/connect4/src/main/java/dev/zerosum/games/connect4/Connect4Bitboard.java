package dev.zerosum.games.connect4;

/**
 * The bit arithmetic of the standard Connect Four board, 7 × 6, for the opening book and the code
 * that knows only that board; {@link Connect4Size} holds the same arithmetic for every size.
 *
 * <p>A board is two {@code long}s: {@code mask}, the occupied cells, and {@code stones}, the cells
 * of one player. Cell ({@code column}, {@code row}), both from 0 at the bottom left, is bit {@code
 * column * 7 + row}: each column has one bit more than its six rows, a sentinel that is always
 * empty, so that adding a column's bottom bit to its stones carries into the next free cell and
 * never into the next column, and so that no line of bits crosses from one column into another.
 *
 * <pre>
 *  6 13 20 27 34 41 48   sentinel row, always empty
 *  5 12 19 26 33 40 47   top row
 *  ...
 *  0  7 14 21 28 35 42   bottom row
 * </pre>
 */
public final class Connect4Bitboard {
  /** The number of columns. */
  public static final int WIDTH = 7;

  /** The number of rows. */
  public static final int HEIGHT = 6;

  /** The number of cells: the most moves a game can last. */
  public static final int CELLS = WIDTH * HEIGHT;

  /** The bits of one column, its sentinel included. */
  static final int COLUMN_BITS = HEIGHT + 1;

  /** The bottom cell of every column. */
  public static final long BOTTOM = bottomRow();

  /** Every cell of the board (no sentinel). */
  public static final long BOARD = BOTTOM * ((1L << HEIGHT) - 1);

  private static final long COLUMN = (1L << HEIGHT) - 1;

  /** The cells of rows 1, 3 and 5 (from 0): the second player's under claimeven. */
  static final long UPPER = (BOTTOM << 1) | (BOTTOM << 3) | (BOTTOM << 5);

  private Connect4Bitboard() {}

  private static long bottomRow() {
    long bottom = 0;
    for (int column = 0; column < WIDTH; column++) {
      bottom |= 1L << column * COLUMN_BITS;
    }
    return bottom;
  }

  /** Returns the bit of the cell at {@code column} and {@code row} (both from 0, bottom left). */
  public static long cell(int column, int row) {
    return 1L << column * COLUMN_BITS + row;
  }

  /** Returns the six cells of {@code column}. */
  public static long columnMask(int column) {
    return COLUMN << column * COLUMN_BITS;
  }

  /** Returns the top cell of {@code column}: the column is full when it is occupied. */
  public static long topCell(int column) {
    return 1L << column * COLUMN_BITS + HEIGHT - 1;
  }

  /** Returns the column of the cell {@code bit} (a single bit). */
  public static int columnOf(long bit) {
    return Long.numberOfTrailingZeros(bit) / COLUMN_BITS;
  }

  /** Returns the row of the cell {@code bit} (a single bit), 0 at the bottom. */
  public static int rowOf(long bit) {
    return Long.numberOfTrailingZeros(bit) % COLUMN_BITS;
  }

  /** Returns the cells where a stone can be dropped: the lowest empty cell of each open column. */
  public static long playable(long mask) {
    return (mask + BOTTOM) & BOARD;
  }

  /**
   * Returns the empty cells that would complete four in a row of {@code stones}, whether or not a
   * stone can be dropped there yet.
   */
  public static long winningCells(long stones, long mask) {
    // Vertical: only the cell right above three stones; below is never empty.
    long cells = (stones << 1) & (stones << 2) & (stones << 3);
    cells |= lineCells(stones, COLUMN_BITS); // horizontal
    cells |= lineCells(stones, COLUMN_BITS - 1); // diagonal going down to the right
    cells |= lineCells(stones, COLUMN_BITS + 1); // diagonal going up to the right
    return cells & (BOARD ^ mask);
  }

  /**
   * Returns the cells that complete four {@code stones} along the direction where a step is {@code
   * step} bits: three on one side, or two on one side and one on the other. Every board size's
   * (Connect4Size calls it with its own steps).
   */
  static long lineCells(long stones, int step) {
    long twoBefore = (stones << step) & (stones << 2 * step);
    long twoAfter = (stones >>> step) & (stones >>> 2 * step);
    return twoBefore & (stones << 3 * step)
        | twoBefore & (stones >>> step)
        | twoAfter & (stones << step)
        | twoAfter & (stones >>> 3 * step);
  }

  /** Returns true when {@code stones} hold four in a row. */
  public static boolean hasFour(long stones) {
    return hasFourAlong(stones, 1)
        || hasFourAlong(stones, COLUMN_BITS)
        || hasFourAlong(stones, COLUMN_BITS - 1)
        || hasFourAlong(stones, COLUMN_BITS + 1);
  }

  /** Returns true when {@code stones} hold four in a row along steps of {@code step} bits. */
  static boolean hasFourAlong(long stones, int step) {
    long pairs = stones & (stones >>> step);
    return (pairs & (pairs >>> 2 * step)) != 0;
  }

  /**
   * Returns the moves that do not lose at once for the player with {@code stones} to move: empty
   * when the opponent has two immediate wins; only the block when it has one; never the cell right
   * below an opponent's winning cell. The player to move must have no immediate win.
   */
  public static long nonLosingMoves(long stones, long mask) {
    return defences(winningCells(stones ^ mask, mask), mask);
  }

  /**
   * Returns the moves that do not lose at once for the player to move against an opponent whose
   * winning cells are {@code theirWins} ({@link #nonLosingMoves}).
   */
  static long defences(long theirWins, long mask) {
    long playable = playable(mask);
    long forced = playable & theirWins;
    if (forced != 0) {
      if ((forced & (forced - 1)) != 0) {
        return 0; // two threats at once: whatever is blocked, the other wins
      }
      playable = forced;
    }
    return playable & ~(theirWins >>> 1);
  }

  /** Returns true when the player with {@code stones} to move can complete four at once. */
  public static boolean canWinAtOnce(long stones, long mask) {
    return (winningCells(stones, mask) & playable(mask)) != 0;
  }

  /**
   * Returns a key unique to the position: each column holds the mover's stones plus the occupied
   * cells, which never carries into the next column and is different for every column content.
   */
  public static long key(long stones, long mask) {
    return stones + mask;
  }

  /** Returns {@code bits} with the columns in mirror order (column 0 becomes column 6). */
  public static long mirror(long bits) {
    long mirrored = 0;
    for (int column = 0; column < WIDTH; column++) {
      long content = (bits >>> column * COLUMN_BITS) & ((1L << COLUMN_BITS) - 1);
      mirrored |= content << (WIDTH - 1 - column) * COLUMN_BITS;
    }
    return mirrored;
  }

  /**
   * Returns the key shared by a position and its mirror image: the smaller of the two keys ({@link
   * #key}). Mirroring a key mirrors the position, since a column's part of a key never carries into
   * the next.
   */
  public static long canonicalKey(long key) {
    return Math.min(key, mirror(key));
  }

  /**
   * Returns the occupied cells of the position with {@code key} ({@link #key}): a column's part of
   * a key is its cells, 2^h - 1 for h stones, plus the mover's stones among them, below 2^h.
   */
  public static long maskOfKey(long key) {
    long mask = 0;
    for (int column = 0; column < WIDTH; column++) {
      int part = (int) (key >>> column * COLUMN_BITS) & ((1 << COLUMN_BITS) - 1);
      int height = 31 - Integer.numberOfLeadingZeros(part + 1);
      mask |= (long) ((1 << height) - 1) << column * COLUMN_BITS;
    }
    return mask;
  }
}
