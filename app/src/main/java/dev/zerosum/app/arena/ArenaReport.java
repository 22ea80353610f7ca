package dev.zerosum.app.arena;

import dev.zerosum.app.json.Json;
import dev.zerosum.core.arena.ArenaGame;
import dev.zerosum.core.arena.ArenaResults;
import dev.zerosum.core.arena.CrossTable;
import dev.zerosum.core.arena.GameEnd;
import dev.zerosum.core.arena.Rating;
import dev.zerosum.core.arena.Tally;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the results of an arena for people (the cross table and the ratings, strongest first), for
 * spreadsheets (CSV, one row per player and opponent) or for programs (JSON).
 */
public final class ArenaReport {
  private ArenaReport() {}

  /** Returns the cross table, the ratings and the forfeits, as text. */
  public static String text(ArenaResults<?> results) {
    StringBuilder text = new StringBuilder();
    CrossTable table = results.crossTable();
    List<String> players = results.players();
    int width = Math.max(6, players.stream().mapToInt(String::length).max().orElse(0));
    text.append(String.format(Locale.ROOT, "%-" + width + "s", ""));
    for (String opponent : players) {
      text.append(String.format(Locale.ROOT, "  %11s", clip(opponent, 11)));
    }
    text.append("\n");
    for (String player : players) {
      text.append(String.format(Locale.ROOT, "%-" + width + "s", player));
      for (String opponent : players) {
        text.append(
            player.equals(opponent)
                ? String.format(Locale.ROOT, "  %11s", "-")
                : String.format(Locale.ROOT, "  %11s", wdl(table.tally(player, opponent))));
      }
      text.append("\n");
    }
    text.append("\n(wins-draws-losses of the row's player against the column's)\n\n");
    text.append(
        String.format(
            Locale.ROOT,
            "%-" + width + "s  %7s  %15s  %6s  %7s%n",
            "player",
            "Elo",
            "95% interval",
            "games",
            "points"));
    for (Rating rating : results.ratings().strongestFirst()) {
      text.append(
          String.format(
              Locale.ROOT,
              "%-" + width + "s  %7.0f  %6.0f to %6.0f  %6d  %7.1f%n",
              rating.player(),
              rating.elo(),
              rating.lower(),
              rating.upper(),
              rating.games(),
              rating.points()));
    }
    text.append(
        String.format(
            Locale.ROOT,
            "%nElo by a maximum-likelihood Bradley-Terry fit over all %d games (a draw is half a"
                + " win, %s virtual draw%s a pairing), anchored at %s = %.0f.%n",
            results.games().size(),
            trim(results.ratings().priorDraws()),
            results.ratings().priorDraws() == 1 ? "" : "s",
            results.ratings().anchor(),
            results.ratings().anchorElo()));
    List<String> forfeits = forfeits(results);
    if (!forfeits.isEmpty()) {
      text.append("\nGames lost by a forfeit:\n");
      forfeits.forEach(line -> text.append("  ").append(line).append('\n'));
    }
    return text.toString();
  }

  /** Returns one CSV row a player and opponent, with the ratings. */
  public static String csv(ArenaResults<?> results) {
    StringBuilder csv =
        new StringBuilder("player,opponent,wins,draws,losses,elo,elo_low,elo_high\n");
    for (CrossTable.Entry entry : results.crossTable().entries()) {
      Tally total = entry.total();
      Rating rating = results.ratings().of(entry.player());
      csv.append(
          String.format(
              Locale.ROOT,
              "%s,%s,%d,%d,%d,%.1f,%.1f,%.1f%n",
              entry.player(),
              entry.opponent(),
              total.wins(),
              total.draws(),
              total.losses(),
              rating.elo(),
              rating.lower(),
              rating.upper()));
    }
    return csv.toString();
  }

  /** Returns the results as one JSON object: players, cross table, ratings, games' ends. */
  public static String json(ArenaResults<?> results) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("players", results.players());
    List<Map<String, Object>> table = new ArrayList<>();
    for (CrossTable.Entry entry : results.crossTable().entries()) {
      Map<String, Object> row = new LinkedHashMap<>();
      row.put("player", entry.player());
      row.put("opponent", entry.opponent());
      row.put("asFirst", entry.asFirst());
      row.put("asSecond", entry.asSecond());
      table.add(row);
    }
    json.put("crossTable", table);
    json.put("anchor", results.ratings().anchor());
    json.put("ratings", results.ratings().strongestFirst());
    json.put("games", results.games().size());
    json.put("forfeits", forfeits(results));
    return Json.write(json);
  }

  private static List<String> forfeits(ArenaResults<?> results) {
    List<String> lines = new ArrayList<>();
    for (ArenaGame<?> game : results.games()) {
      if (game.end() != GameEnd.RULES) {
        lines.add(
            String.format(
                Locale.ROOT,
                "game %d (%s against %s): %s lost: %s",
                game.number(),
                game.first(),
                game.second(),
                game.offender(),
                game.reason()));
      }
    }
    return lines;
  }

  private static String wdl(Tally tally) {
    return tally.games() == 0 ? "" : tally.wins() + "-" + tally.draws() + "-" + tally.losses();
  }

  private static String clip(String name, int width) {
    return name.length() <= width ? name : name.substring(0, width - 1) + "…";
  }

  private static String trim(double number) {
    return number == Math.rint(number)
        ? Long.toString((long) number)
        : String.format(Locale.ROOT, "%.2f", number);
  }
}
