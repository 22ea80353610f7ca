package dev.zerosum.games.mnk;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The board of an m,n,k-game and what follows from it: {@code rows} × {@code columns} cells and k
 * in a row to win, laid out as bits for the bitboards.
 *
 * <p>Cells are numbered row by row from the top left, 0 to {@code cells() - 1}, as tic-tac-toe's
 * are. Their bits leave one empty guard column at the end of each row ({@link #width()} bits a
 * row), so that shifting a board by one cell along a row or a diagonal never wraps onto the next
 * row: the win test is a few shifts and ANDs ({@link MnkBits#hasRun}). A board of more than 64 bits
 * takes several 64-bit words.
 *
 * <pre>{@code
 * MnkShape gomoku = MnkShape.of(15, 15, 5);
 * gomoku.bits();   // 240: 15 rows of 15 cells and a guard
 * gomoku.words();  // 4
 * }</pre>
 */
public final class MnkShape {
  /** The longest side a board may have: a go board's 19. */
  public static final int MAX_SIDE = 19;

  /**
   * Boards of up to this many cells (3 × 3, 4 × 4) are numbered 1 to N, as tic-tac-toe's 1 to 9
   * are: a number is read at a glance on a board one counts at a glance. Larger boards name a cell
   * by its column and row, {@code h8}, as gomoku players write it.
   */
  public static final int MAX_NUMBERED_CELLS = 16;

  /**
   * Boards of up to this many cells still read a cell number: they were numbered up to 99 cells
   * until 2026-12-06, and their save files and links wrote moves that way.
   */
  public static final int MAX_READ_NUMBERED_CELLS = 99;

  private final int rows;
  private final int columns;
  private final int k;
  private final long[][] windows; // every run of k cells, as a board mask
  private final int[][] symmetries; // symmetries[s][cell] = the cell it maps to
  private final int[][] windowsOfCell; // windowsOfCell[cell] = the windows through the cell

  private MnkShape(int rows, int columns, int k) {
    this.rows = rows;
    this.columns = columns;
    this.k = k;
    this.windows = listWindows();
    this.symmetries = MnkSymmetries.permutations(rows, columns);
    this.windowsOfCell = listWindowsOfCells();
  }

  /**
   * Returns the board of {@code rows} × {@code columns} cells where {@code k} in a row wins.
   *
   * @throws IllegalArgumentException naming what is out of range: a side from 1 to 19, k from 1 to
   *     the longer side
   */
  public static MnkShape of(int rows, int columns, int k) {
    if (rows < 1 || rows > MAX_SIDE || columns < 1 || columns > MAX_SIDE) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "a board of %d × %d is out of range; expected 1 to %d rows and columns",
              rows,
              columns,
              MAX_SIDE));
    }
    int longest = Math.max(rows, columns);
    if (k < 1 || k > longest) {
      throw new IllegalArgumentException(
          String.format(
              Locale.ROOT,
              "k = %d in a row cannot be made on %d × %d; expected 1 to %d",
              k,
              rows,
              columns,
              longest));
    }
    return new MnkShape(rows, columns, k);
  }

  /** Returns the number of rows (m). */
  public int rows() {
    return rows;
  }

  /** Returns the number of columns (n). */
  public int columns() {
    return columns;
  }

  /** Returns how many in a row win (k). */
  public int k() {
    return k;
  }

  /** Returns the number of cells. */
  public int cells() {
    return rows * columns;
  }

  /** Returns the bits a row takes: its cells and one guard bit. */
  public int width() {
    return columns + 1;
  }

  /** Returns the bits a board takes. */
  public int bits() {
    return rows * width();
  }

  /** Returns the 64-bit words a board takes. */
  public int words() {
    return (bits() + 63) >>> 6;
  }

  /** Returns true when one word holds the board: the exact solver's boards. */
  public boolean fitsOneWord() {
    return bits() <= 64;
  }

  /** Returns true when the board is square: 8 symmetries, else 4. */
  public boolean isSquare() {
    return rows == columns;
  }

  /**
   * Returns true when cells are written as numbers 1 to N (at most {@value #MAX_NUMBERED_CELLS}
   * cells); else by their column and row ({@code h8}).
   */
  public boolean isNumbered() {
    return cells() <= MAX_NUMBERED_CELLS;
  }

  /**
   * Returns true when a cell number is read (at most {@value #MAX_READ_NUMBERED_CELLS} cells), as
   * older saves wrote it, though not written past {@value #MAX_NUMBERED_CELLS}.
   */
  public boolean readsCellNumbers() {
    return cells() <= MAX_READ_NUMBERED_CELLS;
  }

  /** Returns the bit of {@code cell} (0 to {@code cells() - 1}, row by row). */
  public int bitOf(int cell) {
    return cell / columns * width() + cell % columns;
  }

  /** Returns the cell of a board {@code bit}, which must not be a guard bit. */
  public int cellOf(int bit) {
    return bit / width() * columns + bit % width();
  }

  /** Returns the cell at {@code row} (0 at the top) and {@code column} (0 at the left). */
  public int cellAt(int row, int column) {
    return row * columns + column;
  }

  /** Returns the shifts between neighbours: along a row, a column and the two diagonals. */
  public int[] directions() {
    return new int[] {1, width(), width() + 1, width() - 1};
  }

  /** Returns every run of k cells on the board (the lines a player can complete), as masks. */
  long[][] windows() {
    return windows;
  }

  /** Returns the indices in {@link #windows()} of the runs through each cell. */
  int[][] windowsOfCell() {
    return windowsOfCell;
  }

  /** Returns the number of runs of k cells: the lines that can be won. */
  public int lines() {
    return windows.length;
  }

  /** Returns the board's symmetries as cell permutations, the identity first. */
  int[][] symmetries() {
    return symmetries;
  }

  /** Returns the number of symmetries: 8 for a square, 4 otherwise. */
  public int symmetryCount() {
    return symmetries.length;
  }

  private long[][] listWindows() {
    List<long[]> found = new ArrayList<>();
    int[][] steps = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int[] step : steps) {
      for (int row = 0; row < rows; row++) {
        for (int column = 0; column < columns; column++) {
          int lastRow = row + step[0] * (k - 1);
          int lastColumn = column + step[1] * (k - 1);
          if (lastRow >= rows || lastColumn < 0 || lastColumn >= columns) {
            continue;
          }
          long[] mask = new long[words()];
          for (int i = 0; i < k; i++) {
            MnkBits.set(mask, bitOf(cellAt(row + step[0] * i, column + step[1] * i)));
          }
          found.add(mask);
        }
      }
      if (k == 1) {
        break; // a single cell is one window, whatever the direction
      }
    }
    return found.toArray(new long[0][]);
  }

  private int[][] listWindowsOfCells() {
    int[][] through = new int[cells()][];
    for (int cell = 0; cell < cells(); cell++) {
      int bit = bitOf(cell);
      List<Integer> found = new ArrayList<>();
      for (int w = 0; w < windows.length; w++) {
        if (MnkBits.get(windows[w], bit)) {
          found.add(w);
        }
      }
      through[cell] = found.stream().mapToInt(Integer::intValue).toArray();
    }
    return through;
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof MnkShape that
        && rows == that.rows
        && columns == that.columns
        && k == that.k;
  }

  @Override
  public int hashCode() {
    return (rows * 31 + columns) * 31 + k;
  }

  /** Returns "5,5,4": m, n and k as the game's name writes them. */
  @Override
  public String toString() {
    return rows + "," + columns + "," + k;
  }
}
