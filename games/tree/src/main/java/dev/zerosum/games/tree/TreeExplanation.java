package dev.zerosum.games.tree;

import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.Player;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.List;

/**
 * Explains the value of a node of a tree below the analysis that {@code zerosum analyze tree}
 * writes as text: the minimax value of each child for MAX, in the order written, and the child the
 * player to move takes, the first of the best.
 */
final class TreeExplanation {
  private static final Messages MESSAGES = Messages.of(TreeExplanation.class);

  private TreeExplanation() {}

  /**
   * Returns the explanation of {@code state} in the current language, lines ending in a newline.
   */
  static String of(TreeGame game, TreePosition state) {
    String node = TreeNames.nodeName(state);
    if (state.node() instanceof Subtree.Leaf leaf) {
      return MESSAGES.text("tree.why.over", node, Integer.toString(leaf.utility()));
    }
    MinimaxSearch<TreePosition, TreeMove> minimax = MinimaxSearch.on(game).build();
    Player mover = state.toMove();
    List<String> values = new ArrayList<>();
    String best = null;
    int bestValue = 0;
    for (TreeMove move : game.actions(state)) {
      TreePosition child = game.result(state, move);
      int forMax = child.toMove().sign() * minimax.search(child).value().score();
      String name = TreeNames.moveName(state.node(), move.child());
      values.add(name + " = " + forMax);
      if (best == null || mover.sign() * forMax > mover.sign() * bestValue) {
        best = name;
        bestValue = forMax;
      }
    }
    return MESSAGES.text("tree.why.values", node, String.join(", ", values))
        + MESSAGES.text(
            mover == Player.MAX ? "tree.why.max" : "tree.why.min",
            best,
            Integer.toString(bestValue));
  }
}
