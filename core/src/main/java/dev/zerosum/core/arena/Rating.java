package dev.zerosum.core.arena;

import java.util.Locale;

/**
 * The Elo rating of one player, with its 95% confidence interval, relative to the anchor.
 *
 * @param player the player
 * @param elo its rating: the anchor's is exactly the anchor's rating
 * @param lower the low end of the 95% confidence interval
 * @param upper the high end of the 95% confidence interval
 * @param games the games it played
 * @param points the points it scored in them (a win 1, a draw ½)
 */
public record Rating(
    String player, double elo, double lower, double upper, int games, double points) {

  /** Returns half the width of the interval: the "±" of the rating. */
  public double margin() {
    return (upper - lower) / 2;
  }

  /** Returns "mcts 1234 ± 56 (37.5 of 60)". */
  @Override
  public String toString() {
    return String.format(
        Locale.ROOT, "%s %.0f ± %.0f (%.1f of %d)", player, elo, margin(), points, games);
  }
}
