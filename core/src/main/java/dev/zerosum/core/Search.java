package dev.zerosum.core;

/**
 * A search that finds the best move of a position and its value.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
@FunctionalInterface
public interface Search<S, A> {

  /**
   * Returns the best move of {@code state}, its value for the player to move, the principal
   * variation and what the search cost. A terminal state gives its own value and no move.
   */
  SearchResult<A> search(S state);
}
