package dev.zerosum.app.web;

/**
 * Text a request brought, made fit to quote in an error message: at most {@link #MOST} characters
 * (then an ellipsis), its control characters written as escapes ({@code \n}, {@code \u0000}), so
 * that a message never carries a request's whole body, nor lines or bytes a log or a screen would
 * take for its own. What could be markup is escaped where a message is written as JSON ({@link
 * ErrorJson}).
 */
final class UserText {
  /** The most characters of a request's text a message quotes. */
  static final int MOST = 80;

  /** The most characters of a whole message that quotes what it likes (a game's own words). */
  static final int MOST_IN_MESSAGE = 400;

  private UserText() {}

  /** Returns {@code text} cut to {@link #MOST} characters, control characters escaped. */
  static String quote(String text) {
    return escaped(cut(text, MOST));
  }

  /** Returns {@code message} cut to {@link #MOST_IN_MESSAGE} characters. */
  static String message(String message) {
    return cut(message, MOST_IN_MESSAGE);
  }

  private static String cut(String text, int most) {
    if (text == null || text.codePointCount(0, text.length()) <= most) {
      return text;
    }
    return text.substring(0, text.offsetByCodePoints(0, most)) + "…";
  }

  /** Returns {@code text} with its control characters written as escapes. */
  static String escaped(String text) {
    if (text == null) {
      return null;
    }
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        default -> {
          if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
            out.append(String.format("\\u%04x", (int) c));
          } else {
            out.append(c);
          }
        }
      }
    }
    return out.toString();
  }
}
