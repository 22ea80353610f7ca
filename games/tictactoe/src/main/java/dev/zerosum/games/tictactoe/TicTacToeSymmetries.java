package dev.zerosum.games.tictactoe;

import dev.zerosum.core.Symmetries;
import java.util.ArrayList;
import java.util.List;

/**
 * The eight symmetries of the square board (four rotations, each with and without a reflection),
 * and the canonical key they give: 5,478 positions fall into 765 classes.
 */
public final class TicTacToeSymmetries implements Symmetries<TicTacToePosition> {
  /** Each symmetry as the cell that cell {@code c} goes to. */
  private static final int[][] PERMUTATIONS = {
    {0, 1, 2, 3, 4, 5, 6, 7, 8}, // identity
    {2, 5, 8, 1, 4, 7, 0, 3, 6}, // a quarter turn
    {8, 7, 6, 5, 4, 3, 2, 1, 0}, // a half turn
    {6, 3, 0, 7, 4, 1, 8, 5, 2}, // three quarters
    {2, 1, 0, 5, 4, 3, 8, 7, 6}, // mirrored left to right
    {0, 3, 6, 1, 4, 7, 2, 5, 8}, // mirrored on the main diagonal
    {6, 7, 8, 3, 4, 5, 0, 1, 2}, // mirrored top to bottom
    {8, 5, 2, 7, 4, 1, 6, 3, 0} // mirrored on the other diagonal
  };

  /** MAPPED[s][mask]: the 9-bit mask after symmetry s, precomputed so a key costs no loop. */
  private static final int[][] MAPPED = new int[PERMUTATIONS.length][1 << TicTacToePosition.CELLS];

  static {
    for (int s = 0; s < PERMUTATIONS.length; s++) {
      for (int mask = 0; mask < MAPPED[s].length; mask++) {
        int image = 0;
        for (int cell = 0; cell < TicTacToePosition.CELLS; cell++) {
          if ((mask & 1 << cell) != 0) {
            image |= 1 << PERMUTATIONS[s][cell];
          }
        }
        MAPPED[s][mask] = image;
      }
    }
  }

  /** Returns the number of symmetries, the identity included: 8. */
  public static int count() {
    return PERMUTATIONS.length;
  }

  /** Returns the cell that {@code cell} goes to under symmetry {@code symmetry} (0 to 7). */
  public static int mapCell(int symmetry, int cell) {
    return PERMUTATIONS[symmetry][cell];
  }

  @Override
  public List<TicTacToePosition> images(TicTacToePosition state) {
    List<TicTacToePosition> images = new ArrayList<>(PERMUTATIONS.length);
    for (int[] mapped : MAPPED) {
      images.add(TicTacToePosition.of(mapped[state.xs()], mapped[state.os()]));
    }
    return images;
  }

  /** Returns the key of a position: X's mask in the low 9 bits, O's in the next 9. */
  public static long key(TicTacToePosition state) {
    return state.xs() | (long) state.os() << TicTacToePosition.CELLS;
  }

  /** Returns the smallest key among the eight images of a position, without building them. */
  public static long canonicalKey(TicTacToePosition state) {
    long smallest = Long.MAX_VALUE;
    for (int[] mapped : MAPPED) {
      smallest =
          Math.min(
              smallest, mapped[state.xs()] | (long) mapped[state.os()] << TicTacToePosition.CELLS);
    }
    return smallest;
  }
}
