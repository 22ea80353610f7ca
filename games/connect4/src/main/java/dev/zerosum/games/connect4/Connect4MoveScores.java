package dev.zerosum.games.connect4;

import dev.zerosum.core.StopCondition;

/** The exact score of each move of a position, for the player who makes it. */
public final class Connect4MoveScores {
  /** The columns centre first (0-based): the order in which moves are best examined. */
  static final int[] CENTRE_FIRST = {3, 2, 4, 1, 5, 0, 6};

  private Connect4MoveScores() {}

  /**
   * Returns the exact score for the player to move in {@code state} of dropping a stone in {@code
   * column}, which must be playable: the score of the position after it, negated.
   */
  public static int scoreOf(Connect4Solver solver, Connect4Position state, int column) {
    if (state.isWinningMove(column)) {
      return Connect4Score.winAtOnce(state.moves(), state.size().cells());
    }
    return -solver.solve(state.play(column));
  }

  /**
   * Returns the exact score of dropping a stone in {@code column} as {@link
   * #scoreOf(Connect4Solver, Connect4Position, int)} does, proven by the threads of {@code solver}
   * together unless {@code stop} says stop first.
   *
   * @throws dev.zerosum.core.SearchStoppedException if {@code stop} ends it first
   */
  public static int scoreOf(
      Connect4ParallelSolver solver, Connect4Position state, int column, StopCondition stop) {
    if (state.isWinningMove(column)) {
      return Connect4Score.winAtOnce(state.moves(), state.size().cells());
    }
    return -solver.solve(state.play(column), stop);
  }

  /**
   * Returns the exact score of each column (0-based) for the player to move in {@code state}, or
   * {@link Integer#MIN_VALUE} for a column that cannot be played.
   */
  public static int[] of(Connect4Solver solver, Connect4Position state) {
    int[] scores = new int[state.size().width()];
    for (int column : state.size().centreFirst()) {
      scores[column] = state.canPlay(column) ? scoreOf(solver, state, column) : Integer.MIN_VALUE;
    }
    return scores;
  }
}
