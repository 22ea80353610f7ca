package dev.zerosum.registry;

import dev.zerosum.core.StopCondition;

/**
 * The part of a {@link PlayableGame} that says what perfect play makes of a position: its exact
 * {@link Analysis} and why the position has its value. The {@code analyze} command, the play
 * session's hints and the web API's analysis use it.
 *
 * @param <S> the type of a position
 */
public interface GameAnalyst<S> {

  /**
   * Returns the value of {@code state} and of each of its moves with perfect play, as far as it is
   * proven before {@code stop} says stop; a move not proven by then is marked not exact.
   */
  Analysis analyze(S state, StopCondition stop);

  /**
   * Returns, for the text analysis, why the position has its value, in a few lines ending in a
   * newline (Nim's nim-sum in binary); empty when the game has nothing to add.
   */
  default String explain(S state) {
    return "";
  }
}
