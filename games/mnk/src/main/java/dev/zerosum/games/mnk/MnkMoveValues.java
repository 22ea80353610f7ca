package dev.zerosum.games.mnk;

import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.Score;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Value;
import java.util.List;

/** The values of a position's moves for an analysis: solved while there is time, else guessed. */
final class MnkMoveValues {
  private static final MnkEvaluator EVALUATOR = new MnkEvaluator();

  private MnkMoveValues() {}

  /**
   * Adds to {@code values} each move of {@code state} solved exactly until {@code stop}, and the
   * rest {@link #estimate estimated}; returns the list.
   */
  static List<MoveValue<MnkMove>> solveEach(
      MnkSolver solver,
      Mnk game,
      MnkPosition state,
      StopCondition stop,
      List<MoveValue<MnkMove>> values) {
    int cells = game.shape().cells();
    boolean stopped = false;
    solver.stopWhen(stop);
    try {
      for (MnkMove move : game.actions(state)) {
        Value value = null;
        if (!stopped) {
          try {
            int score = solver.scoreOfMove(state, move.cell(game.shape()));
            value = MnkScore.toValue(score, state.stones(), cells);
          } catch (SearchStoppedException outOfTime) {
            stopped = true;
          }
        }
        values.add(new MoveValue<>(move, value != null ? value : estimate(game, state, move)));
      }
    } finally {
      solver.stopWhen(StopCondition.never());
    }
    return values;
  }

  /** Adds to {@code values} the {@link #estimate} of every move of {@code state}. */
  static void estimateEach(Mnk game, MnkPosition state, List<MoveValue<MnkMove>> values) {
    for (MnkMove move : game.actions(state)) {
      values.add(new MoveValue<>(move, estimate(game, state, move)));
    }
  }

  /**
   * Returns what can be told of {@code move} at once: a win when it makes a line, a draw when it
   * fills the board, a loss in 2 when it leaves the opponent a line to complete (all exact), and
   * otherwise the evaluator's estimate of the position after it, marked not exact.
   */
  static Value estimate(Mnk game, MnkPosition state, MnkMove move) {
    MnkPosition after = game.result(state, move);
    if (after.winner().isPresent()) {
      return new Value(Score.ofTerminal(1, 1), true);
    }
    if (after.isFull()) {
      return Value.draw();
    }
    for (MnkMove reply : game.actions(after)) {
      if (game.result(after, reply).winner().isPresent()) {
        return new Value(Score.ofTerminal(-1, 2), true);
      }
    }
    Player mover = state.toMove();
    return new Value(mover.sign() * EVALUATOR.estimateForMax(after), false);
  }
}
