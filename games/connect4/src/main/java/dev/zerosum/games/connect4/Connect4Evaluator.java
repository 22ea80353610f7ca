package dev.zerosum.games.connect4;

import dev.zerosum.core.Evaluator;
import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Estimates a Connect Four position for a search that stops before the end, from what decides real
 * games:
 *
 * <ul>
 *   <li>lines still open: every group of four cells in a row without an opponent's stone, worth
 *       more the more of one's own stones it holds;
 *   <li>threats: empty cells that would complete a four; worth most on the rows where they tend to
 *       come true at the end of the game (for the first player the 1st, 3rd and 5th rows from the
 *       bottom, for the second the 2nd, 4th and 6th), and a pair of threats one right above the
 *       other is all but a win;
 *   <li>the centre column, which takes part in the most fours.
 * </ul>
 *
 * <p>The estimate is {@code mine - theirs}, a few hundred at most: far inside the range of
 * estimates. {@link #estimateForMax(Connect4Position)} answers for MAX as the generic searches
 * expect; {@link #forMover} answers for the player to move, as the bitboard searches do.
 */
public final class Connect4Evaluator implements Evaluator<Connect4Position> {
  private static final int[] OPEN_LINE = {0, 1, 4, 12}; // by own stones in the group of four
  private static final int THREAT = 16;
  private static final int GOOD_ROW_THREAT = 24; // extra, on the rows that favour the player
  private static final int STACKED_THREATS = 80;
  private static final int CENTRE_STONE = 3;

  /** What the estimate needs of each board size, made once a size. */
  private static final ConcurrentHashMap<Connect4Size, Shape> SHAPES = new ConcurrentHashMap<>();

  private static final Shape STANDARD_SHAPE = Shape.of(Connect4Size.STANDARD); // without a lookup

  /**
   * The cells the estimate looks at on one board size.
   *
   * @param evenIndexRows rows 0, 2, 4 … from the bottom: the first player's "odd" rows, from 1
   * @param centreColumn the middle column (the right one of two on an even width)
   * @param lines every group of four cells in a row
   */
  private record Shape(long evenIndexRows, long centreColumn, long[] lines) {
    static Shape of(Connect4Size size) {
      long rows = 0;
      for (int row = 0; row < size.height(); row += 2) {
        rows |= size.bottom() << row;
      }
      return new Shape(rows, size.columnMask(size.width() / 2), linesOfFour(size));
    }
  }

  @Override
  public int estimateForMax(Connect4Position state) {
    return state.toMove().sign()
        * forMover(state.size(), state.stones(), state.mask(), state.moves());
  }

  /**
   * Returns the estimate for the player to move, who has {@code stones} among {@code mask}, after
   * {@code moves} moves.
   */
  public static int forMover(long stones, long mask, int moves) {
    return forMover(Connect4Size.STANDARD, stones, mask, moves);
  }

  /**
   * Returns the estimate for the player to move on a board of {@code size}, who has {@code stones}
   * among {@code mask}, after {@code moves} moves.
   */
  public static int forMover(Connect4Size size, long stones, long mask, int moves) {
    Shape shape = size.isStandard() ? STANDARD_SHAPE : SHAPES.computeIfAbsent(size, Shape::of);
    long theirs = stones ^ mask;
    boolean firstToMove = moves % 2 == 0;
    return side(size, shape, stones, theirs, mask, firstToMove)
        - side(size, shape, theirs, stones, mask, !firstToMove);
  }

  private static int side(
      Connect4Size size, Shape shape, long mine, long theirs, long mask, boolean first) {
    int score = 0;
    for (long line : shape.lines()) {
      if ((line & theirs) == 0) {
        score += OPEN_LINE[Math.min(3, Long.bitCount(line & mine))];
      }
    }
    long threats = size.winningCells(mine, mask);
    long goodRows = first ? shape.evenIndexRows() : size.board() & ~shape.evenIndexRows();
    score += THREAT * Long.bitCount(threats) + GOOD_ROW_THREAT * Long.bitCount(threats & goodRows);
    if ((threats & (threats >>> 1)) != 0) {
      score += STACKED_THREATS;
    }
    return score + CENTRE_STONE * Long.bitCount(mine & shape.centreColumn());
  }

  /** Returns the groups of four cells in a row on the board (69 on 7 × 6). */
  private static long[] linesOfFour(Connect4Size size) {
    int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {1, -1}}; // across, up, the two diagonals
    long[] lines = new long[4 * size.cells()];
    int count = 0;
    for (int[] step : steps) {
      for (int column = 0; column < size.width(); column++) {
        for (int row = 0; row < size.height(); row++) {
          int lastColumn = column + 3 * step[0];
          int lastRow = row + 3 * step[1];
          if (lastColumn < size.width() && lastRow >= 0 && lastRow < size.height()) {
            long line = 0;
            for (int i = 0; i < 4; i++) {
              line |= size.cell(column + i * step[0], row + i * step[1]);
            }
            lines[count++] = line;
          }
        }
      }
    }
    return Arrays.copyOf(lines, count);
  }
}
