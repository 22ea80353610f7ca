package dev.zerosum.app.compare;

import dev.zerosum.core.SearchListener;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;

/**
 * Listens to one search of a comparison: counts the nodes it enters, stops it past its budget of
 * nodes or when {@code stop} says so, and counts the estimates at its depth limit, which its
 * statistics count among the leaves.
 */
final class NodeBudget<S, A> implements SearchListener<S, A> {
  private static final long STOP_CHECK_INTERVAL = (1 << 12) - 1; // ask every 4,096 nodes

  /** Thrown out of the search when it enters one node more than its budget. */
  static final class Exceeded extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Exceeded() {
      super(null, null, false, false); // expected, and thrown from deep inside: no stack trace
    }
  }

  private final long maxNodes;
  private final StopCondition stop;
  private long nodes;
  private long estimates;

  NodeBudget(long maxNodes, StopCondition stop) {
    this.maxNodes = maxNodes;
    this.stop = stop;
  }

  @Override
  public void enter(S state, A move, int ply, int alpha, int beta) {
    if (++nodes > maxNodes) {
      throw new Exceeded();
    }
    if ((nodes & STOP_CHECK_INTERVAL) == 0 && stop.shouldStop()) {
      throw new SearchStoppedException(nodes);
    }
  }

  @Override
  public void estimate(S state) {
    estimates++;
  }

  /** Returns the nodes entered so far. */
  long nodes() {
    return nodes;
  }

  /** Returns the estimates made at the depth limit so far. */
  long estimates() {
    return estimates;
  }
}
