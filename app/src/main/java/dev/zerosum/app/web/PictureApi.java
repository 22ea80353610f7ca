package dev.zerosum.app.web;

import dev.zerosum.app.compare.CompareJson;
import dev.zerosum.app.compare.SearchComparison;
import dev.zerosum.app.json.Json;
import dev.zerosum.app.picture.AlgorithmChoice;
import dev.zerosum.app.picture.GameTree;
import dev.zerosum.app.picture.SearchTracer;
import dev.zerosum.app.picture.SvgWriter;
import dev.zerosum.app.picture.TraceJson;
import dev.zerosum.app.picture.TreeJson;
import dev.zerosum.app.picture.TreePicture;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.PlayableGame;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The API's answers for the classroom, as JSON text, independent of the HTTP layer: what a search
 * of a position does, drawn as a tree, traced call by call, or compared with the other searches.
 * The answers are those of the commands {@code tree}, {@code trace} and {@code compare} with {@code
 * --format json}.
 */
final class PictureApi {
  private final ServerSettings settings;

  PictureApi(ServerSettings settings) {
    this.settings = settings;
  }

  /**
   * Returns the tree a search of the request's position visits, as {@code {"svg": "<svg…>"}} or,
   * with {@code "format": "json"}, the JSON of {@code zerosum tree --format json}.
   */
  Reply tree(String gameName, String body) {
    ApiRequest request =
        ApiRequest.parse(
            body, Set.of("options", "position", "toMove", "algorithm", "format", "maxNodes"));
    AlgorithmChoice algorithm = algorithm(request);
    String format = request.text("format", "svg").toLowerCase(Locale.ROOT);
    if (!format.equals("svg") && !format.equals("json")) {
      throw PageTexts.mistake("format", request.text("format"));
    }
    PlayableGame<?, ?> game = RequestedGame.of(settings.registry(), gameName, request);
    String position = request.text("position");
    game.parsePosition(position, null); // a position that cannot be read waits for no turn
    int maxNodes = maxNodes(game, request);
    return Reply.afterSearch(
        cancel -> {
          GameTree tree =
              SearchTracer.trace(
                  game, position, algorithm, maxNodes, SearchTracer.DEFAULT_SIMULATIONS);
          return format.equals("svg")
              // Without its XML declaration, the picture goes straight into the page's HTML.
              ? Json.write(
                  Map.of(
                      "svg",
                      SvgWriter.write(TreePicture.of(tree)).replaceFirst("^<\\?xml[^>]*>\\s*", "")))
              : TreeJson.write(tree);
        });
  }

  /**
   * Returns what minimax, alpha-beta (as listed, ordered, with a table) and a depth-limited
   * alpha-beta each did on the request's position: the JSON of {@code zerosum compare --format
   * json}. Optional {@code depth} and {@code maxNodes} as the command's options; the searches share
   * the server's time, and those it leaves no time for are shown as stopped.
   */
  String compare(String gameName, String body, StopCondition cancel) {
    ApiRequest request =
        ApiRequest.parse(body, Set.of("options", "position", "toMove", "depth", "maxNodes"));
    return compare(RequestedGame.of(settings.registry(), gameName, request), request, cancel);
  }

  private <S, A> String compare(PlayableGame<S, A> game, ApiRequest request, StopCondition cancel) {
    S state = RequestedGame.position(game, request);
    StopCondition stop = settings.budget(cancel).start();
    long depth = request.number("depth", SearchComparison.DEFAULT_DEPTH);
    long maxNodes = request.number("maxNodes", SearchComparison.DEFAULT_MAX_NODES);
    return CompareJson.format(
        SearchComparison.run(
            game,
            state,
            (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, depth)),
            maxNodes,
            stop));
  }

  /**
   * Returns the trace of a search of the request's position, call by call: the JSON of {@code
   * zerosum trace --format json}, which the page's classroom steps through. Monte Carlo search runs
   * {@code simulations} simulations (200 unless told), from seed 1, so that a link to a step shows
   * the same tree to everyone.
   */
  String trace(String gameName, String body) {
    ApiRequest request =
        ApiRequest.parse(
            body, Set.of("options", "position", "algorithm", "maxNodes", "simulations"));
    AlgorithmChoice algorithm = algorithm(request);
    PlayableGame<?, ?> game = RequestedGame.of(settings.registry(), gameName, request);
    long simulations = request.number("simulations", SearchTracer.DEFAULT_SIMULATIONS);
    if (simulations < 1 || simulations > ServerSettings.MAX_TRACE_NODES) {
      throw PageTexts.mistake(
          "simulations",
          Long.toString(simulations),
          Integer.toString(ServerSettings.MAX_TRACE_NODES));
    }
    return TraceJson.format(
        SearchTracer.trace(
            game, request.text("position"), algorithm, maxNodes(game, request), simulations));
  }

  /** Returns the search the request names (minimax unless told), as the trace command reads it. */
  private static AlgorithmChoice algorithm(ApiRequest request) {
    return AlgorithmChoice.parse(request.text("algorithm", "minimax"));
  }

  /**
   * Returns the most nodes the request's trace may visit: its {@code maxNodes}, at most {@link
   * ServerSettings#MAX_TRACE_NODES}, else the game's own limit.
   */
  private static int maxNodes(PlayableGame<?, ?> game, ApiRequest request) {
    long maxNodes = request.number("maxNodes", game.module().limits().treeNodes());
    if (maxNodes < 1 || maxNodes > ServerSettings.MAX_TRACE_NODES) {
      throw PageTexts.mistake(
          "max-nodes", Long.toString(maxNodes), Integer.toString(ServerSettings.MAX_TRACE_NODES));
    }
    return (int) maxNodes;
  }
}
