package dev.zerosum.games.dernier;

import java.util.Locale;

/**
 * Draws the row of matches as text: how many are left and what a move may take, then a match per
 * {@code |} when the row is short enough to count at a glance.
 *
 * <pre>
 * 7 matches left; take 1 to 3, and whoever takes the last one loses
 * | | | | | | |
 * </pre>
 */
final class DernierBoardText {
  /** Rows longer than this show their count only. */
  static final int MAX_SHOWN = 60;

  private DernierBoardText() {}

  /** Returns the row of {@code state} in {@code game}, a line or two ending in a newline. */
  public static String render(Dernier game, DernierPosition state) {
    long n = state.matches();
    long most = Math.min(game.maxTake(), n);
    String rule =
        game.rules() == DernierRules.LAST_LOSES
            ? "whoever takes the last one loses"
            : "whoever takes the last one wins";
    StringBuilder text = new StringBuilder();
    if (n == 0) {
      text.append("no match left\n");
      return text.toString();
    }
    text.append(
        String.format(
            Locale.ROOT,
            "%d %s left; take 1%s, and %s%n",
            n,
            n == 1 ? "match" : "matches",
            most == 1 ? "" : " to " + most,
            rule));
    return text.append(matches(state)).toString();
  }

  /**
   * Returns the row's matches, a {@code |} each, on a line ending in a newline; empty when the row
   * is too long to count at a glance. A front end that words the line above in its own language
   * draws the matches with this.
   */
  public static String matches(DernierPosition state) {
    long n = state.matches();
    return n > 0 && n <= MAX_SHOWN ? "| ".repeat((int) n).stripTrailing() + "\n" : "";
  }
}
