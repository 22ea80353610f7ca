package dev.zerosum.core;

import java.util.List;
import java.util.Optional;

/**
 * What a search found: the value of the position for the player to move, the principal variation
 * (the line of best play it found, whose first move is the best move), what it cost, and whether
 * its {@link Budget} (its time or its interrupt) cut it short.
 *
 * <p>A stopped search answers with the best it found so far (each search's Javadoc says what that
 * is): its value is then never exact, and its principal variation may be empty when it stopped
 * before it could tell one move from another.
 *
 * @param value the value for the player to move at the root
 * @param principalVariation best play from the root, as far as the search knows it; empty for a
 *     terminal root, and for a search stopped before it had a best move
 * @param statistics the work the search did
 * @param stopped true when its budget's time or interrupt ended the search before it finished
 * @param <A> the type of a move
 */
public record SearchResult<A>(
    Value value, List<A> principalVariation, SearchStatistics statistics, boolean stopped) {

  /**
   * Copies the variation, so the result never changes.
   *
   * @throws IllegalArgumentException if a stopped result claims an exact value
   */
  public SearchResult {
    principalVariation = List.copyOf(principalVariation);
    if (stopped && value.exact()) {
      throw new IllegalArgumentException(
          "a stopped search's value " + value + " is marked exact; expected an estimate");
    }
  }

  /** Creates the result of a search that finished: not stopped. */
  public SearchResult(Value value, List<A> principalVariation, SearchStatistics statistics) {
    this(value, principalVariation, statistics, false);
  }

  /** Returns the best move, or empty when the root is terminal or the search stopped too soon. */
  public Optional<A> bestAction() {
    return principalVariation.isEmpty() ? Optional.empty() : Optional.of(principalVariation.get(0));
  }
}
