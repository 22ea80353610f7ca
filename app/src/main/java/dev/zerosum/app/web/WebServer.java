package dev.zerosum.app.web;

import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.staticfiles.Location;
import java.net.URI;

/**
 * The web server of {@code zerosum serve}: the page (static files from the jar) and the JSON API
 * under {@code /api}. Every error is answered in JSON, {@code {"error": "..."}}, Jetty's own
 * included, and no stack trace ever reaches a client.
 *
 * <p>Only the server's own page can use it: a request addressed to another host, sent from another
 * site's page, or whose body is not JSON is refused before anything reads it ({@link
 * RequestGuard}), unless {@link ServerAccess} opens the server to it; every answer carries headers
 * that keep the page's own scripts the only ones ({@link SecurityHeaders}).
 *
 * <p>Every search a request starts is bounded: it runs within the server's time, at most one per
 * core at once ({@link SearchSlots}); more wait in a short queue, and past it a request gets 503
 * with {@code Retry-After}. A request is read and checked in full before it waits, and what needs
 * no search (a view, a player's own move, a malformed request) never waits ({@link Reply}). A
 * search whose client goes away stops ({@link ClientWatch}).
 *
 * <p>What it serves is a table of routes ({@link ApiRoutes}) and what it answers when a request
 * fails, a map of errors ({@link ApiErrors}).
 *
 * <pre>{@code
 * try (WebServer server = WebServer.start("127.0.0.1", 0, ServerSettings.standard())) {
 *   URI page = server.uri();  // http://127.0.0.1:<port>/
 * }
 * }</pre>
 */
public final class WebServer implements AutoCloseable {
  /** Requests with a larger body are refused with 413. */
  public static final long MAX_BODY_BYTES = 16 * 1024;

  private final Javalin app;
  private final String host;
  private final SearchSlots slots;
  private final ClientWatch watch;
  private final ApiErrors errors;

  private WebServer(
      Javalin app, String host, SearchSlots slots, ClientWatch watch, ApiErrors errors) {
    this.app = app;
    this.host = host;
    this.slots = slots;
    this.watch = watch;
    this.errors = errors;
  }

  /**
   * Starts a server on {@code host} and {@code port} (0 picks a free one) that only its own page
   * may use.
   */
  public static WebServer start(String host, int port, ServerSettings settings) {
    return start(host, port, settings, ServerAccess.ownPageOnly());
  }

  /**
   * Starts a server on {@code host} and {@code port} (0 picks a free one), opened to the hosts and
   * origins {@code access} names besides its own page.
   */
  public static WebServer start(
      String host, int port, ServerSettings settings, ServerAccess access) {
    SearchSlots slots = new SearchSlots(settings.searches(), settings.time(), settings.giveUp());
    ClientWatch watch = new ClientWatch();
    RequestGuard guard = new RequestGuard(host, access, MAX_BODY_BYTES);
    ApiErrors errors = new ApiErrors(settings);
    Javalin app =
        Javalin.create(
            config -> {
              serveThePage(config);
              config.routes.before(guard);
              for (ApiRoutes.Route route : ApiRoutes.of(settings, new SearchTurns(slots, watch))) {
                config.routes.addHttpHandler(route.method(), route.path(), route.handler());
              }
              errors.register(config.routes);
            });
    app.start(host, port);
    return new WebServer(app, host, slots, watch, errors);
  }

  /**
   * Sets up the HTTP side: the largest body, Jetty's own errors and the security headers, and the
   * page's files from the jar.
   */
  private static void serveThePage(JavalinConfig config) {
    config.http.maxRequestSize = MAX_BODY_BYTES;
    config.http.prefer405over404 = true;
    config.startup.showJavalinBanner = false;
    config.jetty.modifyServer(server -> server.setErrorHandler(new ContainerErrors()));
    config.jetty.modifyHttpConfiguration(http -> http.addCustomizer(SecurityHeaders.customizer()));
    config.staticFiles.add(
        files -> {
          files.directory = "/web";
          files.location = Location.CLASSPATH;
          // Text says its charset, so that no browser guesses it.
          files.mimeTypes.add("text/html;charset=utf-8", "html");
          files.mimeTypes.add("text/css;charset=utf-8", "css");
          files.mimeTypes.add("text/javascript;charset=utf-8", "js");
        });
  }

  /** Returns the port the server listens on. */
  public int port() {
    return app.port();
  }

  /** Returns the address of the page. */
  public URI uri() {
    return URI.create(
        "http://" + (host.contains(":") ? "[" + host + "]" : host) + ":" + port() + "/");
  }

  /**
   * Returns the server's search slots, which a test may hold to see what waits and what does not.
   */
  SearchSlots searchSlots() {
    return slots;
  }

  /** Returns how many requests ended before their body did: their client left, or broke it. */
  public int requestsEndedEarly() {
    return errors.endedEarly();
  }

  /** Returns how many searches are running now: 0 once every answer is out. */
  public int searchesRunning() {
    return slots.running();
  }

  /** Returns the most searches that ran at once since the server started. */
  public int mostSearchesRunning() {
    return slots.mostRunning();
  }

  /**
   * Returns how many requests waited their whole wait for a turn and got 503 then, rather than at
   * once; 0 while the queue learns well how long turns last.
   */
  public int requestsTurnedAwayLate() {
    return slots.turnedAwayLate();
  }

  /** Stops the server. */
  @Override
  public void close() {
    app.stop();
    watch.close();
  }
}
