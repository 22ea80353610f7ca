package dev.zerosum.core;

import java.util.List;
import java.util.Optional;

/**
 * What a search found: the value of the position for the player to move, the principal variation
 * (the line of best play it found, whose first move is the best move) and what it cost.
 *
 * @param value the value for the player to move at the root
 * @param principalVariation best play from the root, as far as the search knows it; empty for a
 *     terminal root
 * @param statistics the work the search did
 * @param <A> the type of a move
 */
public record SearchResult<A>(
    Value value, List<A> principalVariation, SearchStatistics statistics) {

  /** Copies the variation, so the result never changes. */
  public SearchResult {
    principalVariation = List.copyOf(principalVariation);
  }

  /** Returns the best move, or empty when the root is terminal. */
  public Optional<A> bestAction() {
    return principalVariation.isEmpty() ? Optional.empty() : Optional.of(principalVariation.get(0));
  }
}
