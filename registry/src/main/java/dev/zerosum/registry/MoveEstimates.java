package dev.zerosum.registry;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Game;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.Score;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The value of every move of a position within a time, for a game past exact search: each move
 * valued by a depth-limited alpha-beta search with the game's evaluator, one ply deeper each round,
 * until every move is proven, the depth reaches its most, or the stop condition says stop. A move
 * keeps the value of the deepest round that finished it; a move whose search reached every end is
 * proven (exact), and the others carry their estimate. Every move has a value at once: the first
 * round is the evaluator's estimate of the position after it.
 *
 * <pre>{@code
 * List<MoveValue<Move>> values = MoveEstimates.of(game, evaluator, state, stop, 8);
 * Analysis analysis = analysisOf(state, values);  // in an AbstractPlayableGame
 * }</pre>
 */
public final class MoveEstimates {
  private MoveEstimates() {}

  /**
   * Returns the value of every legal move of {@code state} for the player making it, in the game's
   * order: searched at most {@code maxDepth} plies below the move, deepening until {@code stop}.
   */
  public static <S, A> List<MoveValue<A>> of(
      Game<S, A> game, Evaluator<S> evaluator, S state, StopCondition stop, int maxDepth) {
    if (game.isTerminal(state)) {
      return List.of();
    }
    Player mover = game.player(state);
    List<MoveValue<A>> values = new ArrayList<>();
    for (A action : game.actions(state)) {
      S next = game.result(state, action);
      values.add(
          new MoveValue<>(
              action, atOnce(game, evaluator, next).forMover(game.player(next) == mover)));
    }
    return deepened(game, evaluator, state, values, stop, maxDepth);
  }

  /**
   * Returns {@code values} (one per legal move of {@code state}, in the game's order) with each
   * value that is not exact replaced by a search one ply deeper each round, from 1 to {@code
   * maxDepth} plies below the move, until {@code stop}: for a game whose own analysis proved what
   * it could (by a solver, by threats) and leaves the rest to estimates.
   */
  public static <S, A> List<MoveValue<A>> deepened(
      Game<S, A> game,
      Evaluator<S> evaluator,
      S state,
      List<MoveValue<A>> values,
      StopCondition stop,
      int maxDepth) {
    Player mover = game.player(state);
    List<MoveValue<A>> deeper = new ArrayList<>(values);
    Budget budget = Budget.exact(stop);
    for (int depth = 1; depth <= maxDepth && !everyExact(deeper); depth++) {
      for (int i = 0; i < deeper.size(); i++) {
        MoveValue<A> move = deeper.get(i);
        if (move.value().exact()) {
          continue;
        }
        if (stop.shouldStop()) {
          return deeper;
        }
        S next = game.result(state, move.action());
        SearchResult<A> found =
            AlphaBetaSearch.on(game)
                .maxDepth(depth)
                .evaluator(evaluator)
                .budget(budget)
                .build()
                .search(next);
        if (found.stopped()) {
          return deeper; // the round's other moves keep the round before's
        }
        deeper.set(
            i, new MoveValue<>(move.action(), found.value().forMover(game.player(next) == mover)));
      }
    }
    return deeper;
  }

  /** Returns the value of {@code state} that needs no search: its utility, else its estimate. */
  private static <S, A> Value atOnce(Game<S, A> game, Evaluator<S> evaluator, S state) {
    int sign = game.player(state).sign();
    if (game.isTerminal(state)) {
      int utility = game.utility(state) * sign;
      return new Value(
          game.utilitiesAreFinalValues()
              ? Score.ofFinalValue(utility)
              : Score.ofTerminal(utility, 0),
          true);
    }
    return new Value(evaluator.estimateForMax(state) * sign, false);
  }

  private static <A> boolean everyExact(List<MoveValue<A>> values) {
    return values.stream().allMatch(move -> move.value().exact());
  }
}
