package dev.zerosum.core;

import java.util.Locale;

/**
 * Quotes what a person typed back to them in a message, cut to a few dozen characters: a line of
 * two megabytes must not come back whole.
 */
public final class InputText {
  /** Text longer than this is cut, and its length given. */
  public static final int SHOWN = 40;

  private InputText() {}

  /** Returns {@code 'text'}, or its first characters and its length when it is long. */
  public static String quote(String text) {
    if (text.length() <= SHOWN) {
      return "'" + text + "'";
    }
    return String.format(
        Locale.ROOT, "'%s…' (%,d characters)", text.substring(0, SHOWN - 8), text.length());
  }
}
