package dev.zerosum.games.mnk;

import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A board the threat search plays on and takes back: who holds each cell, how many stones each
 * player has in each run of k cells (a window), and a Zobrist key of the stones. Mutable and for
 * one thread; {@link #play} and {@link #undo} touch only the windows through the cell.
 *
 * <p>Players are 0 (X) and 1 (O), as {@link #stonesIn} indexes them; an empty cell holds -1.
 */
final class ThreatBoard {
  private static final long KEY_SEED = 0x5EED_7EA7L;

  /** The boards' layouts met so far: a few shapes in a program's life. */
  private static final Map<MnkShape, Layout> LAYOUTS = new ConcurrentHashMap<>();

  private final MnkShape shape;
  private final int[] owner; // -1 empty, else the player
  private final int[][] counts; // counts[player][window]
  private final int[][] windowCells; // the cells of each window: the layout's, shared
  private final long[][] cellKeys; // cellKeys[player][cell]: the layout's, shared
  private long key;
  private int stones;

  /** Returns the board of {@code position}'s shape holding its stones. */
  static ThreatBoard of(MnkPosition position) {
    MnkShape shape = position.shape();
    ThreatBoard board = new ThreatBoard(shape);
    for (int cell = 0; cell < shape.cells(); cell++) {
      char mark = position.markAt(cell);
      if (mark != '.') {
        board.play(cell, mark == 'X' ? 0 : 1);
      }
    }
    return board;
  }

  private ThreatBoard(MnkShape shape) {
    this.shape = shape;
    this.owner = new int[shape.cells()];
    java.util.Arrays.fill(owner, -1);
    Layout layout = LAYOUTS.computeIfAbsent(shape, Layout::of);
    this.windowCells = layout.windowCells();
    this.cellKeys = layout.cellKeys();
    this.counts = new int[2][windowCells.length];
  }

  /**
   * What every board of a shape shares, read only: the cells of each window and the cells' keys.
   *
   * @param windowCells the cells of each window
   * @param cellKeys the key of a stone of each player on each cell
   */
  private record Layout(int[][] windowCells, long[][] cellKeys) {
    static Layout of(MnkShape shape) {
      long[][] windows = shape.windows();
      int[][] windowCells = new int[windows.length][];
      for (int w = 0; w < windows.length; w++) {
        int[] cells = new int[shape.k()];
        int found = 0;
        for (int cell = 0; cell < shape.cells() && found < cells.length; cell++) {
          if (MnkBits.get(windows[w], shape.bitOf(cell))) {
            cells[found++] = cell;
          }
        }
        windowCells[w] = cells;
      }
      // Fixed keys: a key means the same stones in every search, so tables and tests agree.
      SplittableRandom random = new SplittableRandom(KEY_SEED);
      long[][] cellKeys = new long[2][shape.cells()];
      for (int player = 0; player < 2; player++) {
        for (int cell = 0; cell < shape.cells(); cell++) {
          cellKeys[player][cell] = random.nextLong();
        }
      }
      return new Layout(windowCells, cellKeys);
    }
  }

  /** Returns the board's shape. */
  MnkShape shape() {
    return shape;
  }

  /** Returns the number of windows: the runs of k cells. */
  int windows() {
    return windowCells.length;
  }

  /** Returns the cells of window {@code w}. */
  int[] cellsOf(int w) {
    return windowCells[w];
  }

  /** Returns the windows through {@code cell}. */
  int[] windowsThrough(int cell) {
    return shape.windowsOfCell()[cell];
  }

  /** Returns how many stones {@code player} has in window {@code w}. */
  int stonesIn(int player, int w) {
    return counts[player][w];
  }

  /** Returns true when {@code cell} is empty. */
  boolean isEmpty(int cell) {
    return owner[cell] < 0;
  }

  /** Returns the number of stones on the board. */
  int stones() {
    return stones;
  }

  /** Returns the key of the stones on the board. */
  long key() {
    return key;
  }

  /** Puts a stone of {@code player} on the empty {@code cell}. */
  void play(int cell, int player) {
    if (owner[cell] >= 0) {
      throw new IllegalArgumentException("cell " + cell + " is taken");
    }
    owner[cell] = player;
    for (int w : windowsThrough(cell)) {
      counts[player][w]++;
    }
    key ^= cellKeys[player][cell];
    stones++;
  }

  /** Takes back the stone on {@code cell}. */
  void undo(int cell) {
    int player = owner[cell];
    owner[cell] = -1;
    for (int w : windowsThrough(cell)) {
      counts[player][w]--;
    }
    key ^= cellKeys[player][cell];
    stones--;
  }
}
