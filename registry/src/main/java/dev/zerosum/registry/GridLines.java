package dev.zerosum.registry;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds a run of one mark on a grid drawn as rows of characters: the winning line of the games won
 * by k in a row (tic-tac-toe, m,n,k-games, Connect Four), for the page to draw.
 */
public final class GridLines {
  // Right, down, down-right, down-left: every line of the grid read once, from its first cell.
  private static final int[][] DIRECTIONS = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};

  private GridLines() {}

  /**
   * Returns the cells of the first run of {@code mark} at least {@code k} long, all of its cells
   * when it is longer, read from the top left; empty when there is none.
   *
   * @param rows the grid, one string per row, all of one length
   * @param mark the mark whose line is looked for
   * @param k the shortest run that counts
   */
  public static List<BoardView.Cell> longRun(List<String> rows, char mark, int k) {
    if (mark == '.' || k < 1) {
      return List.of(); // an empty cell is no line
    }
    for (int row = 0; row < rows.size(); row++) {
      for (int column = 0; column < rows.get(row).length(); column++) {
        for (int[] step : DIRECTIONS) {
          // Only from the first cell of a run, so that a run is measured whole.
          if (at(rows, row, column) == mark && at(rows, row - step[0], column - step[1]) != mark) {
            List<BoardView.Cell> run = new ArrayList<>();
            int r = row;
            int c = column;
            while (at(rows, r, c) == mark) {
              run.add(new BoardView.Cell(r, c));
              r += step[0];
              c += step[1];
            }
            if (run.size() >= k) {
              return List.copyOf(run);
            }
          }
        }
      }
    }
    return List.of();
  }

  private static char at(List<String> rows, int row, int column) {
    return row < 0 || row >= rows.size() || column < 0 || column >= rows.get(row).length()
        ? '.'
        : rows.get(row).charAt(column);
  }
}
