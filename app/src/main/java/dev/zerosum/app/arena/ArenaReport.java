package dev.zerosum.app.arena;

import dev.zerosum.app.json.Json;
import dev.zerosum.core.arena.ArenaGame;
import dev.zerosum.core.arena.ArenaResults;
import dev.zerosum.core.arena.CrossTable;
import dev.zerosum.core.arena.GameEnd;
import dev.zerosum.core.arena.Rating;
import dev.zerosum.core.arena.Tally;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the results of an arena for people (the cross table and the ratings, strongest first), for
 * spreadsheets (CSV, one row per player and opponent) or for programs (JSON). The text is in the
 * current language; the CSV and the JSON are the same in every language.
 */
public final class ArenaReport {
  private static final Messages MESSAGES = Messages.of(ArenaReport.class);

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
    text.append('\n').append(MESSAGES.text("report.cross-table")).append("\n\n");
    // Each column as wide as its heading or its numbers, whichever is wider.
    Locale locale = Language.current().locale();
    String[] heads = {
      MESSAGES.text("report.player"),
      MESSAGES.text("report.elo"),
      MESSAGES.text("report.interval"),
      MESSAGES.text("report.games"),
      MESSAGES.text("report.points")
    };
    List<String[]> rows = new ArrayList<>();
    for (Rating rating : results.ratings().strongestFirst()) {
      rows.add(
          new String[] {
            rating.player(),
            String.format(locale, "%.0f", rating.elo()),
            MESSAGES.text(
                "report.interval.range",
                String.format(locale, "%6.0f", rating.lower()),
                String.format(locale, "%6.0f", rating.upper())),
            String.format(locale, "%d", rating.games()),
            String.format(locale, "%.1f", rating.points())
          });
    }
    int[] widths = {width, 7, 15, 6, 7};
    for (String[] row : rows) {
      widths[2] = Math.max(widths[2], row[2].length());
    }
    for (int c = 0; c < heads.length; c++) {
      widths[c] = Math.max(widths[c], heads[c].length());
    }
    text.append(row(heads, widths));
    rows.forEach(row -> text.append(row(row, widths)));
    text.append('\n')
        .append(
            MESSAGES.text(
                "report.fit",
                String.valueOf(results.games().size()),
                trim(results.ratings().priorDraws(), locale),
                results.ratings().priorDraws() == 1 ? 1 : 2,
                results.ratings().anchor(),
                String.format(locale, "%.0f", results.ratings().anchorElo())))
        .append('\n');
    List<String> forfeits = forfeits(results, Language.current());
    if (!forfeits.isEmpty()) {
      text.append('\n').append(MESSAGES.text("report.forfeits")).append('\n');
      forfeits.forEach(line -> text.append("  ").append(line).append('\n'));
    }
    return text.toString();
  }

  /** Returns one line of the ratings: the player's name to the left, the numbers to the right. */
  private static String row(String[] cells, int[] widths) {
    StringBuilder line =
        new StringBuilder(String.format(Locale.ROOT, "%-" + widths[0] + "s", cells[0]));
    for (int c = 1; c < cells.length; c++) {
      line.append(String.format(Locale.ROOT, "  %" + widths[c] + "s", cells[c]));
    }
    return line.append('\n').toString();
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
    json.put("forfeits", forfeits(results, Language.ENGLISH));
    return Json.write(json);
  }

  /** Returns a line for every game lost by a forfeit, in {@code language} (the JSON's: English). */
  private static List<String> forfeits(ArenaResults<?> results, Language language) {
    List<String> lines = new ArrayList<>();
    for (ArenaGame<?> game : results.games()) {
      if (game.end() != GameEnd.RULES) {
        lines.add(
            MESSAGES.text(
                language,
                "report.forfeit",
                String.valueOf(game.number()),
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

  private static String trim(double number, Locale locale) {
    return number == Math.rint(number)
        ? Long.toString((long) number)
        : String.format(locale, "%.2f", number);
  }
}
