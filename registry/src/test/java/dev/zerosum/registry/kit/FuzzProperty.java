package dev.zerosum.registry.kit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.GameInputException;
import java.nio.charset.StandardCharsets;

/**
 * The one property every fuzz test holds a parser to: it returns a value, or throws the project's
 * own {@link GameInputException} with a message a person can read (not blank, of a few lines at
 * most, the input quoted cut). Anything else that escapes (a NullPointerException, an
 * ArrayIndexOutOfBounds, an error of a library) fails the test, and Jazzer keeps the input. The
 * app's fuzz tests and a game's (Connect Four's book and solve lines) hold their parsers to it.
 */
public final class FuzzProperty {
  /**
   * How long one target is fuzzed when {@code JAZZER_FUZZ=1} (a plain build runs the committed
   * corpus only, in seconds): ten minutes a target.
   */
  public static final String TARGET = "10m";

  /** The longest message a mistake may have: the input in it is quoted cut, never whole. */
  public static final int LONGEST_MESSAGE = 1_000;

  private FuzzProperty() {}

  /** Runs {@code parse}: it returns, or refuses the input in a message that holds the property. */
  public static void answers(Runnable parse) {
    try {
      parse.run();
    } catch (GameInputException refused) {
      String message = refused.getMessage();
      assertThat(message).as("the message of %s", refused.getClass().getName()).isNotBlank();
      assertThat(message.length())
          .as("the length of the message %s", message.substring(0, Math.min(200, message.length())))
          .isLessThanOrEqualTo(LONGEST_MESSAGE);
    }
  }

  /** Returns the fuzzer's bytes as text, as a reader of UTF-8 would (malformed bytes replaced). */
  public static String text(byte[] bytes) {
    return new String(bytes, StandardCharsets.UTF_8);
  }
}
