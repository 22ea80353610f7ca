package dev.zerosum.core;

import java.util.List;
import java.util.Objects;

/**
 * What is wrong with a person's input, in a form every language can say: a stable code, the values
 * the text names, and the text in English, the default. A {@link GameInputException} is made from
 * one, and an interface that speaks another language says the code in its own words, with the
 * values (the registry's {@code Messages.describe}).
 *
 * <p>A game reads the English of its problems from its English bundle with {@link EnglishTexts}, so
 * that the text is written once, beside its translations:
 *
 * <pre>{@code
 * private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4Notation.class);
 * throw new IllegalMoveException(ENGLISH.problem("connect4.column-full", "4"));
 * }</pre>
 *
 * <p>A value may itself be a problem (a part said its own way: a line's number, then what is wrong
 * on the line), an {@link InputText.Quoted}, a number or a text.
 *
 * @param code names the problem for every language ({@code game.what}, lower case)
 * @param text the problem said in English, the values in it
 * @param values the values the text names, in the order of the code's texts ({@code {0}} first)
 */
public record Problem(String code, String text, List<Object> values) {
  /** Checks and copies the values. */
  public Problem {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(text, "text");
    values = List.copyOf(values);
  }

  /** Returns the problem {@code code}, said {@code text} in English, naming {@code values}. */
  public static Problem of(String code, String text, Object... values) {
    return new Problem(code, text, List.of(values));
  }

  /** Returns the English text, so that a problem within a problem reads as its text. */
  @Override
  public String toString() {
    return text;
  }
}
