package dev.zerosum.app.web;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Ticker;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import java.net.URI;
import java.time.Duration;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The web server of {@code zerosum serve}: the page (static files from the jar) and the JSON API
 * under {@code /api}. Every error is answered in JSON, {@code {"error": "..."}}, and no stack trace
 * ever reaches a client.
 *
 * <pre>{@code
 * try (WebServer server = WebServer.start("127.0.0.1", 0, Duration.ofSeconds(2))) {
 *   URI page = server.uri();  // http://127.0.0.1:<port>/
 * }
 * }</pre>
 */
public final class WebServer implements AutoCloseable {
  /** Requests with a larger body are refused with 413. */
  public static final long MAX_BODY_BYTES = 16 * 1024;

  private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);
  private static final String JSON = "application/json";

  private final Javalin app;
  private final String host;

  private WebServer(Javalin app, String host) {
    this.app = app;
    this.host = host;
  }

  /** Starts a server on {@code host} and {@code port} (0 picks a free one). */
  public static WebServer start(String host, int port, Duration budget) {
    return start(host, port, budget, Ticker.system());
  }

  /** Starts a server whose engines read their budget from {@code ticker}. */
  public static WebServer start(String host, int port, Duration budget, Ticker ticker) {
    GameApi api = new GameApi(new MoveBudget(budget, ticker));
    Javalin app =
        Javalin.create(
            config -> {
              config.http.maxRequestSize = MAX_BODY_BYTES;
              config.http.prefer405over404 = true;
              config.startup.showJavalinBanner = false;
              config.staticFiles.add("/web", Location.CLASSPATH);
              config.routes.get("/api/games", ctx -> answer(ctx, api.games()));
              config.routes.post(
                  "/api/{game}/analyze",
                  ctx -> answer(ctx, api.analyze(ctx.pathParam("game"), body(ctx))));
              config.routes.post(
                  "/api/{game}/move",
                  ctx -> answer(ctx, api.move(ctx.pathParam("game"), body(ctx))));
              config.routes.post(
                  "/api/{game}/tree",
                  ctx -> answer(ctx, api.tree(ctx.pathParam("game"), body(ctx))));
              config.routes.post("/api/save", ctx -> answer(ctx, api.save(body(ctx))));
              config.routes.post(
                  "/api/load",
                  ctx ->
                      answer(
                          ctx,
                          api.load(
                              ctx.queryParamAsClass("name", String.class)
                                  .getOrDefault("the upload"),
                              body(ctx))));
              config.routes.exception(
                  GameInputException.class,
                  (wrong, ctx) -> error(ctx, HttpStatus.BAD_REQUEST, wrong.getMessage()));
              config.routes.exception(
                  Exception.class,
                  (failure, ctx) -> {
                    LOG.error("request {} {} failed", ctx.method(), ctx.path(), failure);
                    error(
                        ctx,
                        HttpStatus.INTERNAL_SERVER_ERROR,
                        "the server failed to answer; see its log");
                  });
              config.routes.error(
                  HttpStatus.NOT_FOUND,
                  ctx -> error(ctx, HttpStatus.NOT_FOUND, "no such path: " + ctx.path()));
              config.routes.error(
                  HttpStatus.METHOD_NOT_ALLOWED,
                  ctx ->
                      error(
                          ctx,
                          HttpStatus.METHOD_NOT_ALLOWED,
                          ctx.method() + " is not allowed on " + ctx.path()));
              config.routes.error(
                  HttpStatus.CONTENT_TOO_LARGE,
                  ctx ->
                      error(
                          ctx,
                          HttpStatus.CONTENT_TOO_LARGE,
                          "the request body is larger than 16 KiB"));
            });
    app.start(host, port);
    return new WebServer(app, host);
  }

  private static String body(Context ctx) {
    return ctx.body();
  }

  private static void answer(Context ctx, String json) {
    ctx.contentType(JSON).result(json);
  }

  private static void error(Context ctx, HttpStatus status, String message) {
    ctx.status(status).contentType(JSON).result(GameApi.json(Map.of("error", message)));
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

  /** Stops the server. */
  @Override
  public void close() {
    app.stop();
  }
}
