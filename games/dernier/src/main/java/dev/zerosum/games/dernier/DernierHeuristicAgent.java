package dev.zerosum.games.dernier;

import dev.zerosum.core.Agent;

/**
 * Plays Dernier by rules of thumb, without the rule of K + 1: win at once when it can (leave the
 * last match to the opponent, or take it when it wins); otherwise take the fewest matches that do
 * not let the opponent win at once; otherwise take 1. It wins the endings a beginner wins and loses
 * to anyone who counts in rounds of K + 1.
 */
final class DernierHeuristicAgent implements Agent<DernierPosition, DernierMove> {
  private final Dernier game;

  /** Creates the agent that plays {@code game}. */
  public DernierHeuristicAgent(Dernier game) {
    this.game = game;
  }

  @Override
  public DernierMove chooseAction(DernierPosition state) {
    if (state.isOver()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    long most = Math.min(game.maxTake(), state.matches());
    for (int take = 1; take <= most; take++) {
      if (winsAtOnce(state.matches(), take)) {
        return new DernierMove(take);
      }
    }
    for (int take = 1; take <= most; take++) {
      if (!opponentWinsAtOnce(state.matches() - take)) {
        return new DernierMove(take);
      }
    }
    return new DernierMove(1);
  }

  private boolean winsAtOnce(long matches, int take) {
    long left = matches - take;
    return game.rules() == DernierRules.LAST_LOSES ? left == 1 : left == 0;
  }

  private boolean opponentWinsAtOnce(long left) {
    long most = Math.min(game.maxTake(), left);
    for (int take = 1; take <= most; take++) {
      if (winsAtOnce(left, take)) {
        return true;
      }
    }
    return false;
  }
}
