package dev.zerosum.app.web;

import java.util.Map;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.server.HttpConfiguration;

/**
 * The headers every answer of the server carries, whatever answers it (a route, a static file, an
 * error of Jetty's own): a browser may run only the page's own scripts and styles, may not guess
 * another type than the one said, may not show the page in a frame, and tells no other site where
 * the player came from.
 *
 * <p>The page needs no more than that: its scripts are ES modules from {@code /js/}, its style
 * sheet {@code /style.css}, it sets styles through the DOM ({@code style.setProperty}), which a
 * policy without {@code 'unsafe-inline'} allows, it has no inline handler and no {@code eval}, and
 * it talks to its own origin only.
 */
final class SecurityHeaders {
  /** The policy of every answer: the page's own files, and nothing from elsewhere. */
  static final String CONTENT_SECURITY_POLICY =
      String.join(
          "; ",
          "default-src 'none'",
          "script-src 'self'",
          "style-src 'self'",
          "img-src 'self' data: blob:",
          "connect-src 'self'",
          "base-uri 'none'",
          "form-action 'none'",
          "frame-ancestors 'none'");

  /** Every header and its value. */
  static final Map<String, String> HEADERS =
      Map.of(
          "X-Content-Type-Options", "nosniff",
          "Content-Security-Policy", CONTENT_SECURITY_POLICY,
          "X-Frame-Options", "DENY",
          "Referrer-Policy", "no-referrer",
          "Cross-Origin-Resource-Policy", "same-origin");

  private SecurityHeaders() {}

  /** Puts every header into {@code headers}, replacing any value they had. */
  static void putInto(HttpFields.Mutable headers) {
    HEADERS.forEach(headers::put);
  }

  /**
   * Returns the step of Jetty's that gives every request's answer the headers before anything
   * handles it, so that no answer goes out without them.
   */
  static HttpConfiguration.Customizer customizer() {
    return (request, responseHeaders) -> {
      putInto(responseHeaders);
      return request;
    };
  }
}
