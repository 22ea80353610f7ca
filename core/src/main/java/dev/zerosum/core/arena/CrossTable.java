package dev.zerosum.core.arena;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The results of the arena player by player: for each player and each opponent it met, its wins,
 * draws and losses with the first move and with the second.
 *
 * @param players the players, in the arena's order
 * @param entries one entry for each player and each opponent it met, in the order of the players
 *     and then of the opponents
 */
public record CrossTable(List<String> players, List<CrossTable.Entry> entries) {

  /**
   * One player's results against one opponent.
   *
   * @param player the player
   * @param opponent the opponent
   * @param asFirst its results in the games where it moved first
   * @param asSecond its results in the games where it moved second
   */
  public record Entry(String player, String opponent, Tally asFirst, Tally asSecond) {

    /** Returns its results with either colour. */
    public Tally total() {
      return asFirst.plus(asSecond);
    }
  }

  /** Copies the lists, so the table never changes. */
  public CrossTable {
    players = List.copyOf(players);
    entries = List.copyOf(entries);
  }

  /** Returns the table of {@code games} between {@code players}. */
  public static CrossTable of(List<String> players, List<? extends ArenaGame<?>> games) {
    Map<String, Entry> byPair = new LinkedHashMap<>();
    for (String player : players) {
      for (String opponent : players) {
        if (!player.equals(opponent)) {
          byPair.put(key(player, opponent), new Entry(player, opponent, Tally.NONE, Tally.NONE));
        }
      }
    }
    for (ArenaGame<?> game : games) {
      Entry first = Objects.requireNonNull(byPair.get(key(game.first(), game.second())), "pair");
      byPair.put(
          key(game.first(), game.second()),
          new Entry(
              first.player(),
              first.opponent(),
              first.asFirst().plusGame(game.score().pointsOfFirst()),
              first.asSecond()));
      Entry second = byPair.get(key(game.second(), game.first()));
      byPair.put(
          key(game.second(), game.first()),
          new Entry(
              second.player(),
              second.opponent(),
              second.asFirst(),
              second.asSecond().plusGame(game.score().pointsOfSecond())));
    }
    List<Entry> met = new ArrayList<>();
    for (Entry entry : byPair.values()) {
      if (entry.total().games() > 0) {
        met.add(entry);
      }
    }
    return new CrossTable(players, met);
  }

  private static String key(String player, String opponent) {
    return player + '\u0000' + opponent;
  }

  /** Returns the results of {@code player} against {@code opponent}; none if they never met. */
  public Tally tally(String player, String opponent) {
    for (Entry entry : entries) {
      if (entry.player().equals(player) && entry.opponent().equals(opponent)) {
        return entry.total();
      }
    }
    return Tally.NONE;
  }

  /** Returns the results of {@code player} against everybody. */
  public Tally total(String player) {
    Tally total = Tally.NONE;
    for (Entry entry : entries) {
      if (entry.player().equals(player)) {
        total = total.plus(entry.total());
      }
    }
    return total;
  }
}
