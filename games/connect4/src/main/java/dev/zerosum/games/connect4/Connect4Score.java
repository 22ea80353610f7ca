package dev.zerosum.games.connect4;

import dev.zerosum.core.Score;
import dev.zerosum.core.Value;

/**
 * The scores of the benchmark sets and of the solver, for the player to move, with perfect play
 * from both sides: 0 for a draw; for a win, 22 minus the number of the winner's own stones on the
 * board once it has played its winning stone (a win with the 4th stone scores 18, with the 21st
 * scores 1); for a loss, the negative of the same count for the opponent.
 *
 * <p>On a board of any {@link Connect4Size size}, as the published solvers generalise it: a win
 * whose winning stone is played onto {@code n} stones scores {@code (cells + 1 - n) / 2} (rounded
 * down), a loss the negative, a draw 0; on 7 × 6 that is 22 minus the winner's stone count. The
 * methods without a number of cells are those of 7 × 6.
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
    return lastStoneScore(moves, Connect4Bitboard.CELLS);
  }

  /**
   * Returns the score of the player who has just completed four with the last of {@code moves}
   * stones on a board of {@code cells} cells: its winning stone went onto {@code moves - 1}.
   */
  public static int lastStoneScore(int moves, int cells) {
    return (cells + 2 - moves) / 2;
  }

  /** Returns the score of a win by the player to move with its next stone, after {@code moves}. */
  public static int winAtOnce(int moves, int cells) {
    return (cells + 1 - moves) / 2;
  }

  /** Returns the largest score on a board of {@code cells} cells: a win with the 4th stone. */
  public static int maxScore(int cells) {
    return winAtOnce(6, cells);
  }

  /**
   * Returns how many plies the game lasts from a position after {@code moves} moves whose score is
   * {@code score}, with perfect play (the winner's stone counted); 0 for a draw.
   */
  public static int pliesToEnd(int score, int moves) {
    return pliesToEnd(score, moves, Connect4Bitboard.CELLS);
  }

  /**
   * Returns how many plies the game lasts on a board of {@code cells} cells from a position after
   * {@code moves} moves whose score is {@code score}, with perfect play; 0 for a draw.
   */
  public static int pliesToEnd(int score, int moves, int cells) {
    if (score == 0) {
      return 0;
    }
    // The winning stone goes onto n stones, cells + 1 - 2|score| or one fewer: the one of the
    // winner's parity (the player to move plays onto an even count from `moves`, the opponent odd).
    int onto = cells + 1 - 2 * Math.abs(score);
    int winnerParity = score > 0 ? moves : moves + 1;
    if ((onto - winnerParity) % 2 != 0) {
      onto--;
    }
    return onto - moves + 1;
  }

  /** Returns the score as a {@link Value}: a win or loss in so many plies, or a draw. */
  public static Value toValue(int score, int moves) {
    return toValue(score, moves, Connect4Bitboard.CELLS);
  }

  /** Returns the score on a board of {@code cells} cells as a {@link Value}. */
  public static Value toValue(int score, int moves, int cells) {
    if (score == 0) {
      return Value.draw();
    }
    return new Value(
        Score.ofTerminal(Integer.signum(score), pliesToEnd(score, moves, cells)), true);
  }

  /**
   * Returns the score of a position after {@code moves} moves in words: "win in 3 plies", "draw",
   * "loss in 2 plies".
   */
  public static String describe(int score, int moves) {
    return describe(score, moves, Connect4Bitboard.CELLS);
  }

  /**
   * Returns the score on a board of {@code cells} cells in words, as {@link #describe(int, int)}.
   */
  public static String describe(int score, int moves, int cells) {
    if (score == 0) {
      return "draw";
    }
    int plies = pliesToEnd(score, moves, cells);
    return (score > 0 ? "win" : "loss") + " in " + plies + (plies == 1 ? " ply" : " plies");
  }
}
