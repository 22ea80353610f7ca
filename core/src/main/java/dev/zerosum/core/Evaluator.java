package dev.zerosum.core;

import java.util.Objects;
import java.util.function.ToIntFunction;

/**
 * An estimate of a position that a depth-limited search stops at, always from MAX's point of view,
 * as {@link Game#utility} is: higher is better for MAX, whoever is to move. Kept apart from the
 * utility, which is exact and only defined where the game is over.
 *
 * <p>Estimates must lie strictly between {@code -Score.DECISIVE} and {@code Score.DECISIVE}, so
 * that no estimate is ever mistaken for a proven win or loss.
 *
 * <p>An estimate that is easier to write for the player to move (as in negamax) goes through {@link
 * #ofPlayerToMove}, which turns it to MAX's side; written directly as a lambda, it would be wrong
 * at every other depth:
 *
 * <pre>{@code
 * // Take-away: the player to move loses when the pile is a multiple of 4.
 * Evaluator<Pile> evaluator = Evaluator.ofPlayerToMove(game, pile -> pile.left() % 4 == 0 ? -1 : 1);
 * }</pre>
 *
 * @param <S> the type of a position
 */
@FunctionalInterface
public interface Evaluator<S> {

  /** Returns the estimated worth of a non-terminal {@code state} for MAX. */
  int estimateForMax(S state);

  /**
   * Returns the evaluator of {@code estimateForMover}, an estimate for the player to move in each
   * position, turned to MAX's point of view.
   */
  static <S> Evaluator<S> ofPlayerToMove(Game<S, ?> game, ToIntFunction<S> estimateForMover) {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(estimateForMover, "estimateForMover");
    return state -> game.player(state).sign() * estimateForMover.applyAsInt(state);
  }
}
