package dev.zerosum.games.mnk;

import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Player;

/**
 * Estimates a position by its open lines and threats ({@link MnkLines#estimateForX}): each run of k
 * cells that only one player has stones in counts for that player, 8 times more for each stone, and
 * the side to move's threats (k - 1 in an open run) count as nearly won. From MAX's (X's) point of
 * view, as every {@link Evaluator}.
 */
final class MnkEvaluator implements Evaluator<MnkPosition> {

  @Override
  public int estimateForMax(MnkPosition state) {
    return MnkLines.estimateForX(
        state.shape(), state.xsForReading(), state.osForReading(), state.toMove() == Player.MAX);
  }
}
