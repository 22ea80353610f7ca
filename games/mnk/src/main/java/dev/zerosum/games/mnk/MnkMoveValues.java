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
  /** What {@link #replyWin} returns when the opponent could complete no line. */
  static final int NONE = -1;

  /** What {@link #replyWin} returns when the opponent could complete lines in two cells or more. */
  static final int SEVERAL = -2;

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
    int replyWin = replyWin(state);
    boolean stopped = false;
    for (MnkMove move : game.actions(state)) {
      Value value = null;
      if (!stopped) {
        try {
          int score = solver.scoreOfMove(state, move.cell(game.shape()), stop);
          value = MnkScore.toValue(score, state.stones(), cells);
        } catch (SearchStoppedException outOfTime) {
          stopped = true;
        }
      }
      values.add(
          new MoveValue<>(move, value != null ? value : estimate(game, state, move, replyWin)));
    }
    return values;
  }

  /** Adds to {@code values} the {@link #estimate} of every move of {@code state}. */
  static void estimateEach(Mnk game, MnkPosition state, List<MoveValue<MnkMove>> values) {
    int replyWin = replyWin(state);
    for (MnkMove move : game.actions(state)) {
      values.add(new MoveValue<>(move, estimate(game, state, move, replyWin)));
    }
  }

  /**
   * Returns what can be told of {@code move} at once: a win when it makes a line, a draw when it
   * fills the board, a loss in 2 when it leaves the opponent a line to complete (all exact), and
   * otherwise the evaluator's estimate of the position after it, marked not exact.
   *
   * <p>{@code replyWin} is what {@link #replyWin} says of {@code state}: one look at the board for
   * all the moves, where playing every reply to every move cost the square of the moves (a tenth of
   * a second on gomoku's board, more with a cold JIT, none of it asking the stop condition).
   */
  private static Value estimate(Mnk game, MnkPosition state, MnkMove move, int replyWin) {
    MnkPosition after = game.result(state, move);
    if (after.winner().isPresent()) {
      return new Value(Score.ofTerminal(1, 1), true);
    }
    if (after.isFull()) {
      return Value.draw();
    }
    int bit = state.shape().bitOf(move.cell(state.shape()));
    if (replyWin == SEVERAL || (replyWin != NONE && replyWin != bit)) {
      return new Value(Score.ofTerminal(-1, 2), true);
    }
    Player mover = state.toMove();
    return new Value(mover.sign() * EVALUATOR.estimateForMax(after), false);
  }

  /**
   * Returns the board bit where the opponent of the player to move in {@code state} would complete
   * a line if it were its turn, {@link #NONE} or {@link #SEVERAL}: a window of k cells holding k -
   * 1 of its stones and none of the mover's. A move of the mover takes away only the window of the
   * cell it fills, so after it the opponent wins at once exactly when such a cell is left.
   */
  static int replyWin(MnkPosition state) {
    MnkShape shape = state.shape();
    boolean mover = state.toMove() == Player.MAX;
    long[] mine = mover ? state.xsForReading() : state.osForReading();
    long[] theirs = mover ? state.osForReading() : state.xsForReading();
    int found = NONE;
    for (long[] window : shape.windows()) {
      if (MnkBits.countIn(theirs, window) != shape.k() - 1 || MnkBits.countIn(mine, window) != 0) {
        continue;
      }
      int empty = emptyBit(window, theirs);
      if (found == NONE) {
        found = empty;
      } else if (found != empty) {
        return SEVERAL;
      }
    }
    return found;
  }

  /** Returns the one bit of {@code window} that {@code theirs} does not hold. */
  private static int emptyBit(long[] window, long[] theirs) {
    for (int word = 0; word < window.length; word++) {
      long left = window[word] & ~theirs[word];
      if (left != 0) {
        return word * Long.SIZE + Long.numberOfTrailingZeros(left);
      }
    }
    throw new IllegalStateException("the window is full");
  }
}
