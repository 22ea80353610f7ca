package dev.zerosum.core;

/**
 * An estimate of a position that a depth-limited search stops at: higher is better for MAX. Kept
 * apart from {@link Game#utility}, which is exact and only defined where the game is over.
 *
 * <p>Estimates must lie strictly between {@code -Score.DECISIVE} and {@code Score.DECISIVE}, so
 * that no estimate is ever mistaken for a proven win or loss.
 *
 * @param <S> the type of a position
 */
@FunctionalInterface
public interface Evaluator<S> {

  /** Returns the estimated worth of a non-terminal {@code state} for MAX. */
  int evaluate(S state);
}
