package dev.zerosum.app.picture;

import dev.zerosum.core.Player;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes a game tree in Graphviz's DOT language, for people who lay out their figures with {@code
 * dot}: the same colours and shapes as the SVG, the value in each node's label, the moves on the
 * edges, the principal variation thick and green, pruned moves dashed.
 */
public final class DotWriter {
  private DotWriter() {}

  /** Returns the DOT graph of {@code tree}. */
  public static String write(GameTree tree) {
    StringBuilder dot = new StringBuilder();
    dot.append("digraph \"")
        .append(quote(tree.game() + " " + tree.root().position()))
        .append("\" {\n");
    dot.append("  // ").append(TraceText.summaryForPrograms(tree)).append('\n');
    dot.append("  graph [ordering=out, nodesep=0.3, ranksep=0.6];\n");
    dot.append("  node [fontname=\"DejaVu Sans\", fontsize=11, style=filled];\n");
    dot.append("  edge [fontname=\"DejaVu Sans\", fontsize=10, arrowhead=none];\n");
    for (TreeNode node : tree.nodes()) {
      dot.append("  n").append(node.id()).append(" [").append(nodeAttributes(tree, node));
      dot.append("];\n");
    }
    Map<Integer, List<TreeNode>> children = tree.children();
    for (TreeNode node : tree.nodes()) {
      for (TreeNode child : children.getOrDefault(node.id(), List.of())) {
        dot.append("  n").append(node.id()).append(" -> n").append(child.id());
        dot.append(" [label=\"").append(quote(child.move())).append('"');
        if (child.pruned()) {
          dot.append(", style=dashed, color=\"#9aa0a6\", fontcolor=\"#8a8f94\"");
        } else if (child.optimal()) {
          dot.append(", penwidth=4, color=\"#1e9d4b\", fontcolor=\"#146c34\"");
        } else {
          dot.append(", color=\"#9aa0a6\"");
        }
        dot.append("];\n");
      }
    }
    dot.append("}\n");
    return dot.toString();
  }

  private static String nodeAttributes(GameTree tree, TreeNode node) {
    if (node.pruned()) {
      return "label=\"\", shape=circle, width=0.2, style=dashed, color=\"#9aa0a6\","
          + " tooltip=\"pruned: never searched\"";
    }
    String value = ScoreText.full(node);
    if (node.terminal()) {
      return String.format(
          Locale.ROOT,
          "label=\"%s\", shape=box, fillcolor=\"#f1f1f1\", color=\"#555555\", tooltip=\"call %d\"",
          quote(value),
          node.id());
    }
    boolean max = node.player() == Player.MAX;
    return String.format(
        Locale.ROOT,
        "label=\"%s\\n%s\", shape=circle, fillcolor=\"%s\", color=\"%s\", tooltip=\"call %d\"%s",
        quote(node.name()),
        quote(value),
        max ? SvgWriter.MAX_FILL : SvgWriter.MIN_FILL,
        max ? SvgWriter.MAX_STROKE : SvgWriter.MIN_STROKE,
        node.id(),
        node.optimal() ? ", penwidth=3" : "");
  }

  private static String quote(String text) {
    return text.replace("\\", "\\\\").replace("\"", "\\\"");
  }
}
