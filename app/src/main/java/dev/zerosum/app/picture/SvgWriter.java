package dev.zerosum.app.picture;

import dev.zerosum.core.Player;
import dev.zerosum.registry.i18n.Messages;
import java.util.Locale;

/**
 * Draws a {@link TreePicture} as a standalone SVG document: the textbook's colours (MAX blue, MIN
 * red, terminal squares grey), the principal variation thick and green, other edges thin and grey,
 * pruned moves dashed and faded. Each node is one group with the id {@code node-N} (N the call
 * number) and a tooltip with everything the trace says of it.
 */
public final class SvgWriter {
  static final String FONT = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif";
  static final String MAX_FILL = "#dce9fa";
  static final String MAX_STROKE = "#1f5fbf";
  static final String MIN_FILL = "#fbe1de";
  static final String MIN_STROKE = "#c0392b";
  static final String TERMINAL_FILL = "#f1f1f1";
  static final String TERMINAL_STROKE = "#555555";
  static final String BEST = "#1e9d4b";
  static final String GREY = "#9aa0a6";
  static final String INK = "#222222";
  static final String FADED_INK = "#8a8f94";

  private final StringBuilder svg = new StringBuilder();

  private SvgWriter() {}

  /** Returns the SVG document of {@code picture}. */
  public static String write(TreePicture picture) {
    return new SvgWriter().document(picture);
  }

  private String document(TreePicture picture) {
    svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    svg.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" height=\"%.0f\""
                + " viewBox=\"0 0 %.0f %.0f\" font-family=\"%s\">\n",
            Math.ceil(picture.width()),
            Math.ceil(picture.height()),
            Math.ceil(picture.width()),
            Math.ceil(picture.height()),
            FONT));
    svg.append("  <title>").append(escape(picture.legend().lines().get(0).text()));
    svg.append("</title>\n");
    svg.append("  <rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
    legend(picture.legend());
    svg.append("  <g id=\"edges\">\n");
    for (TreePicture.EdgeDrawing edge : picture.edges()) {
      edge(edge);
    }
    svg.append("  </g>\n  <g id=\"move-labels\">\n");
    for (TreePicture.EdgeDrawing edge : picture.edges()) {
      moveLabel(edge);
    }
    svg.append("  </g>\n  <g id=\"nodes\">\n");
    for (TreePicture.NodeDrawing node : picture.nodes()) {
      node(node, picture.boards());
    }
    svg.append("  </g>\n</svg>\n");
    return svg.toString();
  }

  private void legend(Legend legend) {
    svg.append("  <g id=\"legend\">\n");
    for (Legend.Line line : legend.lines()) {
      String colour = line.font() == Font.TITLE ? "#111111" : "#333333";
      svg.append("    ");
      text(TreePicture.MARGIN, line.baseline(), line.font(), colour, "start", line.text());
    }
    for (Legend.Item item : legend.items()) {
      legendSymbol(item);
      svg.append("    ");
      text(
          item.x() + Legend.SYMBOL_WIDTH + 8,
          item.y() + 4.5,
          Font.TEXT,
          "#333333",
          "start",
          item.text());
    }
    svg.append("  </g>\n");
  }

  private void legendSymbol(Legend.Item item) {
    double x = item.x();
    double y = item.y();
    double middle = x + Legend.SYMBOL_WIDTH / 2;
    svg.append("    ");
    switch (item.symbol()) {
      case MAX -> circle(middle, y, 10, MAX_FILL, MAX_STROKE, 2, "");
      case MIN -> circle(middle, y, 10, MIN_FILL, MIN_STROKE, 2, "");
      case TERMINAL -> square(middle, y, 10);
      case BEST -> line(x, y, x + Legend.SYMBOL_WIDTH, y, BEST, 5, "");
      case OTHER -> line(x, y, x + Legend.SYMBOL_WIDTH, y, GREY, 1.5, "");
      case PRUNED -> {
        line(x, y, x + Legend.SYMBOL_WIDTH - 8, y, GREY, 1.5, " stroke-dasharray=\"5 4\"");
        svg.append("    ");
        circle(
            x + Legend.SYMBOL_WIDTH - 4, y, 4, "#ffffff", GREY, 1.3, " stroke-dasharray=\"2 2\"");
      }
    }
  }

  private void edge(TreePicture.EdgeDrawing edge) {
    TreeNode child = edge.child();
    svg.append("    ");
    if (child.pruned()) {
      line(
          edge.x1(),
          edge.y1(),
          edge.x2(),
          edge.y2(),
          GREY,
          1.5,
          " stroke-dasharray=\"6 4\" opacity=\"0.7\"");
    } else if (child.optimal()) {
      line(edge.x1(), edge.y1(), edge.x2(), edge.y2(), BEST, 5, " stroke-linecap=\"round\"");
    } else {
      line(edge.x1(), edge.y1(), edge.x2(), edge.y2(), GREY, 1.5, "");
    }
  }

  private void moveLabel(TreePicture.EdgeDrawing edge) {
    TreePicture.Box box = edge.label();
    TreeNode child = edge.child();
    svg.append(
        String.format(
            Locale.ROOT,
            "    <rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"4\""
                + " fill=\"#ffffff\" fill-opacity=\"0.92\"/>\n",
            box.x(),
            box.y(),
            box.width(),
            box.height()));
    String colour = child.pruned() ? FADED_INK : child.optimal() ? "#146c34" : "#444444";
    svg.append("    ");
    text(
        box.x() + box.width() / 2,
        box.y() + box.height() / 2 + 4.5,
        Font.MOVE,
        colour,
        "middle",
        child.move());
  }

  private void node(TreePicture.NodeDrawing drawing, boolean boards) {
    TreeNode node = drawing.node();
    String kind =
        drawing.shape() == TreePicture.Shape.STUB
            ? "pruned"
            : drawing.shape() == TreePicture.Shape.SQUARE
                ? "terminal"
                : node.player().name().toLowerCase(Locale.ROOT);
    svg.append(
        String.format(
            Locale.ROOT,
            "    <g id=\"node-%d\" class=\"node %s%s\"%s>\n",
            node.id(),
            kind,
            node.optimal() ? " optimal" : "",
            node.pruned() ? " opacity=\"0.75\"" : ""));
    svg.append("      <title>").append(escape(tooltip(node))).append("</title>\n      ");
    double x = drawing.x();
    double y = drawing.y();
    double half = drawing.half();
    switch (drawing.shape()) {
      case STUB -> circle(x, y, half, "#ffffff", GREY, 1.5, " stroke-dasharray=\"3 2.5\"");
      case SQUARE -> {
        square(x, y, half);
        svg.append("      ");
        text(x, y + 5.5, Font.VALUE, utilityColour(node), "middle", drawing.value());
      }
      case CIRCLE -> {
        boolean max = node.player() == Player.MAX;
        circle(
            x,
            y,
            half,
            max ? MAX_FILL : MIN_FILL,
            max ? MAX_STROKE : MIN_STROKE,
            node.optimal() ? 3 : 2,
            "");
        if (boards) {
          BoardGlyph.draw(svg, node.glyph(), x, y);
        } else {
          svg.append("      ");
          text(x, y + 4.5, Font.POSITION, INK, "middle", node.name());
        }
        svg.append("      ");
        text(x + half + 5, y + 5.5, Font.VALUE, INK, "start", drawing.value());
      }
    }
    if (!node.pruned()) {
      svg.append("      ");
      text(x - half - 3, y - half + 8, Font.CALL, FADED_INK, "end", TreePicture.callLabel(node));
    }
    svg.append("    </g>\n");
  }

  private static String utilityColour(TreeNode node) {
    int utility = ScoreText.utility(node.value());
    return utility > 0 ? MAX_STROKE : utility < 0 ? MIN_STROKE : "#444444";
  }

  /** Returns what the trace says of {@code node}, for the tooltip. */
  private static String tooltip(TreeNode node) {
    Messages messages = TraceText.MESSAGES;
    if (node.pruned()) {
      return messages.text("tooltip.pruned", node.move(), node.name());
    }
    String state =
        node.terminal()
            ? messages.text("tooltip.over")
            : messages.text("tooltip.to-move", node.player());
    StringBuilder text =
        new StringBuilder(
            messages.text("tooltip.call", String.valueOf(node.id()), state, node.name()));
    if (node.move() != null) {
      text.append(messages.text("tooltip.after", node.move()));
    }
    text.append(
        messages.text(
            "tooltip.values",
            ScoreText.full(node),
            ScoreText.full(node.alpha()),
            ScoreText.full(node.beta())));
    return text.toString();
  }

  private void circle(
      double x, double y, double r, String fill, String stroke, double width, String extra) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"%.1f\" fill=\"%s\" stroke=\"%s\""
                + " stroke-width=\"%.1f\"%s/>\n",
            x,
            y,
            r,
            fill,
            stroke,
            width,
            extra));
  }

  private void square(double x, double y, double half) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" rx=\"2\" fill=\"%s\""
                + " stroke=\"%s\" stroke-width=\"1.6\"/>\n",
            x - half,
            y - half,
            2 * half,
            2 * half,
            TERMINAL_FILL,
            TERMINAL_STROKE));
  }

  private void line(
      double x1, double y1, double x2, double y2, String colour, double width, String extra) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\""
                + " stroke-width=\"%.1f\"%s/>\n",
            x1,
            y1,
            x2,
            y2,
            colour,
            width,
            extra));
  }

  private void text(double x, double y, Font font, String colour, String anchor, String text) {
    svg.append(
        String.format(
            Locale.ROOT,
            "<text x=\"%.1f\" y=\"%.1f\" font-size=\"%.0f\" fill=\"%s\" text-anchor=\"%s\"%s>%s"
                + "</text>\n",
            x,
            y,
            font.size(),
            colour,
            anchor,
            font.bold() ? " font-weight=\"bold\"" : "",
            escape(text)));
  }

  /** Returns {@code text} safe inside an XML element or attribute. */
  static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
