package dev.zerosum.app.web;

import dev.zerosum.app.json.Json;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import io.javalin.http.staticfiles.Location;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The web server of {@code zerosum serve}: the page (static files from the jar) and the JSON API
 * under {@code /api}. Every error is answered in JSON, {@code {"error": "..."}}, and no stack trace
 * ever reaches a client.
 *
 * <p>Every search a request starts is bounded: it runs within the server's time, at most one per
 * core at once ({@link SearchSlots}); more wait in a short queue, and past it a request gets 503
 * with {@code Retry-After}. A search whose client goes away stops ({@link ClientWatch}).
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

  private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);
  private static final String JSON = "application/json";

  private final Javalin app;
  private final String host;
  private final SearchSlots slots;
  private final ClientWatch watch;

  private WebServer(Javalin app, String host, SearchSlots slots, ClientWatch watch) {
    this.app = app;
    this.host = host;
    this.slots = slots;
    this.watch = watch;
  }

  /** Starts a server on {@code host} and {@code port} (0 picks a free one). */
  public static WebServer start(String host, int port, ServerSettings settings) {
    GameApi api = new GameApi(settings);
    SearchSlots slots =
        new SearchSlots(
            settings.searches(), settings.time(), settings.queueWait(), settings.giveUp());
    ClientWatch watch = new ClientWatch();
    long retryAfter = Math.max(1, (settings.time().toMillis() + 999) / 1000);
    // The server's own mistakes first, then each game's (their codes start with the game's name).
    List<Messages> problemTexts = new ArrayList<>(List.of(PageTexts.MESSAGES));
    settings.registry().modules().forEach(module -> problemTexts.add(module.messages()));
    Javalin app =
        Javalin.create(
            config -> {
              config.http.maxRequestSize = MAX_BODY_BYTES;
              config.http.prefer405over404 = true;
              config.startup.showJavalinBanner = false;
              config.staticFiles.add("/web", Location.CLASSPATH);
              config.routes.get(
                  "/api/messages",
                  inLanguage(ctx -> answer(ctx, PageTexts.json(Language.current()))));
              config.routes.get("/api/games", inLanguage(ctx -> answer(ctx, api.games())));
              config.routes.post(
                  "/api/{game}/view",
                  inLanguage(ctx -> answer(ctx, api.view(ctx.pathParam("game"), ctx.body()))));
              config.routes.post(
                  "/api/{game}/analyze",
                  inLanguage(
                      ctx ->
                          searched(
                              ctx,
                              slots,
                              watch,
                              cancel -> api.analyze(ctx.pathParam("game"), ctx.body(), cancel))));
              config.routes.post(
                  "/api/{game}/move",
                  inLanguage(
                      ctx ->
                          searched(
                              ctx,
                              slots,
                              watch,
                              cancel -> api.move(ctx.pathParam("game"), ctx.body(), cancel))));
              config.routes.post(
                  "/api/{game}/tree",
                  inLanguage(
                      ctx ->
                          searched(
                              ctx,
                              slots,
                              watch,
                              cancel -> api.tree(ctx.pathParam("game"), ctx.body()))));
              config.routes.post(
                  "/api/{game}/compare",
                  inLanguage(
                      ctx ->
                          searched(
                              ctx,
                              slots,
                              watch,
                              cancel -> api.compare(ctx.pathParam("game"), ctx.body(), cancel))));
              config.routes.post(
                  "/api/{game}/trace",
                  inLanguage(
                      ctx ->
                          searched(
                              ctx,
                              slots,
                              watch,
                              cancel -> api.trace(ctx.pathParam("game"), ctx.body()))));
              config.routes.post("/api/save", inLanguage(ctx -> answer(ctx, api.save(ctx.body()))));
              config.routes.post(
                  "/api/load",
                  inLanguage(
                      ctx ->
                          answer(
                              ctx,
                              api.load(
                                  ctx.queryParamAsClass("name", String.class)
                                      .getOrDefault(PageTexts.text("the-upload")),
                                  ctx.body()))));
              config.routes.exception(
                  GameInputException.class,
                  (wrong, ctx) ->
                      error(ctx, HttpStatus.BAD_REQUEST, describe(wrong, ctx, problemTexts)));
              config.routes.exception(
                  SearchSlots.Busy.class,
                  (busy, ctx) -> {
                    ctx.header("Retry-After", Long.toString(retryAfter));
                    error(ctx, HttpStatus.SERVICE_UNAVAILABLE, text(ctx, "busy"));
                  });
              config.routes.exception(
                  Exception.class,
                  (failure, ctx) -> {
                    LOG.error("request {} {} failed", ctx.method(), ctx.path(), failure);
                    error(ctx, HttpStatus.INTERNAL_SERVER_ERROR, text(ctx, "failed"));
                  });
              config.routes.error(
                  HttpStatus.NOT_FOUND,
                  ctx -> error(ctx, HttpStatus.NOT_FOUND, text(ctx, "not-found", ctx.path())));
              config.routes.error(
                  HttpStatus.METHOD_NOT_ALLOWED,
                  ctx ->
                      error(
                          ctx,
                          HttpStatus.METHOD_NOT_ALLOWED,
                          text(ctx, "not-allowed", ctx.method().toString(), ctx.path())));
              config.routes.error(
                  HttpStatus.CONTENT_TOO_LARGE,
                  ctx -> error(ctx, HttpStatus.CONTENT_TOO_LARGE, text(ctx, "too-large")));
            });
    app.start(host, port);
    return new WebServer(app, host, slots, watch);
  }

  /**
   * Answers with what {@code search} finds in a turn of the slots, watching the client: if it
   * leaves, the search's stop condition says so and the search ends.
   */
  private static void searched(
      Context ctx, SearchSlots slots, ClientWatch watch, Function<StopCondition, String> search) {
    String body = ctx.body(); // read in full before the connection is watched
    if (body == null) {
      throw PageTexts.mistake("no-body");
    }
    SearchSlots.Turn turn = slots.take();
    try (turn;
        ClientWatch.Watch client = watch.watch(ctx)) {
      answer(ctx, search.apply(client.clientGone()));
    }
  }

  /**
   * Runs {@code handler} in the language the request asks for ({@link RequestLanguage}), so that
   * the texts for people it answers (the games' titles and summaries, say) are in that language;
   * the data beside them never change with it.
   */
  private static Handler inLanguage(Handler handler) {
    return ctx -> {
      ctx.header("Vary", "Accept-Language"); // caches must not serve one language for another
      try (Language.Scope scope = Language.use(RequestLanguage.of(ctx))) {
        handler.handle(ctx);
      }
    };
  }

  /** Returns the server's text {@code api.}{@code key} in the language of {@code ctx}. */
  private static String text(Context ctx, String key, Object... values) {
    try (Language.Scope scope = Language.use(RequestLanguage.forErrors(ctx))) {
      return PageTexts.text(key, values);
    }
  }

  /**
   * Returns the mistake said in the request's language, by its code when a game's bundle has it.
   */
  private static String describe(GameInputException wrong, Context ctx, List<Messages> texts) {
    try (Language.Scope scope = Language.use(RequestLanguage.forErrors(ctx))) {
      return Messages.describe(wrong, texts);
    }
  }

  private static void answer(Context ctx, String json) {
    ctx.contentType(JSON).result(json);
  }

  private static void error(Context ctx, HttpStatus status, String message) {
    ctx.status(status).contentType(JSON).result(Json.write(Map.of("error", message)));
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
