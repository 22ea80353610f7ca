package dev.zerosum.core.arena;

/**
 * Wins, draws and losses of one player, against one opponent or all.
 *
 * @param wins the games it won
 * @param draws the games drawn
 * @param losses the games it lost
 */
public record Tally(int wins, int draws, int losses) {

  /** The tally of no game. */
  public static final Tally NONE = new Tally(0, 0, 0);

  /** Returns the number of games. */
  public int games() {
    return wins + draws + losses;
  }

  /** Returns the points: a win counts 1, a draw ½. */
  public double points() {
    return wins + draws / 2.0;
  }

  /** Returns this tally with {@code other}'s games added. */
  public Tally plus(Tally other) {
    return new Tally(wins + other.wins, draws + other.draws, losses + other.losses);
  }

  /** Returns this tally with one game more, whose points for this player were {@code points}. */
  public Tally plusGame(double points) {
    if (points == 1.0) {
      return new Tally(wins + 1, draws, losses);
    }
    return points == 0.0 ? new Tally(wins, draws, losses + 1) : new Tally(wins, draws + 1, losses);
  }
}
