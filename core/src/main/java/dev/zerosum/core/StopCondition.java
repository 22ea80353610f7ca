package dev.zerosum.core;

import java.time.Duration;

/**
 * Tells a search when to give up: a deadline, a cancel button. Searches ask it every few thousand
 * nodes, so it must be cheap, and they stop by throwing {@link SearchStoppedException}.
 *
 * <p>Example: {@code AlphaBetaSearch.on(game).stopWhen(StopCondition.after(Duration.ofSeconds(2)))}
 */
@FunctionalInterface
public interface StopCondition {

  /** Returns true when the search must stop now. */
  boolean shouldStop();

  /** Returns the condition that never stops a search. */
  static StopCondition never() {
    return () -> false;
  }

  /** Returns the condition that stops a search once {@code budget} has passed from now. */
  static StopCondition after(Duration budget) {
    long deadline = System.nanoTime() + budget.toNanos();
    return () -> System.nanoTime() - deadline >= 0;
  }
}
