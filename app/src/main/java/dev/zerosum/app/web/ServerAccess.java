package dev.zerosum.app.web;

import java.util.List;

/**
 * Who may use the server besides its own page, opened deliberately ({@code serve --allow-host},
 * {@code --allow-origin}). Without either, the server answers only requests addressed to the
 * address it listens on (or, on a loopback or wildcard address, to {@code localhost}, {@code
 * 127.0.0.1} or {@code [::1]} with its port), from no page but its own: no other site's page can
 * make it search, nor reach it under another name (DNS rebinding).
 *
 * @param hosts further names or addresses that requests may be addressed to ({@code zerosum.local},
 *     {@code 192.168.1.5}), each with a port (only that one) or without (any)
 * @param origins the pages of other sites that may call the API ({@code http://localhost:3000})
 */
public record ServerAccess(List<String> hosts, List<String> origins) {

  /** Checks every host and origin. */
  public ServerAccess {
    hosts = List.copyOf(hosts);
    origins = List.copyOf(origins);
    for (String host : hosts) {
      if (!isHost(host)) {
        throw new IllegalArgumentException("not a host name or address: " + host);
      }
    }
    for (String origin : origins) {
      if (!isOrigin(origin)) {
        throw new IllegalArgumentException("not an origin: " + origin);
      }
    }
  }

  /** Returns the access of a server that only its own page may use. */
  public static ServerAccess ownPageOnly() {
    return new ServerAccess(List.of(), List.of());
  }

  /** Returns whether {@code text} is a host name or address, with a port or without. */
  public static boolean isHost(String text) {
    return HostAddress.parse(text).isPresent();
  }

  /** Returns whether {@code text} is the origin of a web page: {@code scheme://host[:port]}. */
  public static boolean isOrigin(String text) {
    return Origin.parse(text).isPresent();
  }

  List<HostAddress> hostAddresses() {
    return hosts.stream().map(host -> HostAddress.parse(host).orElseThrow()).toList();
  }

  List<Origin> originsAllowed() {
    return origins.stream().map(origin -> Origin.parse(origin).orElseThrow()).toList();
  }
}
