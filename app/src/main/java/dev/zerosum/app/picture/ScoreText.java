package dev.zerosum.app.picture;

import dev.zerosum.core.Bound;
import dev.zerosum.core.Score;
import java.util.Locale;

/**
 * Writes the scores of a trace the way a textbook does: MAX's utility ({@code +1}, {@code -1},
 * {@code 0}), and, where it matters, the ply at which that line of play ends ({@code +1@3}). The
 * searches rank a quicker win above a slower one, so two wins differ only by that ply, and a
 * cut-off that compares them can only be explained with it. A game whose utilities are final values
 * (the textbook's trees) has no such ply: its values are written as they are ({@code +3}).
 */
public final class ScoreText {
  private ScoreText() {}

  /**
   * Returns the utility for MAX a score stands for: +1, -1 or 0 for most games; an estimate of a
   * depth-limited search is returned as it is.
   */
  public static int utility(int score) {
    if (!Score.isDecisive(score)) {
      return score;
    }
    int beyond = Math.abs(score) - Score.DECISIVE;
    int units = (beyond + Score.PLY_LIMIT - 1) / Score.PLY_LIMIT;
    return Integer.signum(score) * units;
  }

  /** Returns the ply below the root at which the game ends, for a win or a loss; else null. */
  public static Integer endPly(int score) {
    return Score.isDecisive(score) ? Score.pliesToEnd(score) : null;
  }

  /**
   * Returns {@code +1@3}, {@code -1@2}, {@code 0}, {@code -inf} or {@code +inf}, in ASCII; a final
   * value as it is, {@code +3}. A trace searches to the end, so a score that is neither a win nor a
   * loss is a draw or a final value, never an estimate.
   */
  public static String full(int score) {
    if (score >= Score.INFINITY) {
      return "+inf";
    }
    if (score <= -Score.INFINITY) {
      return "-inf";
    }
    if (!Score.isDecisive(score)) {
      return score == 0 ? "0" : String.format(Locale.ROOT, "%+d", score);
    }
    return String.format(Locale.ROOT, "%+d@%d", utility(score), endPly(score));
  }

  /** Returns {@link #full} behind {@code >=} or {@code <=} when the value is only a bound. */
  public static String full(int score, Bound bound) {
    return prefix(bound, ">=", "<=") + full(score);
  }

  /**
   * Returns the value as a picture shows it, with the ply as the trace shows it, a true minus sign,
   * and {@code ≥} or {@code ≤} for a bound: {@code +1@5}, {@code −1@2}, {@code ≤0}.
   */
  public static String brief(int score, Bound bound) {
    int utility = utility(score);
    String number = utility > 0 ? "+" + utility : utility < 0 ? "\u2212" + -utility : "0";
    Integer ply = endPly(score);
    return prefix(bound, "\u2265", "\u2264") + number + (ply == null ? "" : "@" + ply);
  }

  private static String prefix(Bound bound, String lower, String upper) {
    if (bound == Bound.LOWER) {
      return lower;
    }
    return bound == Bound.UPPER ? upper : "";
  }

  /**
   * Returns the value of a node as a picture shows it: {@link #brief} for minimax and alpha-beta,
   * behind a {@code ~} for an evaluator's estimate at the depth limit; for Monte Carlo search its
   * visits, then its proven value or its mean result for MAX ({@code 57× +0.31}).
   */
  public static String brief(TreeNode node) {
    if (node.estimate()) { // the evaluator's guess at the depth limit: ~+12, ~0
      String value = brief(node.value(), null);
      return prefix(node.bound(), "\u2265", "\u2264") + "~" + value;
    }
    if (node.visits() == 0) {
      return brief(node.value(), node.bound());
    }
    return node.visits()
        + "\u00d7 "
        + (node.proven()
            ? brief(node.value(), node.bound())
            : mean(node.mean()).replace("-", "\u2212"));
  }

  /**
   * Returns the value of a node as a trace writes it, in ASCII: {@code +1@3}, {@code 57x +0.31}; an
   * estimate at a depth limit as {@code ~+12} or {@code ~0}.
   */
  public static String full(TreeNode node) {
    if (node.estimate()) {
      return prefix(node.bound(), ">=", "<=") + estimate(node.value());
    }
    if (node.visits() == 0) {
      return full(node.value(), node.bound());
    }
    return node.visits()
        + "x "
        + (node.proven() ? full(node.value(), node.bound()) : mean(node.mean()));
  }

  /**
   * Returns an evaluator's estimate as a trace writes it, marked so that none reads as a game's
   * end: {@code ~+12}, {@code ~0}.
   */
  public static String estimate(int score) {
    return Score.isDecisive(score) ? full(score) : "~" + full(score);
  }

  private static String mean(double mean) {
    return String.format(Locale.ROOT, "%+.2f", mean);
  }
}
