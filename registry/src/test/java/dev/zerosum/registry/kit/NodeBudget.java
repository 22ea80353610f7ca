package dev.zerosum.registry.kit;

import dev.zerosum.core.SearchListener;
import dev.zerosum.core.SearchStoppedException;

/**
 * Stops a search once it has entered {@code limit} nodes: a budget counted in nodes, so that what
 * the contract checks never depends on the machine's speed. One budget serves one search.
 */
final class NodeBudget<S, A> implements SearchListener<S, A> {
  private final long limit;
  private long nodes;

  NodeBudget(long limit) {
    this.limit = limit;
  }

  @Override
  public void enter(S state, A move, int ply, int alpha, int beta) {
    if (++nodes > limit) {
      throw new SearchStoppedException(nodes);
    }
  }

  /** Returns the nodes entered so far. */
  long nodes() {
    return nodes;
  }
}
