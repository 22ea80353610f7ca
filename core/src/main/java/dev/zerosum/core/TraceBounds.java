package dev.zerosum.core;

/**
 * Works out what the value a search returned for a node says of its true value: exact, or only a
 * bound, as alpha-beta's cut-offs leave it ("C ≤ 2" in the textbook figure).
 *
 * <p>Each searched child is known to lie in an interval: {@code [v, v]} when exact, {@code [v,
 * +inf]} for a lower bound, {@code [-inf, v]} for an upper bound; a pruned move in {@code [-inf,
 * +inf]}. The node's true value is the maximum (at MAX) or minimum (at MIN) of its children, so it
 * lies in the interval made of the maxima (minima) of their ends. Reading it from the children,
 * rather than from the window on entry alone, keeps a node exact when its only move happened to
 * reach beta. A Monte Carlo search's window is its proof instead (see {@link
 * SearchListener#visits}).
 */
final class TraceBounds {
  private TraceBounds() {}

  static <S, A> Bound of(SearchTrace.Node<S, A> node) {
    if (node.terminal) {
      return Bound.EXACT;
    }
    if (node.monteCarlo) {
      return ofProof(node);
    }
    if (node.children.isEmpty()) {
      return fromWindow(node); // answered by a table or an evaluator: only the window tells
    }
    boolean max = node.player == Player.MAX;
    int low = max ? -Score.INFINITY : Score.INFINITY;
    int high = low;
    for (SearchTrace.Node<S, A> child : node.children) {
      int childLow = child.bound == Bound.UPPER ? -Score.INFINITY : child.value;
      int childHigh = child.bound == Bound.LOWER ? Score.INFINITY : child.value;
      low = max ? Math.max(low, childLow) : Math.min(low, childLow);
      high = max ? Math.max(high, childHigh) : Math.min(high, childHigh);
    }
    if (!node.pruned.isEmpty()) {
      // An unsearched move could be anything: it lifts MAX's ceiling, lowers MIN's floor.
      if (max) {
        high = Score.INFINITY;
      } else {
        low = -Score.INFINITY;
      }
    }
    if (low == high) {
      return Bound.EXACT;
    }
    if (low == node.value) {
      return Bound.LOWER;
    }
    return high == node.value ? Bound.UPPER : fromWindow(node);
  }

  /**
   * Returns what the value of a Monte Carlo node is, whose window holds the bounds the MCTS-Solver
   * proved: exact when they meet, a bound when the value is one of them, and null for an estimate.
   */
  private static <S, A> Bound ofProof(SearchTrace.Node<S, A> node) {
    if (node.value == node.alpha && node.value == node.beta) {
      return Bound.EXACT;
    }
    if (node.value == node.alpha) {
      return Bound.LOWER;
    }
    return node.value == node.beta ? Bound.UPPER : null;
  }

  /** Returns the bound a fail-soft search's value has by its window on entry alone. */
  private static <S, A> Bound fromWindow(SearchTrace.Node<S, A> node) {
    if (node.value <= node.alpha) {
      return Bound.UPPER;
    }
    return node.value >= node.beta ? Bound.LOWER : Bound.EXACT;
  }
}
