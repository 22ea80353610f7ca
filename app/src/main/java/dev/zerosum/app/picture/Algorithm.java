package dev.zerosum.app.picture;

import java.util.Locale;

/** The searches a trace or a picture can show. */
public enum Algorithm {
  /** The reference: every node of the tree. */
  MINIMAX("minimax", "minimax"),
  /**
   * The same value from fewer nodes: the moves a cut-off skips are drawn as pruned. Moves are tried
   * in the game's order (its move ordering, when it has one), without a table.
   */
  ALPHABETA("alphabeta", "alpha-beta"),
  /**
   * Alpha-beta as the engines run it: the game's move ordering and a transposition table, whose
   * hits are marked; a position met again is answered from the table instead of being searched.
   */
  ALPHABETA_ORDERED("alphabeta-ordered", "alpha-beta with ordering and table"),
  /**
   * Alpha-beta stopped a few plies down, where the game's evaluator estimates the positions: those
   * values are marked as estimates. Typed {@code depth:N}; moves in the game's order, no table.
   */
  DEPTH("depth:N", "depth-limited alpha-beta"),
  /**
   * Monte Carlo tree search with the MCTS-Solver: the tree it grew, each node with its visits and
   * its mean result, or its value where it is proven; and each simulation, in order.
   */
  MCTS("mcts", "Monte Carlo tree search");

  private final String typed;
  private final String title;

  Algorithm(String typed, String title) {
    this.typed = typed;
    this.title = title;
  }

  /**
   * Returns the name a person reads, the same in every language: "minimax", "alpha-beta", "Monte
   * Carlo tree search"; the JSON of a trace gives it as {@code algorithm}.
   */
  public String title() {
    return title;
  }

  /** Returns the name as typed: {@code alphabeta}, {@code alphabeta-ordered}, {@code depth:N}. */
  public String typed() {
    return typed;
  }

  /** Returns true for the alpha-beta searches, whose windows and cut-offs a trace shows. */
  public boolean prunes() {
    return this == ALPHABETA || this == ALPHABETA_ORDERED || this == DEPTH;
  }

  /** Returns the key of this search's texts in the tree's bundle: {@code alphabeta-ordered}. */
  String key() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
