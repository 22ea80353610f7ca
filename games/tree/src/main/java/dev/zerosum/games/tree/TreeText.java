package dev.zerosum.games.tree;

/**
 * Writes a tree as compact JSON, the form {@link TreeReader} reads: a leaf as its utility, an inner
 * node as the array of its children, a labelled node as an object ({@code
 * {"label":"B","children":[...]}}, {@code {"label":"b1","value":3}}). No spaces, so that the same
 * tree is always written the same.
 */
final class TreeText {
  private TreeText() {}

  /** Returns {@code tree} as the notation writes it, labels included. */
  static String write(Subtree tree) {
    StringBuilder text = new StringBuilder();
    write(tree, text, true);
    return text.toString();
  }

  /** Returns {@code tree} as nested arrays, without its labels: {@code [[3,12,8],[2,4,6]]}. */
  static String writePlain(Subtree tree) {
    StringBuilder text = new StringBuilder();
    write(tree, text, false);
    return text.toString();
  }

  private static void write(Subtree tree, StringBuilder text, boolean labels) {
    boolean labelled = labels && tree.label() != null;
    if (labelled) {
      text.append("{\"label\":\"").append(tree.label()).append("\",");
      text.append(tree.isLeaf() ? "\"value\":" : "\"children\":");
    }
    if (tree instanceof Subtree.Leaf leaf) {
      text.append(leaf.utility());
    } else if (tree instanceof Subtree.Inner inner) {
      text.append('[');
      for (int i = 0; i < inner.children().size(); i++) {
        if (i > 0) {
          text.append(',');
        }
        write(inner.children().get(i), text, labels);
      }
      text.append(']');
    }
    if (labelled) {
      text.append('}');
    }
  }
}
