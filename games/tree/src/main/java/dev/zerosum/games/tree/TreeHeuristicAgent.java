package dev.zerosum.games.tree;

import dev.zerosum.core.Agent;
import java.util.List;

/**
 * Plays a tree by hope: the child whose leaves have the best mean utility for the player to move
 * ({@link TreeEvaluator}), the first of equals. On {@code [[1,20],[5,6]]} it goes to the first
 * child, whose leaves average 10.5, where MIN answers 1; minimax goes to the second, sure of 5.
 */
public final class TreeHeuristicAgent implements Agent<TreePosition, TreeMove> {

  @Override
  public TreeMove chooseAction(TreePosition state) {
    List<Subtree> children = state.children();
    if (children.isEmpty()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    int sign = state.toMove().sign();
    int best = 0;
    long bestMean = Long.MIN_VALUE;
    for (int i = 0; i < children.size(); i++) {
      long mean = (long) sign * TreeEvaluator.meanOfLeaves(children.get(i));
      if (mean > bestMean) {
        bestMean = mean;
        best = i;
      }
    }
    return new TreeMove(best);
  }
}
