package dev.zerosum.app.web;

import dev.zerosum.app.picture.AlgorithmChoice;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.EngineNames;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Language;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The searches the classroom can step through on a game, as the API lists them: each {@code name}
 * as a trace request names it ({@code alphabeta}, {@code depth:N}) and its {@code title} in the
 * request's language, the engines' name for it ({@link EngineNames}), so that the classroom's menu,
 * its compare table, the trace and the command line say one name for each search. A game with no
 * position key offers no {@code alphabeta-ordered}: no table can serve it.
 */
final class TraceSearches {
  private TraceSearches() {}

  /** Returns the searches {@code game} can be traced with, in the current language. */
  static List<Map<String, Object>> of(PlayableGame<?, ?> game) {
    boolean keyed = game.game().canonicalKey().isPresent() || game.game().positionKey().isPresent();
    List<Map<String, Object>> searches = new ArrayList<>();
    for (Kind kind : AlgorithmChoice.TRACED) {
      if (kind == Kind.ALPHABETA_ORDERED && !keyed) {
        continue;
      }
      String name = kind == Kind.DEPTH ? "depth:N" : kind.typed();
      Map<String, Object> search = new LinkedHashMap<>();
      search.put("name", name);
      search.put("title", EngineNames.title(name, Language.current()));
      searches.add(search);
    }
    return searches;
  }
}
