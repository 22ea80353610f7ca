package dev.zerosum.core.arena;

import java.util.Comparator;
import java.util.List;

/**
 * The Elo ratings of every player of the arena, as {@link EloFit} finds them.
 *
 * @param anchor the player whose rating is fixed, and to whom the others are measured
 * @param anchorElo the anchor's rating
 * @param priorDraws the virtual draws added to each pairing that played (see {@link EloFit})
 * @param ratings one rating per player, in the arena's order of players
 */
public record Ratings(String anchor, double anchorElo, double priorDraws, List<Rating> ratings) {

  /** Copies the ratings, so the record never changes. */
  public Ratings {
    ratings = List.copyOf(ratings);
  }

  /** Returns the rating of {@code player}. */
  public Rating of(String player) {
    return ratings.stream()
        .filter(rating -> rating.player().equals(player))
        .findFirst()
        .orElseThrow(() -> new IllegalArgumentException("no player is called " + player));
  }

  /** Returns the ratings, strongest first. */
  public List<Rating> strongestFirst() {
    return ratings.stream().sorted(Comparator.comparingDouble(Rating::elo).reversed()).toList();
  }
}
