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

    /** Returns true when the text is too long to quote whole (its control characters escaped). */
    public boolean isCut() {
      return text.length() > SHOWN || escaped(Integer.MAX_VALUE).length() > SHOWN;
    }

    /**
     * Returns the text as quoted: whole, or its first characters followed by an ellipsis; a control
     * character (a NUL, an escape, a line break …) is shown as an escape (a backslash and n for a
     * line break, a backslash, u and four hex digits for most others), so that what was typed
     * cannot move the cursor, colour the terminal or start a line.
     */
    public String shown() {
      return isCut() ? escaped(SHOWN - 8) + "…" : escaped(SHOWN);
    }

    /** Returns the text escaped, cut to at most {@code most} characters at a whole escape. */
    private String escaped(int most) {
      StringBuilder shown = new StringBuilder();
      for (int at = 0; at < text.length(); ) {
        int point = text.codePointAt(at);
        String one = escape(point);
        if (shown.length() + one.length() > most) {
          break;
        }
        shown.append(one);
        at += Character.charCount(point);
      }
      return shown.toString();
    }

    private static String escape(int point) {
      return switch (point) {
        case '\n' -> "\\n";
        case '\r' -> "\\r";
        case '\t' -> "\\t";
        case 0 -> "\\0";
        default ->
            shownAsEscape(point)
                ? String.format(Locale.ROOT, "\\u%04x", point)
                : Character.toString(point);
      };
    }

    /**
     * Returns true for a character that acts rather than shows: a control character, a line or
     * paragraph separator, or one of the marks that reverse the direction of the text after it.
     */
    private static boolean shownAsEscape(int point) {
      return Character.isISOControl(point)
          || point == 0x2028
          || point == 0x2029
          || (point >= 0x202a && point <= 0x202e)
          || (point >= 0x2066 && point <= 0x2069)
          || (Character.getType(point) == Character.SURROGATE);
    }

    /** Returns the length of the whole text, in characters. */
    public int length() {
      return text.length();
    }

    /** Returns {@code 'text'}, or its first characters and its length when it is long. */
    @Override
    public String toString() {
      if (!isCut()) {
        return "'" + shown() + "'";
      }
      return String.format(Locale.ROOT, "'%s' (%,d characters)", shown(), length());
    }
  }
}
