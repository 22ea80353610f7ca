package dev.zerosum.registry.i18n;

import dev.zerosum.core.AgentNote;
import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Problem;
import java.text.MessageFormat;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.ResourceBundle;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The texts of one package in every language: the resource bundle {@code Messages.properties}
 * (English) and {@code Messages_es.properties} (Spanish) beside the package's classes. A text is a
 * {@link MessageFormat} pattern: {@code {0}} is the first value, and a single quote is written
 * twice ({@code ''}) in every text, with values or not, so that a translator need not know which.
 *
 * <pre>{@code
 * private static final Messages MESSAGES = Messages.of(PlaySession.class);
 * out.println(MESSAGES.text("play.took-back", 2));   // in the current language
 * }</pre>
 *
 * <p>The bundles are read as UTF-8. A key missing from a bundle is a mistake of ours, caught by the
 * test that keeps the bundles whole, so it fails loudly rather than printing a key to a person.
 */
public final class Messages {
  /** The name of every bundle, in its package: the one core reads the English of problems from. */
  public static final String BUNDLE = EnglishTexts.BUNDLE;

  private final String baseName;
  private final ClassLoader loader;
  private final Module module;
  private final Map<Language, ResourceBundle> bundles = new ConcurrentHashMap<>();

  private Messages(String baseName, ClassLoader loader, Module module) {
    this.baseName = baseName;
    this.loader = loader;
    this.module = module;
  }

  /** Returns the texts of the package of {@code owner}. */
  public static Messages of(Class<?> owner) {
    return new Messages(
        owner.getPackageName() + "." + BUNDLE, owner.getClassLoader(), owner.getModule());
  }

  /** Returns the bundle's name: {@code dev.zerosum.app.play.Messages}. */
  public String baseName() {
    return baseName;
  }

  /** Returns the text {@code key} names in the current language, with {@code values} in it. */
  public String text(String key, Object... values) {
    return text(Language.current(), key, values);
  }

  /** Returns the text {@code key} names in {@code language}, with {@code values} in it. */
  public String text(Language language, String key, Object... values) {
    return new MessageFormat(bundle(language).getString(key), language.locale())
        .format(said(values, language));
  }

  // Typed text a game quoted for us is quoted in the language: a long text's length in its words.
  private static Object[] said(Object[] values, Language language) {
    Object[] said = values.clone();
    for (int i = 0; i < said.length; i++) {
      if (said[i] instanceof InputText.Quoted quoted) {
        said[i] = Quotes.say(quoted, language);
      }
    }
    return said;
  }

  /** Returns true when the bundle exists and has a text for {@code key}. */
  public boolean has(String key) {
    try {
      return bundle(Language.ENGLISH).containsKey(key);
    } catch (IllegalStateException noBundle) {
      return false; // a module of a game that speaks English only
    }
  }

  /** Returns every key and its pattern in {@code language}, sorted by key. */
  public Map<String, String> patterns(Language language) {
    ResourceBundle bundle = bundle(language);
    Map<String, String> patterns = new TreeMap<>();
    for (String key : Collections.list(bundle.getKeys())) {
      patterns.put(key, bundle.getString(key));
    }
    return patterns;
  }

  private ResourceBundle bundle(Language language) {
    return bundles.computeIfAbsent(language, this::load);
  }

  // Each language from its own file alone: no fallback to the JVM's locale, and the English file
  // (the base) stands in only for a key a translation lacks, which the bundle test forbids.
  private ResourceBundle load(Language language) {
    try {
      if (module.isNamed()) {
        // On the module path (every jar there is a named module, automatic or not) a Control is
        // refused; English asked as the root locale has no fallback to the JVM's locale either.
        return ResourceBundle.getBundle(
            baseName, language == Language.ENGLISH ? Locale.ROOT : language.locale(), module);
      }
      return ResourceBundle.getBundle(
          baseName,
          language.locale(),
          loader,
          ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    } catch (MissingResourceException missing) {
      throw new IllegalStateException("no resource bundle " + baseName, missing);
    }
  }

  /**
   * Returns {@code mistake} said in the current language: its problem said by {@link
   * #describe(Problem, List)} when it has a code, else its own message, said already.
   */
  public static String describe(GameInputException mistake, List<Messages> messages) {
    return mistake
        .problem()
        .map(problem -> describe(problem, messages))
        .orElseGet(mistake::getMessage);
  }

  /**
   * Returns {@code problem} said in the current language: the text of its code from the first of
   * {@code messages} that has one ({@code problem.} and the code), its values that are problems
   * said the same way; else its own (English) text.
   */
  public static String describe(Problem problem, List<Messages> messages) {
    String key = "problem." + problem.code();
    for (Messages candidate : messages) {
      if (candidate.has(key)) {
        Object[] values = problem.values().toArray();
        for (int i = 0; i < values.length; i++) {
          if (values[i] instanceof Problem part) {
            values[i] = describe(part, messages);
          }
        }
        return candidate.text(key, values);
      }
    }
    return problem.text();
  }

  /**
   * Returns an engine's {@code note} said in the current language: the text of its code from the
   * first of {@code messages} that has one ({@code note.} and the code), its values that are notes
   * (a verdict, an estimate) said the same way; else its own (English) text.
   */
  public static String say(AgentNote note, List<Messages> messages) {
    String key = "note." + note.code();
    for (Messages candidate : messages) {
      if (candidate.has(key)) {
        Object[] values = note.values().toArray();
        for (int i = 0; i < values.length; i++) {
          if (values[i] instanceof AgentNote part) {
            values[i] = say(part, messages);
          }
        }
        return candidate.text(key, values);
      }
    }
    return note.text();
  }
}
