package dev.zerosum.app.games;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * What perfect play makes of a position: its value for the player to move and the value of each
 * legal move. The fields, in this order, are the keys of {@code analyze --format json}; the last
 * two are written only when true, so an analysis that knows everything has the first seven keys.
 *
 * <p>Example, Nim with piles of about 2^40, whose plies no table can hold: {@code
 * {"game":"nim","position":"1099511627776,3",…,"plies":null,"moves":null,"best":["A-1099511627773"],
 * "pliesUnknown":true,"tooManyMoves":true}}.
 *
 * @param game the game's name
 * @param position the position in the game's notation
 * @param toMove the player to move, as the game names players
 * @param outcome {@code win}, {@code draw} or {@code loss} for the player to move
 * @param plies plies to the end with perfect play (fastest win, slowest loss); null for a draw or
 *     when {@code pliesUnknown}
 * @param moves each legal move with its value for the player making it, in the game's order; empty
 *     at the end of a game; null when {@code tooManyMoves}
 * @param best the moves that achieve the position's value (for a win known only from theory, the
 *     winning moves); at most {@link #LISTED_MOVES} of them, the first in the game's order
 * @param pliesUnknown true when only the outcomes were computed, not the plies: then {@code plies}
 *     is null for the position and for every move (Nim beyond the size its table takes, whose
 *     outcomes come from the nim-sum); absent from the JSON when false
 * @param tooManyMoves true when the position has more than {@link #LISTED_MOVES} legal moves, which
 *     {@code moves} does not list (it is null); absent from the JSON when false
 */
public record Analysis(
    String game,
    String position,
    String toMove,
    String outcome,
    Integer plies,
    List<MoveAnalysis> moves,
    List<String> best,
    @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean pliesUnknown,
    @JsonInclude(JsonInclude.Include.NON_DEFAULT) boolean tooManyMoves) {

  /** The most moves an analysis lists, in {@code moves} and in {@code best}. */
  public static final int LISTED_MOVES = 10_000;

  /**
   * Creates the analysis of an exact search, which computes the plies of every decisive value;
   * {@code moves} is null exactly when there are too many to list.
   */
  public Analysis(
      String game,
      String position,
      String toMove,
      String outcome,
      Integer plies,
      List<MoveAnalysis> moves,
      List<String> best) {
    this(game, position, toMove, outcome, plies, moves, best, false, moves == null);
  }

  /**
   * The value of one move for the player who makes it.
   *
   * @param move the move in the game's notation
   * @param outcome {@code win}, {@code draw} or {@code loss}
   * @param plies plies to the end after this move, counting it; null for a draw or when unknown
   */
  public record MoveAnalysis(String move, String outcome, Integer plies) {}
}
