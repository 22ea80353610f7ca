package dev.zerosum.games.tree;

/**
 * How large a tree may be, so that every search of it ends at once and every front end can draw it:
 * the notation refuses a tree beyond these, naming the limit.
 */
public final class TreeLimits {
  /** The most nodes a tree holds, the root and the leaves included. */
  public static final int MAX_NODES = 10_000;

  /** The deepest a leaf lies below the root, in moves. */
  public static final int MAX_DEPTH = 20;

  /** The largest utility of a leaf in size: utilities lie from {@code -MAX_VALUE} to it. */
  public static final int MAX_VALUE = 1_000_000;

  /** The longest label, in characters. */
  public static final int MAX_LABEL = 16;

  private TreeLimits() {}

  /**
   * Returns true when {@code text} may label a node: a letter, then letters, digits or {@code _},
   * at most {@link #MAX_LABEL} characters. A label never starts with a digit, so that a move is
   * never both a label and a child's number.
   */
  public static boolean isLabel(String text) {
    if (text == null || text.isEmpty() || text.length() > MAX_LABEL) {
      return false;
    }
    if (!isAsciiLetter(text.charAt(0))) {
      return false;
    }
    for (int i = 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (!isAsciiLetter(c) && !(c >= '0' && c <= '9') && c != '_') {
        return false;
      }
    }
    return true;
  }

  private static boolean isAsciiLetter(char c) {
    return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z';
  }
}
