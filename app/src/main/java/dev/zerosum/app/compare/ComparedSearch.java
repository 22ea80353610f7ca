package dev.zerosum.app.compare;

import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.EngineNames;
import dev.zerosum.registry.i18n.Language;
import java.util.Locale;

/**
 * The searches {@code zerosum compare} runs on one position, each one idea more than the one
 * before: minimax, alpha-beta with the moves as the game lists them, with the game's move ordering,
 * with a transposition table too, and the same stopped at a depth.
 */
public enum ComparedSearch {
  /** Every node of the tree: the reference. */
  MINIMAX(Kind.MINIMAX),
  /** Alpha-beta trying the moves in the order the game lists them: cut-offs alone. */
  ALPHABETA_UNORDERED(null),
  /** Alpha-beta trying the moves in the game's move ordering, as {@code trace} does. */
  ALPHABETA(Kind.ALPHABETA),
  /** Alpha-beta with the game's ordering and a transposition table, as the engines search. */
  ALPHABETA_ORDERED(Kind.ALPHABETA_ORDERED),
  /** Alpha-beta with the game's ordering, stopped at a depth where the evaluator estimates. */
  DEPTH(Kind.DEPTH);

  private final Kind traced;

  ComparedSearch(Kind traced) {
    this.traced = traced;
  }

  /**
   * Returns the search {@code zerosum trace} shows the same way, call by call; null for alpha-beta
   * with the moves as listed, which no trace runs.
   */
  public Kind traced() {
    return traced;
  }

  /**
   * Returns the search's name for programs: {@code minimax}, {@code alphabeta-unordered}, {@code
   * alphabeta}, {@code alphabeta-ordered}, {@code depth:N} with the depth given.
   */
  public String id(int depth) {
    return this == DEPTH ? "depth:" + depth : name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /**
   * Returns the search's name for people in {@code language}, as the engines' menus and the trace
   * name it ("alpha-beta", "alpha-beta to depth 4"), the search no trace runs in words of its own.
   */
  public String title(int depth, Language language) {
    return traced == null
        ? SearchComparison.MESSAGES.text(language, "compare.search.alphabeta-unordered")
        : EngineNames.title(id(depth), language);
  }
}
