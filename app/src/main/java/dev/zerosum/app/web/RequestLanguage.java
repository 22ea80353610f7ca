package dev.zerosum.app.web;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.i18n.Language;
import io.javalin.http.Context;
import java.util.Optional;

/**
 * The language a request asks for: its {@code lang} parameter ({@code ?lang=es}) when it has one,
 * which is how the page's language menu overrides the browser, else its {@code Accept-Language}
 * header, else English.
 */
final class RequestLanguage {
  /** The query parameter that names the language. */
  static final String PARAMETER = "lang";

  private RequestLanguage() {}

  /**
   * Returns the language of a request with parameter {@code lang} (null when absent) and header
   * {@code acceptLanguage} (null when absent).
   *
   * @throws GameInputException when {@code lang} names a language zerosum does not speak
   */
  static Language of(String lang, String acceptLanguage) {
    if (lang == null) {
      return Language.fromAcceptLanguage(acceptLanguage);
    }
    Optional<Language> named = Language.fromTag(lang);
    if (named.isEmpty()) {
      throw PageTexts.mistake("language", lang);
    }
    return named.get();
  }

  /** Returns the language {@code ctx} asks for; see {@link #of(String, String)}. */
  static Language of(Context ctx) {
    return of(ctx.queryParam(PARAMETER), ctx.header("Accept-Language"));
  }

  /**
   * Returns the language to say a problem with {@code ctx} in: the one it asks for, or by its
   * {@code Accept-Language} alone when its {@code lang} is the problem.
   */
  static Language forErrors(Context ctx) {
    try {
      return of(ctx);
    } catch (GameInputException unknownLanguage) {
      return Language.fromAcceptLanguage(ctx.header("Accept-Language"));
    }
  }
}
