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
import dev.zerosum.app.save.SaveFile;
import dev.zerosum.app.save.SaveFiles;
import dev.zerosum.app.save.SavedGames;
import dev.zerosum.core.Agent;
import dev.zerosum.core.Game;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.BoardMove;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.Durations;
import dev.zerosum.registry.GameAnalyst;
import dev.zerosum.registry.GameDisplay;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRules;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;

/**
 * What the API answers, as JSON text, independent of the HTTP layer. It keeps no state between
 * requests: each names its game, its options and its position, and gets a game of its own. Every
 * search runs within the server's time and stops when {@code cancel} says its client left.
 */
final class GameApi {
  private static final Set<String> POSITION_FIELDS = Set.of("options", "position", "toMove");

  private final ServerSettings settings;

  GameApi(ServerSettings settings) {
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
      Map<String, Object> spec = new LinkedHashMap<>();
      spec.put("name", option.name());
      spec.put("type", option.type().word());
      spec.put("label", option.label());
      spec.put("title", option.title());
      spec.put("description", option.description());
      spec.put("default", option.defaultValue());
      spec.put("min", option.min());
      spec.put("max", option.max());
      options.add(spec);
    }
    game.put("options", options);
    game.put("treeNodes", module.limits().treeNodes());
    PlayableGame<?, ?> start = module.createDefault();
    EngineJson.put(game, start);
    game.put("searches", TraceSearches.of(start));
    game.put("start", startView(start));
    return game;
  }

  private static <S, A> Map<String, Object> startView(GameDisplay<S, A> game) {
    return view(game, game.game().initialState());
  }

  /**
   * Returns the view of the request's position (the start when none is given), with the engines the
   * game offers with the request's options: those that {@code move} takes.
   */
  String view(String gameName, String body) {
    ApiRequest request = ApiRequest.parse(body, POSITION_FIELDS);
    PlayableGame<?, ?> game = playable(gameName, request);
    Map<String, Object> answer = viewOf(game, request);
    EngineJson.put(answer, game);
    return Json.write(answer);
  }

  private <S, A> Map<String, Object> viewOf(GameDisplay<S, A> game, ApiRequest request) {
    S state = request.has("position") ? position(game, request) : game.game().initialState();
    return view(game, state);
  }

  /**
   * Returns the analysis of the request's position: the object of {@code analyze --format json},
   * with what the server's time did not prove marked as an estimate, and the moves in words and the
   * best of them ({@link AnalysisAnswer}).
   */
  Reply analyze(String gameName, String body) {
    ApiRequest request = ApiRequest.parse(body, POSITION_FIELDS);
    return analyze(playable(gameName, request), request);
  }

  private <S, A, G extends GameDisplay<S, A> & GameAnalyst<S>> Reply analyze(
      G game, ApiRequest request) {
    S state = position(game, request);
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
    return move(playable(gameName, request), request);
  }

  private <S, A> Reply move(PlayableGame<S, A> game, ApiRequest request) {
    S state = position(game, request);
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
            settings.time(),
            settings.ticker(),
            () -> clientGone.get().shouldStop(),
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
    answer.putAll(view(game, game.game().result(state, move)));
    return Json.write(answer);
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
    PlayableGame<?, ?> game = playable(gameName, request);
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
    return compare(playable(gameName, request), request, cancel);
  }

  private <S, A> String compare(PlayableGame<S, A> game, ApiRequest request, StopCondition cancel) {
    S state = position(game, request);
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
    PlayableGame<?, ?> game = playable(gameName, request);
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

  /** Returns the save file of the game the request describes, as the command line writes it. */
  String save(String body) {
    ApiRequest request =
        ApiRequest.parse(
            body, Set.of("game", "options", "first", "second", "time", "seed", "moves"));
    PlayableGame<?, ?> game = playable(request.text("game"), request);
    String time =
        request.has("time") ? Durations.format(Durations.parse(request.text("time"))) : null;
    SaveFile save =
        new SaveFile(
            game.module().name(),
            game.options().values(),
            AgentSpec.parse(request.text("first")).toString(),
            AgentSpec.parse(request.text("second")).toString(),
            time,
            request.has("seed") ? request.number("seed", 0) : null,
            request.texts("moves"));
    SavedGames.replay(game, save.moves(), PageTexts.text("the-game"));
    return SaveFiles.toJson(save);
  }

  /**
   * Reads an uploaded save file with the command line's checks and messages, and returns its game
   * with the position after each move and who moves there, so that the page can take moves back.
   */
  String load(String fileName, String text) {
    SaveFile save = SaveFiles.parse(text, fileName);
    PlayableGame<?, ?> game = OptionWords.gameOf(save, fileName, settings.registry());
    List<AgentSpec> players = SavedGames.playersOf(save, fileName);
    return loaded(game, save, players, fileName);
  }

  private <S, A> String loaded(
      PlayableGame<S, A> game, SaveFile save, List<AgentSpec> players, String fileName) {
    List<A> moves = SavedGames.replay(game, save.moves(), fileName);
    List<String> positions = new ArrayList<>();
    List<String> toMove = new ArrayList<>();
    S state = game.game().initialState();
    positions.add(game.notation().formatPosition(state));
    toMove.add(game.playerName(game.game().player(state)));
    for (A move : moves) {
      state = game.game().result(state, move);
      positions.add(game.notation().formatPosition(state));
      toMove.add(game.playerName(game.game().player(state)));
    }
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("game", game.module().name());
    answer.put("options", game.options().values());
    answer.put("first", players.get(0).toString());
    answer.put("second", players.get(1).toString());
    answer.put("time", save.time());
    answer.put("seed", save.seed());
    answer.put("moves", save.moves());
    answer.put("positions", positions);
    answer.put("toMoves", toMove);
    EngineJson.put(answer, game);
    answer.put("view", view(game, state));
    return Json.write(answer);
  }

  private PlayableGame<?, ?> playable(String gameName, ApiRequest request) {
    GameModule module = settings.registry().find(gameName);
    return OptionWords.create(module, request.options("options"));
  }

  private static <S, A> S position(GameRules<S, A> game, ApiRequest request) {
    Player toMove = request.has("toMove") ? game.playerNamed(request.text("toMove")) : null;
    return game.parsePosition(request.text("position"), toMove);
  }

  /** Returns the board as JSON holds it: its {@code kind}, then its fields. */
  @SuppressWarnings("unchecked") // a record converts to a JSON object, whose keys are text
  private static Map<String, Object> boardJson(BoardView board) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("kind", board.kind());
    json.putAll(Json.mapper().convertValue(board, Map.class));
    return json;
  }

  /**
   * Returns what the page draws of {@code state}: the board, its moves, whose turn, the end; and,
   * at the end of a game whose utilities are final values (the textbook's trees), its {@code
   * utility} for MAX, which the page holds against the value of best play rather than calling any
   * positive value a win.
   */
  static <S, A> Map<String, Object> view(GameDisplay<S, A> game, S state) {
    Game<S, A> rules = game.game();
    Map<String, Object> view = new LinkedHashMap<>();
    view.put("position", game.notation().formatPosition(state));
    view.put("toMove", game.playerName(rules.player(state)));
    String status = "playing";
    String winner = null;
    if (rules.isTerminal(state)) {
      int utility = rules.utility(state);
      status = utility == 0 ? "drawn" : "won";
      winner = utility == 0 ? null : game.playerName(utility > 0 ? Player.MAX : Player.MIN);
    }
    view.put("status", status);
    view.put("winner", winner);
    if (rules.isTerminal(state) && rules.utilitiesAreFinalValues()) {
      view.put("utility", rules.utility(state));
    }
    view.put("board", boardJson(game.board(state)));
    view.put("moves", game.boardMoves(state));
    return view;
  }
}
