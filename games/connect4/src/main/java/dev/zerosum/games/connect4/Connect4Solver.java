package dev.zerosum.games.connect4;

import dev.zerosum.core.NullWindowScore;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import java.util.Objects;
import java.util.function.IntUnaryOperator;

/**
 * The perfect Connect Four solver: the exact score of a position ({@link Connect4Score}), or in
 * weak mode only whether the player to move wins, draws or loses.
 *
 * <p>A negamax alpha-beta search over bitboards, made fast by:
 *
 * <ul>
 *   <li>null-window searches: the score is found by asking "is it above {@code s}?" for a few
 *       {@code s}, from a draw outwards in the opening, else halving the range ({@link
 *       Connect4NullWindows});
 *   <li>bounds from the rules: a player who cannot win at once scores at most what a win two moves
 *       later would, and one who does not lose at once at least what a loss two moves later would;
 *       once no move leaves the opponent without a defence, at most what a win four moves later
 *       would;
 *   <li>only moves that do not lose at once are searched: an opponent's immediate win must be
 *       blocked, two of them lose, and the cell below one is never played;
 *   <li>a look at every move before any is searched: one that leaves the opponent no defence wins
 *       at once; where the second player is to move on a board of even height, the child's
 *       claimeven bound ({@link Connect4Size#claimevenBound(long, long)}: the first player cannot
 *       win if the second answers every move in its column) raises the lower bound; and a child
 *       whose table entry already refutes the position ends its search, one whose entry shows it no
 *       better than what is known is never searched (enhanced transposition cut-offs; the far
 *       table's entries, out of the cache, only in a node seen before or in a search near a draw);
 *   <li>moves by their threats ({@link Connect4Size#threatOrder}), the centre first among equals;
 *   <li>{@link Connect4Table transposition tables} of lower and upper bounds: the positions near
 *       the end of the game, which are most of the nodes, in a small table of its own that stays in
 *       the processor's cache; the others in the table the solver is given, a position and its
 *       mirror image under one key (half the work below a symmetric position such as the first
 *       moves in the centre);
 *   <li>threads that share the table ({@link Connect4ParallelSolver}) put off, far from the end, a
 *       move whose position another is searching ({@link Connect4BusyPositions}).
 * </ul>
 *
 * <p>A solver solves the positions of one {@link Connect4Size board size}, its table's. A solver of
 * the standard board may be given an {@link Connect4Book opening book}: a position the book holds
 * is an exact leaf of the search, so that early positions, out of reach of a search, are answered
 * at once, and a search from past the book never goes back into it anyway. Without a book the
 * search is exactly as it was (its node counts are pinned by the tests).
 *
 * <p>Every call of the search counts as a node, the root included, as the reference solver of the
 * benchmark sets counts. Each search may be given a {@link StopCondition} (a deadline), which it
 * asks every few thousand nodes and which ends that search with a {@link SearchStoppedException};
 * its tables stay valid. Not thread-safe: one solver per thread.
 *
 * <pre>{@code
 * Connect4Solver solver = new Connect4Solver(Connect4Table.ofMegabytes(8));
 * solver.solve(Connect4Position.of("2252576253462244111563365343671351441"));  // -1
 * }</pre>
 */
public final class Connect4Solver {
  /** Positions with at most this many empty cells use the small table of the solver's own. */
  static final int NEAR_END_EMPTY_CELLS = 20;

  /**
   * The entries of the near table: 2 MiB, the size of a core's level-2 cache on the machines this
   * was tuned on; larger tables were measured slower, smaller ones searched more nodes.
   */
  static final int NEAR_END_ENTRIES = 1 << 18;

  /** Threads sharing a table put off moves in positions whose children are in the far table. */
  private static final int BUSY_EMPTY_CELLS = NEAR_END_EMPTY_CELLS + 1;

  /** How often, in nodes, the stop condition is asked (a power of two, minus one). */
  private static final int CHECK_INTERVAL = (1 << 12) - 1;

  // Table values: a bound plus an offset, never 0 (the table's "nothing"); lower bounds above 64.
  private static final int UPPER_OFFSET = 32;
  private static final int LOWER_OFFSET = 96;
  private static final int LOWER_FLAG = 64;

  private final Connect4Size size; // read in every node, not copied: 7 × 6's constants inlined

  private final Connect4Table far;
  private final Connect4Book book; // null: no book
  private final int bookDeepest; // the most stones of a position the book holds; -1 without
  private final Connect4Table near;
  private final Connect4MoveOrder moveOrder; // the moves of each node, by number of stones
  private long nodes;
  private Connect4BusyPositions busy; // null: no other thread searches this position
  private StopCondition stop = StopCondition.never(); // the search under way's, set by each call

  /**
   * Creates a solver that keeps what it learns in {@code table}, and the positions near the end of
   * a game in a table of 2 MiB of its own. It solves the positions of the table's board size.
   */
  public Connect4Solver(Connect4Table table) {
    this(table, null);
  }

  /**
   * Creates a solver that keeps what it learns in {@code table} and takes the scores of the
   * positions {@code book} holds from it ({@code null}: no book).
   *
   * @throws IllegalArgumentException if a book is given for a board other than 7 × 6
   */
  public Connect4Solver(Connect4Table table, Connect4Book book) {
    this.far = Objects.requireNonNull(table, "table");
    this.size = table.size();
    if (book != null && !size.isStandard()) {
      throw new IllegalArgumentException(
          "the opening book is for 7×6; a solver of " + size + " takes no book");
    }
    this.near = new Connect4Table(NEAR_END_ENTRIES, size);
    this.moveOrder = new Connect4MoveOrder(size);
    this.book = book;
    this.bookDeepest = book == null ? -1 : book.header().deepestPly();
  }

  /** Returns the size of the boards the solver solves. */
  public Connect4Size size() {
    return size;
  }

  /** Returns the opening book the solver reads, or null. */
  public Connect4Book book() {
    return book;
  }

  /** Returns the table the solver was given. */
  public Connect4Table table() {
    return far;
  }

  /** Empties both tables, so that the next search starts from nothing, as a benchmark requires. */
  public void clearTables() {
    far.clear();
    near.clear();
  }

  /** Returns the number of nodes searched since the solver was created or {@link #resetNodes}. */
  public long nodes() {
    return nodes;
  }

  /** Makes this solver put off the moves whose positions other threads search ({@code busy}). */
  void shareWork(Connect4BusyPositions busy) {
    this.busy = busy;
  }

  /** Sets the node count back to 0. */
  public void resetNodes() {
    nodes = 0;
  }

  /** Returns the exact score of {@code position} for the player to move ({@link Connect4Score}). */
  public int solve(Connect4Position position) {
    return solve(position, StopCondition.never());
  }

  /**
   * Returns the exact score of {@code position} for the player to move ({@link Connect4Score}),
   * unless {@code stop} says stop first.
   *
   * @throws SearchStoppedException if {@code stop} ends the search first
   */
  public int solve(Connect4Position position, StopCondition stop) {
    start(position, stop);
    return solve(position.stones(), position.mask(), position.moves(), false);
  }

  /** Returns 1 when the player to move in {@code position} wins, 0 for a draw, -1 when it loses. */
  public int solveWeak(Connect4Position position) {
    return solveWeak(position, StopCondition.never());
  }

  /**
   * Returns 1 when the player to move in {@code position} wins, 0 for a draw, -1 when it loses,
   * unless {@code stop} says stop first.
   *
   * @throws SearchStoppedException if {@code stop} ends the search first
   */
  public int solveWeak(Connect4Position position, StopCondition stop) {
    start(position, stop);
    return solve(position.stones(), position.mask(), position.moves(), true);
  }

  /** Starts a search of {@code position}, which stops when {@code stop} says. */
  private void start(Connect4Position position, StopCondition stop) {
    if (position.size() != size) {
      throw new IllegalArgumentException(
          "a position of " + position.size() + " given to a solver of " + size);
    }
    this.stop = Objects.requireNonNull(stop, "stop");
  }

  /**
   * Returns true when the score of {@code position} for the player to move is at least {@code
   * score}: one null-window search, the cheapest proof that a move keeps a known value.
   */
  public boolean scoresAtLeast(Connect4Position position, int score) {
    return scoresAtLeast(position, score, StopCondition.never());
  }

  /**
   * Returns true when the score of {@code position} for the player to move is at least {@code
   * score}, as {@link #scoresAtLeast(Connect4Position, int)}, unless {@code stop} says stop first.
   *
   * @throws SearchStoppedException if {@code stop} ends the search first
   */
  public boolean scoresAtLeast(Connect4Position position, int score, StopCondition stop) {
    start(position, stop);
    long stones = position.stones();
    long mask = position.mask();
    int moves = position.moves();
    if (position.isOver() || size.canWinAtOnce(stones, mask)) {
      return solve(position, stop) >= score; // decided without a search
    }
    if (moves <= bookDeepest) {
      int known = book.probe(stones, mask, moves);
      if (known != Connect4Book.ABSENT) {
        return known >= score;
      }
    }
    return negamax(stones, mask, moves, score - 1, score) >= score;
  }

  /**
   * Returns the exact score of the position with {@code stones} of the player to move among {@code
   * mask}, after {@code moves} moves, or in {@code weak} mode only its sign.
   */
  int solve(long stones, long mask, int moves, boolean weak) {
    int cells = size.cells();
    if (size.hasFour(stones ^ mask)) {
      return weak ? -1 : -Connect4Score.lastStoneScore(moves, cells); // the game is already lost
    }
    if (moves == cells) {
      return 0;
    }
    if (size.canWinAtOnce(stones, mask)) {
      return weak ? 1 : (cells + 1 - moves) / 2;
    }
    if (moves <= bookDeepest) {
      int known = book.probe(stones, mask, moves);
      if (known != Connect4Book.ABSENT) {
        return weak ? Integer.signum(known) : known;
      }
    }
    int min = weak ? -1 : -(cells - moves) / 2;
    int max = weak ? 1 : (cells + 1 - moves) / 2;
    IntUnaryOperator above = s -> negamax(stones, mask, moves, s, s + 1);
    int score =
        moves < Connect4NullWindows.OPENING_STONES && !weak
            ? Connect4NullWindows.walking(min, max, above)
            : NullWindowScore.halving(min, max, above);
    return weak ? Integer.signum(score) : score;
  }

  /**
   * Returns the score of the position for the player to move if it lies in ({@code alpha}, {@code
   * beta}); else a bound on it beyond the window on the side it lies. The player to move must have
   * no immediate win.
   *
   * <p>The hot loop: primitives and preallocated arrays only, no allocation.
   */
  private int negamax(long stones, long mask, int moves, int alpha, int beta) {
    Connect4Size size = this.size; // one type check, then 7 × 6's constants inlined
    int cells = size.cells();
    int nearEnd = cells - NEAR_END_EMPTY_CELLS; // the moves from which a position is near the end
    long nodesBefore = nodes++;
    if ((nodes & CHECK_INTERVAL) == 0 && stop.shouldStop()) {
      throw new SearchStoppedException(nodes);
    }
    long opponent = stones ^ mask;
    long theirCells = size.winningCells(opponent, mask);
    long next = size.defences(theirCells, mask);
    if (next == 0) {
      return -(cells - moves) / 2; // the opponent wins with its next stone
    }
    if (moves >= cells - 2) {
      return 0; // neither of the last two stones can win
    }
    int min = -(cells - 2 - moves) / 2; // nobody wins with the next stone
    if (alpha < min) {
      alpha = min;
      if (alpha >= beta) {
        return alpha;
      }
    }
    int max = (cells - 1 - moves) / 2; // the player to move cannot win with this stone
    if (beta > max) {
      beta = max;
      if (alpha >= beta) {
        return beta;
      }
    }
    if (moves <= bookDeepest) {
      int known = book.probe(stones, mask, moves);
      if (known != Connect4Book.ABSENT) {
        return known; // exact: right whatever the window
      }
    }
    // Far from the end a position and its mirror image share an entry (near it, the look at the
    // children's entries reads them by their own keys).
    Connect4Table table = moves < nearEnd ? far : near;
    long key = moves < nearEnd ? size.canonicalKey(stones + mask) : stones + mask;
    int stored = table.get(key);
    if (stored > LOWER_FLAG) {
      int lower = stored - LOWER_OFFSET;
      if (alpha < lower) {
        alpha = lower;
        if (alpha >= beta) {
          return alpha;
        }
      }
    } else if (stored != 0) {
      int upper = stored - UPPER_OFFSET;
      if (beta > upper) {
        beta = upper;
        if (alpha >= beta) {
          return beta;
        }
      }
    }

    boolean childrenNear = moves + 1 >= nearEnd; // their entries are in the near table
    int width = size.width();
    int base = moveOrder.base(moves);
    int count = 0;
    for (int i = width - 1; i >= 0; i--) {
      long move = next & moveOrder.column(i);
      if (move == 0) {
        continue;
      }
      long myCells = size.winningCells(stones | move, mask | move);
      if (size.defences(myCells, mask | move) == 0) {
        int score = (cells - 1 - moves) / 2; // the opponent cannot stop the next stone: the best
        return cutOff(table, key, score, nodesBefore);
      }
      if ((moves & 1) == 1 && alpha < 1) { // a bound of 0 or -1 leaves the move 0 or 1 at most
        int evens = size.claimevenBound(opponent, mask | move); // the child's first player's
        if (evens != Connect4Size.NO_BOUND && -evens > alpha) {
          alpha = -evens; // this move is worth at least what the bound leaves its opponent
          if (alpha >= beta) {
            return cutOff(table, key, alpha, nodesBefore);
          }
        }
      }
      long childKey = opponent + (mask | move);
      int child =
          childrenNear
              ? near.get(childKey)
              : stored != 0 || alpha >= -1 && beta <= 1 ? far.get(size.canonicalKey(childKey)) : 0;
      if (child > LOWER_FLAG) {
        if (LOWER_OFFSET - child <= alpha) {
          continue; // the child is worth at least its bound: this move no more than alpha
        }
      } else if (child != 0 && UPPER_OFFSET - child >= beta) {
        int score = UPPER_OFFSET - child; // the child is worth at most its bound: a refutation
        return cutOff(table, key, score, nodesBefore);
      }
      int order = size.threatOrder(myCells, mask | move, theirCells);
      moveOrder.add(base, count++, move, order);
    }
    if (beta > (cells - 3 - moves) / 2) {
      beta = (cells - 3 - moves) / 2; // every move leaves a defence: no win with the stone after
      if (alpha >= beta) {
        table.put(key, beta + UPPER_OFFSET, nodes - nodesBefore);
        return beta;
      }
    }
    boolean sharing = busy != null && moves < cells - BUSY_EMPTY_CELLS;
    if (sharing) {
      busy.enter(key);
    }
    try {
      long deferred = 0; // the moves put off because another thread searches them: bit i - base
      for (int pass = 0; pass < 2; pass++) {
        for (int i = base + count - 1; i >= base; i--) {
          long child = mask | moveOrder.move(i);
          if (pass == 1 && (deferred >>> (i - base) & 1) == 0) {
            continue;
          }
          if (pass == 0
              && sharing
              && i < base + count - 1
              && busy.isBusy(size.canonicalKey(opponent + child))) {
            deferred |= 1L << (i - base); // the first move is always searched at once
            continue;
          }
          int score = -negamax(opponent, child, moves + 1, -beta, -alpha);
          if (score >= beta) {
            return cutOff(table, key, score, nodesBefore);
          }
          if (score > alpha) {
            alpha = score;
          }
        }
        if (deferred == 0) {
          break;
        }
      }
    } finally {
      if (sharing) {
        busy.leave(key);
      }
    }
    table.put(key, alpha + UPPER_OFFSET, nodes - nodesBefore);
    return alpha;
  }

  /** Stores {@code score} as a lower bound of the position of {@code key} and returns it. */
  private int cutOff(Connect4Table table, long key, int score, long nodesBefore) {
    table.put(key, score + LOWER_OFFSET, nodes - nodesBefore);
    return score;
  }
}
