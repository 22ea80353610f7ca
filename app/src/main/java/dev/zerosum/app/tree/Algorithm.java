package dev.zerosum.app.tree;

/** The searches a trace or a picture can show. */
public enum Algorithm {
  /** The reference: every node of the tree. */
  MINIMAX("minimax"),
  /** The same value from fewer nodes: the moves a cut-off skips are drawn as pruned. */
  ALPHABETA("alpha-beta"),
  /**
   * Monte Carlo tree search with the MCTS-Solver: the tree it grew, each node with its visits and
   * its mean result, or its value where it is proven.
   */
  MCTS("Monte Carlo tree search");

  private final String title;

  Algorithm(String title) {
    this.title = title;
  }

  /** Returns the name a person reads: "minimax" or "alpha-beta". */
  public String title() {
    return title;
  }
}
