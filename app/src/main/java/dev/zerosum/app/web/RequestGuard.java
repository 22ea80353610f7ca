package dev.zerosum.app.web;

import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Checks every request before anything reads its body or answers it, so that only the server's own
 * page can use the server:
 *
 * <ol>
 *   <li>its {@code Host} is the address the server listens on (on a loopback or wildcard address,
 *       {@code localhost}, {@code 127.0.0.1} or {@code [::1]} too), with the server's port, or a
 *       host allowed ({@code --allow-host}): else 421, which defeats DNS rebinding, where another
 *       site's name is made to point to this machine;
 *   <li>its {@code Origin}, when it has one, is the server's own or one allowed ({@code
 *       --allow-origin}): else 403, so that no other site's page can make the server search;
 *   <li>the length its body declares is within what the server reads: else 413 at once, before
 *       anything reads it (no {@code 100 Continue}, no wait for bytes that will not be read);
 *   <li>a POST's body is said to be JSON ({@code Content-Type: application/json}): else 415. A form
 *       or a {@code text/plain} body, which a page may send anywhere without asking first, is never
 *       taken.
 * </ol>
 *
 * <p>A page of an origin allowed gets the CORS headers that let its browser read the answers, and
 * its browser's preflight ({@code OPTIONS}) is answered here.
 */
final class RequestGuard implements Handler {
  /** The type a POST's body must have. */
  static final String JSON = "application/json";

  private static final List<String> LOOPBACK_NAMES = List.of("localhost", "127.0.0.1", "::1");

  private final Set<String> ownNames;
  private final List<HostAddress> allowedHosts;
  private final List<Origin> allowedOrigins;
  private final long maxBodyBytes;

  /**
   * Makes the guard of a server listening on {@code listenHost}, opened as {@code access} says,
   * that reads bodies of {@code maxBodyBytes} at most.
   */
  RequestGuard(String listenHost, ServerAccess access, long maxBodyBytes) {
    this.ownNames = ownNames(listenHost);
    this.allowedHosts = access.hostAddresses();
    this.allowedOrigins = access.originsAllowed();
    this.maxBodyBytes = maxBodyBytes;
  }

  /** A request refused before anything answers it: its status, and the text that says why. */
  static final class Refused extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final transient HttpStatus status;
    private final String key;
    private final transient Object[] values;

    Refused(HttpStatus status, String key, Object... values) {
      super(key, null, false, false);
      this.status = status;
      this.key = key;
      this.values = values.clone();
    }

    HttpStatus status() {
      return status;
    }

    /** Returns the key of the server's text ({@code api.} and it) that says why. */
    String key() {
      return key;
    }

    Object[] values() {
      return values.clone();
    }
  }

  /** The largest refused body still read to its end, so that its sender reads the refusal. */
  static final long DRAINED_BODY_BYTES = 1 << 20;

  // Reads the body to its end (at most DRAINED_BODY_BYTES); false when it could not be.
  private static boolean drained(Context ctx) {
    byte[] buffer = new byte[8192];
    long read = 0;
    try (java.io.InputStream body = ctx.req().getInputStream()) {
      for (int n = body.read(buffer); n >= 0 && read <= DRAINED_BODY_BYTES; n = body.read(buffer)) {
        read += n;
      }
      return read <= DRAINED_BODY_BYTES;
    } catch (java.io.IOException gone) {
      return false; // the client left: the refusal is for nobody
    }
  }

  @Override
  public void handle(Context ctx) {
    HostAddress host = addressedHost(ctx);
    Optional<Origin> crossOrigin = allowedCrossOrigin(ctx, host);
    long declared = ctx.req().getContentLengthLong();
    if (declared > maxBodyBytes) {
      // A body a little too large is read and dropped, so that a client still sending it gets the
      // answer (closing under it loses the 413 to a reset: seen in CI); a huge one is not read.
      if (declared > DRAINED_BODY_BYTES || !drained(ctx)) {
        ctx.header("Connection", "close"); // the body is not read: the connection cannot go on
      }
      throw new Refused(HttpStatus.CONTENT_TOO_LARGE, "too-large");
    }
    if ("POST".equals(ctx.method().name()) && !isJson(ctx.req().getContentType())) {
      String type = ctx.req().getContentType();
      String json = "Content-Type: " + JSON;
      throw type == null
          ? new Refused(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "no-type", json)
          : new Refused(HttpStatus.UNSUPPORTED_MEDIA_TYPE, "not-json", UserText.quote(type), json);
    }
    if (crossOrigin.isPresent()) {
      allowCrossOrigin(ctx, crossOrigin.get());
    }
  }

  /** Returns the host the request is addressed to, when it is this server. */
  private HostAddress addressedHost(Context ctx) {
    String header = ctx.header("Host");
    int port = ctx.req().getLocalPort();
    String own =
        ownNames.stream()
            .map(name -> new HostAddress(name, port).toString())
            .collect(Collectors.joining(", "));
    if (header == null) {
      throw new Refused(HttpStatus.MISDIRECTED_REQUEST, "no-host", own);
    }
    Optional<HostAddress> host = HostAddress.parse(header);
    boolean allowed =
        host.isPresent()
            && (isOwn(host.get(), port)
                || allowedHosts.stream().anyMatch(allowedHost -> allows(allowedHost, host.get())));
    if (!allowed) {
      String name = host.map(HostAddress::name).orElse(header);
      throw new Refused(
          HttpStatus.MISDIRECTED_REQUEST,
          "foreign-host",
          own,
          UserText.quote(header),
          UserText.quote(name));
    }
    return host.get();
  }

  private boolean isOwn(HostAddress host, int port) {
    return ownNames.contains(host.name()) && host.portOr(80) == port;
  }

  private static boolean allows(HostAddress allowed, HostAddress host) {
    return allowed.name().equals(host.name())
        && (allowed.port() == HostAddress.NO_PORT || allowed.port() == host.portOr(80));
  }

  /**
   * Returns the origin of a page of another site that may call the server; empty when the request
   * names no origin or its own.
   *
   * @throws Refused when it names another that is not allowed
   */
  private Optional<Origin> allowedCrossOrigin(Context ctx, HostAddress host) {
    String header = ctx.header("Origin");
    if (header == null) {
      return Optional.empty(); // not a browser's request on a page's behalf
    }
    Optional<Origin> origin = Origin.parse(header);
    if (origin.isPresent() && origin.get().isOf(host)) {
      return Optional.empty();
    }
    if (origin.isPresent() && allowedOrigins.contains(origin.get())) {
      return origin;
    }
    throw new Refused(HttpStatus.FORBIDDEN, "foreign-origin", UserText.quote(header));
  }

  /**
   * Lets the browser of a page of {@code origin} read the answer, and answers its preflight: the
   * methods and the one header the API takes.
   */
  private static void allowCrossOrigin(Context ctx, Origin origin) {
    ctx.header("Access-Control-Allow-Origin", origin.toString());
    ctx.res().addHeader("Vary", "Origin");
    if ("OPTIONS".equals(ctx.method().name())
        && ctx.header("Access-Control-Request-Method") != null) {
      ctx.header("Access-Control-Allow-Methods", "GET, POST");
      ctx.header("Access-Control-Allow-Headers", "Content-Type");
      ctx.header("Access-Control-Max-Age", "600");
      ctx.status(HttpStatus.NO_CONTENT);
      ctx.skipRemainingHandlers();
    }
  }

  private static boolean isJson(String contentType) {
    if (contentType == null) {
      return false;
    }
    int parameters = contentType.indexOf(';');
    String type = parameters < 0 ? contentType : contentType.substring(0, parameters);
    return type.trim().toLowerCase(Locale.ROOT).equals(JSON);
  }

  /**
   * Returns the names that mean this server: the address it listens on and, when that is a loopback
   * or wildcard address, the loopback names.
   */
  private static Set<String> ownNames(String listenHost) {
    String name = listenHost.toLowerCase(Locale.ROOT).replaceAll("^\\[|]$", "");
    Set<String> names = new LinkedHashSet<>();
    names.add(name);
    try {
      InetAddress address = InetAddress.getByName(name);
      if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
        names.addAll(LOOPBACK_NAMES);
      }
    } catch (UnknownHostException unknown) {
      // The server listens there, so the name resolves; if not, it alone means the server.
    }
    return names;
  }
}
