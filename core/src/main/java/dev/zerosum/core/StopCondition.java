package dev.zerosum.core;

import java.util.Objects;

/**
 * Tells a search when to give up: a {@link Deadline}, a cancel button, a client that went away.
 * Searches ask it every few thousand nodes, so it must be cheap, and then answer with the best they
 * found so far, marked {@link SearchResult#stopped()}.
 *
 * <p>A search is not given one directly: it is given a {@link Budget}, which {@link Budget#start()
 * starts} a condition for each search, so that its time counts from that search's start. A game's
 * solver takes one with each call: {@code game.analyze(position, budget.start())}.
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
}
