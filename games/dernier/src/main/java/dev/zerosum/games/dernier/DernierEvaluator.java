package dev.zerosum.games.dernier;

import dev.zerosum.core.Evaluator;

/**
 * Estimates a position of Dernier from what can be seen one move ahead, without the rule of K + 1:
 * +1 for the player to move when a move wins at once, -1 when every move hands the opponent a win
 * at once, 0 otherwise. A depth-limited search with it plays perfectly within reach of the end, and
 * has to look further, round by round, to play well from afar.
 */
final class DernierEvaluator implements Evaluator<DernierPosition> {
  private final Dernier game;

  /** Creates the evaluator of {@code game}. */
  public DernierEvaluator(Dernier game) {
    this.game = game;
  }

  @Override
  public int estimateForMax(DernierPosition state) {
    return state.toMove().sign() * estimateForMover(state.matches());
  }

  private int estimateForMover(long matches) {
    long k = game.maxTake();
    if (game.rules() == DernierRules.LAST_LOSES) {
      if (matches == 1) {
        return -1; // the last match is the mover's to take
      }
      return matches <= k + 1 ? 1 : matches == k + 2 ? -1 : 0;
    }
    return matches <= k ? 1 : matches == k + 1 ? -1 : 0;
  }
}
