package dev.zerosum.app.picture;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where everything of a picture of a game tree goes: each node's shape and labels, each edge and
 * its move label, the title and the legend. The SVG writer only draws what this decides, and the
 * tests check its boxes, so what is tested is what is drawn.
 *
 * <p>Levels are aligned (depth sets the height); across a level, {@link TidyLayout} keeps the nodes
 * apart, each with its labels, and centres parents over their children. MAX and MIN nodes are
 * circles with the position inside (a small board for tic-tac-toe) and the value to the right;
 * terminal nodes are squares with their utility inside; a move a cut-off skipped is a small stub.
 * The search's call number sits small at the upper left of each searched node.
 */
public final class TreePicture {
  /**
   * The most nodes a picture holds: its SVG text, about a kilobyte a node, stays far below what a
   * Java string holds (a million nodes ran out of one after minutes), and a browser still opens it.
   */
  public static final int MAX_NODES = 50_000;

  static final double MARGIN = 24;
  static final double LEVEL_GAP = 62; // between the shapes of two levels: edges and move labels
  static final double SIBLING_GAP = 16;
  static final double COUSIN_GAP = 30;
  static final double BOARD_RADIUS = 29; // holds the 36-pixel board of BoardGlyph
  static final double MIN_RADIUS = 19;
  static final double TERMINAL_HALF = 17;
  static final double STUB_RADIUS = 8;
  static final double MOVE_LABEL_ABOVE = 16; // the centre of a move label, above its level
  static final double MOVE_LABEL_HEIGHT = 16;

  /**
   * A rectangle: its left, top, width and height.
   *
   * @param x left edge
   * @param y top edge
   * @param width width
   * @param height height
   */
  public record Box(double x, double y, double width, double height) {
    /** Returns true when the two rectangles share any area. */
    public boolean overlaps(Box other) {
      return x < other.x + other.width
          && other.x < x + width
          && y < other.y + other.height
          && other.y < y + height;
    }
  }

  /** How a node is drawn. */
  public enum Shape {
    /** A node where a player moves: blue for MAX, red for MIN. */
    CIRCLE,
    /** The end of the game, with its utility. */
    SQUARE,
    /** A move a cut-off skipped: never searched. */
    STUB
  }

  /**
   * A node as drawn.
   *
   * @param node the node
   * @param shape its shape
   * @param x the centre of the shape
   * @param y the centre of the shape
   * @param half the radius of a circle or stub, half the side of a square
   * @param value the value as written beside a circle or inside a square; null for a stub
   * @param box everything drawn for the node: shape, value and call number
   */
  public record NodeDrawing(
      TreeNode node, Shape shape, double x, double y, double half, String value, Box box) {}

  /**
   * An edge as drawn, from the bottom of the parent's shape to the top of the child's.
   *
   * @param child the node the edge leads to (its move is the label)
   * @param x1 start
   * @param y1 start
   * @param x2 end
   * @param y2 end
   * @param label the box of the move label, centred on the edge
   */
  public record EdgeDrawing(
      TreeNode child, double x1, double y1, double x2, double y2, Box label) {}

  private final GameTree tree;
  private final boolean boards;
  private final List<NodeDrawing> nodes;
  private final List<EdgeDrawing> edges;
  private final Legend legend;
  private final double width;
  private final double height;

  private TreePicture(
      GameTree tree,
      boolean boards,
      List<NodeDrawing> nodes,
      List<EdgeDrawing> edges,
      Legend legend,
      double width,
      double height) {
    this.tree = tree;
    this.boards = boards;
    this.nodes = nodes;
    this.edges = edges;
    this.legend = legend;
    this.width = width;
    this.height = height;
  }

  /** Returns the picture of {@code tree}. */
  public static TreePicture of(GameTree tree) {
    boolean boards = tree.hasGlyphs();
    List<TreeNode> list = tree.nodes();
    Map<Integer, Integer> index = new HashMap<>();
    List<List<Integer>> children = new ArrayList<>();
    for (int i = 0; i < list.size(); i++) {
      index.put(list.get(i).id(), i);
      children.add(new ArrayList<>());
    }
    for (int i = 1; i < list.size(); i++) {
      children.get(index.get(list.get(i).parent())).add(i);
    }

    int n = list.size();
    Shape[] shapes = new Shape[n];
    double[] half = new double[n];
    String[] values = new String[n];
    double[] left = new double[n]; // what is drawn, left of the centre
    double[] right = new double[n];
    double[] reachLeft = new double[n]; // what the layout keeps clear: the move label too
    double[] reachRight = new double[n];
    double maxHalf = 0;
    for (int i = 0; i < n; i++) {
      TreeNode node = list.get(i);
      shapes[i] = node.pruned() ? Shape.STUB : node.terminal() ? Shape.SQUARE : Shape.CIRCLE;
      values[i] = node.pruned() ? null : ScoreText.brief(node);
      half[i] = halfSize(node, shapes[i], boards, values[i]);
      maxHalf = Math.max(maxHalf, half[i]);
    }
    double levelHeight = 2 * maxHalf + LEVEL_GAP;
    // Move labels sit on the line between the centres of parent and child, the same fraction of
    // the way down for every edge. Two labels of one level are then at least that fraction of the
    // distance between their children apart, so a child that keeps half its label's width divided
    // by the fraction clear on each side keeps the labels apart too.
    double fraction = (levelHeight - maxHalf - MOVE_LABEL_ABOVE) / levelHeight;
    for (int i = 0; i < n; i++) {
      TreeNode node = list.get(i);
      double call = node.pruned() ? 0 : 3 + Font.CALL.width(callLabel(node));
      left[i] = half[i] + call;
      right[i] = half[i];
      if (shapes[i] == Shape.CIRCLE) {
        right[i] += 5 + Font.VALUE.width(values[i]);
      }
      double label = node.move() == null ? 0 : (moveLabelWidth(node.move()) / 2 + 1) / fraction;
      reachLeft[i] = Math.max(left[i], label);
      reachRight[i] = Math.max(right[i], label);
    }
    double[] centre = TidyLayout.centres(children, reachLeft, reachRight, SIBLING_GAP, COUSIN_GAP);
    double low = Double.POSITIVE_INFINITY;
    double high = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      low = Math.min(low, centre[i] - reachLeft[i]);
      high = Math.max(high, centre[i] + reachRight[i]);
    }
    double treeWidth = high - low;

    Legend legend = Legend.of(tree, Math.max(treeWidth, 640));
    double width = Math.max(treeWidth, legend.width()) + 2 * MARGIN;
    double shift = MARGIN + (width - 2 * MARGIN - treeWidth) / 2 - low;
    double top = legend.bottom() + 28;

    List<NodeDrawing> drawings = new ArrayList<>(n);
    int depth = 0;
    for (int i = 0; i < n; i++) {
      TreeNode node = list.get(i);
      depth = Math.max(depth, node.depth());
      double x = centre[i] + shift;
      double y = top + maxHalf + node.depth() * levelHeight;
      Box box = new Box(x - left[i], y - half[i], left[i] + right[i], 2 * half[i]);
      drawings.add(new NodeDrawing(node, shapes[i], x, y, half[i], values[i], box));
    }
    List<EdgeDrawing> edges = new ArrayList<>(n);
    for (int i = 1; i < n; i++) {
      NodeDrawing from = drawings.get(index.get(list.get(i).parent()));
      NodeDrawing to = drawings.get(i);
      edges.add(edge(from, to, fraction));
    }
    double height = top + 2 * maxHalf + depth * levelHeight + MARGIN;
    return new TreePicture(tree, boards, drawings, edges, legend, width, height);
  }

  private static double halfSize(TreeNode node, Shape shape, boolean boards, String value) {
    return switch (shape) {
      case STUB -> STUB_RADIUS;
      case SQUARE -> Math.max(TERMINAL_HALF, Font.VALUE.width(value) / 2 + 5); // the value inside
      case CIRCLE ->
          boards ? BOARD_RADIUS : Math.max(MIN_RADIUS, Font.POSITION.width(node.name()) / 2 + 7);
    };
  }

  /**
   * Returns the edge into {@code to}, its move label on the line between the centres {@code
   * fraction} of the way down: just above the tallest shape of the child's level, where no shape
   * reaches.
   */
  private static EdgeDrawing edge(NodeDrawing from, NodeDrawing to, double fraction) {
    double x1 = from.x();
    double y1 = from.y() + from.half();
    double x2 = to.x();
    double y2 = to.y() - to.half();
    double labelX = from.x() + (to.x() - from.x()) * fraction;
    double labelY = from.y() + (to.y() - from.y()) * fraction;
    double labelWidth = moveLabelWidth(to.node().move());
    Box label =
        new Box(
            labelX - labelWidth / 2, labelY - MOVE_LABEL_HEIGHT / 2, labelWidth, MOVE_LABEL_HEIGHT);
    return new EdgeDrawing(to.node(), x1, y1, x2, y2, label);
  }

  static double moveLabelWidth(String move) {
    return Font.MOVE.width(move) + 6;
  }

  /** Returns the call number as drawn beside a node. */
  static String callLabel(TreeNode node) {
    return Integer.toString(node.id());
  }

  /** Returns the tree drawn. */
  public GameTree tree() {
    return tree;
  }

  /** Returns true when positions are drawn as small boards, not as text. */
  public boolean boards() {
    return boards;
  }

  /** Returns the nodes as drawn, in the tree's order. */
  public List<NodeDrawing> nodes() {
    return List.copyOf(nodes);
  }

  /** Returns the edges as drawn, one per node but the root. */
  public List<EdgeDrawing> edges() {
    return List.copyOf(edges);
  }

  /** Returns the title and the legend. */
  Legend legend() {
    return legend;
  }

  /** Returns the width of the whole picture. */
  public double width() {
    return width;
  }

  /** Returns the height of the whole picture. */
  public double height() {
    return height;
  }
}
