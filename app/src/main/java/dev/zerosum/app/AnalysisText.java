package dev.zerosum.app;

import dev.zerosum.app.registry.Analysis;

/** Writes an analysis for a person: the board, the position's value, a line per move, and why. */
final class AnalysisText {
  private AnalysisText() {}

  /**
   * Returns the analysis as text, below the {@code board}, followed by the game's {@code
   * explanation} (empty when it has none).
   */
  static String format(Analysis analysis, String board, String explanation) {
    StringBuilder text = new StringBuilder();
    text.append(analysis.position()).append(": ");
    if (analysis.finished()) {
      text.append("the game is over: ")
          .append(analysis.winner() == null ? "a draw" : analysis.winner() + " won")
          .append('\n');
    } else {
      text.append(analysis.toMove())
          .append(" to move, ")
          .append(value(analysis.outcome(), analysis.plies(), analysis.exact()))
          .append('\n');
    }
    text.append(board);
    if (analysis.moves() == null) {
      text.append("(too many moves to list)\n");
    } else {
      int width = analysis.moves().stream().mapToInt(m -> m.move().length()).max().orElse(0);
      for (Analysis.MoveAnalysis move : analysis.moves()) {
        text.append(move.move())
            .append(" ".repeat(width - move.move().length() + 2))
            .append(value(move.outcome(), move.plies(), move.exact()))
            .append('\n');
      }
    }
    if (!analysis.best().isEmpty()) {
      text.append("best: ").append(String.join(" ", analysis.best())).append('\n');
    }
    text.append(explanation);
    return text.append('\n').toString();
  }

  /** Returns "win in 3", "draw", "loss" (when only the outcome is known), "unknown" … */
  static String value(String outcome, Integer plies, boolean exact) {
    String value = plies == null ? outcome : outcome + " in " + plies;
    return exact ? value : value + " (not proven in time)";
  }
}
