package dev.zerosum.games.connect4;

import dev.zerosum.core.MoveValue;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * The values of a position's moves for an analysis: from the book where it holds the position after
 * a move, whatever the time; else exact from the solver until the stop condition says stop; the
 * moves left then keep the estimate of a short depth search, marked not exact.
 *
 * <p>The estimates are made first, before any proof, so that once the stop is seen nothing is left
 * to do: the analysis returns at once instead of searching on past its budget (issue 23's goal of
 * at most the budget plus 10 % plus 50 ms, even on a loaded machine where a few milliseconds of
 * work after the budget become a few hundred). Each estimate is bounded by a count of nodes, the
 * same on every machine.
 */
final class Connect4AnalysisValues {
  /** How deep the estimate of a move looks. */
  static final int ESTIMATE_DEPTH = 8;

  /**
   * How many times an estimate may ask whether to stop (every 1,024 nodes, from its second depth
   * on) before it stops at the deepest search it finished: a few milliseconds a move.
   */
  static final int ESTIMATE_QUESTIONS = 8;

  private final Connect4DepthSearch estimator;

  /** Creates the values of one analysis, estimated with {@code estimator} (its table is 3 MB). */
  Connect4AnalysisValues(Connect4DepthSearch estimator) {
    this.estimator = estimator;
  }

  /**
   * Returns the value of each of {@code moves}, the moves of {@code state} (not over), in their
   * order.
   */
  List<MoveValue<Connect4Move>> of(
      Connect4ParallelSolver solver,
      Connect4Position state,
      List<Connect4Move> moves,
      StopCondition stop) {
    List<MoveValue<Connect4Move>> values = new ArrayList<>();
    for (Connect4Move move : moves) {
      Value known = state.isWinningMove(move.column()) ? null : bookValue(state, move);
      values.add(new MoveValue<>(move, known != null ? known : estimate(state, move)));
    }
    try {
      for (int i = 0; i < values.size(); i++) {
        MoveValue<Connect4Move> value = values.get(i);
        if (value.value().exact()) {
          continue;
        }
        int score = Connect4MoveScores.scoreOf(solver, state, value.action().column(), stop);
        values.set(
            i,
            new MoveValue<>(
                value.action(), Connect4Score.toValue(score, state.moves(), state.size().cells())));
      }
    } catch (SearchStoppedException outOfTime) {
      // the moves not proven keep their estimates
    }
    return values;
  }

  /** Returns the book's score of {@code state}; empty without a book or when it lacks it. */
  static OptionalInt bookScore(Connect4Position state) {
    Connect4Book book = Connect4Solvers.book();
    // The book serves 7 × 6 alone: the empty 6 × 5 board has the bits of the empty 7 × 6 one.
    boolean served = book != null && state.size().isStandard() && !state.isOver();
    return served ? book.score(state) : OptionalInt.empty();
  }

  /** Returns the value of {@code move} from the book's value of the position after it, or null. */
  private static Value bookValue(Connect4Position state, Connect4Move move) {
    OptionalInt after = bookScore(state.play(move.column()));
    return after.isPresent() ? Connect4Score.toValue(-after.getAsInt(), state.moves()) : null;
  }

  /**
   * Returns what a short depth search makes of {@code move}, marked not exact; a win at once and a
   * draw by the last cell are exact.
   */
  private Value estimate(Connect4Position state, Connect4Move move) {
    if (state.isWinningMove(move.column())) {
      int cells = state.size().cells();
      return Connect4Score.toValue(
          Connect4Score.winAtOnce(state.moves(), cells), state.moves(), cells);
    }
    Connect4Position after = state.play(move.column());
    if (after.isOver()) {
      return Value.draw(); // the last cell, and no four: a draw
    }
    int[] asked = {0};
    StopCondition nodes = () -> ++asked[0] > ESTIMATE_QUESTIONS;
    Connect4DepthSearch.Estimate estimate = estimator.search(after, ESTIMATE_DEPTH, nodes);
    if (estimate.isDecisive()) {
      int score = estimate.score();
      int exactForOpponent =
          score > 0 ? score - Connect4DepthSearch.DECISIVE : score + Connect4DepthSearch.DECISIVE;
      Value sure = Connect4Score.toValue(-exactForOpponent, state.moves(), state.size().cells());
      return new Value(sure.score(), false);
    }
    return new Value(-estimate.score(), false);
  }
}
