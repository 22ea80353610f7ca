package dev.zerosum.core;

import java.time.Duration;
import java.util.Objects;

/**
 * Tells a search when to give up: a {@link Deadline}, a cancel button, a client that went away.
 * Searches ask it every few thousand nodes, so it must be cheap, and then answer with the best they
 * found so far, marked {@link SearchResult#stopped()}.
 *
 * <p>Example: {@code AlphaBetaSearch.on(game).stopWhen(StopCondition.after(Duration.ofSeconds(2)))}
 */
@FunctionalInterface
public interface StopCondition {

  /** Returns true when the search must stop now. */
  boolean shouldStop();

  /** Returns the condition that stops when this one or {@code other} does. */
  default StopCondition or(StopCondition other) {
    Objects.requireNonNull(other, "other");
    return () -> shouldStop() || other.shouldStop();
  }

  /** Returns the condition that never stops a search. */
  static StopCondition never() {
    return () -> false;
  }

  /** Returns the condition that stops a search once {@code budget} has passed from now. */
  static StopCondition after(Duration budget) {
    return Deadline.after(budget);
  }

  /**
   * Returns the condition that stops a search once {@code budget} has passed from now, as {@code
   * ticker} counts time.
   */
  static StopCondition after(Duration budget, Ticker ticker) {
    return Deadline.after(budget, ticker);
  }
}
