package dev.zerosum.games.mnk;

import dev.zerosum.core.AgentNote;
import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;

/**
 * A depth-limited search of m,n,k positions of any size, for the players that cannot wait for a
 * proof: negamax alpha-beta on bitboards of several words with make and unmake, deepened one ply at
 * a time until the depth asked for or the stop condition, scoring the positions where it stops with
 * {@link MnkLines#estimateForX}.
 *
 * <p>Threats come first, as in the exact solver: a move that wins at once ends the search of a
 * node, two cells where the opponent wins at once are a loss, and one such cell is the only move.
 * On a board of more than 64 cells the search is selective: it tries the {@value #BEAM} best cells
 * (by {@link MnkLines#moveWeight}) within two cells of a stone (the centre on an empty board), so
 * that gomoku goes a few plies deep in a second; there, a win or loss it finds is likely but not
 * proven. The stones each player has in each run of k are counted once and kept up to date move by
 * move, so that threats, weights and estimates read counts instead of counting bits: 2 to 4 times
 * the nodes a second on gomoku. Mutation throughout: this runs at every node.
 */
public final class MnkDepthSearch {
  /** A win found by the search scores this less the plies to it; estimates stay far below. */
  public static final int WIN = 1 << 20;

  /** The most cells a node of a large board tries. */
  public static final int BEAM = 16;

  // Nodes between two looks at the stop condition, minus one: a node of gomoku scans the board's
  // lines (tens of microseconds), so 1,024 of them overran a budget of 250 ms by some 45 ms.
  static final long STOP_CHECK_INTERVAL = (1 << 6) - 1;
  private static final EnglishTexts ENGLISH = EnglishTexts.of(MnkDepthSearch.class);

  private final MnkShape shape;
  private final int cells;
  private final boolean selective;
  private final long[][] windows;
  private final int[][] windowsOfCell;
  private long[] me; // the stones of the player to move
  private long[] opponent;
  private int[] myCounts; // myCounts[w]: the mover's stones in window w, kept move by move
  private int[] theirCounts;
  private int winCell; // the cell winCells() found first
  private int stones;
  private long nodes;
  private StopCondition stop = StopCondition.never();
  private int[][] moveLists;
  private int[][] moveWeights;

  /**
   * What the deepest finished search found.
   *
   * @param move the best move
   * @param score its score for the player to move: within {@link MnkLines#MAX_ESTIMATE} an
   *     estimate, else {@link #WIN} less the plies to a win found (or the negation for a loss)
   * @param depth the plies of the deepest search that finished
   * @param nodes the nodes of every iteration
   */
  public record Estimate(MnkMove move, int score, int depth, long nodes) {
    /** Returns true when the search saw the end of the game: a win or a loss. */
    public boolean isDecisive() {
      return Math.abs(score) > WIN / 2;
    }

    /** Returns the plies to the win or loss found. */
    public int plies() {
      return WIN - Math.abs(score);
    }

    /** Returns "win in 5 plies", "loss in 2 plies" or "estimate +120". */
    public String describe() {
      return note().text();
    }

    /**
     * Returns {@link #describe} with a code and its values: the plies of a win or loss, the score
     * of an estimate.
     */
    public AgentNote note() {
      if (isDecisive()) {
        return ENGLISH.note(score > 0 ? "mnk.search-win" : "mnk.search-loss", plies());
      }
      return ENGLISH.note("mnk.estimate", score);
    }
  }

  /** Creates the search of boards of {@code shape}. */
  public MnkDepthSearch(MnkShape shape) {
    this.shape = shape;
    this.cells = shape.cells();
    this.selective = cells > 64;
    this.windows = shape.windows();
    this.windowsOfCell = shape.windowsOfCell();
  }

  /**
   * Returns the best move of {@code position} found by searches of 1, 2, … up to {@code maxDepth}
   * plies, the deepest that finished before {@code stop}; depth 0 when not even one did (the move
   * is then the best by the ordering alone).
   *
   * @throws IllegalArgumentException if the game is over in the position
   */
  public Estimate search(MnkPosition position, int maxDepth, StopCondition stop) {
    if (position.isOver()) {
      throw new IllegalArgumentException("the game is over in " + position + ": no move to find");
    }
    load(position);
    this.stop = stop;
    nodes = 0;
    moveLists = new int[maxDepth + 2][cells];
    moveWeights = new int[maxDepth + 2][cells];
    int count = movesAt(0);
    int bestCell = moveLists[0][0];
    int bestScore = 0;
    int depthDone = 0;
    for (int depth = 1; depth <= maxDepth && depth <= cells - stones; depth++) {
      try {
        int[] root = rootSearch(depth, bestCell, count);
        bestCell = root[0];
        bestScore = root[1];
        depthDone = depth;
      } catch (SearchStoppedException outOfTime) {
        load(position); // the search stopped mid-move: set the board back
        break;
      }
      if (Math.abs(bestScore) > WIN / 2) {
        break; // a result found: looking deeper finds the same or a longer way to it
      }
    }
    return new Estimate(MnkMove.ofCell(shape, bestCell), bestScore, depthDone, nodes);
  }

  /** Searches the root's moves, {@code first} first; returns the best cell and its score. */
  private int[] rootSearch(int depth, int first, int count) {
    int[] moves = new int[count];
    moves[0] = first;
    for (int i = 0, j = 1; i < count; i++) {
      if (moveLists[0][i] != first) {
        moves[j++] = moveLists[0][i];
      }
    }
    int alpha = -WIN - 1;
    int bestCell = first;
    for (int cell : moves) {
      play(cell);
      int score = wonByLastMove(cell) ? WIN - 1 : -negamax(depth - 1, -WIN - 1, -alpha, 1);
      undo(cell);
      if (score > alpha) {
        alpha = score;
        bestCell = cell;
      }
    }
    return new int[] {bestCell, alpha};
  }

  private int negamax(int depth, int alpha, int beta, int ply) {
    nodes++;
    if ((nodes & STOP_CHECK_INTERVAL) == 0 && stop.shouldStop()) {
      throw new SearchStoppedException(nodes);
    }
    if (stones == cells) {
      return 0;
    }
    if (canWinAtOnce(myCounts, theirCounts)) {
      return WIN - ply - 1;
    }
    int threats = winCells(theirCounts, myCounts);
    if (threats > 1) {
      return -(WIN - ply - 2);
    }
    if (depth == 0) {
      boolean xToMove = (stones & 1) == 0;
      int forX =
          MnkLines.estimateForX(
              xToMove ? myCounts : theirCounts,
              xToMove ? theirCounts : myCounts,
              shape.k(),
              xToMove);
      return xToMove ? forX : -forX;
    }
    int[] moves = moveLists[ply];
    int count;
    if (threats == 1) {
      moves[0] = winCell;
      count = 1;
    } else {
      count = movesAt(ply);
    }
    int best = -WIN - 1;
    for (int i = 0; i < count; i++) {
      int cell = moves[i];
      play(cell);
      int score = -negamax(depth - 1, -beta, -Math.max(alpha, best), ply + 1);
      undo(cell);
      if (score > best) {
        best = score;
        if (best >= beta) {
          break;
        }
      }
    }
    return best;
  }

  /** Puts the cells worth trying in {@code moveLists[ply]}, best first; returns how many. */
  private int movesAt(int ply) {
    int[] moves = moveLists[ply];
    int[] weights = moveWeights[ply];
    long[] near = selective ? neighbourhood() : null;
    int count = 0;
    for (int cell = 0; cell < cells; cell++) {
      int bit = shape.bitOf(cell);
      if (MnkBits.get(me, bit) || MnkBits.get(opponent, bit)) {
        continue;
      }
      if (near != null && !MnkBits.get(near, bit)) {
        continue;
      }
      int weight = moveWeight(cell) * 64 + centrality(cell);
      int at = count++;
      while (at > 0 && weights[at - 1] < weight) {
        weights[at] = weights[at - 1];
        moves[at] = moves[at - 1];
        at--;
      }
      weights[at] = weight;
      moves[at] = cell;
    }
    if (count == 0) { // a board with stones but nothing near them free: any empty cell
      for (int cell = 0; cell < cells; cell++) {
        int bit = shape.bitOf(cell);
        if (!MnkBits.get(me, bit) && !MnkBits.get(opponent, bit)) {
          moves[count++] = cell;
        }
      }
    }
    return selective ? Math.min(count, BEAM) : count;
  }

  /** Returns 0 to 63, more for cells nearer the centre: the tie-break of the ordering. */
  private int centrality(int cell) {
    int row = cell / shape.columns();
    int column = cell % shape.columns();
    int fromCentre =
        Math.abs(2 * row - (shape.rows() - 1)) + Math.abs(2 * column - (shape.columns() - 1));
    return Math.max(0, 63 - fromCentre);
  }

  /** Returns the cells within two of a stone, as a board; the centre on an empty board. */
  private long[] neighbourhood() {
    long[] near = new long[shape.words()];
    if (stones == 0) {
      MnkBits.set(near, shape.bitOf(shape.cellAt(shape.rows() / 2, shape.columns() / 2)));
      return near;
    }
    for (int cell = 0; cell < cells; cell++) {
      int bit = shape.bitOf(cell);
      if (!MnkBits.get(me, bit) && !MnkBits.get(opponent, bit)) {
        continue;
      }
      int row = cell / shape.columns();
      int column = cell % shape.columns();
      for (int r = Math.max(0, row - 2); r <= Math.min(shape.rows() - 1, row + 2); r++) {
        for (int c = Math.max(0, column - 2); c <= Math.min(shape.columns() - 1, column + 2); c++) {
          MnkBits.set(near, shape.bitOf(shape.cellAt(r, c)));
        }
      }
    }
    return near;
  }

  private boolean wonByLastMove(int cell) {
    for (int w : windowsOfCell[cell]) {
      if (theirCounts[w] == shape.k()) {
        return true; // after play(), the mover's stones are the opponent's
      }
    }
    return false;
  }

  /** Returns true when the side with {@code own} stones in the windows completes one at once. */
  private boolean canWinAtOnce(int[] own, int[] other) {
    int need = shape.k() - 1;
    for (int w = 0; w < own.length; w++) {
      if (own[w] == need && other[w] == 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns how many cells (0, 1, or 2 for two or more) complete a window for the side with {@code
   * own} stones in them, the first in {@link #winCell}.
   */
  private int winCells(int[] own, int[] other) {
    int need = shape.k() - 1;
    int found = 0;
    for (int w = 0; w < own.length; w++) {
      if (own[w] == need && other[w] == 0) {
        int cell = emptyCellOf(windows[w]);
        if (found == 0) {
          winCell = cell;
          found = 1;
        } else if (cell != winCell) {
          return 2;
        }
      }
    }
    return found;
  }

  private int emptyCellOf(long[] window) {
    for (int i = 0; i < window.length; i++) {
      long empty = window[i] & ~(me[i] | opponent[i]);
      if (empty != 0) {
        return shape.cellOf(i * 64 + Long.numberOfTrailingZeros(empty));
      }
    }
    throw new IllegalStateException("a window one stone short has no empty cell");
  }

  private int moveWeight(int cell) {
    int weight = 0;
    for (int w : windowsOfCell[cell]) {
      weight += MnkLines.runWeight(myCounts[w], theirCounts[w]);
    }
    return weight;
  }

  private void load(MnkPosition position) {
    boolean xToMove = (position.stones() & 1) == 0;
    me = (xToMove ? position.xsForReading() : position.osForReading()).clone();
    opponent = (xToMove ? position.osForReading() : position.xsForReading()).clone();
    stones = position.stones();
    myCounts = new int[windows.length];
    theirCounts = new int[windows.length];
    for (int w = 0; w < windows.length; w++) {
      myCounts[w] = MnkBits.countIn(me, windows[w]);
      theirCounts[w] = MnkBits.countIn(opponent, windows[w]);
    }
  }

  private void play(int cell) {
    MnkBits.set(me, shape.bitOf(cell));
    for (int w : windowsOfCell[cell]) {
      myCounts[w]++;
    }
    long[] placed = me;
    me = opponent;
    opponent = placed;
    int[] counts = myCounts;
    myCounts = theirCounts;
    theirCounts = counts;
    stones++;
  }

  private void undo(int cell) {
    stones--;
    long[] placed = opponent;
    opponent = me;
    me = placed;
    int[] counts = theirCounts;
    theirCounts = myCounts;
    myCounts = counts;
    MnkBits.clear(me, shape.bitOf(cell));
    for (int w : windowsOfCell[cell]) {
      myCounts[w]--;
    }
  }
}
