package dev.zerosum.app.web;

import dev.zerosum.core.StopCondition;
import io.javalin.http.Context;
import java.util.function.Function;

/**
 * How a request waits for a search: its body read in full first, then a turn of the server's {@link
 * SearchSlots} while its client is watched ({@link ClientWatch}), so that the search stops when the
 * client leaves. A request that needs no search never waits.
 */
final class SearchTurns {
  private final SearchSlots slots;
  private final ClientWatch watch;

  SearchTurns(SearchSlots slots, ClientWatch watch) {
    this.slots = slots;
    this.watch = watch;
  }

  /**
   * Returns what {@code check} makes of the request's body, read and checked in full before any
   * wait: at once when it needs no search, else in a turn of the slots, watching the client: if it
   * leaves, the search's stop condition says so and the search ends.
   */
  String checked(Context ctx, Function<String, Reply> check) {
    Reply reply = check.apply(ctx.body());
    if (!reply.needsSearch()) {
      return reply.answer(StopCondition.never());
    }
    SearchSlots.Turn turn = slots.take();
    try (turn;
        ClientWatch.Watch client = watch.watch(ctx)) {
      return reply.answer(client.clientGone());
    }
  }

  /**
   * Returns what {@code search} finds in a turn of the slots, watching the client: if it leaves,
   * the search's stop condition says so and the search ends. For a route whose request is checked
   * only within its search; {@link #checked} checks it before the wait.
   */
  String searched(Context ctx, Function<StopCondition, String> search) {
    String body = ctx.body(); // read in full before the connection is watched
    if (body == null) {
      throw PageTexts.mistake("no-body");
    }
    SearchSlots.Turn turn = slots.take();
    try (turn;
        ClientWatch.Watch client = watch.watch(ctx)) {
      return search.apply(client.clientGone());
    }
  }
}
