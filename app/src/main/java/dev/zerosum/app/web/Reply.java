package dev.zerosum.app.web;

import dev.zerosum.core.StopCondition;
import java.util.Objects;
import java.util.function.Function;

/**
 * What a request that has been read and checked in full is answered with: an answer ready now (a
 * view, a player's own move), or a search that needs a turn of the server's search slots (an
 * engine's move, an analysis, a tree). A request is checked before it waits for a turn, so that a
 * malformed one is answered at once, and only searches ever wait behind searches.
 */
final class Reply {
  private final String ready;
  private final Function<StopCondition, String> search;

  private Reply(String ready, Function<StopCondition, String> search) {
    this.ready = ready;
    this.search = search;
  }

  /** Returns the reply that is {@code json}, needing no search. */
  static Reply now(String json) {
    return new Reply(Objects.requireNonNull(json, "json"), null);
  }

  /**
   * Returns the reply that {@code search} finds in a turn of the slots; its argument stops the
   * search once the client has gone.
   */
  static Reply afterSearch(Function<StopCondition, String> search) {
    return new Reply(null, Objects.requireNonNull(search, "search"));
  }

  /** Returns whether the answer needs a search, and so a turn of the slots. */
  boolean needsSearch() {
    return search != null;
  }

  /** Returns the answer: at once, or by searching until done or until {@code clientGone}. */
  String answer(StopCondition clientGone) {
    return search == null ? ready : search.apply(clientGone);
  }
}
