package dev.zerosum.app.picture;

/** The kinds of text in a picture of a tree, each with its size in pixels and weight. */
enum Font {
  /** The title of the picture. */
  TITLE(20, true),
  /** The line under the title: what the search found. */
  RESULT(14, false),
  /** The legend and the note on reading values. */
  TEXT(13, false),
  /** A position written inside its node. */
  POSITION(13, false),
  /** A value beside a node or inside a terminal square. */
  VALUE(15, true),
  /** A move on an edge. */
  MOVE(13, true),
  /** The call number beside a node. */
  CALL(10, false);

  private final double size;
  private final boolean bold;

  Font(double size, boolean bold) {
    this.size = size;
    this.bold = bold;
  }

  /** Returns the size in pixels. */
  double size() {
    return size;
  }

  /** Returns true for bold text. */
  boolean bold() {
    return bold;
  }

  /** Returns the estimated width of {@code text} in this font. */
  double width(String text) {
    return TextMetrics.width(text, size, bold);
  }
}
