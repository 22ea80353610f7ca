package dev.zerosum.games.mnk;

/**
 * What the runs of k cells (the windows) say of a position, for the evaluator, the heuristic and
 * the depth search: the cells where a player wins at once, and a score of open lines. A window is
 * open for a player while the other has no stone in it; the more stones it holds, the closer it is
 * to a line, and with k - 1 it is a threat: the last cell wins.
 */
public final class MnkLines {
  /** Every estimate stays below this in size, far below a proven result. */
  public static final int MAX_ESTIMATE = 1 << 18;

  private MnkLines() {}

  /**
   * Returns the cells (as board bits) where {@code mine} completes a window that {@code theirs} has
   * no stone in: the moves that win at once.
   */
  static long[] winningCells(MnkShape shape, long[] mine, long[] theirs) {
    long[][] windows = shape.windows();
    long[] cells = new long[shape.words()];
    int need = shape.k() - 1;
    for (long[] window : windows) {
      if (MnkBits.countIn(theirs, window) == 0 && MnkBits.countIn(mine, window) == need) {
        for (int w = 0; w < window.length; w++) {
          cells[w] |= window[w] & ~mine[w];
        }
      }
    }
    return cells;
  }

  /**
   * Returns what a stone of {@code mine} on {@code cell} makes of the runs through it, for move
   * ordering: each run it extends counts 8 times more per stone already there, each run of the
   * opponent's it blocks half as much. A threat made or stopped outweighs the rest.
   */
  static int moveWeight(MnkShape shape, int cell, long[] mine, long[] theirs) {
    long[][] windows = shape.windows();
    int weight = 0;
    for (int w : shape.windowsOfCell()[cell]) {
      weight += runWeight(MnkBits.countIn(mine, windows[w]), MnkBits.countIn(theirs, windows[w]));
    }
    return weight;
  }

  /** Returns what a stone adds to a run holding {@code own} of its player's and {@code other}. */
  static int runWeight(int own, int other) {
    if (other == 0) {
      return 1 << Math.min(3 * own, 27);
    }
    return own == 0 ? 1 << Math.min(3 * other - 1, 26) : 0;
  }

  /** Returns the weight of an open window holding {@code stones} of k: 1, 8, 64 … */
  static int weight(int stones) {
    return stones == 0 ? 0 : 1 << Math.min(3 * (stones - 1), 15);
  }

  /**
   * Returns the estimate of a position for X: the weights of X's open windows less O's, with the
   * side to move's threats worth more (it plays first); within {@link #MAX_ESTIMATE}.
   */
  static int estimateForX(MnkShape shape, long[] xs, long[] os, boolean xToMove) {
    long[][] windows = shape.windows();
    int[] inX = new int[windows.length];
    int[] inO = new int[windows.length];
    for (int w = 0; w < windows.length; w++) {
      inX[w] = MnkBits.countIn(xs, windows[w]);
      inO[w] = MnkBits.countIn(os, windows[w]);
    }
    return estimateForX(inX, inO, shape.k(), xToMove);
  }

  /**
   * Returns {@link #estimateForX(MnkShape, long[], long[], boolean)} from the stones each player
   * has in each window, as the depth search keeps them.
   */
  static int estimateForX(int[] inX, int[] inO, int k, boolean xToMove) {
    int x = 0;
    int o = 0;
    int xThreats = 0;
    int oThreats = 0;
    int threat = k - 1;
    for (int w = 0; w < inX.length; w++) {
      if (inO[w] == 0 && inX[w] > 0) {
        x += weight(inX[w]);
        xThreats += inX[w] == threat ? 1 : 0;
      } else if (inX[w] == 0 && inO[w] > 0) {
        o += weight(inO[w]);
        oThreats += inO[w] == threat ? 1 : 0;
      }
    }
    // A threat of the side to move wins next move; two of the other side's cannot both be blocked.
    int tempo = weight(threat) * 4;
    if (xToMove) {
      x += xThreats > 0 ? tempo * 4 : 0;
      o += oThreats > 1 ? tempo : 0;
    } else {
      o += oThreats > 0 ? tempo * 4 : 0;
      x += xThreats > 1 ? tempo : 0;
    }
    return Math.max(-MAX_ESTIMATE + 1, Math.min(MAX_ESTIMATE - 1, x - o));
  }
}
