package dev.zerosum.games.connect4;

import dev.zerosum.core.Evaluator;

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

  /** Rows 0, 2 and 4 from the bottom: the first player's "odd" rows, counted from 1. */
  private static final long EVEN_INDEX_ROWS = Connect4Bitboard.BOTTOM * 0b010101;

  private static final long CENTRE_COLUMN = Connect4Bitboard.columnMask(Connect4Bitboard.WIDTH / 2);
  private static final long[] LINES = linesOfFour();

  @Override
  public int estimateForMax(Connect4Position state) {
    return state.toMove().sign() * forMover(state.stones(), state.mask(), state.moves());
  }

  /**
   * Returns the estimate for the player to move, who has {@code stones} among {@code mask}, after
   * {@code moves} moves.
   */
  public static int forMover(long stones, long mask, int moves) {
    long theirs = stones ^ mask;
    boolean firstToMove = moves % 2 == 0;
    return side(stones, theirs, mask, firstToMove) - side(theirs, stones, mask, !firstToMove);
  }

  private static int side(long mine, long theirs, long mask, boolean first) {
    int score = 0;
    for (long line : LINES) {
      if ((line & theirs) == 0) {
        score += OPEN_LINE[Math.min(3, Long.bitCount(line & mine))];
      }
    }
    long threats = Connect4Bitboard.winningCells(mine, mask);
    long goodRows = first ? EVEN_INDEX_ROWS : Connect4Bitboard.BOARD & ~EVEN_INDEX_ROWS;
    score += THREAT * Long.bitCount(threats) + GOOD_ROW_THREAT * Long.bitCount(threats & goodRows);
    if ((threats & (threats >>> 1)) != 0) {
      score += STACKED_THREATS;
    }
    return score + CENTRE_STONE * Long.bitCount(mine & CENTRE_COLUMN);
  }

  /** Returns the 69 groups of four cells in a row on the board. */
  private static long[] linesOfFour() {
    int[][] steps = {{1, 0}, {0, 1}, {1, 1}, {1, -1}}; // across, up, the two diagonals
    long[] lines = new long[69];
    int count = 0;
    for (int[] step : steps) {
      for (int column = 0; column < Connect4Bitboard.WIDTH; column++) {
        for (int row = 0; row < Connect4Bitboard.HEIGHT; row++) {
          int lastColumn = column + 3 * step[0];
          int lastRow = row + 3 * step[1];
          if (lastColumn < Connect4Bitboard.WIDTH
              && lastRow >= 0
              && lastRow < Connect4Bitboard.HEIGHT) {
            long line = 0;
            for (int i = 0; i < 4; i++) {
              line |= Connect4Bitboard.cell(column + i * step[0], row + i * step[1]);
            }
            lines[count++] = line;
          }
        }
      }
    }
    return lines;
  }
}
