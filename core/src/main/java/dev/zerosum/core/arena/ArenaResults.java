package dev.zerosum.core.arena;

import java.util.List;

/**
 * What an arena found: every game, the cross table and the ratings.
 *
 * @param players the players, in the arena's order
 * @param games every game, in the order of the schedule
 * @param crossTable wins, draws and losses per player, opponent and colour
 * @param ratings the Elo ratings with their 95% confidence intervals
 * @param <A> the type of a move
 */
public record ArenaResults<A>(
    List<String> players, List<ArenaGame<A>> games, CrossTable crossTable, Ratings ratings) {

  /** Copies the lists, so the results never change. */
  public ArenaResults {
    players = List.copyOf(players);
    games = List.copyOf(games);
  }
}
