package dev.zerosum.games.connect4;

import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import java.util.Objects;

/**
 * The perfect Connect Four solver: the exact score of a position ({@link Connect4Score}), or in
 * weak mode only whether the player to move wins, draws or loses.
 *
 * <p>A negamax alpha-beta search over bitboards, made fast by:
 *
 * <ul>
 *   <li>null-window searches: the score is found by asking "is it above {@code s}?" for a few
 *       {@code s}, halving the range each time, the first questions close to a draw;
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
 *       moves in the centre).
 * </ul>
 *
 * <p>A solver solves the positions of one {@link Connect4Size board size}, its table's. A solver of
 * the standard board may be given an {@link Connect4Book opening book}: a position the book holds
 * is an exact leaf of the search, so that early positions, out of reach of a search, are answered
 * at once, and a search from past the book never goes back into it anyway. Without a book the
 * search is exactly as it was (its node counts are pinned by the tests).
 *
 * <p>Every call of the search counts as a node, the root included, as the reference solver of the
 * benchmark sets counts. A solver may be given a {@link StopCondition} (a deadline), which it asks
 * every few thousand nodes and which ends a search with a {@link SearchStoppedException}; its
 * tables stay valid. Not thread-safe: one solver per thread.
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

  /** How many plies below the root the move order of a {@link #helpAs helper} varies. */
  private static final int VARIED_PLIES = 6;

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
  private StopCondition stop = StopCondition.never();
  private int helper; // 0: the one move order; else the index of a helper, whose order varies
  private long variation; // the helper's seed for breaking ties near the root
  private int variedBelow; // the move order varies in nodes with fewer stones than this

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

  /**
   * Makes this solver helper number {@code helper} (1, 2 …; 0 for a solver alone) of solvers that
   * share a {@link Connect4Table#shared shared table} to solve one position: at the root it tries
   * the moves from its {@code helper}-th best on, and near the root it breaks ties its own way, so
   * that the solvers explore different moves first and feed each other's table, where the same
   * order would only repeat the same work.
   */
  void helpAs(int helper) {
    if (helper < 0) {
      throw new IllegalArgumentException("helper " + helper + " is negative; expected 0 or more");
    }
    this.helper = helper;
    this.variation = helper * 0x9E3779B97F4A7C15L;
  }

  /** Sets the node count back to 0. */
  public void resetNodes() {
    nodes = 0;
  }

  /**
   * Makes every later search give up, with a {@link SearchStoppedException}, once {@code stop} says
   * so ({@link StopCondition#never()} to search to the end).
   */
  public void stopWhen(StopCondition stop) {
    this.stop = Objects.requireNonNull(stop, "stop");
  }

  /**
   * Returns the exact score of {@code position} for the player to move ({@link Connect4Score}).
   *
   * @throws SearchStoppedException if the stop condition ends the search first
   */
  public int solve(Connect4Position position) {
    checkSize(position);
    return solve(position.stones(), position.mask(), position.moves(), false);
  }

  /**
   * Returns 1 when the player to move in {@code position} wins, 0 for a draw, -1 when it loses.
   *
   * @throws SearchStoppedException if the stop condition ends the search first
   */
  public int solveWeak(Connect4Position position) {
    checkSize(position);
    return solve(position.stones(), position.mask(), position.moves(), true);
  }

  private void checkSize(Connect4Position position) {
    if (position.size() != size) {
      throw new IllegalArgumentException(
          "a position of " + position.size() + " given to a solver of " + size);
    }
  }

  /**
   * Returns true when the score of {@code position} for the player to move is at least {@code
   * score}: one null-window search, the cheapest proof that a move keeps a known value.
   *
   * @throws SearchStoppedException if the stop condition ends the search first
   */
  public boolean scoresAtLeast(Connect4Position position, int score) {
    checkSize(position);
    long stones = position.stones();
    long mask = position.mask();
    int moves = position.moves();
    if (position.isOver() || size.canWinAtOnce(stones, mask)) {
      return solve(position) >= score; // decided without a search
    }
    if (moves <= bookDeepest) {
      int known = book.probe(stones, mask, moves);
      if (known != Connect4Book.ABSENT) {
        return known >= score;
      }
    }
    variedBelow = moves + VARIED_PLIES;
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
    variedBelow = moves + VARIED_PLIES;
    int min = weak ? -1 : -(cells - moves) / 2;
    int max = weak ? 1 : (cells + 1 - moves) / 2;
    while (min < max) {
      // Split the range, but ask first near 0, where most positions are.
      int split = min + (max - min) / 2;
      if (split <= 0 && min / 2 < split) {
        split = min / 2;
      } else if (split >= 0 && max / 2 > split) {
        split = max / 2;
      }
      int found = negamax(stones, mask, moves, split, split + 1);
      if (found <= split) {
        max = found;
      } else {
        min = found;
      }
    }
    return weak ? Integer.signum(min) : min;
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
      if (variation != 0 && moves < variedBelow) {
        order = order << 3 | (int) ((key ^ move) * variation >>> 61); // ties broken apart
      }
      moveOrder.add(base, count++, move, order);
    }
    if (beta > (cells - 3 - moves) / 2) {
      beta = (cells - 3 - moves) / 2; // every move leaves a defence: no win with the stone after
      if (alpha >= beta) {
        table.put(key, beta + UPPER_OFFSET, nodes - nodesBefore);
        return beta;
      }
    }
    if (helper != 0 && count > 1 && moves == variedBelow - VARIED_PLIES) {
      moveOrder.rotate(base, count, helper % count);
    }
    for (int i = base + count - 1; i >= base; i--) {
      int score = -negamax(opponent, mask | moveOrder.move(i), moves + 1, -beta, -alpha);
      if (score >= beta) {
        return cutOff(table, key, score, nodesBefore);
      }
      if (score > alpha) {
        alpha = score;
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
