package dev.zerosum.registry;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.i18n.Quotes;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes the times people give to engines, one syntax everywhere: {@code 2s}, {@code
 * 1.5s}, {@code 500ms}.
 */
public final class Durations {
  private static final Pattern DURATION = Pattern.compile("(\\d{1,6}(?:\\.\\d{1,3})?)(ms|s)");

  private static final Messages MESSAGES = Messages.of(Durations.class);

  private Durations() {}

  /**
   * Returns the duration {@code text} gives: a number of seconds or milliseconds.
   *
   * @throws GameInputException if it is no such duration, or not above 0
   */
  public static Duration parse(String text) {
    String trimmed = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
    Matcher matcher = DURATION.matcher(trimmed);
    if (matcher.matches()) {
      double amount = Double.parseDouble(matcher.group(1));
      long millis = Math.round(matcher.group(2).equals("s") ? amount * 1000 : amount);
      if (millis > 0) {
        return Duration.ofMillis(millis);
      }
      throw new GameInputException(MESSAGES.text("registry.duration.zero", Quotes.quote(text)));
    }
    throw new GameInputException(MESSAGES.text("registry.duration.bad", Quotes.quote(text)));
  }

  /**
   * Returns {@code duration} as {@link #parse} reads it: {@code 2s}, {@code 1.5s}, {@code 500ms}.
   */
  public static String format(Duration duration) {
    long millis = duration.toMillis();
    if (millis % 1000 == 0) {
      return millis / 1000 + "s";
    }
    if (millis > 1000 && millis % 100 == 0) {
      return String.format(Locale.ROOT, "%.1fs", millis / 1000.0);
    }
    return millis + "ms";
  }
}
