package dev.zerosum.app.web;

import dev.zerosum.app.json.Json;
import dev.zerosum.core.Agent;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.BoardMove;
import dev.zerosum.registry.Durations;
import dev.zerosum.registry.GameAnalyst;
import dev.zerosum.registry.GameDisplay;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The API's answers for playing, as JSON text, independent of the HTTP layer: the games, the view
 * of a position, its analysis, and a move, a player's own or an engine's. It keeps no state between
 * requests: each names its game, its options and its position, and gets a game of its own. Every
 * search runs within the server's time and stops when its client leaves.
 */
final class PlayApi {
  private static final Set<String> POSITION_FIELDS = Set.of("options", "position", "toMove");

  private final ServerSettings settings;

  PlayApi(ServerSettings settings) {
    this.settings = settings;
  }

  /** Returns every game: names, options, players, engines, and the view of its start. */
  String games() {
    List<Map<String, Object>> games = new ArrayList<>();
    for (GameModule module : settings.registry().modules()) {
      games.add(describe(module));
    }
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("games", games);
    answer.put("time", Durations.format(settings.time()));
    answer.put("traceNodes", ServerSettings.MAX_TRACE_NODES);
    return Json.write(answer);
  }

  private static Map<String, Object> describe(GameModule module) {
    Map<String, Object> game = new LinkedHashMap<>();
    game.put("name", module.name());
    game.put("title", module.title());
    game.put("summary", OptionWords.forPeople(module.summary(), module.options()));
    game.put("aliases", module.aliases());
    game.put("players", module.players());
    game.put("position", module.positionHelp());
    List<Map<String, Object>> options = new ArrayList<>();
    for (OptionSpec option : module.options()) {
      options.add(describe(option));
    }
    game.put("options", options);
    game.put("treeNodes", module.limits().treeNodes());
    PlayableGame<?, ?> start = module.createDefault();
    // As a person reads them in the request's language (Othello's Black, White); the page says
    // first and second itself.
    game.put(
        "playerTitles",
        List.of(start.displayPlayerName(Player.MAX), start.displayPlayerName(Player.MIN)));
    EngineJson.put(game, start);
    game.put("searches", TraceSearches.of(start));
    game.put("start", startView(start));
    return game;
  }

  private static Map<String, Object> describe(OptionSpec option) {
    Map<String, Object> spec = new LinkedHashMap<>();
    spec.put("name", option.name());
    spec.put("type", option.type().word());
    spec.put("label", option.label());
    spec.put("title", option.title());
    spec.put("description", option.description());
    spec.put("default", option.defaultValue());
    spec.put("min", option.min());
    spec.put("max", option.max());
    return spec;
  }

  private static <S, A> Map<String, Object> startView(GameDisplay<S, A> game) {
    return ViewJson.of(game, game.game().initialState());
  }

  /**
   * Returns the view of the request's position (the start when none is given), with the engines the
   * game offers with the request's options: those that {@code move} takes.
   */
  String view(String gameName, String body) {
    ApiRequest request = ApiRequest.parse(body, POSITION_FIELDS);
    PlayableGame<?, ?> game = RequestedGame.of(settings.registry(), gameName, request);
    Map<String, Object> answer = viewOf(game, request);
    EngineJson.put(answer, game);
    return Json.write(answer);
  }

  private <S, A> Map<String, Object> viewOf(GameDisplay<S, A> game, ApiRequest request) {
    S state =
        request.has("position")
            ? RequestedGame.position(game, request)
            : game.game().initialState();
    return ViewJson.of(game, state);
  }

  /**
   * Returns the analysis of the request's position: the object of {@code analyze --format json},
   * with what the server's time did not prove marked as an estimate, and the moves in words and the
   * best of them ({@link AnalysisAnswer}).
   */
  Reply analyze(String gameName, String body) {
    ApiRequest request = ApiRequest.parse(body, POSITION_FIELDS);
    return analyze(RequestedGame.of(settings.registry(), gameName, request), request);
  }

  private <S, A, G extends GameDisplay<S, A> & GameAnalyst<S>> Reply analyze(
      G game, ApiRequest request) {
    S state = RequestedGame.position(game, request);
    return Reply.afterSearch(
        cancel -> {
          return AnalysisAnswer.of(
              game, state, game.analyze(state, settings.budget(cancel).start()));
        });
  }

  /**
   * Plays a move in the request's position: the one given in {@code move}, at once, or the one the
   * {@code agent} chooses (perfect by default) within the server's time. The answer is the view of
   * the new position, with the move played, where it is on the board, and the engine's notes.
   */
  Reply move(String gameName, String body) {
    ApiRequest request =
        ApiRequest.parse(body, Set.of("options", "position", "toMove", "agent", "seed", "move"));
    return move(RequestedGame.of(settings.registry(), gameName, request), request);
  }

  private <S, A> Reply move(PlayableGame<S, A> game, ApiRequest request) {
    S state = RequestedGame.position(game, request);
    if (game.game().isTerminal(state)) {
      throw PageTexts.mistake("game-over", request.text("position"));
    }
    if (request.has("move")) {
      A move = game.notation().parseMove(state, request.text("move"));
      return Reply.now(played(game, state, move, List.of()));
    }
    AgentSpec spec =
        request.has("agent") ? AgentSpec.parse(request.text("agent")) : game.topEngine();
    if (spec.isHuman()) {
      throw PageTexts.mistake("human", "move");
    }
    // The engine is made now, so that one the game does not offer is refused before any wait;
    // its search learns of its client once it has its turn.
    List<String> notes = new ArrayList<>();
    AtomicReference<StopCondition> clientGone = new AtomicReference<>(StopCondition.never());
    AgentContext context =
        new AgentContext(
            request.number("seed", 1),
            settings.budget(() -> clientGone.get().shouldStop()),
            notes::add,
            1);
    Agent<S, A> agent = game.agent(spec, context);
    return Reply.afterSearch(
        cancel -> {
          clientGone.set(cancel);
          return played(game, state, agent.chooseAction(state), notes);
        });
  }

  /** Returns the answer to a move: the move, where it is, the notes, and the view after it. */
  private static <S, A> String played(
      PlayableGame<S, A> game, S state, A move, List<String> notes) {
    String written = game.notation().formatMove(state, move);
    BoardMove where =
        game.boardMoves(state).stream()
            .filter(m -> m.move().equals(written))
            .findFirst()
            .orElse(null);
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("move", written);
    answer.put("at", where);
    answer.put("notes", notes);
    answer.putAll(ViewJson.of(game, game.game().result(state, move)));
    return Json.write(answer);
  }
}
