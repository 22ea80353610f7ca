package dev.zerosum.app.web;

import java.util.Locale;
import java.util.Optional;

/**
 * The origin of a web page, as its {@code Origin} header names it: {@code http://localhost:3000}.
 * Two origins are the same when scheme, host and port are, the port a scheme implies included.
 *
 * @param scheme {@code http} or {@code https}
 * @param host the host, with its port always (80 or 443 when the origin writes none)
 */
record Origin(String scheme, HostAddress host) {

  /** Returns the origin {@code text} says ({@code scheme://host[:port]}), or empty. */
  static Optional<Origin> parse(String text) {
    if (text == null) {
      return Optional.empty();
    }
    String trimmed = text.trim();
    int colon = trimmed.indexOf("://");
    if (colon < 0) {
      return Optional.empty(); // "null", from a file or a sandboxed frame, among others
    }
    String scheme = trimmed.substring(0, colon).toLowerCase(Locale.ROOT);
    if (!scheme.equals("http") && !scheme.equals("https")) {
      return Optional.empty();
    }
    String rest = trimmed.substring(colon + 3);
    if (rest.endsWith("/")) {
      rest = rest.substring(0, rest.length() - 1); // as a person may type it
    }
    int port = defaultPort(scheme);
    return HostAddress.parse(rest)
        .map(host -> new Origin(scheme, host.withPort(host.portOr(port))));
  }

  /**
   * Returns whether a page of this origin is the page of the host {@code host} names (as a {@code
   * Host} header does, its port implied by this origin's scheme when it writes none).
   */
  boolean isOf(HostAddress host) {
    return this.host.equals(host.withPort(host.portOr(defaultPort(scheme))));
  }

  private static int defaultPort(String scheme) {
    return scheme.equals("https") ? 443 : 80;
  }

  /** Returns the origin as a browser writes it, without the port its scheme implies. */
  @Override
  public String toString() {
    return host.port() == defaultPort(scheme)
        ? scheme + "://" + host.withPort(HostAddress.NO_PORT)
        : scheme + "://" + host;
  }
}
