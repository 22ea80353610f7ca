package dev.zerosum.games.connect4;

import dev.zerosum.core.Score;
import dev.zerosum.core.Value;

/**
 * The scores of the benchmark sets and of the solver, for the player to move, with perfect play
 * from both sides: 0 for a draw; for a win, 22 minus the number of the winner's own stones on the
 * board once it has played its winning stone (a win with the 4th stone scores 18, with the 21st
 * scores 1); for a loss, the negative of the same count for the opponent.
 *
 * <p>This class turns a score into what the rest of zerosum speaks: plies to the end, and a {@link
 * Value}.
 */
public final class Connect4Score {
  /** A win with the winner's stone number {@code k} scores {@code WIN_BASE - k}. */
  public static final int WIN_BASE = Connect4Bitboard.CELLS / 2 + 1;

  private Connect4Score() {}

  /**
   * Returns the score of the player who has just completed four with the last of {@code moves}
   * stones on the board.
   */
  public static int lastStoneScore(int moves) {
    return WIN_BASE - (moves + 1) / 2; // the last mover has the larger half of the stones
  }

  /**
   * Returns how many plies the game lasts from a position after {@code moves} moves whose score is
   * {@code score}, with perfect play (the winner's stone counted); 0 for a draw.
   */
  public static int pliesToEnd(int score, int moves) {
    if (score > 0) {
      int winningStone = WIN_BASE - score; // the winner's own stones after it
      return 2 * (winningStone - moves / 2) - 1; // its stones are plies 1, 3, 5 …
    }
    if (score < 0) {
      int winningStone = WIN_BASE + score;
      return 2 * (winningStone - (moves + 1) / 2); // the opponent's stones are plies 2, 4 …
    }
    return 0;
  }

  /** Returns the score as a {@link Value}: a win or loss in so many plies, or a draw. */
  public static Value toValue(int score, int moves) {
    if (score == 0) {
      return Value.draw();
    }
    return new Value(Score.ofTerminal(Integer.signum(score), pliesToEnd(score, moves)), true);
  }

  /**
   * Returns the score of a position after {@code moves} moves in words: "win in 3 plies", "draw",
   * "loss in 2 plies".
   */
  public static String describe(int score, int moves) {
    if (score == 0) {
      return "draw";
    }
    int plies = pliesToEnd(score, moves);
    return (score > 0 ? "win" : "loss") + " in " + plies + (plies == 1 ? " ply" : " plies");
  }
}
