package dev.zerosum.registry.i18n;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The languages zerosum speaks, and which one a person gets: {@code --lang} on the command line,
 * else the locale of the environment ({@code LC_ALL}, then {@code LC_MESSAGES}, then {@code LANG},
 * as POSIX orders them), else the JVM's locale, else English. The environment is read directly
 * because a JVM reports English when the system lacks the locale named there, as many servers do.
 *
 * <p>The language of what a thread writes is {@link #current()}: the command line sets it for its
 * run and the web server for each request, with {@link #use}, so that the code that writes text
 * need not pass it along.
 */
public enum Language {
  ENGLISH("en", Locale.ENGLISH),
  SPANISH("es", Locale.forLanguageTag("es"));

  // Inherited, so that the threads a command starts (searches, progress) speak its language.
  private static final InheritableThreadLocal<Language> CURRENT = new InheritableThreadLocal<>();

  private final String tag;
  private final Locale locale;

  Language(String tag, Locale locale) {
    this.tag = tag;
    this.locale = locale;
  }

  /** Returns the two-letter code: {@code en}, {@code es}. */
  public String tag() {
    return tag;
  }

  /** Returns the locale whose conventions its texts use (numbers, plurals). */
  public Locale locale() {
    return locale;
  }

  /** Returns the language of this thread's texts: the one in use, else English. */
  public static Language current() {
    Language language = CURRENT.get();
    return language == null ? ENGLISH : language;
  }

  /**
   * Makes {@code language} this thread's (and the threads it starts) until the returned scope is
   * closed, which restores the one before.
   *
   * <pre>{@code
   * try (Language.Scope scope = Language.use(Language.SPANISH)) {
   *   out.println(messages.text("play.again"));   // "¿Jugar otra vez? (s/n) "
   * }
   * }</pre>
   */
  public static Scope use(Language language) {
    Language before = CURRENT.get();
    CURRENT.set(language);
    return () -> CURRENT.set(before);
  }

  /** Restores the language that was in use before {@link #use}. */
  @FunctionalInterface
  public interface Scope extends AutoCloseable {
    @Override
    void close();
  }

  /**
   * Returns the language a tag or locale name names, in any of the usual spellings ({@code es},
   * {@code es-MX}, {@code es_ES.UTF-8}, {@code ES}); {@code C} and {@code POSIX} are English; empty
   * for a language zerosum does not speak.
   */
  public static Optional<Language> fromTag(String tag) {
    if (tag == null) {
      return Optional.empty();
    }
    String name = tag.strip();
    if (name.equals("C") || name.startsWith("C.") || name.equals("POSIX")) {
      return Optional.of(ENGLISH);
    }
    // The language is what comes before a territory (_ES, -MX), a codeset (.UTF-8) or a modifier.
    String language = name.split("[-_.@]", 2)[0].toLowerCase(Locale.ROOT);
    for (Language candidate : values()) {
      if (candidate.tag.equals(language)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the language the environment asks for: the first of {@code LC_ALL}, {@code LC_MESSAGES}
   * and {@code LANG} that is set and not empty decides (a language zerosum does not speak gives
   * English, as the system's own programs fall back to theirs); none set leaves it to {@code
   * jvmLocale}.
   */
  public static Language fromEnvironment(Map<String, String> environment, Locale jvmLocale) {
    for (String variable : new String[] {"LC_ALL", "LC_MESSAGES", "LANG"}) {
      String value = environment.get(variable);
      if (value != null && !value.isBlank()) {
        return fromTag(value).orElse(ENGLISH);
      }
    }
    return fromTag(jvmLocale.getLanguage()).orElse(ENGLISH);
  }

  /**
   * Returns the language an HTTP {@code Accept-Language} header prefers among those zerosum speaks
   * ({@code es-ES,es;q=0.9,en;q=0.8}), by quality, the first listed winning a tie; English when it
   * names none of them or is absent.
   */
  public static Language fromAcceptLanguage(String header) {
    if (header == null) {
      return ENGLISH;
    }
    Language best = ENGLISH;
    double bestQuality = 0;
    for (String range : header.split(",")) {
      String[] parts = range.strip().split(";");
      double quality = 1;
      for (int i = 1; i < parts.length; i++) {
        String parameter = parts[i].strip();
        if (parameter.startsWith("q=")) {
          try {
            quality = Double.parseDouble(parameter.substring(2));
          } catch (NumberFormatException unreadable) {
            quality = 0; // a range we cannot read is not one we were asked for
          }
        }
      }
      Optional<Language> language = parts[0].equals("*") ? Optional.empty() : fromTag(parts[0]);
      if (language.isPresent() && quality > bestQuality) {
        best = language.get();
        bestQuality = quality;
      }
    }
    return best;
  }
}
