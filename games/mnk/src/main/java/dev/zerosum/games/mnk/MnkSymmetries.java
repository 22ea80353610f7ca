package dev.zerosum.games.mnk;

import dev.zerosum.core.Symmetries;
import java.util.ArrayList;
import java.util.List;

/**
 * The symmetries of an m,n,k board: the eight rotations and reflections of a square, or the four of
 * a rectangle (the identity, the two mirrors and the half turn). An image of a position has the
 * same value with the same player to move, so a table keyed by the smallest image's key ({@link
 * Mnk#canonicalKey()}) shares one entry between them.
 */
final class MnkSymmetries implements Symmetries<MnkPosition> {

  @Override
  public List<MnkPosition> images(MnkPosition state) {
    int[][] maps = state.shape().symmetries();
    List<MnkPosition> images = new ArrayList<>(maps.length);
    for (int[] map : maps) {
      images.add(state.mapped(map));
    }
    return images;
  }

  /**
   * Returns each symmetry of a board of {@code rows} × {@code columns} as a permutation of its
   * cells ({@code map[cell]} is where the cell goes), the identity first.
   */
  static int[][] permutations(int rows, int columns) {
    List<int[]> maps = new ArrayList<>();
    int transforms = rows == columns ? 8 : 4;
    for (int t = 0; t < transforms; t++) {
      int[] map = new int[rows * columns];
      for (int row = 0; row < rows; row++) {
        for (int column = 0; column < columns; column++) {
          map[row * columns + column] = image(t, row, column, rows, columns);
        }
      }
      maps.add(map);
    }
    return maps.toArray(new int[0][]);
  }

  /**
   * Returns where transform {@code t} takes a cell: 0 the identity, 1 the left-right mirror, 2 the
   * top-bottom mirror, 3 the half turn, and on a square 4 to 7 the same four after a transpose.
   */
  private static int image(int t, int row, int column, int rows, int columns) {
    int r = row;
    int c = column;
    if (t >= 4) { // transpose first (square boards only)
      r = column;
      c = row;
    }
    if ((t & 1) != 0) {
      c = columns - 1 - c;
    }
    if ((t & 2) != 0) {
      r = rows - 1 - r;
    }
    return r * columns + c;
  }
}
