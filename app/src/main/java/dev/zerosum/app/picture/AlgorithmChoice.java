package dev.zerosum.app.picture;

import dev.zerosum.core.GameInputException;
import java.util.Locale;

/**
 * A search as a person names it: an {@link Algorithm} and, for {@code depth:N}, its depth. What
 * {@code --algorithm} and the API's {@code algorithm} read.
 *
 * <pre>{@code
 * AlgorithmChoice.parse("depth:3")  // DEPTH, 3 plies
 * AlgorithmChoice.parse("alphabeta-ordered").name()  // "alphabeta-ordered"
 * }</pre>
 *
 * @param algorithm the search
 * @param depth the plies a {@code depth:N} search looks ahead; 0 for the others
 */
public record AlgorithmChoice(Algorithm algorithm, int depth) {
  /** The deepest {@code depth:N}, as for the engines. */
  public static final int MAX_DEPTH = 99;

  /** The depth of {@link Algorithm#DEPTH} when only the algorithm is named. */
  public static final int DEFAULT_DEPTH = 3;

  /**
   * Checks the depth.
   *
   * @throws GameInputException if a {@code depth:N} search has N outside 1 to {@link #MAX_DEPTH}
   */
  public AlgorithmChoice {
    if (algorithm == Algorithm.DEPTH && (depth < 1 || depth > MAX_DEPTH)) {
      throw outOfRange(String.valueOf(depth));
    }
    if (algorithm != Algorithm.DEPTH) {
      depth = 0;
    }
  }

  /** Returns {@code algorithm}, at {@link #DEFAULT_DEPTH} for {@code DEPTH}. */
  public static AlgorithmChoice of(Algorithm algorithm) {
    return new AlgorithmChoice(algorithm, algorithm == Algorithm.DEPTH ? DEFAULT_DEPTH : 0);
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
      return new AlgorithmChoice(Algorithm.DEPTH, Integer.parseInt(digits));
    }
    if (name.equals("alpha-beta")) {
      return of(Algorithm.ALPHABETA);
    }
    for (Algorithm algorithm : Algorithm.values()) {
      if (algorithm != Algorithm.DEPTH && algorithm.typed().equals(name)) {
        return of(algorithm);
      }
    }
    throw unknown(typed);
  }

  private static GameInputException outOfRange(String depth) {
    return new GameInputException(TraceText.MESSAGES.text("problem.depth", depth, MAX_DEPTH));
  }

  private static GameInputException unknown(String typed) {
    return new GameInputException(TraceText.MESSAGES.text("problem.algorithm", typed, MAX_DEPTH));
  }

  /** Returns the name as {@link #parse} reads it: {@code minimax}, {@code depth:3}. */
  public String name() {
    return algorithm == Algorithm.DEPTH ? "depth:" + depth : algorithm.typed();
  }
}
