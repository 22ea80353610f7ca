package dev.zerosum.games.mnk;

import dev.zerosum.core.NullWindowScore;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import java.util.Objects;

/**
 * Solves m,n,k positions exactly on boards of at most 64 bits (7 × 7, 8 × 7, 5 × 10 …): negamax
 * alpha-beta on one-word bitboards with make and unmake, a table keyed by the canonical position
 * (the smallest key of the board's 4 or 8 images, kept up to date move by move) and threat-first
 * move ordering. Scores are {@link MnkScore}'s: who wins, and with which stone.
 *
 * <p>What each node knows before it tries a move, from one pass over the runs of k cells:
 *
 * <ul>
 *   <li>a run the mover completes at once: a win, now;
 *   <li>two cells where the opponent completes a run: the mover cannot stop both, a loss;
 *   <li>one such cell: the only move that does not lose at once is to fill it;
 *   <li>no open run left for a player (every one holds a stone of the other): that player cannot
 *       win, so the value is at most (or at least) a draw; for both, a draw now.
 * </ul>
 *
 * <p>The moves are tried in the order of what they make of the runs through their cell: a threat
 * first, then the runs they extend and those they block, weighted by the stones in them; the
 * table's best cell of an earlier search comes before all, tried before the others are weighed.
 * Mutation throughout: this runs at every node. One solver serves one thread at a time.
 *
 * <pre>{@code
 * MnkSolver solver = new MnkSolver(MnkShape.of(4, 4, 4), 20);
 * solver.solve(MnkPosition.empty(solver.shape()));  // 0: a draw
 * }</pre>
 */
public final class MnkSolver {
  private static final long STOP_CHECK_INTERVAL = (1 << 12) - 1;

  private final MnkShape shape;
  private final int cells;
  private final int k;
  private final long[] cellBits; // cellBits[cell]: the cell's bit
  private final long[] windows;
  private final int[][] windowsOfCell;
  private final MnkImageKeys keys;
  private final int[] attack; // weight of a run holding c of the mover's stones, no other
  private final int[] defence; // weight of a run holding c of the opponent's, none of the mover's
  private final MnkSolverTable table;
  private final int[][] moveLists;
  private final int[][] moveWeights;

  private long me; // the stones of the player to move
  private long opponent;
  private int stones;
  private long nodes;
  private StopCondition stop = StopCondition.never(); // the search under way's, set by each call

  // What scan() found of the position, read by the node that called it.
  private long myWins;
  private long theirWins;
  private boolean myRunsOpen;
  private boolean theirRunsOpen;

  /**
   * Creates the solver of boards of {@code shape}, with a table of 2^{@code log2Slots} slots (12
   * bytes each).
   *
   * @throws IllegalArgumentException if the board takes more than one 64-bit word
   */
  public MnkSolver(MnkShape shape, int log2Slots) {
    if (!shape.fitsOneWord()) {
      throw new IllegalArgumentException(
          "the exact solver takes boards of at most 64 bits; "
              + shape.rows()
              + " × "
              + shape.columns()
              + " takes "
              + shape.bits());
    }
    this.shape = shape;
    this.cells = shape.cells();
    this.k = shape.k();
    this.cellBits = new long[cells];
    for (int cell = 0; cell < cells; cell++) {
      cellBits[cell] = 1L << shape.bitOf(cell);
    }
    long[][] masks = shape.windows();
    this.windows = new long[masks.length];
    for (int w = 0; w < masks.length; w++) {
      windows[w] = masks[w][0];
    }
    this.windowsOfCell = shape.windowsOfCell();
    this.keys = new MnkImageKeys(shape);
    this.attack = new int[k + 1];
    this.defence = new int[k + 1];
    for (int c = 0; c <= k; c++) {
      // 4^c, and half that for a block: 5,5,4 is proven in 569 k nodes; with 8^c, 1.58 M.
      attack[c] = 1 << Math.min(2 * c, 28);
      defence[c] = c == 0 ? 1 : 1 << Math.min(2 * c - 1, 28);
    }
    this.table = new MnkSolverTable(log2Slots);
    this.moveLists = new int[cells + 1][cells];
    this.moveWeights = new int[cells + 1][cells];
  }

  /** Returns the board this solver solves. */
  public MnkShape shape() {
    return shape;
  }

  /** Returns the nodes searched since the solver was made (or {@link #resetNodes}). */
  public long nodes() {
    return nodes;
  }

  /** Sets the node count back to 0. */
  public void resetNodes() {
    nodes = 0;
  }

  /** Empties the table. */
  public void clearTable() {
    table.clear();
  }

  /**
   * Returns the exact score of {@code position} for its player to move ({@link MnkScore}): found by
   * null-window searches that halve the range of possible scores, the draw tested first.
   *
   * @throws IllegalArgumentException if the game is over in the position or its shape is another
   */
  public int solve(MnkPosition position) {
    return solve(position, StopCondition.never());
  }

  /**
   * Returns the exact score of {@code position} as {@link #solve(MnkPosition)} does, unless {@code
   * stop} says stop first.
   *
   * @throws IllegalArgumentException if the game is over in the position or its shape is another
   * @throws SearchStoppedException if {@code stop} ends the search
   */
  public int solve(MnkPosition position, StopCondition stop) {
    load(position, stop);
    return NullWindowScore.halving(
        -(cells - stones - 1), cells - stones, middle -> negamax(middle, middle + 1, 0));
  }

  /**
   * Returns only who wins {@code position} with perfect play: a positive number when the player to
   * move does, 0 for a draw, negative when the opponent does. Cheaper than {@link #solve}, which
   * also finds how fast.
   *
   * @throws IllegalArgumentException if the game is over in the position or its shape is another
   */
  public int outcome(MnkPosition position) {
    load(position, StopCondition.never());
    return Integer.signum(negamax(-1, 1, 0));
  }

  /**
   * Returns the exact score, for the player to move in {@code position}, of playing {@code cell}:
   * the winner's score when it completes a run, else minus the score of the position after it.
   */
  public int scoreOfMove(MnkPosition position, int cell) {
    return scoreOfMove(position, cell, StopCondition.never());
  }

  /**
   * Returns the exact score of playing {@code cell} as {@link #scoreOfMove(MnkPosition, int)} does,
   * unless {@code stop} says stop first.
   *
   * @throws SearchStoppedException if {@code stop} ends the search
   */
  public int scoreOfMove(MnkPosition position, int cell, StopCondition stop) {
    MnkPosition after = position.play(cell);
    if (after.winner().isPresent()) {
      return cells + 1 - after.stones();
    }
    if (after.isFull()) {
      return 0;
    }
    return -solve(after, stop);
  }

  /** Sets the solver up for a search of {@code position} that stops when {@code stop} says. */
  private void load(MnkPosition position, StopCondition stop) {
    this.stop = Objects.requireNonNull(stop, "stop");
    if (!position.shape().equals(shape)) {
      throw new IllegalArgumentException(
          "this solver solves " + shape + "-games, not " + position.shape() + "-games");
    }
    if (position.isOver()) {
      throw new IllegalArgumentException("the game is over in " + position + ": nothing to solve");
    }
    boolean xToMove = (position.stones() & 1) == 0;
    me = xToMove ? position.xWord() : position.oWord();
    opponent = xToMove ? position.oWord() : position.xWord();
    stones = position.stones();
    keys.clear();
    for (int cell = 0; cell < cells; cell++) {
      int mark =
          (position.xWord() & cellBits[cell]) != 0
              ? 0
              : (position.oWord() & cellBits[cell]) != 0 ? 1 : -1;
      if (mark >= 0) {
        keys.add(mark, cell);
      }
    }
  }

  /** Returns the score of the position for the mover, exact inside (alpha, beta). */
  private int negamax(int alpha, int beta, int ply) {
    nodes++;
    if ((nodes & STOP_CHECK_INTERVAL) == 0 && stop.shouldStop()) {
      throw new SearchStoppedException(nodes);
    }
    if (stones == cells) {
      return 0; // full, and the last stone made no line (lines end the search before)
    }
    scan();
    if (myWins != 0) {
      return cells - stones;
    }
    if ((theirWins & theirWins - 1) != 0) {
      return -(cells - stones - 1); // two cells to fill, one stone to fill them with
    }
    if (!myRunsOpen && !theirRunsOpen) {
      return 0;
    }
    // The mover wins at the soonest with its stone after next; the opponent after its next.
    int most = myRunsOpen ? Math.max(0, cells - stones - 2) : 0;
    int least = theirRunsOpen ? Math.min(0, -(cells - stones - 3)) : 0;
    if (beta > most) {
      beta = most;
      if (alpha >= beta) {
        return beta;
      }
    }
    if (alpha < least) {
      alpha = least;
      if (alpha >= beta) {
        return alpha;
      }
    }

    int symmetry = keys.canonicalSymmetry();
    long key = keys.key(symmetry);
    int entry = table.find(key);
    int hint = -1;
    if (!MnkSolverTable.isEmpty(entry)) {
      int stored = MnkSolverTable.score(entry);
      switch (MnkSolverTable.bound(entry)) {
        case MnkSolverTable.EXACT -> {
          return stored;
        }
        case MnkSolverTable.LOWER -> alpha = Math.max(alpha, stored);
        default -> beta = Math.min(beta, stored);
      }
      if (alpha >= beta) {
        return stored;
      }
      int cell = MnkSolverTable.cell(entry);
      hint = cell < 0 ? -1 : keys.fromImage(symmetry, cell);
    }

    int alphaOnEntry = alpha;
    int best = Integer.MIN_VALUE;
    int bestCell = -1;
    int[] moves = moveLists[ply];
    int count;
    if (theirWins != 0) {
      moves[0] = cellOf(theirWins);
      count = 1; // every other move loses at once
    } else {
      if (hint >= 0) {
        // The table's move first, before the others are weighed: it often refutes at once.
        play(hint);
        best = -negamax(-beta, -alpha, ply + 1);
        undo(hint);
        bestCell = hint;
        if (best > alpha) {
          alpha = best;
        }
      }
      count = alpha >= beta ? 0 : orderedMoves(ply, hint);
    }
    for (int i = 0; i < count; i++) {
      int cell = moves[i];
      play(cell);
      int score = -negamax(-beta, -alpha, ply + 1);
      undo(cell);
      if (score > best) {
        best = score;
        bestCell = cell;
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    int bound =
        best <= alphaOnEntry
            ? MnkSolverTable.UPPER
            : best >= beta ? MnkSolverTable.LOWER : MnkSolverTable.EXACT;
    table.store(key, best, bound, keys.toImage(symmetry, bestCell));
    return best;
  }

  /** Finds the cells where either player completes a run, and which runs are still open. */
  private void scan() {
    long empty = ~(me | opponent);
    long mine = 0;
    long theirs = 0;
    boolean myOpen = false;
    boolean theirOpen = false;
    int need = k - 1;
    for (long window : windows) {
      long myStones = window & me;
      long theirStones = window & opponent;
      if (theirStones == 0) {
        myOpen = true;
        if (Long.bitCount(myStones) == need) {
          mine |= window & empty;
        }
      } else if (myStones == 0) {
        theirOpen = true;
        if (Long.bitCount(theirStones) == need) {
          theirs |= window & empty;
        }
      }
    }
    myWins = mine;
    theirWins = theirs;
    myRunsOpen = myOpen;
    theirRunsOpen = theirOpen;
  }

  /**
   * Puts the empty cells but {@code skip} in {@code moveLists[ply]}, best first; returns how many.
   */
  private int orderedMoves(int ply, int skip) {
    int[] moves = moveLists[ply];
    int[] weights = moveWeights[ply];
    long occupied = me | opponent;
    int count = 0;
    for (int cell = 0; cell < cells; cell++) {
      if ((occupied & cellBits[cell]) != 0 || cell == skip) {
        continue;
      }
      int weight = weightOf(cell);
      int at = count++;
      while (at > 0 && weights[at - 1] < weight) { // insertion sort: a few dozen cells at most
        weights[at] = weights[at - 1];
        moves[at] = moves[at - 1];
        at--;
      }
      weights[at] = weight;
      moves[at] = cell;
    }
    return count;
  }

  /** Returns what a stone on {@code cell} makes of the runs through it, for the ordering. */
  private int weightOf(int cell) {
    int weight = 0;
    for (int w : windowsOfCell[cell]) {
      long window = windows[w];
      long myStones = window & me;
      long theirStones = window & opponent;
      if (theirStones == 0) {
        weight += attack[Long.bitCount(myStones)];
      } else if (myStones == 0) {
        weight += defence[Long.bitCount(theirStones)];
      }
    }
    return weight;
  }

  private int cellOf(long bit) {
    int index = Long.numberOfTrailingZeros(bit);
    return index / shape.width() * shape.columns() + index % shape.width();
  }

  private void play(int cell) {
    int mark = stones & 1;
    keys.add(mark, cell);
    long placed = me | cellBits[cell];
    me = opponent;
    opponent = placed;
    stones++;
  }

  private void undo(int cell) {
    stones--;
    int mark = stones & 1;
    keys.remove(mark, cell);
    long placed = opponent & ~cellBits[cell];
    opponent = me;
    me = placed;
  }
}
