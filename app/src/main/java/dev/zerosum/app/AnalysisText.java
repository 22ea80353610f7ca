package dev.zerosum.app;

import dev.zerosum.app.games.Analysis;
import java.util.Locale;

/** Writes an analysis for a person: the board, the position's value, a line per move. */
final class AnalysisText {
  private AnalysisText() {}

  /** Returns the analysis as text, below the {@code board}; Nim's explained under its rules. */
  static String format(Analysis analysis, String board, boolean misere) {
    StringBuilder text = new StringBuilder();
    text.append(analysis.position())
        .append(": ")
        .append(analysis.toMove())
        .append(" to move, ")
        .append(value(analysis.outcome(), analysis.plies()))
        .append('\n');
    text.append(board);
    if (analysis.moves() == null) {
      text.append("(too many moves to list)\n");
    } else {
      int width = analysis.moves().stream().mapToInt(m -> m.move().length()).max().orElse(0);
      for (Analysis.MoveAnalysis move : analysis.moves()) {
        text.append(
            String.format(
                Locale.ROOT,
                "%-" + width + "s  %s%n",
                move.move(),
                value(move.outcome(), move.plies())));
      }
    }
    if (!analysis.best().isEmpty()) {
      text.append("best: ").append(String.join(" ", analysis.best())).append('\n');
    }
    if (analysis.game().equals("nim")) {
      text.append(NimExplanation.of(analysis, misere)); // why, in binary: text only
    }
    return text.append('\n').toString();
  }

  /** Returns "win in 3", "draw", "loss" (when only the outcome is known) … */
  static String value(String outcome, Integer plies) {
    return plies == null ? outcome : outcome + " in " + plies;
  }
}
