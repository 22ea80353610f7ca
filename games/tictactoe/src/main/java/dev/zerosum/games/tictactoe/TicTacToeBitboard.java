package dev.zerosum.games.tictactoe;

/**
 * Tic-tac-toe on two 9-bit masks, the primitives of the fast engines: the win test, the move order
 * and a dense index of boards.
 *
 * <p>A mask has bit {@code c} set when cell {@code c} (0 to 8, row-major) holds a mark, as in
 * {@link TicTacToePosition#xs()}. The engines see a position from the side of the player to move:
 * {@code mine} are that player's marks, {@code theirs} the opponent's. The pair is as good as the
 * position itself, because the counts of marks tell who moves: equal for X, one more X for O.
 */
public final class TicTacToeBitboard {
  /** The mask of all nine cells. */
  public static final int FULL = (1 << TicTacToePosition.CELLS) - 1;

  /** The number of board indices: 3^9, one per way of filling the cells with nothing, X or O. */
  public static final int BOARD_INDICES = 19_683;

  /** The cells in the order the engines try them: centre, corners, edges (most lines first). */
  static final int[] SEARCH_ORDER = {4, 0, 2, 6, 8, 1, 3, 5, 7};

  private static final int ROW_STARTS = 0b001_001_001; // the first cell of each row
  private static final int COLUMN_STARTS = 0b000_000_111; // the first cell of each column
  private static final int DIAGONAL = 0b100_010_001; // cells 0, 4, 8
  private static final int ANTI_DIAGONAL = 0b001_010_100; // cells 2, 4, 6

  /** BASE3[mask]: the sum of 3^c over the cells c of the mask, so an index costs no loop. */
  private static final int[] BASE3 = new int[1 << TicTacToePosition.CELLS];

  static {
    for (int mask = 0; mask < BASE3.length; mask++) {
      int sum = 0;
      for (int cell = 0, power = 1; cell < TicTacToePosition.CELLS; cell++, power *= 3) {
        sum += (mask >>> cell & 1) * power;
      }
      BASE3[mask] = sum;
    }
  }

  private TicTacToeBitboard() {}

  /**
   * Returns true when {@code marks} fill a row, a column or a diagonal, tested with shifts and
   * masks: a row is full where a cell, its right neighbour and the next one are all set, a column
   * where a cell and the two below it are.
   */
  public static boolean hasLine(int marks) {
    int rows = marks & marks >>> 1 & marks >>> 2 & ROW_STARTS;
    int columns = marks & marks >>> 3 & marks >>> 6 & COLUMN_STARTS;
    return (rows | columns) != 0
        || (marks & DIAGONAL) == DIAGONAL
        || (marks & ANTI_DIAGONAL) == ANTI_DIAGONAL;
  }

  /**
   * Returns the board as a number from 0 to 19,682: in base 3, digit {@code c} is 1 where the
   * player to move has a mark in cell {@code c} and 2 where the opponent has. Tables of positions
   * are arrays indexed by it.
   */
  public static int boardIndex(int mine, int theirs) {
    return BASE3[mine] + 2 * BASE3[theirs];
  }

  /** Returns the marks of the player to move in {@code position}. */
  public static int mine(TicTacToePosition position) {
    return isXToMove(position) ? position.xs() : position.os();
  }

  /** Returns the marks of the player who moved last in {@code position}. */
  public static int theirs(TicTacToePosition position) {
    return isXToMove(position) ? position.os() : position.xs();
  }

  private static boolean isXToMove(TicTacToePosition position) {
    // The same rule as TicTacToePosition.toMove(), without going through the Player enum.
    return Integer.bitCount(position.xs()) == Integer.bitCount(position.os());
  }

  /**
   * Returns the lowest empty cell that completes a line of {@code mine}, a winning move, or -1 when
   * there is none.
   */
  static int winningCell(int mine, int empty) {
    for (int rest = empty; rest != 0; rest &= rest - 1) {
      int bit = rest & -rest;
      if (hasLine(mine | bit)) {
        return Integer.numberOfTrailingZeros(bit);
      }
    }
    return -1;
  }
}
