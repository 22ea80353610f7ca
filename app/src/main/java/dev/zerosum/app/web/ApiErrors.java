package dev.zerosum.app.web;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Problem;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.HttpException;
import org.eclipse.jetty.io.EofException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Maps every error of a request to its status and its JSON, {@code {"error": "..."}}, in the
 * request's language: a mistake in the request (400, said by the game's bundle when it has the
 * code), a server too busy (503 with {@code Retry-After}), a request the guard refused, a path or a
 * method that does not exist, a body too large, and a failure of the server's own (500, logged,
 * never its stack trace). An error Javalin or Jetty set without saying it is said in JSON too.
 */
final class ApiErrors {
  private static final Logger LOG = LoggerFactory.getLogger(WebServer.class);

  /** Marks a request whose error has been answered, so that no later step says it again. */
  private static final String ERROR_ANSWERED = "zerosum.error-answered";

  private final List<Messages> problemTexts = new ArrayList<>(List.of(PageTexts.MESSAGES));
  private final long retryAfterSeconds;
  private final AtomicInteger endedEarly = new AtomicInteger();

  /** Maps the errors of a server with {@code settings}: its games' mistakes, its busy answer. */
  ApiErrors(ServerSettings settings) {
    // The server's own mistakes first, then each game's (their codes start with the game's name).
    settings.registry().modules().forEach(module -> problemTexts.add(module.messages()));
    retryAfterSeconds = Math.max(1, (settings.time().toMillis() + 999) / 1000);
  }

  /** Registers every mapping with {@code routes}. */
  void register(RoutesConfig routes) {
    routes.exception(
        GameInputException.class,
        (wrong, ctx) -> error(ctx, HttpStatus.BAD_REQUEST, describe(wrong, ctx)));
    routes.exception(
        SearchSlots.Busy.class,
        (busy, ctx) -> {
          ctx.header("Retry-After", Long.toString(retryAfterSeconds));
          error(ctx, HttpStatus.SERVICE_UNAVAILABLE, text(ctx, "busy"));
        });
    routes.exception(
        RequestGuard.Refused.class,
        (refused, ctx) -> error(ctx, refused.status(), text(ctx, refused.key(), refused.values())));
    routes.exception(Exception.class, this::failed);
    routes.error(
        HttpStatus.NOT_FOUND,
        ctx ->
            error(ctx, HttpStatus.NOT_FOUND, text(ctx, "not-found", UserText.quote(ctx.path()))));
    routes.error(
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
    routes.error(
        HttpStatus.CONTENT_TOO_LARGE,
        ctx -> error(ctx, HttpStatus.CONTENT_TOO_LARGE, text(ctx, "too-large")));
    routes.after(this::unsaid);
  }

  /** Returns how many requests ended before their body did: their client left, or broke it. */
  int endedEarly() {
    return endedEarly.get();
  }

  /** Says in JSON any other error that Javalin or Jetty set without saying it. */
  private void unsaid(Context ctx) {
    if (ctx.statusCode() >= 400 && ctx.attribute(ERROR_ANSWERED) == null) {
      error(
          ctx,
          HttpStatus.forStatus(ctx.statusCode()),
          ErrorJson.statusText(ctx.statusCode(), RequestLanguage.forErrors(ctx)));
    }
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
  private String describe(GameInputException wrong, Context ctx) {
    Object[] values = wrong.values().stream().map(ApiErrors::quoted).toArray();
    String english = UserText.message(wrong.getMessage());
    GameInputException quoted =
        wrong.code().isPresent()
            ? new GameInputException(Problem.of(wrong.code().get(), english, values))
            : new GameInputException(english);
    try (Language.Scope scope = Language.use(RequestLanguage.forErrors(ctx))) {
      return Messages.describe(quoted, problemTexts);
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
  private void failed(Exception failure, Context ctx) {
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

  private static void error(Context ctx, HttpStatus status, String message) {
    ctx.attribute(ERROR_ANSWERED, true);
    ctx.status(status).contentType(ErrorJson.CONTENT_TYPE).result(ErrorJson.of(message));
  }
}
