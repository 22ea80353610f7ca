package dev.zerosum.app.web;

import dev.zerosum.registry.i18n.Language;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HandlerType;
import java.util.List;

/**
 * The routes of the JSON API, one a line: its method, its path, and the answer it gives, from the
 * play, picture and file handlers ({@link PlayApi}, {@link PictureApi}, {@link FileApi}). A route
 * that searches waits for a turn ({@link SearchTurns}); every route answers in the language the
 * request asks for, and its errors are {@link ApiErrors}'.
 */
final class ApiRoutes {
  private ApiRoutes() {}

  /** What a route answers a request with: a JSON text. */
  @FunctionalInterface
  interface Answer {
    /** Returns the JSON text that answers {@code ctx}. */
    String of(Context ctx) throws Exception;
  }

  /**
   * One route.
   *
   * @param method its HTTP method
   * @param path its path, with Javalin's {@code {game}} for a path parameter
   * @param answer what it answers
   */
  record Route(HandlerType method, String path, Answer answer) {
    /** Returns the handler that answers in JSON, in the request's language. */
    Handler handler() {
      return inLanguage(ctx -> ctx.contentType(ErrorJson.CONTENT_TYPE).result(answer.of(ctx)));
    }
  }

  /**
   * Returns the routes of a server with {@code settings}, whose searches wait for {@code turns}.
   */
  static List<Route> of(ServerSettings settings, SearchTurns turns) {
    PlayApi play = new PlayApi(settings);
    PictureApi pictures = new PictureApi(settings);
    FileApi files = new FileApi(settings.registry());
    return List.of(
        get("/api/messages", ctx -> PageTexts.json(Language.current())),
        get("/api/games", ctx -> play.games()),
        post("/api/{game}/view", ctx -> play.view(game(ctx), ctx.body())),
        post(
            "/api/{game}/analyze",
            ctx -> turns.checked(ctx, body -> play.analyze(game(ctx), body))),
        post("/api/{game}/move", ctx -> turns.checked(ctx, body -> play.move(game(ctx), body))),
        post("/api/{game}/tree", ctx -> turns.checked(ctx, body -> pictures.tree(game(ctx), body))),
        post(
            "/api/{game}/compare",
            ctx -> turns.searched(ctx, stop -> pictures.compare(game(ctx), ctx.body(), stop))),
        post(
            "/api/{game}/trace",
            ctx -> turns.searched(ctx, stop -> pictures.trace(game(ctx), ctx.body()))),
        post("/api/save", ctx -> files.save(ctx.body())),
        post("/api/load", ctx -> files.load(uploadName(ctx), ctx.body())));
  }

  private static Route get(String path, Answer answer) {
    return new Route(HandlerType.GET, path, answer);
  }

  private static Route post(String path, Answer answer) {
    return new Route(HandlerType.POST, path, answer);
  }

  private static String game(Context ctx) {
    return ctx.pathParam("game");
  }

  /** Returns the name an upload is called by in messages: its {@code name}, quoted, or a word. */
  private static String uploadName(Context ctx) {
    return UserText.quote(
        ctx.queryParamAsClass("name", String.class).getOrDefault(PageTexts.text("the-upload")));
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
}
