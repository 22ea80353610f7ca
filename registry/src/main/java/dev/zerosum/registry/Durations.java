package dev.zerosum.registry;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.i18n.Quotes;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes the times people give to engines, one syntax everywhere: {@code 2s}, {@code
 * 1.5s}, {@code 500ms}.
 */
public final class Durations {
  private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d{1,3})?)(ms|s)");

  /** The longest time read, in milliseconds: 999999s, some 11 days, beyond any move's. */
  private static final BigDecimal LONGEST = BigDecimal.valueOf(999_999_000L);

  private static final Messages MESSAGES = Messages.of(Durations.class);

  private Durations() {}

  /**
   * Returns the duration {@code text} gives: a number of seconds or milliseconds.
   *
   * @throws GameInputException if it is no such duration, not above 0, or longer than 999999s
   */
  public static Duration parse(String text) {
    String trimmed = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
    Matcher matcher = DURATION.matcher(trimmed);
    if (matcher.matches()) {
      // Read only as long as a time can be: a number of a million digits is read in no time.
      String number = matcher.group(1).replaceFirst("^0+(?=\\d)", "");
      BigDecimal amount = number.length() > 16 ? null : new BigDecimal(number);
      BigDecimal millis =
          amount == null || matcher.group(2).equals("ms") ? amount : amount.movePointRight(3);
      if (millis == null || millis.compareTo(LONGEST) > 0) {
        throw new GameInputException(
            MESSAGES.text("registry.duration.too-long", Quotes.quote(text), format(LONGEST)));
      }
      long rounded = millis.setScale(0, RoundingMode.HALF_UP).longValueExact();
      if (rounded > 0) {
        return Duration.ofMillis(rounded);
      }
      throw new GameInputException(MESSAGES.text("registry.duration.zero", Quotes.quote(text)));
    }
    throw new GameInputException(MESSAGES.text("registry.duration.bad", Quotes.quote(text)));
  }

  /**
   * Returns {@code duration} as {@link #parse} reads it: {@code 2s}, {@code 1.5s}, {@code 500ms}.
   */
  public static String format(Duration duration) {
    return format(BigDecimal.valueOf(duration.toMillis()));
  }

  private static String format(BigDecimal milliseconds) {
    long millis = milliseconds.longValueExact();
    if (millis % 1000 == 0) {
      return millis / 1000 + "s";
    }
    if (millis > 1000 && millis % 100 == 0) {
      return String.format(Locale.ROOT, "%.1fs", millis / 1000.0);
    }
    return millis + "ms";
  }
}
