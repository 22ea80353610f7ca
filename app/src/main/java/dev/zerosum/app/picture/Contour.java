package dev.zerosum.app.picture;

/**
 * The outline of a laid-out subtree: at each depth below its root, how far its nodes reach to the
 * left ({@code low}) and to the right ({@code high}) of the position it is measured from.
 * Immutable.
 */
final class Contour {
  private final double[] low;
  private final double[] high;

  private Contour(double[] low, double[] high) {
    this.low = low;
    this.high = high;
  }

  /** Returns the contour of a single node reaching from {@code low} to {@code high}. */
  static Contour of(double low, double high) {
    return new Contour(new double[] {low}, new double[] {high});
  }

  /** Returns the number of levels. */
  int depth() {
    return low.length;
  }

  /**
   * Returns the least shift that puts {@code next} to the right of this one, both measured from 0,
   * with {@code topGap} between them on their first level and {@code deeperGap} below it.
   */
  double clearance(Contour next, double topGap, double deeperGap) {
    double shift = Double.NEGATIVE_INFINITY;
    int common = Math.min(depth(), next.depth());
    for (int d = 0; d < common; d++) {
      double gap = d == 0 ? topGap : deeperGap;
      shift = Math.max(shift, high[d] + gap - next.low[d]);
    }
    return shift;
  }

  /** Returns the outline of this one and {@code next} shifted right by {@code shift}. */
  Contour beside(Contour next, double shift) {
    return merged(next, shift, 0);
  }

  /** Returns the outline of this node with {@code subtree}, shifted by {@code shift}, below it. */
  Contour above(Contour subtree, double shift) {
    return merged(subtree, shift, 1);
  }

  /** Returns this outline moved right by {@code shift}. */
  Contour shifted(double shift) {
    double[] newLow = low.clone();
    double[] newHigh = high.clone();
    for (int d = 0; d < newLow.length; d++) {
      newLow[d] += shift;
      newHigh[d] += shift;
    }
    return new Contour(newLow, newHigh);
  }

  private Contour merged(Contour other, double shift, int levelsDown) {
    int depth = Math.max(depth(), other.depth() + levelsDown);
    double[] newLow = new double[depth];
    double[] newHigh = new double[depth];
    for (int d = 0; d < depth; d++) {
      newLow[d] = Double.POSITIVE_INFINITY;
      newHigh[d] = Double.NEGATIVE_INFINITY;
      if (d < depth()) {
        newLow[d] = low[d];
        newHigh[d] = high[d];
      }
      int o = d - levelsDown;
      if (o >= 0 && o < other.depth()) {
        newLow[d] = Math.min(newLow[d], other.low[o] + shift);
        newHigh[d] = Math.max(newHigh[d], other.high[o] + shift);
      }
    }
    return new Contour(newLow, newHigh);
  }
}
