package dev.zerosum.games.tictactoe;

import dev.zerosum.core.Evaluator;

/**
 * Estimates a position for a depth-limited search: for each line still open to X (no O in it), 1
 * point per X mark squared plus 1, minus the same for O. Two in an open line count far more than
 * one, so threats weigh most. Always far inside the range of estimates.
 */
final class TicTacToeEvaluator implements Evaluator<TicTacToePosition> {

  @Override
  public int estimateForMax(TicTacToePosition state) {
    return openLineScore(state.xs(), state.os()) - openLineScore(state.os(), state.xs());
  }

  private static int openLineScore(int mine, int theirs) {
    int score = 0;
    for (int line : TicTacToeLines.LINES) {
      if ((line & theirs) == 0) {
        int count = Integer.bitCount(line & mine);
        score += 1 + count * count;
      }
    }
    return score;
  }
}
