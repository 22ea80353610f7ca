package dev.zerosum.core;

import java.util.Locale;
import java.util.Objects;

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
    return quoted(text).toString();
  }

  /**
   * Returns {@code text} ready to quote: a game passes it as a value of a coded mistake, so that an
   * interface in another language can give the length of a long text in its own words.
   */
  public static Quoted quoted(String text) {
    return new Quoted(text);
  }

  /**
   * What a person typed, to quote in a message; {@link #toString()} quotes it in English.
   *
   * @param text the whole text typed
   */
  public record Quoted(String text) {
    /** Checks the text. */
    public Quoted {
      Objects.requireNonNull(text, "text");
    }

    /** Returns true when the text is too long to quote whole. */
    public boolean isCut() {
      return text.length() > SHOWN;
    }

    /** Returns the text as quoted: whole, or its first characters followed by an ellipsis. */
    public String shown() {
      return isCut() ? text.substring(0, SHOWN - 8) + "…" : text;
    }

    /** Returns the length of the whole text, in characters. */
    public int length() {
      return text.length();
    }

    /** Returns {@code 'text'}, or its first characters and its length when it is long. */
    @Override
    public String toString() {
      if (!isCut()) {
        return "'" + text + "'";
      }
      return String.format(Locale.ROOT, "'%s' (%,d characters)", shown(), length());
    }
  }
}
