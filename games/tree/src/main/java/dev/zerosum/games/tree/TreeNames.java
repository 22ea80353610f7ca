package dev.zerosum.games.tree;

import java.util.List;

/**
 * How the tree game names its moves and nodes for people. A move is the child's label, or its
 * number from 1 when it has none. A node is its label, or else the path of moves that leads to it
 * from the root, each behind a {@code /}: {@code /2/1}; the root without a label is {@code /}.
 */
public final class TreeNames {
  private TreeNames() {}

  /**
   * Returns the move to the child at {@code index} (from 0) of {@code node}: {@code B}, or {@code
   * 2}.
   */
  public static String moveName(Subtree node, int index) {
    List<Subtree> children = ((Subtree.Inner) node).children();
    String label = children.get(index).label();
    return label != null ? label : Integer.toString(index + 1);
  }

  /**
   * Returns the moves from the root to {@code state}, each behind a {@code /}; empty at the root.
   */
  public static String path(TreePosition state) {
    StringBuilder path = new StringBuilder();
    Subtree node = state.root();
    for (int index : state.path()) {
      path.append('/').append(moveName(node, index));
      node = ((Subtree.Inner) node).children().get(index);
    }
    return path.toString();
  }

  /**
   * Returns the name of the node where play stands: its label, else its path ({@code /} at the
   * root).
   */
  public static String nodeName(TreePosition state) {
    String label = state.node().label();
    if (label != null) {
      return label;
    }
    String path = path(state);
    return path.isEmpty() ? "/" : path;
  }
}
