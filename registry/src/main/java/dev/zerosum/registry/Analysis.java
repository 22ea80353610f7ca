package dev.zerosum.registry;

import java.util.List;

/**
 * What perfect play makes of a position: its value for the player to move and the value of each
 * legal move. The fields, in this order, are the keys of {@code analyze --format json} and of the
 * API's analysis.
 *
 * @param game the game's name
 * @param position the position in the game's notation
 * @param toMove the player to move, as the game names players
 * @param status {@code playing}, or {@code won} or {@code drawn} when the game is over
 * @param winner the winner's name when the status is {@code won}; null otherwise
 * @param outcome {@code win}, {@code draw} or {@code loss} for the player to move ({@code loss} in
 *     a game already won by the other player); {@code unknown} when a budget ran out before any
 *     move was proven
 * @param plies plies to the end with perfect play (fastest win, slowest loss); null for a draw, for
 *     an unknown outcome, or when only the outcome is known
 * @param exact true when the position's value is proven: every move proven, or one of them a proven
 *     win (the position is then won, and {@code plies} are those of the fastest win proven, at most
 *     perfect play's); false when the budget ran out first: the value is then the best of the
 *     proven moves and the estimates
 * @param moves each legal move with its value for the player making it, in the game's order; empty
 *     at the end of a game; null when there are too many to list
 * @param best the moves that achieve the position's value (for a win known only from theory, the
 *     winning moves); at most {@link #LISTED_MOVES}
 * @param pliesUnknown true when the outcomes come from theory (Nim's nim-sum) and the plies were
 *     not computed: {@code plies} is then null for every move; written to JSON only when true
 * @param tooManyMoves true when the position has more than {@link #LISTED_MOVES} moves, so that
 *     {@code moves} is null; written to JSON only when true
 */
public record Analysis(
    String game,
    String position,
    String toMove,
    String status,
    String winner,
    String outcome,
    Integer plies,
    boolean exact,
    List<MoveAnalysis> moves,
    List<String> best,
    boolean pliesUnknown,
    boolean tooManyMoves) {

  /** The most moves an analysis lists, and the most best moves it names. */
  public static final int LISTED_MOVES = 10_000;

  /** The status of a game still being played. */
  public static final String PLAYING = "playing";

  /** The status of a game one player has won. */
  public static final String WON = "won";

  /** The status of a game that ended in a draw. */
  public static final String DRAWN = "drawn";

  /** Returns an analysis whose plies are known and whose moves are all listed. */
  public Analysis(
      String game,
      String position,
      String toMove,
      String status,
      String winner,
      String outcome,
      Integer plies,
      boolean exact,
      List<MoveAnalysis> moves,
      List<String> best) {
    this(game, position, toMove, status, winner, outcome, plies, exact, moves, best, false, false);
  }

  /** Copies the lists. */
  public Analysis {
    moves = moves == null ? null : List.copyOf(moves);
    best = List.copyOf(best);
  }

  /** Returns true when the game is over in the position. */
  public boolean finished() {
    return !status.equals(PLAYING);
  }

  /**
   * The value of one move for the player who makes it.
   *
   * @param move the move in the game's notation
   * @param outcome {@code win}, {@code draw}, {@code loss}, or {@code unknown} when not proven
   * @param plies plies to the end after this move, counting it; null for a draw or when unknown
   * @param exact false when the budget ran out before the move was proven: the outcome is then an
   *     estimate ({@code unknown} unless the estimate is a sure result)
   * @param estimate what the search that stopped short of the end estimates the move is worth for
   *     its player, in the game's evaluator's units (higher is better; 0 is even); null for a move
   *     proven, or whose outcome is named; written to JSON only when there is one
   */
  public record MoveAnalysis(
      String move, String outcome, Integer plies, boolean exact, Integer estimate) {

    /** Returns the value of a move with no estimate: proven, or its outcome named. */
    public MoveAnalysis(String move, String outcome, Integer plies, boolean exact) {
      this(move, outcome, plies, exact, null);
    }
  }
}
