package dev.zerosum.app.play;

import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/** Wins, losses and draws of each side over the games of one run. */
public final class Scoreboard {
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

  /** Prints a line per side: its wins, losses and draws. */
  public void print(PrintStream out) {
    out.println("Scoreboard after " + games + (games == 1 ? " game:" : " games:"));
    int width = tallies.keySet().stream().mapToInt(String::length).max().orElse(0);
    tallies.forEach(
        (side, t) ->
            out.printf(
                Locale.ROOT,
                "  %-" + width + "s  wins %d  losses %d  draws %d%n",
                side,
                t[0],
                t[1],
                t[2]));
  }
}
