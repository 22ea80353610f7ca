package dev.zerosum.app.play;

import dev.zerosum.registry.i18n.Messages;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Wins, losses and draws of each side over the games of one run. */
public final class Scoreboard {
  private static final Messages MESSAGES = Messages.of(Scoreboard.class);

  private final Map<String, int[]> tallies = new LinkedHashMap<>(); // wins, losses, draws
  private int games;

  /** Records a game between {@code first} and {@code second}; {@code winner} is 1, 2 or 0. */
  public void record(String first, String second, int winner) {
    games++;
    tally(first)[winner == 1 ? 0 : winner == 2 ? 1 : 2]++;
    tally(second)[winner == 2 ? 0 : winner == 1 ? 1 : 2]++;
  }

  /** Returns the number of games recorded. */
  public int games() {
    return games;
  }

  private int[] tally(String side) {
    return tallies.computeIfAbsent(side, name -> new int[3]);
  }

  /**
   * Prints a line per side: its wins, losses and draws, in the current language; before any game
   * ended (Ctrl-C in the first), a line that says so instead of an empty "Scoreboard after 0
   * games".
   */
  public void print(PrintStream out) {
    if (games == 0) {
      out.println(MESSAGES.text("play.scoreboard.none"));
      return;
    }
    // The counts as strings, never grouped: "wins 1000", as scripts and tests read them.
    out.println(MESSAGES.text("play.scoreboard", games, String.valueOf(games)));
    int width = tallies.keySet().stream().mapToInt(String::length).max().orElse(0);
    tallies.forEach(
        (side, t) -> {
          String padded = String.format(Locale.ROOT, "%-" + width + "s", side);
          out.println(
              "  "
                  + MESSAGES.text(
                      "play.scoreboard.side",
                      padded,
                      String.valueOf(t[0]),
                      String.valueOf(t[1]),
                      String.valueOf(t[2])));
        });
  }
}
