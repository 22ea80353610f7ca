package dev.zerosum.app;

import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.i18n.Messages;
import java.util.Locale;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Writes an analysis for a person, in the current language: the board, the position's value, a line
 * per move, and why. The JSON of the same analysis is for programs and never changes.
 */
final class AnalysisText {
  private static final Messages MESSAGES = Messages.of(AnalysisText.class);

  /** The outcomes an analysis names, each with its words in the bundle. */
  private static final Set<String> OUTCOMES = Set.of("win", "draw", "loss", "unknown");

  /** The most best moves a line names; the others are counted. */
  static final int BEST_SHOWN = 12;

  private AnalysisText() {}

  /**
   * Returns the analysis as text, below the {@code board}, followed by the game's {@code
   * explanation} (empty when it has none); {@code shown} turns a player's name, as the analysis
   * holds it for programs, into the one a person reads in the current language.
   */
  static String format(
      Analysis analysis, String board, String explanation, UnaryOperator<String> shown) {
    StringBuilder text = new StringBuilder();
    // A game whose start is written as nothing (Connect Four's "") still gets a name in the title.
    String position =
        analysis.position().isEmpty() ? MESSAGES.text("analysis.start") : analysis.position();
    if (analysis.finished()) {
      String result =
          analysis.winner() == null
              ? MESSAGES.text("analysis.drawn")
              : MESSAGES.text("analysis.won", shown.apply(analysis.winner()));
      text.append(MESSAGES.text("analysis.over", position, result));
    } else {
      text.append(
          MESSAGES.text(
              "analysis.to-move",
              position,
              shown.apply(analysis.toMove()),
              value(analysis.outcome(), analysis.plies(), analysis.exact())));
    }
    text.append('\n');
    text.append(board);
    if (analysis.moves() == null) {
      text.append(MESSAGES.text("analysis.too-many")).append('\n');
    } else {
      int width = analysis.moves().stream().mapToInt(m -> m.move().length()).max().orElse(0);
      for (Analysis.MoveAnalysis move : analysis.moves()) {
        text.append(move.move())
            .append(" ".repeat(width - move.move().length() + 2))
            .append(value(move.outcome(), move.plies(), move.exact(), move.estimate()))
            .append('\n');
      }
    }
    if (!analysis.best().isEmpty()) {
      text.append(MESSAGES.text("analysis.best", best(analysis))).append('\n');
    }
    text.append(explanation);
    return text.append('\n').toString();
  }

  /**
   * Returns the best moves as a line reads them: all of them up to {@link #BEST_SHOWN}; past that,
   * "every move" when no move is better than another (a lost gomoku position has two hundred), else
   * the first ones and how many more.
   */
  private static String best(Analysis analysis) {
    var best = analysis.best();
    if (best.size() > BEST_SHOWN
        && analysis.moves() != null
        && best.size() == analysis.moves().size()) {
      return MESSAGES.text("analysis.best-every", best.size());
    }
    if (best.size() > BEST_SHOWN) {
      return MESSAGES.text(
          "analysis.best-more",
          String.join(" ", best.subList(0, BEST_SHOWN)),
          best.size() - BEST_SHOWN);
    }
    return String.join(" ", best);
  }

  /**
   * Returns "win in 3", "draw", "loss" (when only the outcome is known), "unknown" …, in the
   * current language ("gana en 3 jugadas"); an outcome it does not know, as it is.
   */
  static String value(String outcome, Integer plies, boolean exact) {
    return value(outcome, plies, exact, null);
  }

  /**
   * Returns the {@link #value(String, Integer, boolean) value} of a move, or its {@code estimate}
   * ("estimate +12") where it is unknown and a search estimated it.
   */
  static String value(String outcome, Integer plies, boolean exact, Integer estimate) {
    String value;
    if (estimate != null && outcome.equals("unknown")) {
      value = MESSAGES.text("analysis.estimate", String.format(Locale.ROOT, "%+d", estimate));
    } else if (!OUTCOMES.contains(outcome)) {
      value = plies == null ? outcome : outcome + " in " + plies; // none so far: said as it is
    } else if (plies == null) {
      value = MESSAGES.text("analysis.outcome." + outcome);
    } else {
      value = MESSAGES.text("analysis.outcome." + outcome + "-in", plies);
    }
    return exact ? value : MESSAGES.text("analysis.not-proven", value);
  }
}
