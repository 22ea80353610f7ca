package dev.zerosum.games.tictactoe;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Player;

/**
 * Plays by a rule of thumb, without search: win if a move completes a line, else block the
 * opponent's line, else take the centre, else a corner, else any cell (lowest first). It never
 * misses a win in one and never leaves a single threat open, but a fork beats it.
 */
final class TicTacToeHeuristicAgent implements Agent<TicTacToePosition, TicTacToeMove> {
  private static final int CENTRE = 0b000_010_000;
  private static final int CORNERS = 0b101_000_101;

  @Override
  public TicTacToeMove chooseAction(TicTacToePosition state) {
    if (state.isOver()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    boolean xToMove = state.toMove() == Player.MAX;
    int mine = xToMove ? state.xs() : state.os();
    int theirs = xToMove ? state.os() : state.xs();
    int empty = state.emptyCells();
    int[] preferences = {
      completingCells(mine, empty), completingCells(theirs, empty), CENTRE & empty, CORNERS & empty
    };
    for (int cells : preferences) {
      if (cells != 0) {
        return TicTacToeMove.of(Integer.numberOfTrailingZeros(cells));
      }
    }
    return TicTacToeMove.of(Integer.numberOfTrailingZeros(empty));
  }

  /** Returns the empty cells that would complete a line of {@code marks}. */
  static int completingCells(int marks, int empty) {
    int cells = 0;
    for (int line : TicTacToeLines.LINES) {
      int gap = line & ~marks;
      if (Integer.bitCount(gap) == 1 && (gap & empty) != 0) {
        cells |= gap;
      }
    }
    return cells;
  }
}
