package dev.zerosum.games.connect4;

import dev.zerosum.core.AgentNote;
import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import java.util.Arrays;

/**
 * Iterative deepening alpha-beta over bitboards, for positions too early to solve: searches 1, 2, 3
 * … plies deep, scoring the positions where it stops with the {@link Connect4Evaluator}, until a
 * depth is reached or a {@link StopCondition} (a deadline) says stop; the move of the deepest
 * finished search is played.
 *
 * <p>Wins and losses it proves are scored beyond every estimate, as {@link #DECISIVE} plus the
 * {@link Connect4Score}, so that a quicker win is preferred. A table of the best move and a bound
 * per position carries what one depth learns to the next. It searches boards of every {@link
 * Connect4Size size}. Not thread-safe.
 */
public final class Connect4DepthSearch {
  /** Proven results score beyond this; estimates stay well inside it. */
  public static final int DECISIVE = 10_000;

  private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4DepthSearch.class);
  private static final int CHECK_INTERVAL = (1 << 10) - 1;
  private static final int TABLE_BITS = 18;
  private static final int EXACT = 0;
  private static final int LOWER = 1;
  private static final int UPPER = 2;
  private static final int MOST_MOVES = Connect4Size.MAX_BITS; // more than the cells of any board

  private final long[] tableKeys = new long[1 << TABLE_BITS];
  private final int[] tableData = new int[1 << TABLE_BITS]; // see pack()
  private final long[] movesByPly = new long[(MOST_MOVES + 1) * Connect4Size.MAX_WIDTH];
  private final int[] ordersByPly = new int[(MOST_MOVES + 1) * Connect4Size.MAX_WIDTH];
  private Connect4Size size = Connect4Size.STANDARD; // of the last search: the table's keys
  private int cells = size.cells();
  private int width = size.width();
  private long nodes;
  private long earlierNodes; // of the searches before the current one
  private StopCondition stop;
  private boolean stopActive; // depth 1 has finished: from now on a move is ready

  /**
   * The outcome of a search.
   *
   * @param column the best column found, 0 to 6
   * @param score its score for the player to move: an estimate, or a proven result beyond {@link
   *     #DECISIVE}
   * @param depth the depth of the deepest finished search
   * @param nodes positions visited
   * @param cells the cells of the board searched
   */
  public record Estimate(int column, int score, int depth, long nodes, int cells) {
    /** Creates the outcome of a search of the standard board, 7 × 6. */
    public Estimate(int column, int score, int depth, long nodes) {
      this(column, score, depth, nodes, Connect4Bitboard.CELLS);
    }

    /** Returns true when the score is a proven win or loss. */
    public boolean isDecisive() {
      return Math.abs(score) > DECISIVE;
    }

    /** Returns "estimate +12", or for a proven result its words ("win in 5 plies"). */
    public String describe(int moves) {
      return note(moves).text();
    }

    /**
     * Returns {@link #describe} with a code and its values: the score of an estimate, the plies of
     * a proven result.
     */
    public AgentNote note(int moves) {
      if (!isDecisive()) {
        return ENGLISH.note("connect4.estimate", score);
      }
      int exact = score > 0 ? score - DECISIVE : score + DECISIVE;
      return ENGLISH.note(
          exact > 0 ? "connect4.search-win" : "connect4.search-loss",
          Connect4Score.pliesToEnd(exact, moves, cells));
    }
  }

  /**
   * Returns the nodes visited by every search of this instance so far, the current one included.
   */
  long searched() {
    return earlierNodes + nodes;
  }

  /**
   * Returns the best move of {@code position} (not over) searched up to {@code maxDepth} plies, or
   * as deep as it gets before {@code stop} says stop; the search of depth 1 always finishes.
   */
  public Estimate search(Connect4Position position, int maxDepth, StopCondition stop) {
    if (position.isOver()) {
      throw new IllegalArgumentException("the game is over: '" + position + "' has no move");
    }
    if (position.size() != size) {
      size = position.size();
      cells = size.cells();
      width = size.width();
      Arrays.fill(tableKeys, 0); // keys of another size name other positions
    }
    this.stop = stop;
    this.stopActive = false;
    this.earlierNodes += nodes;
    this.nodes = 0;
    long stones = position.stones();
    long mask = position.mask();
    int moves = position.moves();
    long playable = size.playable(mask);
    long wins = size.winningCells(stones, mask) & playable;
    if (wins != 0) {
      return new Estimate(
          size.columnOf(Long.lowestOneBit(wins)), DECISIVE + (cells + 1 - moves) / 2, 1, 1, cells);
    }
    Estimate best = null;
    int remaining = cells - moves;
    for (int depth = 1; depth <= Math.min(maxDepth, remaining); depth++) {
      try {
        best = searchRoot(stones, mask, moves, depth, best == null ? -1 : best.column());
      } catch (SearchStoppedException late) {
        break;
      }
      stopActive = true;
      if (best.isDecisive()) {
        break; // proven: deeper searches find the same
      }
    }
    return best;
  }

  private Estimate searchRoot(long stones, long mask, int moves, int depth, int firstColumn) {
    long next = size.nonLosingMoves(stones, mask);
    if (next == 0) {
      // Every move loses at once; block one threat at least (or play anything).
      long playable = size.playable(mask);
      long block = playable & size.winningCells(stones ^ mask, mask);
      long cell = Long.lowestOneBit(block != 0 ? block : playable);
      return new Estimate(
          size.columnOf(cell), -(DECISIVE + (cells - moves) / 2), depth, nodes, cells);
    }
    int count = orderMoves(stones, mask, moves, next, firstColumn);
    int base = moves * width;
    int alpha = -Integer.MAX_VALUE;
    long bestCell = 0;
    for (int i = base + count - 1; i >= base; i--) {
      long cell = movesByPly[i];
      int score =
          -negamax(stones ^ mask, mask | cell, moves + 1, depth - 1, -Integer.MAX_VALUE, -alpha);
      if (score > alpha) {
        alpha = score;
        bestCell = cell;
      }
    }
    return new Estimate(size.columnOf(bestCell), alpha, depth, nodes, cells);
  }

  /**
   * Returns the score for the player to move, who has no immediate win: exact inside ({@code
   * alpha}, {@code beta}), else a bound beyond the window. Primitives only, no allocation.
   */
  private int negamax(long stones, long mask, int moves, int depth, int alpha, int beta) {
    if ((++nodes & CHECK_INTERVAL) == 0 && stopActive && stop.shouldStop()) {
      throw new SearchStoppedException(nodes);
    }
    long next = size.nonLosingMoves(stones, mask);
    if (next == 0) {
      return -(DECISIVE + (cells - moves) / 2);
    }
    if (moves >= cells - 2) {
      return 0;
    }
    if (depth == 0) {
      return Connect4Evaluator.forMover(size, stones, mask, moves);
    }
    long key = stones + mask;
    int slot = (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - TABLE_BITS));
    int hint = -1;
    if (tableKeys[slot] == key) {
      int data = tableData[slot];
      hint = (data >>> 27) - 1;
      int score = (data & 0xFFFF) - 0x8000;
      if ((data >>> 16 & 0xFF) >= depth) {
        int bound = data >>> 24 & 3;
        if (bound == EXACT || bound == LOWER && score >= beta || bound == UPPER && score <= alpha) {
          return score;
        }
      }
    }
    int alphaOnEntry = alpha;
    int count = orderMoves(stones, mask, moves, next, hint);
    int base = moves * width;
    int best = -Integer.MAX_VALUE;
    int bestColumn = 0;
    for (int i = base + count - 1; i >= base; i--) {
      long cell = movesByPly[i];
      int score = -negamax(stones ^ mask, mask | cell, moves + 1, depth - 1, -beta, -alpha);
      if (score > best) {
        best = score;
        bestColumn = size.columnOf(cell);
        if (score > alpha) {
          alpha = score;
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    int bound = best <= alphaOnEntry ? UPPER : best >= beta ? LOWER : EXACT;
    tableKeys[slot] = key;
    tableData[slot] = (best + 0x8000) | depth << 16 | bound << 24 | (bestColumn + 1) << 27;
    return best;
  }

  /**
   * Puts the moves of {@code next} in {@link #movesByPly} at ply {@code moves}, to be tried from
   * the last: the {@code hint} column, then those that create the most winning cells, centre first
   * among equals. Returns how many there are.
   */
  private int orderMoves(long stones, long mask, int moves, long next, int hint) {
    int base = moves * width;
    int count = 0;
    for (int i = width - 1; i >= 0; i--) {
      int column = size.centreFirst(i);
      long move = next & size.columnMask(column);
      if (move != 0) {
        int order =
            column == hint
                ? Integer.MAX_VALUE
                : Long.bitCount(size.winningCells(stones | move, mask));
        Connect4MoveOrder.insert(movesByPly, ordersByPly, base, count++, move, order);
      }
    }
    return count;
  }
}
