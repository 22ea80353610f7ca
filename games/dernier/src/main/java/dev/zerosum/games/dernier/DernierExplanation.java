package dev.zerosum.games.dernier;

import dev.zerosum.registry.i18n.Messages;
import java.util.Locale;

/**
 * Explains the value of a row of matches by rounds of K + 1, below the analysis that {@code zerosum
 * analyze dernier} writes as text: which counts lose, where this one stands, and the move that
 * leaves the opponent such a count, or why every move loses.
 */
final class DernierExplanation {
  private static final Messages MESSAGES = Messages.of(DernierExplanation.class);

  private DernierExplanation() {}

  /**
   * Returns the explanation of {@code state} in the current language, a few lines ending in a
   * newline.
   */
  static String of(DernierSolver solver, DernierPosition state, DernierRules rules) {
    if (state.isOver()) {
      return MESSAGES.text("dernier.why.over");
    }
    int round = solver.round();
    long n = state.matches();
    StringBuilder text = new StringBuilder();
    // Numbers as text: counts of matches read as the notation writes them, never grouped.
    text.append(
        MESSAGES.text(
            rules == DernierRules.LAST_LOSES
                ? "dernier.why.rounds-last-loses"
                : "dernier.why.rounds-last-wins",
            Integer.toString(round),
            losingCounts(solver),
            Integer.toString(round - 1)));
    String count = inRounds(n, round);
    if (solver.isLost(n) && n == 1) {
      return text.append(MESSAGES.text("dernier.why.last-match")).toString();
    }
    if (solver.isLost(n)) {
      return text.append(MESSAGES.text("dernier.why.lost", count, plies(solver.pliesToEnd(state))))
          .toString();
    }
    DernierMove move = solver.winningMove(state).orElseThrow();
    long left = n - move.take();
    String key =
        left == 1 && rules == DernierRules.LAST_LOSES
            ? "dernier.why.won-leaving-last"
            : left == 0 ? "dernier.why.won-taking-last" : "dernier.why.won";
    return text.append(
            MESSAGES.text(
                key,
                count,
                Integer.toString(move.take()),
                inRounds(left, round),
                plies(solver.pliesToEnd(state))))
        .toString();
  }

  private static String plies(long count) {
    return count == 1
        ? MESSAGES.text("dernier.ply")
        : MESSAGES.text("dernier.plies", Long.toString(count));
  }

  /** Returns the first few losing counts: {@code 1, 5, 9, 13, …}. */
  private static String losingCounts(DernierSolver solver) {
    StringBuilder counts = new StringBuilder();
    long first = solver.losingRemainder() == 0 ? solver.round() : solver.losingRemainder();
    for (int i = 0; i < 4; i++) {
      counts.append(first + (long) i * solver.round()).append(", ");
    }
    return counts.append('…').toString();
  }

  /** Returns {@code 21 = 5 × 4 + 1}, or the count alone when it is below one round. */
  private static String inRounds(long n, int round) {
    if (n < round) {
      return Long.toString(n);
    }
    return String.format(Locale.ROOT, "%d = %d × %d + %d", n, n / round, round, n % round);
  }
}
