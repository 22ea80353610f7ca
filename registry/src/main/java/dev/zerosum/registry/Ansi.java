package dev.zerosum.registry;

/** The few ANSI escape codes the boards are painted with at a terminal. */
public final class Ansi {
  /** An escape code. */
  public static final String BOLD_RED = "\u001b[1;31m";

  /** An escape code. */
  public static final String BOLD_YELLOW = "\u001b[1;33m";

  /** An escape code. */
  public static final String BOLD_CYAN = "\u001b[1;36m";

  /** An escape code. */
  public static final String DIM = "\u001b[2m";

  /** An escape code. */
  public static final String RESET = "\u001b[0m";

  private Ansi() {}

  /** Returns {@code text} in {@code style}, then back to plain. */
  public static String paint(String text, String style) {
    return style + text + RESET;
  }
}
