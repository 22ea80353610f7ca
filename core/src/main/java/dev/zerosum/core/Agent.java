package dev.zerosum.core;

/**
 * Chooses a move: a person at a keyboard, a random player, a rule of thumb, or a search. Matches,
 * tournaments and user interfaces only see agents.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
@FunctionalInterface
public interface Agent<S, A> {

  /** Returns the move to play in {@code state}, which must not be terminal. */
  A chooseAction(S state);
}
