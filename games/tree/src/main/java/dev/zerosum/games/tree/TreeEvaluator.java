package dev.zerosum.games.tree;

import dev.zerosum.core.Evaluator;

/**
 * Estimates a node of a tree without searching it: the mean utility of the leaves below, for MAX,
 * rounded down. It reads every leaf but backs up no choice: a player who hopes for the average
 * rather than reasoning about the opponent's reply, which minimax corrects.
 */
public final class TreeEvaluator implements Evaluator<TreePosition> {

  @Override
  public int estimateForMax(TreePosition state) {
    return meanOfLeaves(state.node());
  }

  /** Returns the mean utility of the leaves of {@code tree}, rounded down. */
  static int meanOfLeaves(Subtree tree) {
    long[] sumAndCount = new long[2];
    addLeaves(tree, sumAndCount);
    return (int) Math.floorDiv(sumAndCount[0], sumAndCount[1]);
  }

  private static void addLeaves(Subtree tree, long[] sumAndCount) {
    if (tree instanceof Subtree.Leaf leaf) {
      sumAndCount[0] += leaf.utility();
      sumAndCount[1]++;
    } else if (tree instanceof Subtree.Inner inner) {
      for (Subtree child : inner.children()) {
        addLeaves(child, sumAndCount);
      }
    }
  }
}
