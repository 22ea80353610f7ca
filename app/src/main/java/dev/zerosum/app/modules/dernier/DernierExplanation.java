package dev.zerosum.app.modules.dernier;

import dev.zerosum.games.dernier.DernierMove;
import dev.zerosum.games.dernier.DernierPosition;
import dev.zerosum.games.dernier.DernierRules;
import dev.zerosum.games.dernier.DernierSolver;
import java.util.Locale;

/**
 * Explains the value of a row of matches by rounds of K + 1, below the analysis that {@code zerosum
 * analyze dernier} writes as text: which counts lose, where this one stands, and the move that
 * leaves the opponent such a count, or why every move loses.
 */
final class DernierExplanation {
  private DernierExplanation() {}

  /** Returns the explanation of {@code state}, a few lines ending in a newline. */
  static String of(DernierSolver solver, DernierPosition state, DernierRules rules) {
    if (state.isOver()) {
      return "\nWhy: no match is left, so the game is over.\n";
    }
    int round = solver.round();
    int k = round - 1;
    long n = state.matches();
    StringBuilder text = new StringBuilder();
    text.append(
        String.format(
            Locale.ROOT,
            "%nWhy, by rounds of %d: whoever faces %s (%s)%nloses against perfect play:"
                + " whatever they take, t from 1 to %d, the other takes %d - t%nand leaves them"
                + " such a count again, until %s.%n",
            round,
            rules == DernierRules.LAST_LOSES
                ? "1 more than a multiple of " + round
                : "a multiple of " + round,
            losingCounts(solver),
            k,
            round,
            rules == DernierRules.LAST_LOSES
                ? "they face the last match and must take it"
                : "nothing is left for them"));
    String count = inRounds(n, round);
    if (solver.isLost(n) && n == 1) {
      return text.append("Here 1: the last match is the only move, and taking it loses.\n")
          .toString();
    }
    if (solver.isLost(n)) {
      text.append(
          String.format(
              Locale.ROOT,
              "Here %s: every move loses, in %s;%ntaking 1 leaves the opponent the most to"
                  + " get wrong.%n",
              count,
              plies(solver.pliesToEnd(state))));
      return text.toString();
    }
    DernierMove move = solver.winningMove(state).orElseThrow();
    long left = n - move.take();
    text.append(
        String.format(
            Locale.ROOT,
            "Here %s: take %d to leave %s%s, and win in %s.%n",
            count,
            move.take(),
            inRounds(left, round),
            left == 1 && rules == DernierRules.LAST_LOSES
                ? " (the last match)"
                : left == 0 ? " (nothing: you took the last match)" : "",
            plies(solver.pliesToEnd(state))));
    return text.toString();
  }

  private static String plies(long count) {
    return count + (count == 1 ? " ply" : " plies");
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
