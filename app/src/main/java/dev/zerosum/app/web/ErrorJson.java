package dev.zerosum.app.web;

import dev.zerosum.app.json.Json;
import dev.zerosum.registry.i18n.Language;
import java.util.Map;

/**
 * The body of every error the server answers, {@code {"error": "..."}}: the routes', Javalin's and
 * Jetty's own alike. Characters that could be read as markup ({@code < > &}) are written as JSON
 * escapes, so that the body shows no tag to anything that would read it as HTML; the text a program
 * reads from it is the same.
 */
final class ErrorJson {
  /** The type of every JSON answer. */
  static final String CONTENT_TYPE = "application/json;charset=utf-8";

  private ErrorJson() {}

  /** Returns the body that says {@code message}. */
  static String of(String message) {
    return Json.write(Map.of("error", message))
        .replace("<", "\\u003c")
        .replace(">", "\\u003e")
        .replace("&", "\\u0026");
  }

  /**
   * Returns what the server says, in {@code language}, of a request that HTTP itself refused with
   * {@code status} (a request Jetty could not read, one too large or too slow), which names nothing
   * of the request.
   */
  static String statusText(int status, Language language) {
    String key =
        switch (status) {
          case 400 -> "bad-request";
          case 404 -> "no-resource";
          case 408 -> "timeout";
          case 413 -> "too-large";
          case 414 -> "uri-too-long";
          case 431 -> "headers-too-large";
          case 500 -> "failed";
          case 503 -> "busy";
          default -> "status";
        };
    return PageTexts.MESSAGES.text(language, "api." + key, Integer.toString(status));
  }
}
