package dev.zerosum.app.compare;

import dev.zerosum.app.picture.Algorithm;
import java.util.Locale;

/**
 * The searches {@code zerosum compare} runs on one position, each one idea more than the one
 * before: minimax, alpha-beta with the moves as the game lists them, with the game's move ordering,
 * with a transposition table too, and the same stopped at a depth.
 */
public enum ComparedSearch {
  /** Every node of the tree: the reference. */
  MINIMAX(Algorithm.MINIMAX),
  /** Alpha-beta trying the moves in the order the game lists them: cut-offs alone. */
  ALPHABETA_UNORDERED(null),
  /** Alpha-beta trying the moves in the game's move ordering, as {@code trace} does. */
  ALPHABETA(Algorithm.ALPHABETA),
  /** Alpha-beta with the game's ordering and a transposition table, as the engines search. */
  ALPHABETA_ORDERED(Algorithm.ALPHABETA_ORDERED),
  /** Alpha-beta with the game's ordering, stopped at a depth where the evaluator estimates. */
  DEPTH(Algorithm.DEPTH);

  private final Algorithm traced;

  ComparedSearch(Algorithm traced) {
    this.traced = traced;
  }

  /**
   * Returns the search {@code zerosum trace} shows the same way, call by call; null for alpha-beta
   * with the moves as listed, which no trace runs.
   */
  public Algorithm traced() {
    return traced;
  }

  /**
   * Returns the search's name for programs: {@code minimax}, {@code alphabeta-unordered}, {@code
   * alphabeta}, {@code alphabeta-ordered}, {@code depth:N} with the depth given.
   */
  public String id(int depth) {
    return this == DEPTH ? "depth:" + depth : name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** Returns the key of its texts in the bundle: {@code alphabeta-unordered}. */
  String key() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}
