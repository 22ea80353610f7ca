package dev.zerosum.app.web;

import dev.zerosum.app.json.Json;
import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The page's own texts, which the page asks for with {@code GET /api/messages}: every key of this
 * package's bundle that starts with {@code page.}, in the language asked for, with the languages
 * the page may offer in its menu, each named in itself.
 *
 * <pre>{@code
 * {"language": "es",
 *  "languages": [{"tag": "en", "name": "English"}, {"tag": "es", "name": "Español"}],
 *  "messages": {"page.actions.undo": "Deshacer", ...}}
 * }</pre>
 *
 * <p>The texts are {@link java.text.MessageFormat} patterns, as every bundle holds them; the page
 * fills them itself (web/js/i18n.js).
 */
final class PageTexts {
  /** The texts of the page ({@code page.}), and of the server's own answers. */
  static final Messages MESSAGES = Messages.of(PageTexts.class);

  /** The English of the server's mistakes, from the same bundle. */
  private static final EnglishTexts ENGLISH = EnglishTexts.of(PageTexts.class);

  /** The start of every key the page is sent. */
  static final String PREFIX = "page.";

  /** The key of a language's name for itself: English, Español. */
  private static final String LANGUAGE_NAME = "page.language.name";

  private PageTexts() {}

  /**
   * Returns the mistake {@code problem.web.}{@code code} of this bundle says, with its English
   * message and its code, so that the server says it in the language of the request that made it.
   * The values are text: a number in a message about JSON is written as the JSON had it.
   */
  static GameInputException mistake(String code, String... values) {
    return new GameInputException(ENGLISH.problem("web." + code, (Object[]) values));
  }

  /** Returns the server's text {@code api.}{@code key} in the current language. */
  static String text(String key, Object... values) {
    return MESSAGES.text("api." + key, values);
  }

  /** Returns the answer to {@code GET /api/messages} in {@code language}. */
  static String json(Language language) {
    List<Map<String, String>> languages = new ArrayList<>();
    for (Language offered : Language.values()) {
      Map<String, String> entry = new LinkedHashMap<>();
      entry.put("tag", offered.tag());
      entry.put("name", MESSAGES.patterns(offered).get(LANGUAGE_NAME));
      languages.add(entry);
    }
    Map<String, String> texts = new LinkedHashMap<>();
    MESSAGES
        .patterns(language)
        .forEach(
            (key, pattern) -> {
              if (key.startsWith(PREFIX)) {
                texts.put(key, pattern);
              }
            });
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("language", language.tag());
    answer.put("languages", languages);
    answer.put("messages", texts);
    return Json.write(answer);
  }
}
