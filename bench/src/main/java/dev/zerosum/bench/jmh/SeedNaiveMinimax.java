package dev.zerosum.bench.jmh;

import dev.zerosum.games.tictactoe.TicTacToePosition;

/**
 * The baseline of every benchmark: the naive minimax design this project started from, ported to
 * Java as it was, so that each technique of the engines is measured against it.
 *
 * <p>The board is an array of nine bytes. {@link #evaluate} tries each empty cell in turn and asks
 * a recursive {@code miniMax(depth, next)} for its score; {@code miniMax} checks the eight lines
 * cell by cell for a win of either player, scans the board again for a draw, and otherwise scans
 * all nine cells for the empty ones and recurses into each. A win scores {@code 11 - depth} for the
 * player who called {@code evaluate} and {@code depth - 11} against, so a quick win counts most.
 * There is no pruning and no table: from the empty board it visits all 549,945 positions below the
 * root.
 *
 * <p>Kept for comparison only; not thread-safe (the board changes during a search and is restored
 * after it).
 */
public final class SeedNaiveMinimax {
  static final byte EMPTY = 0;
  static final byte X = 1;
  static final byte O = 2;

  private static final int WIN_SCORE = 11;
  private static final int[][] LINES = {
    {0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}
  };

  private final byte[] board = new byte[9];
  private final byte player; // who is to move at the root: the one evaluate() plays for
  private long nodes;

  /** Sets up the board of {@code position}, with its player to move. */
  public SeedNaiveMinimax(TicTacToePosition position) {
    for (int cell = 0; cell < board.length; cell++) {
      char mark = position.markAt(cell);
      board[cell] = mark == 'X' ? X : mark == 'O' ? O : EMPTY;
    }
    player = Integer.bitCount(position.xs()) == Integer.bitCount(position.os()) ? X : O;
  }

  /**
   * Returns the cell (0 to 8) of the best move for the player to move: the first empty cell of the
   * highest score, or -1 when no cell is empty.
   */
  public int evaluate() {
    nodes = 0;
    int bestScore = Integer.MIN_VALUE;
    int bestCell = -1;
    for (int cell = 0; cell < board.length; cell++) {
      if (board[cell] == EMPTY) {
        board[cell] = player;
        int score = miniMax(1, opponent(player));
        board[cell] = EMPTY;
        if (score > bestScore) {
          bestScore = score;
          bestCell = cell;
        }
      }
    }
    return bestCell;
  }

  /** Returns the positions the last {@link #evaluate} visited below the root. */
  public long nodes() {
    return nodes;
  }

  private int miniMax(int depth, byte next) {
    nodes++;
    if (isWin(board, player)) {
      return WIN_SCORE - depth;
    }
    if (isWin(board, opponent(player))) {
      return depth - WIN_SCORE;
    }
    if (isDraw(board)) {
      return 0;
    }
    boolean maximising = next == player;
    int best = maximising ? Integer.MIN_VALUE : Integer.MAX_VALUE;
    for (int cell = 0; cell < board.length; cell++) {
      if (board[cell] == EMPTY) {
        board[cell] = next;
        int score = miniMax(depth + 1, opponent(next));
        board[cell] = EMPTY;
        best = maximising ? Math.max(best, score) : Math.min(best, score);
      }
    }
    return best;
  }

  /** Returns true when {@code mark} fills one of the eight lines, checked cell by cell. */
  static boolean isWin(byte[] board, byte mark) {
    for (int[] line : LINES) {
      if (board[line[0]] == mark && board[line[1]] == mark && board[line[2]] == mark) {
        return true;
      }
    }
    return false;
  }

  /** Returns true when no cell is empty (the wins are checked before). */
  static boolean isDraw(byte[] board) {
    for (byte cell : board) {
      if (cell == EMPTY) {
        return false;
      }
    }
    return true;
  }

  private static byte opponent(byte mark) {
    return mark == X ? O : X;
  }
}
