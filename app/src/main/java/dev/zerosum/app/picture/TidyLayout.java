package dev.zerosum.app.picture;

import java.util.List;

/**
 * Places the nodes of an ordered tree on a line per level so that no two overlap, each parent is
 * centred over its first and last child, and subtrees are packed as closely as that allows.
 *
 * <p>The method is the classic one of tidy drawings, worked out here from its idea: lay out each
 * subtree on its own, bottom-up; describe its outline by a contour, the leftmost and rightmost
 * extent of its nodes at each depth below its root; then set the subtrees of a node side by side,
 * each one shifted right just enough that, at every depth both reach, it clears the ones before it
 * by a gap. Packing from the left alone leaves the slack at the right end, so small subtrees
 * between large ones drift left; the subtrees are therefore packed from the right too, and the two
 * placements averaged. Averaging keeps them apart: the clearance between two subtrees at a depth is
 * a difference of their offsets plus constants, so its average is at least the gap when both are.
 *
 * <p>A node is a box that reaches {@code left[i]} to the left of its centre and {@code right[i]} to
 * the right (a label beside a node makes it lopsided). The cost is the sum over nodes of the
 * heights of their subtrees: small for the trees a person reads.
 */
final class TidyLayout {
  private final List<List<Integer>> children;
  private final double[] left;
  private final double[] right;
  private final double siblingGap;
  private final double cousinGap;
  private final double[] offset; // the centre of each node minus its parent's

  private TidyLayout(
      List<List<Integer>> children,
      double[] left,
      double[] right,
      double siblingGap,
      double cousinGap) {
    this.children = children;
    this.left = left;
    this.right = right;
    this.siblingGap = siblingGap;
    this.cousinGap = cousinGap;
    this.offset = new double[left.length];
  }

  /**
   * Returns the centre of each node, the root (node 0) at 0.
   *
   * @param children the children of each node, in order, by index
   * @param left how far each node reaches left of its centre
   * @param right how far each node reaches right of its centre
   * @param siblingGap the least space between two children of one node
   * @param cousinGap the least space between two nodes of a level with different parents
   */
  static double[] centres(
      List<List<Integer>> children,
      double[] left,
      double[] right,
      double siblingGap,
      double cousinGap) {
    TidyLayout layout = new TidyLayout(children, left, right, siblingGap, cousinGap);
    layout.contour(0);
    double[] centre = new double[left.length];
    place(0, 0, children, layout.offset, centre);
    return centre;
  }

  private static void place(
      int node, double x, List<List<Integer>> children, double[] offset, double[] centre) {
    centre[node] = x;
    for (int child : children.get(node)) {
      place(child, x + offset[child], children, offset, centre);
    }
  }

  /**
   * Lays out the subtree of {@code node}, setting the offsets of the children of every node in it,
   * and returns its contour relative to the centre of {@code node}.
   */
  private Contour contour(int node) {
    List<Integer> kids = children.get(node);
    Contour own = Contour.of(-left[node], right[node]);
    if (kids.isEmpty()) {
      return own;
    }
    Contour[] below = new Contour[kids.size()];
    for (int i = 0; i < below.length; i++) {
      below[i] = contour(kids.get(i));
    }
    double[] fromLeft = packFromLeft(below);
    double[] fromRight = packFromRight(below);
    double[] at = new double[below.length];
    for (int i = 0; i < at.length; i++) {
      at[i] = (fromLeft[i] + fromRight[i]) / 2;
    }
    double middle = (at[0] + at[at.length - 1]) / 2; // centred over the first and last child
    Contour whole = own;
    for (int i = 0; i < at.length; i++) {
      offset[kids.get(i)] = at[i] - middle;
      whole = whole.above(below[i], at[i] - middle);
    }
    return whole;
  }

  /** Returns the offsets of the subtrees packed left to right, the first at 0. */
  private double[] packFromLeft(Contour[] subtrees) {
    double[] at = new double[subtrees.length];
    Contour packed = subtrees[0];
    for (int i = 1; i < subtrees.length; i++) {
      at[i] = packed.clearance(subtrees[i], siblingGap, cousinGap);
      packed = packed.beside(subtrees[i], at[i]);
    }
    return at;
  }

  /** Returns the offsets of the subtrees packed right to left, shifted so the first is at 0. */
  private double[] packFromRight(Contour[] subtrees) {
    int last = subtrees.length - 1;
    double[] at = new double[subtrees.length];
    Contour packed = subtrees[last];
    for (int i = last - 1; i >= 0; i--) {
      // packed (the subtrees after i) sits at 0 and must clear subtree i on its right.
      at[i] = -subtrees[i].clearance(packed, siblingGap, cousinGap);
      packed = subtrees[i].beside(packed, -at[i]).shifted(at[i]);
    }
    double first = at[0];
    for (int i = 0; i <= last; i++) {
      at[i] -= first;
    }
    return at;
  }
}
