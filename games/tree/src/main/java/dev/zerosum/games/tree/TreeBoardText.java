package dev.zerosum.games.tree;

import dev.zerosum.core.Player;
import dev.zerosum.registry.i18n.Messages;
import java.util.List;

/**
 * Draws where play stands in a tree as text, in the current language: the node, who is to move, and
 * each child with the move that goes there; at a leaf, its utility.
 *
 * <pre>
 * node B, MIN to move; its children:
 *   b1  leaf, utility 3
 *   b2  leaf, utility 12
 *   b3  leaf, utility 8
 * </pre>
 */
final class TreeBoardText {
  private static final Messages MESSAGES = Messages.of(TreeBoardText.class);

  private TreeBoardText() {}

  /** Returns the node of {@code state} and its children, lines ending in a newline. */
  static String render(TreePosition state) {
    String node = TreeNames.nodeName(state);
    if (state.node() instanceof Subtree.Leaf leaf) {
      return MESSAGES.text("tree.board.over", node, Integer.toString(leaf.utility())) + "\n";
    }
    StringBuilder text = new StringBuilder();
    text.append(MESSAGES.text("tree.board.node", node, state.toMove().name())).append('\n');
    List<Subtree> children = state.children();
    String[] moves = new String[children.size()];
    int width = 0;
    for (int i = 0; i < moves.length; i++) {
      moves[i] = TreeNames.moveName(state.node(), i);
      width = Math.max(width, moves[i].length());
    }
    Player below = state.toMove().opponent();
    for (int i = 0; i < moves.length; i++) {
      Subtree child = children.get(i);
      String what =
          child instanceof Subtree.Leaf leaf
              ? MESSAGES.text("tree.board.leaf", Integer.toString(leaf.utility()))
              : MESSAGES.text(
                  "tree.board.inner", below.name(), ((Subtree.Inner) child).children().size());
      text.append("  ")
          .append(moves[i])
          .append(" ".repeat(width - moves[i].length() + 2))
          .append(what)
          .append('\n');
    }
    return text.toString();
  }
}
