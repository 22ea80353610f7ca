package dev.zerosum.core.arena;

import java.util.List;

/**
 * One game of the arena, as it was played.
 *
 * @param number the game's number in the arena's schedule, from 1
 * @param first the name of the player who moved first (MAX)
 * @param second the name of the player who moved second
 * @param opening the random moves played from the initial position before the players took over
 * @param moves the players' moves after the opening, in order; a refused move is not among them
 * @param score who won
 * @param end how the game ended
 * @param offender the name of the player whose illegal move, exception or timeout ended the game;
 *     null when the rules or the move limit ended it
 * @param reason what happened, in words, for a game that did not end by the rules (empty
 *     otherwise): the message of the illegal move or of the exception, the time taken
 * @param <A> the type of a move
 */
public record ArenaGame<A>(
    int number,
    String first,
    String second,
    List<A> opening,
    List<A> moves,
    GameScore score,
    GameEnd end,
    String offender,
    String reason) {

  /** Copies the moves, so the record never changes. */
  public ArenaGame {
    opening = List.copyOf(opening);
    moves = List.copyOf(moves);
  }

  /** Returns the points {@code player} scored in this game: 1, ½ or 0. */
  public double pointsOf(String player) {
    if (player.equals(first)) {
      return score.pointsOfFirst();
    }
    if (player.equals(second)) {
      return score.pointsOfSecond();
    }
    throw new IllegalArgumentException(
        "player " + player + " did not play game " + number + " (" + first + " – " + second + ")");
  }
}
