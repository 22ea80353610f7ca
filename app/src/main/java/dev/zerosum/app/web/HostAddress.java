package dev.zerosum.app.web;

import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A host as a {@code Host} header or an origin names it: a name or an address, in lower case and
 * without the brackets of an IPv6 address, and a port when one is written.
 *
 * @param name {@code localhost}, {@code 127.0.0.1}, {@code ::1}, {@code zerosum.local} …
 * @param port the port written after it, or {@link #NO_PORT}
 */
record HostAddress(String name, int port) {
  /** The port of an address that names none. */
  static final int NO_PORT = -1;

  /** A name or IPv4 address, or an IPv6 address in brackets; then {@code :port} or nothing. */
  private static final Pattern FORM =
      Pattern.compile(
          "(?:([a-z0-9]([a-z0-9._-]*[a-z0-9])?)|\\[([0-9a-f:.]+)\\])(?::([0-9]{1,5}))?");

  /** Returns the address {@code text} says, or empty when it is not one. */
  static Optional<HostAddress> parse(String text) {
    if (text == null) {
      return Optional.empty();
    }
    Matcher form = FORM.matcher(text.trim().toLowerCase(Locale.ROOT));
    if (!form.matches()) {
      return Optional.empty();
    }
    String name = form.group(1) != null ? form.group(1) : form.group(3);
    if (form.group(4) == null) {
      return Optional.of(new HostAddress(name, NO_PORT));
    }
    int port = Integer.parseInt(form.group(4));
    return port >= 1 && port <= 65_535
        ? Optional.of(new HostAddress(name, port))
        : Optional.empty();
  }

  /** Returns the port, or {@code otherwise} when none is written. */
  int portOr(int otherwise) {
    return port == NO_PORT ? otherwise : port;
  }

  /** Returns this address with {@code port}. */
  HostAddress withPort(int port) {
    return new HostAddress(name, port);
  }

  /** Returns the address as a {@code Host} header writes it: {@code [::1]:8080}. */
  @Override
  public String toString() {
    String host = name.contains(":") ? "[" + name + "]" : name;
    return port == NO_PORT ? host : host + ":" + port;
  }
}
