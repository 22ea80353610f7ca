package dev.zerosum.app.play;

import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;

/** What a hint says of an analysis: its best moves and their value, as a person reads them. */
final class HintText {
  /** A hint names at most this many of the best moves, then says how many there are. */
  static final int HINT_MOVES = 6;

  private static final Messages MESSAGES = Messages.of(HintText.class);

  private HintText() {}

  /** Returns the hint's line: "hint: 5 or 1 (win in 3)". */
  static String of(Analysis analysis) {
    List<String> best = analysis.best();
    String moves;
    if (best.size() <= HINT_MOVES) {
      moves = best.isEmpty() ? "" : best.get(0); // "5 or 1 or 3", one "or" at a time
      for (int i = 1; i < best.size(); i++) {
        moves = MESSAGES.text("play.hint.either", moves, best.get(i));
      }
    } else {
      moves =
          MESSAGES.text(
              "play.hint.more",
              String.join(", ", best.subList(0, HINT_MOVES)),
              String.valueOf(best.size()));
    }
    return MESSAGES.text("play.hint", moves, value(analysis.outcome(), analysis.plies()));
  }

  /** Returns an outcome ({@code win}, {@code draw} …) and its plies as a person reads them. */
  static String value(String outcome, Integer plies) {
    return switch (outcome) {
      case "win", "loss" ->
          plies == null
              ? MESSAGES.text("play.value." + outcome)
              : MESSAGES.text("play.value." + outcome + "-in", plies);
      case "draw", "unknown" -> MESSAGES.text("play.value." + outcome);
      default -> outcome + (plies == null ? "" : " in " + plies); // a word we have no text for
    };
  }
}
