package dev.zerosum.app.picture;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.EngineNames;
import dev.zerosum.registry.i18n.Language;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;

/**
 * A search a trace or a picture shows, as a person names it: one of the registry's {@link Kind}s
 * (the same name as on the command line, in the menus and in the compare table) and, for {@code
 * depth:N}, its depth. What {@code --algorithm} and the API's {@code algorithm} read.
 *
 * <ul>
 *   <li>{@code minimax}: the reference, every node of the tree;
 *   <li>{@code alphabeta}: the same value from fewer nodes, the moves in the game's order (its move
 *       ordering, when it has one), without a table: the moves a cut-off skips are drawn as pruned;
 *   <li>{@code alphabeta-ordered}: alpha-beta as the engines run it, the game's move ordering and a
 *       transposition table, whose hits are marked;
 *   <li>{@code depth:N}: alpha-beta stopped N plies down, where the game's evaluator estimates the
 *       positions (marked as estimates); moves in the game's order, no table;
 *   <li>{@code mcts}: Monte Carlo tree search with the MCTS-Solver, the tree it grew with each
 *       node's visits and mean result, or its value where it is proven, and each simulation.
 * </ul>
 *
 * <pre>{@code
 * AlgorithmChoice.parse("depth:3")  // DEPTH, 3 plies
 * AlgorithmChoice.parse("alphabeta-ordered").name()  // "alphabeta-ordered"
 * }</pre>
 *
 * @param algorithm the search
 * @param depth the plies a {@code depth:N} search looks ahead; 0 for the others
 */
public record AlgorithmChoice(Kind algorithm, int depth) {
  /** The deepest {@code depth:N}, as for the engines. */
  public static final int MAX_DEPTH = 99;

  /** The depth of {@link Kind#DEPTH} when only the algorithm is named. */
  public static final int DEFAULT_DEPTH = 3;

  /** The kinds a trace can show, in the order the menus list them. */
  public static final Set<Kind> TRACED =
      EnumSet.of(Kind.MINIMAX, Kind.ALPHABETA, Kind.ALPHABETA_ORDERED, Kind.DEPTH, Kind.MCTS);

  /**
   * Checks the search and the depth.
   *
   * @throws IllegalArgumentException if {@code algorithm} is not a search a trace shows
   * @throws GameInputException if a {@code depth:N} search has N outside 1 to {@link #MAX_DEPTH}
   */
  public AlgorithmChoice {
    if (!TRACED.contains(algorithm)) {
      throw new IllegalArgumentException(algorithm + " is not a search a trace shows");
    }
    if (algorithm == Kind.DEPTH && (depth < 1 || depth > MAX_DEPTH)) {
      throw outOfRange(String.valueOf(depth));
    }
    if (algorithm != Kind.DEPTH) {
      depth = 0;
    }
  }

  /** Returns {@code algorithm}, at {@link #DEFAULT_DEPTH} for {@code DEPTH}. */
  public static AlgorithmChoice of(Kind algorithm) {
    return new AlgorithmChoice(algorithm, algorithm == Kind.DEPTH ? DEFAULT_DEPTH : 0);
  }

  /**
   * Returns the search {@code typed} names, in any case: {@code minimax}, {@code alphabeta} (or
   * {@code alpha-beta}), {@code alphabeta-ordered}, {@code depth:N}, {@code mcts}.
   *
   * @throws GameInputException for any other name, or a depth out of range
   */
  public static AlgorithmChoice parse(String typed) {
    String name = typed.strip().toLowerCase(Locale.ROOT);
    if (name.startsWith("depth:")) {
      String digits = name.substring("depth:".length());
      if (!digits.matches("\\d+")) {
        throw unknown(typed);
      }
      if (digits.length() > 9) {
        throw outOfRange(digits); // beyond an int: out of range all the same
      }
      return new AlgorithmChoice(Kind.DEPTH, Integer.parseInt(digits));
    }
    if (name.equals("alpha-beta")) {
      return of(Kind.ALPHABETA);
    }
    for (Kind algorithm : TRACED) {
      if (algorithm != Kind.DEPTH && algorithm.typed().equals(name)) {
        return of(algorithm);
      }
    }
    throw unknown(typed);
  }

  /** Returns true for the alpha-beta searches, whose windows and cut-offs a trace shows. */
  public static boolean prunes(Kind algorithm) {
    return algorithm == Kind.ALPHABETA
        || algorithm == Kind.ALPHABETA_ORDERED
        || algorithm == Kind.DEPTH;
  }

  private static GameInputException outOfRange(String depth) {
    return new GameInputException(TraceText.MESSAGES.text("problem.depth", depth, MAX_DEPTH));
  }

  private static GameInputException unknown(String typed) {
    return new GameInputException(TraceText.MESSAGES.text("problem.algorithm", typed, MAX_DEPTH));
  }

  /** Returns the name as {@link #parse} reads it: {@code minimax}, {@code depth:3}. */
  public String name() {
    return algorithm == Kind.DEPTH ? "depth:" + depth : algorithm.typed();
  }

  /**
   * Returns the search's name for people in {@code language}, as the engines' menus name it:
   * "alpha-beta", "alpha-beta to depth 3", "Monte Carlo (MCTS)".
   */
  public String title(Language language) {
    return EngineNames.title(name(), language);
  }
}
