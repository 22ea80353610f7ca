package dev.zerosum.app;

import java.util.ArrayList;
import java.util.List;

/**
 * Wraps help text at word boundaries before picocli sees it, so that no line is cut in the middle
 * of a phrase and continuation lines keep their indent.
 */
final class HelpText {
  /** The widest line: picocli's usage width, less a margin. */
  static final int WIDTH = 78;

  private HelpText() {}

  /**
   * Returns {@code text} in lines of at most {@link #WIDTH} characters, the first starting with
   * {@code first}, the others with {@code rest}.
   */
  static List<String> wrap(String text, String first, String rest) {
    List<String> lines = new ArrayList<>();
    StringBuilder line = new StringBuilder(first);
    int start = first.length();
    for (String word : text.strip().split("\\s+")) {
      if (line.length() > start && line.length() + 1 + word.length() > WIDTH) {
        lines.add(line.toString());
        line = new StringBuilder(rest);
        start = rest.length();
      }
      if (line.length() > start) {
        line.append(' ');
      }
      line.append(word);
    }
    lines.add(line.toString());
    return lines;
  }
}
