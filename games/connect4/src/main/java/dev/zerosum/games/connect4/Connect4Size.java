package dev.zerosum.games.connect4;

/**
 * The size of a Connect Four board, {@code width} columns of {@code height} rows, and the bit
 * arithmetic of a board of that size, shared by the rules, the solver and the evaluator.
 *
 * <p>A board is two {@code long}s: {@code mask}, the occupied cells, and {@code stones}, the cells
 * of one player. Cell ({@code column}, {@code row}), both from 0 at the bottom left, is bit {@code
 * column * (height + 1) + row}: each column has one bit more than its rows, a sentinel that is
 * always empty, so that adding a column's bottom bit to its stones carries into the next free cell
 * and never into the next column, and so that no line of bits crosses from one column into another.
 * Every board whose bits fit one {@code long} is offered: {@code width * (height + 1) <= 64}, both
 * sides at least 4. The standard board, 7 × 6, is {@link #STANDARD} (see {@link Connect4Bitboard}).
 *
 * <p>One instance a size: {@link #of} returns the same object for the same size, so that sizes
 * compare with {@code ==} as well as {@code equals}.
 *
 * <p>The standard board's instance is of a subclass whose geometry and arithmetic are {@link
 * Connect4Bitboard}'s constants, where every other size reads its fields: a solver that calls these
 * methods on 7 × 6 alone has them inlined by the JIT with its shifts and masks folded, as fast as
 * code written for that board; with other sizes as well the calls see two classes at most, which
 * the JIT still inlines.
 */
public sealed class Connect4Size {
  /** The fewest columns and rows: a four must fit across and up. */
  public static final int MIN_SIDE = 4;

  /** The most bits of a board: one {@code long}. */
  public static final int MAX_BITS = Long.SIZE;

  /** The most columns of any board: 12 columns of 4 rows. */
  public static final int MAX_WIDTH = MAX_BITS / (MIN_SIDE + 1);

  /** The most rows of any board: 4 columns of 15 rows. */
  public static final int MAX_HEIGHT = MAX_BITS / MIN_SIDE - 1;

  /** What {@link #claimevenBound} returns when the strategy bounds nothing. */
  public static final int NO_BOUND = Integer.MAX_VALUE;

  private static final Connect4Size[][] SIZES = new Connect4Size[MAX_WIDTH + 1][MAX_HEIGHT + 1];

  static {
    for (int width = MIN_SIDE; width <= MAX_WIDTH; width++) {
      for (int height = MIN_SIDE; height <= MAX_HEIGHT; height++) {
        if (width == Connect4Bitboard.WIDTH && height == Connect4Bitboard.HEIGHT) {
          SIZES[width][height] = new Standard();
        } else if (fits(width, height)) {
          SIZES[width][height] = new Connect4Size(width, height);
        }
      }
    }
  }

  /** The board of the rules and of the benchmark sets: 7 columns of 6 rows. */
  public static final Connect4Size STANDARD = SIZES[7][6];

  private final int width;
  private final int height;
  private final int columnBits;
  private final int cells;
  private final long bottom;
  private final long board;
  private final long column;
  private final int[] centreFirst;
  private final long upperCells; // rows 1, 3, 5 … from 0: the second player's under claimeven

  private Connect4Size(int width, int height) {
    this.width = width;
    this.height = height;
    this.columnBits = height + 1;
    this.cells = width * height;
    long bottomRow = 0;
    for (int c = 0; c < width; c++) {
      bottomRow |= 1L << c * columnBits;
    }
    this.bottom = bottomRow;
    this.column = (1L << height) - 1;
    this.board = bottomRow * column;
    long upperRows = 0;
    for (int row = 1; row < height && height % 2 == 0; row += 2) {
      upperRows |= bottomRow << row;
    }
    this.upperCells = upperRows;
    this.centreFirst = new int[width];
    // By distance from the centre, the left one first among equals: 3, 2, 4, 1, 5, 0, 6 on seven
    // columns, 2, 3, 1, 4, 0, 5 on six.
    int placed = 0;
    for (int distance = width % 2 == 0 ? 1 : 0; distance < width; distance += 2) {
      int left = (width - 1 - distance) / 2;
      centreFirst[placed++] = left;
      if (distance > 0) {
        centreFirst[placed++] = width - 1 - left;
      }
    }
  }

  /** Returns true when a board of {@code width} by {@code height} is offered. */
  public static boolean fits(int width, int height) {
    return width >= MIN_SIDE
        && height >= MIN_SIDE
        && width <= MAX_WIDTH
        && height <= MAX_HEIGHT
        && width * (height + 1) <= MAX_BITS;
  }

  /**
   * Returns the board of {@code width} columns of {@code height} rows.
   *
   * @throws IllegalArgumentException if the board does not fit ({@link #fits})
   */
  public static Connect4Size of(int width, int height) {
    if (!fits(width, height)) {
      throw new IllegalArgumentException(
          "a board of "
              + width
              + " columns of "
              + height
              + " rows does not fit; expected at least 4 of each and columns × (rows + 1) at most"
              + " 64");
    }
    return SIZES[width][height];
  }

  /** Returns the number of columns. */
  public int width() {
    return width;
  }

  /** Returns the number of rows. */
  public int height() {
    return height;
  }

  /** Returns the number of cells: the most moves a game can last. */
  public int cells() {
    return cells;
  }

  /** Returns the bits of a key (stones plus mask): the board's bits, its sentinels included. */
  public int keyBits() {
    return width * columnBits;
  }

  /** Returns true for the standard board, 7 × 6. */
  public boolean isStandard() {
    return this == STANDARD;
  }

  /** Returns the bottom cell of every column. */
  public long bottom() {
    return bottom;
  }

  /** Returns every cell of the board (no sentinel). */
  public long board() {
    return board;
  }

  /** Returns the columns (0-based) from the centre out: the order in which moves are best tried. */
  public int[] centreFirst() {
    return centreFirst.clone();
  }

  /** Returns the column (0-based) at place {@code i} of {@link #centreFirst}, without a copy. */
  int centreFirst(int i) {
    return centreFirst[i];
  }

  /** Returns the bit of the cell at {@code column} and {@code row} (both from 0, bottom left). */
  public long cell(int column, int row) {
    return 1L << column * columnBits + row;
  }

  /** Returns the cells of {@code column}. */
  public long columnMask(int column) {
    return this.column << column * columnBits;
  }

  /** Returns the top cell of {@code column}: the column is full when it is occupied. */
  public long topCell(int column) {
    return 1L << column * columnBits + height - 1;
  }

  /** Returns the column of the cell {@code bit} (a single bit). */
  public int columnOf(long bit) {
    return Long.numberOfTrailingZeros(bit) / columnBits;
  }

  /** Returns the row of the cell {@code bit} (a single bit), 0 at the bottom. */
  public int rowOf(long bit) {
    return Long.numberOfTrailingZeros(bit) % columnBits;
  }

  /** Returns the cells where a stone can be dropped: the lowest empty cell of each open column. */
  public long playable(long mask) {
    return (mask + bottom) & board;
  }

  /**
   * Returns the empty cells that would complete four in a row of {@code stones}, whether or not a
   * stone can be dropped there yet.
   */
  public long winningCells(long stones, long mask) {
    // Vertical: only the cell right above three stones; below is never empty.
    long cells = (stones << 1) & (stones << 2) & (stones << 3);
    cells |= Connect4Bitboard.lineCells(stones, columnBits); // horizontal
    cells |= Connect4Bitboard.lineCells(stones, columnBits - 1); // diagonal going down to the right
    cells |= Connect4Bitboard.lineCells(stones, columnBits + 1); // diagonal going up to the right
    return cells & (board ^ mask);
  }

  /** Returns true when {@code stones} hold four in a row. */
  public boolean hasFour(long stones) {
    return Connect4Bitboard.hasFourAlong(stones, 1)
        || Connect4Bitboard.hasFourAlong(stones, columnBits)
        || Connect4Bitboard.hasFourAlong(stones, columnBits - 1)
        || Connect4Bitboard.hasFourAlong(stones, columnBits + 1);
  }

  /**
   * Returns the moves that do not lose at once for the player with {@code stones} to move: empty
   * when the opponent has two immediate wins; only the block when it has one; never the cell right
   * below an opponent's winning cell. The player to move must have no immediate win.
   */
  public long nonLosingMoves(long stones, long mask) {
    return defences(winningCells(stones ^ mask, mask), mask);
  }

  /**
   * Returns the moves that do not lose at once for the player to move against an opponent whose
   * winning cells are {@code theirWins} ({@link #nonLosingMoves}).
   */
  long defences(long theirWins, long mask) {
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
  public boolean canWinAtOnce(long stones, long mask) {
    return (winningCells(stones, mask) & playable(mask)) != 0;
  }

  /**
   * Returns an upper bound on the score of the first player to move, from the second player's
   * claimeven strategy (answer every move in the same column, so taking every empty cell of rows 1,
   * 3, 5 … from 0 but the playable ones), or {@link #NO_BOUND}: 0 when the first player cannot
   * complete a four against it, -1 when the second player also completes one. Boards of even height
   * only, with every stone the first player's and the second's in pairs (an even number of moves).
   */
  public int claimevenBound(long stones, long mask) {
    return claimevenBound(stones, mask, playable(mask), upperCells);
  }

  /** The arithmetic of {@link #claimevenBound(long, long)}, given the board's constants. */
  final int claimevenBound(long stones, long mask, long playable, long upperCells) {
    if (upperCells == 0) {
      return NO_BOUND; // an odd height: the second player cannot always answer in the column
    }
    long theirs = (stones ^ mask) | upperCells & ~mask & ~playable;
    if (hasFour(board() & ~theirs)) {
      return NO_BOUND;
    }
    return hasFour(theirs) ? -1 : 0;
  }

  /**
   * Returns how promising a move looks for the player who has just played it, its winning cells
   * {@code myCells} after the move, to try the best first: its winning cells, those right above a
   * playable cell counted twice (the opponent can never play below them). A winning cell right
   * above one of the opponent's ({@code theirCells}, before the move) counts nothing: the opponent
   * would win first.
   */
  public int threatOrder(long myCells, long mask, long theirCells) {
    long threats = myCells & ~(theirCells << 1);
    return Long.bitCount(threats) + Long.bitCount(threats & playable(mask) << 1);
  }

  /** Returns {@code bits} with the columns in mirror order (the first column becomes the last). */
  public long mirror(long bits) {
    long mirrored = 0;
    long content = (1L << columnBits) - 1;
    for (int c = 0; c < width; c++) {
      mirrored |= ((bits >>> c * columnBits) & content) << (width - 1 - c) * columnBits;
    }
    return mirrored;
  }

  /** Returns the key shared by a position and its mirror image: the smaller of the two keys. */
  public long canonicalKey(long key) {
    return Math.min(key, mirror(key));
  }

  /**
   * Returns the occupied cells of the position with {@code key}: a column's part of a key is its
   * cells, 2^h - 1 for h stones, plus the mover's stones among them, below 2^h.
   */
  public long maskOfKey(long key) {
    long mask = 0;
    for (int c = 0; c < width; c++) {
      int part = (int) (key >>> c * columnBits) & ((1 << columnBits) - 1);
      int stonesInColumn = 31 - Integer.numberOfLeadingZeros(part + 1);
      mask |= (long) ((1 << stonesInColumn) - 1) << c * columnBits;
    }
    return mask;
  }

  /** Returns "7×6": the columns, then the rows. */
  @Override
  public String toString() {
    return width + "×" + height;
  }

  /**
   * The standard board, 7 × 6: the methods the solver calls in every node return {@link
   * Connect4Bitboard}'s constants and arithmetic instead of reading the size's fields.
   */
  static final class Standard extends Connect4Size {
    private Standard() {
      super(Connect4Bitboard.WIDTH, Connect4Bitboard.HEIGHT);
    }

    @Override
    public int width() {
      return Connect4Bitboard.WIDTH;
    }

    @Override
    public int height() {
      return Connect4Bitboard.HEIGHT;
    }

    @Override
    public int cells() {
      return Connect4Bitboard.CELLS;
    }

    @Override
    public long playable(long mask) {
      return Connect4Bitboard.playable(mask);
    }

    @Override
    public long winningCells(long stones, long mask) {
      return Connect4Bitboard.winningCells(stones, mask);
    }

    @Override
    public boolean hasFour(long stones) {
      return Connect4Bitboard.hasFour(stones);
    }

    @Override
    public long nonLosingMoves(long stones, long mask) {
      return Connect4Bitboard.nonLosingMoves(stones, mask);
    }

    @Override
    long defences(long theirWins, long mask) {
      return Connect4Bitboard.defences(theirWins, mask);
    }

    @Override
    public boolean canWinAtOnce(long stones, long mask) {
      return Connect4Bitboard.canWinAtOnce(stones, mask);
    }

    @Override
    public int claimevenBound(long stones, long mask) {
      return claimevenBound(stones, mask, Connect4Bitboard.playable(mask), Connect4Bitboard.UPPER);
    }

    @Override
    public long board() {
      return Connect4Bitboard.BOARD;
    }

    @Override
    public long canonicalKey(long key) {
      return Connect4Bitboard.canonicalKey(key);
    }
  }
}
