package dev.zerosum.app.web;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Problem;
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
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.io.EofException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

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
  private static final String JSON = ErrorJson.CONTENT_TYPE;

  /** Marks a request whose error has been answered, so that no later step says it again. */
  private static final String ERROR_ANSWERED = "zerosum.error-answered";

  private final Javalin app;
  private final String host;
  private final SearchSlots slots;
  private final ClientWatch watch;
  private final AtomicInteger endedEarly;

  private WebServer(
      Javalin app, String host, SearchSlots slots, ClientWatch watch, AtomicInteger endedEarly) {
    this.app = app;
    this.host = host;
    this.slots = slots;
    this.watch = watch;
    this.endedEarly = endedEarly;
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
    GameApi api = new GameApi(settings);
    SearchSlots slots = new SearchSlots(settings.searches(), settings.time(), settings.giveUp());
    ClientWatch watch = new ClientWatch();
    AtomicInteger endedEarly = new AtomicInteger();
    RequestGuard guard = new RequestGuard(host, access, MAX_BODY_BYTES);
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
              config.jetty.modifyServer(server -> server.setErrorHandler(new ContainerErrors()));
              config.jetty.modifyHttpConfiguration(
                  http -> http.addCustomizer(SecurityHeaders.customizer()));
              config.staticFiles.add(
                  files -> {
                    files.directory = "/web";
                    files.location = Location.CLASSPATH;
                    // Text says its charset, so that no browser guesses it.
                    files.mimeTypes.add("text/html;charset=utf-8", "html");
                    files.mimeTypes.add("text/css;charset=utf-8", "css");
                    files.mimeTypes.add("text/javascript;charset=utf-8", "js");
                  });
              config.routes.before(guard);
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
                          checked(
                              ctx,
                              slots,
                              watch,
                              body -> api.analyze(ctx.pathParam("game"), body))));
              config.routes.post(
                  "/api/{game}/move",
                  inLanguage(
                      ctx ->
                          checked(
                              ctx, slots, watch, body -> api.move(ctx.pathParam("game"), body))));
              config.routes.post(
                  "/api/{game}/tree",
                  inLanguage(
                      ctx ->
                          checked(
                              ctx, slots, watch, body -> api.tree(ctx.pathParam("game"), body))));
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
                                  UserText.quote(
                                      ctx.queryParamAsClass("name", String.class)
                                          .getOrDefault(PageTexts.text("the-upload"))),
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
                  RequestGuard.Refused.class,
                  (refused, ctx) ->
                      error(ctx, refused.status(), text(ctx, refused.key(), refused.values())));
              config.routes.exception(
                  Exception.class, (failure, ctx) -> failed(failure, ctx, endedEarly));
              config.routes.error(
                  HttpStatus.NOT_FOUND,
                  ctx ->
                      error(
                          ctx,
                          HttpStatus.NOT_FOUND,
                          text(ctx, "not-found", UserText.quote(ctx.path()))));
              config.routes.error(
                  HttpStatus.METHOD_NOT_ALLOWED,
                  ctx ->
                      error(
                          ctx,
                          HttpStatus.METHOD_NOT_ALLOWED,
                          text(
                              ctx,
                              "not-allowed",
                              UserText.quote(ctx.method().toString()),
                              UserText.quote(ctx.path()))));
              config.routes.error(
                  HttpStatus.CONTENT_TOO_LARGE,
                  ctx -> error(ctx, HttpStatus.CONTENT_TOO_LARGE, text(ctx, "too-large")));
              // Any other error that Javalin or Jetty set without saying it: said in JSON too.
              config.routes.after(
                  ctx -> {
                    if (ctx.statusCode() >= 400 && ctx.attribute(ERROR_ANSWERED) == null) {
                      error(
                          ctx,
                          HttpStatus.forStatus(ctx.statusCode()),
                          ErrorJson.statusText(ctx.statusCode(), RequestLanguage.forErrors(ctx)));
                    }
                  });
            });
    app.start(host, port);
    return new WebServer(app, host, slots, watch, endedEarly);
  }

  /**
   * Answers with what {@code check} makes of the request's body, read and checked in full before
   * any wait: at once when it needs no search, else in a turn of the slots, watching the client: if
   * it leaves, the search's stop condition says so and the search ends.
   */
  private static void checked(
      Context ctx, SearchSlots slots, ClientWatch watch, Function<String, Reply> check) {
    Reply reply = check.apply(ctx.body());
    if (!reply.needsSearch()) {
      answer(ctx, reply.answer(StopCondition.never()));
      return;
    }
    SearchSlots.Turn turn = slots.take();
    try (turn;
        ClientWatch.Watch client = watch.watch(ctx)) {
      answer(ctx, reply.answer(client.clientGone()));
    }
  }

  /**
   * Answers with what {@code search} finds in a turn of the slots, watching the client: if it
   * leaves, the search's stop condition says so and the search ends. For a route whose request is
   * checked only within its search; {@link #checked} checks it before the wait.
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
      // Caches must not serve one language for another (added: Origin may vary them too).
      ctx.res().addHeader("Vary", "Accept-Language");
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
   * Returns the mistake said in the request's language, by its code when a game's bundle has it,
   * each text it quotes cut and escaped ({@link UserText}): a request's text may be anything.
   */
  private static String describe(GameInputException wrong, Context ctx, List<Messages> texts) {
    Object[] values = wrong.values().stream().map(WebServer::quoted).toArray();
    String english = UserText.message(wrong.getMessage());
    GameInputException quoted =
        wrong.code().isPresent()
            ? new GameInputException(Problem.of(wrong.code().get(), english, values))
            : new GameInputException(english);
    try (Language.Scope scope = Language.use(RequestLanguage.forErrors(ctx))) {
      return Messages.describe(quoted, texts);
    }
  }

  /** Returns a value of a mistake as a message may quote it: its text cut, controls escaped. */
  private static Object quoted(Object value) {
    if (value instanceof String text) {
      return UserText.quote(text);
    }
    if (value instanceof InputText.Quoted typed) { // cut already, its length said in the message
      return new InputText.Quoted(UserText.escaped(typed.text()));
    }
    return value;
  }

  /**
   * Answers a request that failed: one whose body ended early (its client left, or sent a broken
   * chunk) is no failure of the server's, a line at debug level and a 400, which a client still
   * there reads; a request HTTP cannot read is the client's too (its status); anything else is the
   * server's own (500, logged with its trace).
   */
  private static void failed(Exception failure, Context ctx, AtomicInteger endedEarly) {
    if (causedBy(failure, EofException.class)) {
      endedEarly.incrementAndGet();
      LOG.debug("the body of {} {} ended early: {}", ctx.method(), ctx.path(), failure.toString());
      error(ctx, HttpStatus.BAD_REQUEST, ErrorJson.statusText(400, RequestLanguage.forErrors(ctx)));
      return;
    }
    if (failure instanceof HttpException refused) {
      HttpStatus status = HttpStatus.forStatus(refused.getCode());
      error(ctx, status, ErrorJson.statusText(status.getCode(), RequestLanguage.forErrors(ctx)));
      return;
    }
    LOG.error("request {} {} failed", ctx.method(), ctx.path(), failure);
    error(ctx, HttpStatus.INTERNAL_SERVER_ERROR, text(ctx, "failed"));
  }

  private static boolean causedBy(Throwable failure, Class<? extends Throwable> kind) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      if (kind.isInstance(cause)) {
        return true;
      }
    }
    return false;
  }

  private static void answer(Context ctx, String json) {
    ctx.contentType(JSON).result(json);
  }

  private static void error(Context ctx, HttpStatus status, String message) {
    ctx.attribute(ERROR_ANSWERED, true);
    ctx.status(status).contentType(JSON).result(ErrorJson.of(message));
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
    return endedEarly.get();
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
