package dev.zerosum.app.games;

/** The few ANSI escape codes the boards are painted with at a terminal. */
final class Ansi {
  static final String BOLD_RED = "\u001b[1;31m";
  static final String BOLD_YELLOW = "\u001b[1;33m";
  static final String BOLD_CYAN = "\u001b[1;36m";
  static final String DIM = "\u001b[2m";
  static final String RESET = "\u001b[0m";

  private Ansi() {}

  /** Returns {@code text} in {@code style}, then back to plain. */
  static String paint(String text, String style) {
    return style + text + RESET;
  }
}
