package dev.zerosum.core;

import java.text.MessageFormat;
import java.util.List;
import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * The English of a package's problems and notes, read from its English bundle: the file {@code
 * Messages.properties} beside the package's classes, which holds {@code problem.}<i>code</i> and
 * {@code note.}<i>code</i> as {@link MessageFormat} patterns ({@code {0}} is the first value, a
 * single quote is written twice). Its twin {@code Messages_es.properties} holds the same keys in
 * Spanish, for the interfaces that speak it.
 *
 * <pre>{@code
 * private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4Position.class);
 * throw new IllegalMoveException(ENGLISH.problem("connect4.column-full", "4"));
 * // getMessage(): "column 4 is full (6 stones); choose another column"
 * }</pre>
 *
 * <p>Why the bundle and not a Java string: each text is then written once, in the file a translator
 * reads, and the code can never say one thing while the bundle says another. Core itself knows no
 * words of any language; it reads them from the game. Nothing here needs the registry: the bundle
 * travels in the game's jar, so a game used as a plain library still gives every mistake its
 * English message.
 *
 * <p>A key the bundle lacks is a mistake of ours, caught by the tests that make every problem a
 * game can report: it fails loudly rather than showing a person a key.
 */
public final class EnglishTexts {
  /** The name of every bundle, in its package; the file without a language is the English one. */
  public static final String BUNDLE = "Messages";

  private final String baseName;
  private final ClassLoader loader;

  private EnglishTexts(String baseName, ClassLoader loader) {
    this.baseName = baseName;
    this.loader = loader;
  }

  /**
   * Returns the English texts of the package of {@code owner}; the bundle is read when first used.
   */
  public static EnglishTexts of(Class<?> owner) {
    return new EnglishTexts(owner.getPackageName() + "." + BUNDLE, owner.getClassLoader());
  }

  /**
   * Returns the problem {@code code} naming {@code values}, said in English as the bundle's {@code
   * problem.}<i>code</i> says it.
   */
  public Problem problem(String code, Object... values) {
    return new Problem(code, text("problem." + code, values), List.of(values));
  }

  /**
   * Returns the note {@code code} naming {@code values}, said in English as the bundle's {@code
   * note.}<i>code</i> says it.
   */
  public AgentNote note(String code, Object... values) {
    return new AgentNote(code, text("note." + code, values), List.of(values));
  }

  /**
   * Returns the English text {@code key} names, with {@code values} in it: a value that is a
   * problem, a note or a quoted input reads as its English text.
   *
   * @throws IllegalStateException if the package has no English bundle, or it has no such key
   */
  public String text(String key, Object... values) {
    String pattern;
    try {
      pattern = bundle().getString(key);
    } catch (MissingResourceException missing) {
      throw new IllegalStateException("no English text " + key + " in " + baseName, missing);
    }
    return new MessageFormat(pattern, Locale.ENGLISH).format(values);
  }

  // The file without a language alone: no fallback to the JVM's locale, whatever it is. The JDK
  // keeps the bundle once read, so asking again costs a lookup.
  private ResourceBundle bundle() {
    return ResourceBundle.getBundle(
        baseName,
        Locale.ROOT,
        loader,
        ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
  }
}
