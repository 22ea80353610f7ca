package dev.zerosum.games.tictactoe;

import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Search;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.SearchStatistics;
import dev.zerosum.core.Value;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The perfect-play table of tic-tac-toe: the exact value and the best moves of each of the 5,478
 * positions the game can reach, computed once, on first use, in a few milliseconds. Looking a
 * position up is a few array reads; nothing is searched and nothing allocated.
 *
 * <p>Values are those of {@link dev.zerosum.core.MinimaxSearch}: for the player to move, a quick
 * win above a slow one, a slow loss above a quick one. The best moves are all the moves of the
 * highest value, as {@link MoveValue#best} gives them. Immutable once built, so one table serves
 * every thread.
 *
 * <pre>{@code
 * TicTacToePerfectTable table = TicTacToePerfectTable.instance();
 * table.value(TicTacToePosition.empty()).describe();   // "draw"
 * table.bestMoves(seed);                                // [7]: the one move that holds out longest
 * table.valuesOfMoves(seed);                            // each move with "loss in 2 plies" or "... 4"
 * }</pre>
 */
public final class TicTacToePerfectTable implements Search<TicTacToePosition, TicTacToeMove> {
  // An entry packs the mask of best cells, the score and a flag telling a solved entry from none.
  private static final int BEST_CELLS = TicTacToeBitboard.FULL; // bits 0 to 8
  private static final int SCORE_SHIFT = TicTacToePosition.CELLS; // bits 9 to 13
  private static final int SCORE_MASK = 0b11111;
  private static final int SCORE_OFFSET = TicTacToePlyScore.INFINITY; // keeps the field >= 0
  private static final int SOLVED = 1 << 15;

  /** ENTRIES[boardIndex]: the solved entry of the position, or 0 for a board never reached. */
  private final char[] entries = new char[TicTacToeBitboard.BOARD_INDICES];

  private TicTacToePerfectTable() {
    solve(0, 0);
  }

  /** Holds the shared table, built when {@link #instance()} is first called. */
  private static final class Shared {
    static final TicTacToePerfectTable TABLE = new TicTacToePerfectTable();
  }

  /** Returns the table, building it on the first call: every caller shares one. */
  public static TicTacToePerfectTable instance() {
    return Shared.TABLE;
  }

  /** Returns a newly built table; {@link #instance()} is the one to use, this one is for timing. */
  public static TicTacToePerfectTable build() {
    return new TicTacToePerfectTable();
  }

  /**
   * Solves the position and every position below it, once each: the best score over the moves, with
   * the mask of every move reaching it. Returns the position's score.
   */
  private int solve(int mine, int theirs) {
    int index = TicTacToeBitboard.boardIndex(mine, theirs);
    if (entries[index] != 0) {
      return scoreOf(entries[index]);
    }
    int empty = TicTacToeBitboard.FULL & ~(mine | theirs);
    int score;
    int bestCells = 0;
    if (TicTacToeBitboard.hasLine(theirs)) {
      score = TicTacToePlyScore.LOST;
    } else if (empty == 0) {
      score = TicTacToePlyScore.DRAW;
    } else {
      score = -TicTacToePlyScore.INFINITY;
      for (int rest = empty; rest != 0; rest &= rest - 1) {
        int bit = rest & -rest;
        int moveScore = TicTacToePlyScore.ofChild(solve(theirs, mine | bit));
        if (moveScore > score) {
          score = moveScore;
          bestCells = bit;
        } else if (moveScore == score) {
          bestCells |= bit;
        }
      }
    }
    entries[index] = (char) (SOLVED | (score + SCORE_OFFSET) << SCORE_SHIFT | bestCells);
    return score;
  }

  private static int scoreOf(int entry) {
    return (entry >>> SCORE_SHIFT & SCORE_MASK) - SCORE_OFFSET;
  }

  private int entry(int mine, int theirs) {
    return entries[TicTacToeBitboard.boardIndex(mine, theirs)];
  }

  private int entry(TicTacToePosition position) {
    return entry(TicTacToeBitboard.mine(position), TicTacToeBitboard.theirs(position));
  }

  /** Returns the number of positions in the table: every one the game can reach, 5,478. */
  public int positionCount() {
    int count = 0;
    for (char entry : entries) {
      count += entry == 0 ? 0 : 1;
    }
    return count;
  }

  /** Returns the exact value of {@code position} for the player to move. */
  public Value value(TicTacToePosition position) {
    return TicTacToePlyScore.toValue(scoreOf(entry(position)));
  }

  /** Returns the mask of the cells of the best moves of {@code position}; 0 when it is over. */
  public int bestCells(TicTacToePosition position) {
    return entry(position) & BEST_CELLS;
  }

  /** Returns every best move of {@code position}, in cell order; empty when the game is over. */
  public List<TicTacToeMove> bestMoves(TicTacToePosition position) {
    List<TicTacToeMove> moves = new ArrayList<>();
    for (int rest = bestCells(position); rest != 0; rest &= rest - 1) {
      moves.add(TicTacToeMove.of(Integer.numberOfTrailingZeros(rest)));
    }
    return moves;
  }

  /**
   * Returns the best move of {@code position} in the lowest cell, without allocating anything.
   *
   * @throws IllegalArgumentException if the game is over
   */
  public TicTacToeMove bestMove(TicTacToePosition position) {
    int cells = bestCells(position);
    if (cells == 0) {
      throw new IllegalArgumentException("the game is over: there is no move");
    }
    return TicTacToeMove.of(Integer.numberOfTrailingZeros(cells));
  }

  /**
   * Returns the exact value of every legal move of {@code position}, in cell order, for the player
   * who makes it: what {@link MoveValue#ofEveryMove} finds with minimax. Empty when the game is
   * over.
   */
  public List<MoveValue<TicTacToeMove>> valuesOfMoves(TicTacToePosition position) {
    List<MoveValue<TicTacToeMove>> values = new ArrayList<>();
    if (position.isOver()) {
      return values;
    }
    int mine = TicTacToeBitboard.mine(position);
    int theirs = TicTacToeBitboard.theirs(position);
    for (int rest = position.emptyCells(); rest != 0; rest &= rest - 1) {
      int score = TicTacToePlyScore.ofChild(scoreOf(entry(theirs, mine | rest & -rest)));
      TicTacToeMove move = TicTacToeMove.of(Integer.numberOfTrailingZeros(rest));
      values.add(new MoveValue<>(move, TicTacToePlyScore.toValue(score)));
    }
    return values;
  }

  /**
   * Returns the value of {@code position} and a whole line of perfect play from it, each side
   * playing its best move in the lowest cell to the end of the game. The statistics count one node
   * and one table hit for each position looked up.
   */
  @Override
  public SearchResult<TicTacToeMove> search(TicTacToePosition position) {
    long start = System.nanoTime();
    List<TicTacToeMove> line = new ArrayList<>();
    for (TicTacToePosition at = position; !at.isOver(); ) {
      TicTacToeMove move = bestMove(at);
      line.add(move);
      at = at.play(move.cell());
    }
    long lookups = line.size() + 1L;
    SearchStatistics statistics =
        new SearchStatistics(lookups, 0, 0, lookups, Duration.ofNanos(System.nanoTime() - start));
    return new SearchResult<>(value(position), line, statistics);
  }
}
