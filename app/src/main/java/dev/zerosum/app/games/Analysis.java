package dev.zerosum.app.games;

import java.util.List;

/**
 * What perfect play makes of a position: its value for the player to move and the value of each
 * legal move. The fields, in this order, are the keys of {@code analyze --format json}.
 *
 * @param game the game's name
 * @param position the position in the game's notation
 * @param toMove the player to move, as the game names players
 * @param outcome {@code win}, {@code draw} or {@code loss} for the player to move
 * @param plies plies to the end with perfect play (fastest win, slowest loss); null for a draw or
 *     when only the outcome is known
 * @param moves each legal move with its value for the player making it, in the game's order; empty
 *     at the end of a game; null when there are too many to list
 * @param best the moves that achieve the position's value (for a win known only from theory, the
 *     winning moves)
 */
public record Analysis(
    String game,
    String position,
    String toMove,
    String outcome,
    Integer plies,
    List<MoveAnalysis> moves,
    List<String> best) {

  /**
   * The value of one move for the player who makes it.
   *
   * @param move the move in the game's notation
   * @param outcome {@code win}, {@code draw} or {@code loss}
   * @param plies plies to the end after this move, counting it; null for a draw or when unknown
   */
  public record MoveAnalysis(String move, String outcome, Integer plies) {}
}
