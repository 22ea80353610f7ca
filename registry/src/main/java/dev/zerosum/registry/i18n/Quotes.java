package dev.zerosum.registry.i18n;

import dev.zerosum.core.InputText;

/**
 * Quotes what a person typed in the current language: {@link InputText} cuts a long text, and the
 * words that give its length come from this package's bundle ("(2,000 characters)", "(2.000
 * caracteres)").
 *
 * <pre>{@code
 * MESSAGES.text("registry.unknown-game", Quotes.quote(typed), names);
 * }</pre>
 */
public final class Quotes {
  private static final Messages MESSAGES = Messages.of(Quotes.class);

  private Quotes() {}

  /** Returns {@code text} quoted in the current language. */
  public static String quote(String text) {
    return say(InputText.quoted(text), Language.current());
  }

  /** Returns {@code quoted} in {@code language}. */
  public static String say(InputText.Quoted quoted, Language language) {
    return quoted.isCut()
        ? MESSAGES.text(language, "input.quoted-long", quoted.shown(), quoted.length())
        : MESSAGES.text(language, "input.quoted", quoted.shown());
  }
}
