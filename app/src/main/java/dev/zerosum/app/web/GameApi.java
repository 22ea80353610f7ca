package dev.zerosum.app.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.app.games.AgentSpec;
import dev.zerosum.app.games.GameAdapter;
import dev.zerosum.app.games.GameCatalog;
import dev.zerosum.app.games.GameOptions;
import dev.zerosum.app.save.SaveFile;
import dev.zerosum.app.save.SaveFiles;
import dev.zerosum.app.save.SavedGames;
import dev.zerosum.app.tree.Algorithm;
import dev.zerosum.app.tree.GameTree;
import dev.zerosum.app.tree.SearchTracer;
import dev.zerosum.app.tree.SvgWriter;
import dev.zerosum.app.tree.TreeJson;
import dev.zerosum.app.tree.TreePicture;
import dev.zerosum.core.Game;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Player;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * What the API answers, as JSON text, independent of the HTTP layer. It keeps no state between
 * requests: each names its game and position, and gets a game of its own (the engines' tables are
 * not shared between threads).
 */
final class GameApi {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final List<String> AGENTS =
      List.of("random", "heuristic", "minimax", "alphabeta", "depth:N", "perfect");

  private final MoveBudget budget;

  GameApi(MoveBudget budget) {
    this.budget = budget;
  }

  /** Returns the games, their options and the engines they offer. */
  String games() {
    List<Map<String, Object>> games = new ArrayList<>();
    games.add(
        describe(
            "tictactoe",
            "Tic-tac-toe",
            Map.of(),
            "nine characters of X, O and . row by row, like XO.X.....",
            List.of("X", "O")));
    Map<String, Object> nimOptions = new LinkedHashMap<>();
    nimOptions.put("piles", GameOptions.DEFAULT_PILES);
    nimOptions.put("misere", false);
    games.add(
        describe(
            "nim",
            "Nim",
            nimOptions,
            "pile sizes like 3,4,5, with toMove first or second",
            List.of("first", "second")));
    return json(Map.of("games", games));
  }

  private static Map<String, Object> describe(
      String name,
      String title,
      Map<String, Object> options,
      String position,
      List<String> players) {
    Map<String, Object> game = new LinkedHashMap<>();
    game.put("name", name);
    game.put("title", title);
    game.put("options", options);
    game.put("position", position);
    game.put("players", players);
    game.put("agents", AGENTS);
    return game;
  }

  /**
   * Returns the analysis of the request's position: the object of {@code analyze --format json}.
   */
  String analyze(String gameName, String body) {
    ApiRequest request = ApiRequest.parse(body, Set.of("position", "toMove", "misere"));
    return analyze(adapter(gameName, request), request);
  }

  private <S, A> String analyze(GameAdapter<S, A> adapter, ApiRequest request) {
    return json(adapter.analyze(position(adapter, request)));
  }

  /**
   * Plays a move in the request's position: the one given in {@code move}, or the one the {@code
   * agent} chooses (perfect by default) within the time budget.
   */
  String move(String gameName, String body) {
    ApiRequest request =
        ApiRequest.parse(body, Set.of("position", "toMove", "misere", "agent", "seed", "move"));
    return move(adapter(gameName, request), request);
  }

  private <S, A> String move(GameAdapter<S, A> adapter, ApiRequest request) {
    Game<S, A> game = adapter.game();
    S position = position(adapter, request);
    if (game.isTerminal(position)) {
      throw new GameInputException(
          "the game is over in " + request.text("position") + ": no move can be played");
    }
    A move;
    if (request.has("move")) {
      move = adapter.notation().parseMove(position, request.text("move"));
    } else {
      AgentSpec agent = AgentSpec.parse(request.text("agent", "perfect"));
      if (agent.isHuman()) {
        throw new GameInputException("a human is no engine: send the human's move in 'move'");
      }
      move = budget.choose(adapter, agent, request.number("seed", 1), position);
    }
    S after = game.result(position, move);
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("move", adapter.notation().formatMove(position, move));
    answer.put("position", adapter.notation().formatPosition(after));
    answer.put("toMove", adapter.playerName(game.player(after)));
    String status = "playing";
    String winner = null;
    if (game.isTerminal(after)) {
      int utility = game.utility(after);
      status = utility == 0 ? "drawn" : "won";
      winner = utility == 0 ? null : adapter.playerName(utility > 0 ? Player.MAX : Player.MIN);
    }
    answer.put("status", status);
    answer.put("winner", winner);
    return json(answer);
  }

  /**
   * Returns the tree a search of the request's position visits, as {@code {"svg": "<svg…>"}} or,
   * with {@code "format": "json"}, the JSON of {@code zerosum tree --format json}. Nim's trees
   * start with the first player (MAX) to move: who moves does not change a Nim position's value.
   */
  String tree(String gameName, String body) {
    ApiRequest request =
        ApiRequest.parse(
            body, Set.of("position", "toMove", "misere", "algorithm", "format", "maxNodes"));
    Algorithm algorithm =
        switch (request.text("algorithm", "minimax").toLowerCase(Locale.ROOT)) {
          case "minimax" -> Algorithm.MINIMAX;
          case "alphabeta", "alpha-beta" -> Algorithm.ALPHABETA;
          default ->
              throw new GameInputException(
                  "unknown algorithm '"
                      + request.text("algorithm")
                      + "'; expected minimax or alphabeta");
        };
    long maxNodes = request.number("maxNodes", SearchTracer.DEFAULT_MAX_NODES);
    GameTree tree =
        SearchTracer.trace(
            adapter(gameName, request),
            request.text("position"),
            algorithm,
            (int) Math.max(Integer.MIN_VALUE, Math.min(Integer.MAX_VALUE, maxNodes)));
    return switch (request.text("format", "svg").toLowerCase(Locale.ROOT)) {
      // Without its XML declaration, the picture goes straight into the page's HTML.
      case "svg" ->
          json(
              Map.of(
                  "svg",
                  SvgWriter.write(TreePicture.of(tree)).replaceFirst("^<\\?xml[^>]*>\\s*", "")));
      case "json" -> TreeJson.write(tree);
      default ->
          throw new GameInputException(
              "unknown format '" + request.text("format") + "'; expected svg or json");
    };
  }

  /** Returns the save file of the game the request describes, as the command line writes it. */
  String save(String body) {
    ApiRequest request =
        ApiRequest.parse(body, Set.of("game", "piles", "misere", "first", "second", "moves"));
    GameAdapter<?, ?> adapter = adapter(request.text("game"), request);
    SaveFile save =
        new SaveFile(
            adapter.name(),
            adapter.options(),
            AgentSpec.parse(request.text("first")).toString(),
            AgentSpec.parse(request.text("second")).toString(),
            request.texts("moves"));
    SavedGames.replay(adapter, save.moves(), "the game");
    return SaveFiles.toJson(save);
  }

  /**
   * Reads an uploaded save file with the command line's checks and messages, and returns its game
   * with the position after each move, so that the page can take moves back.
   */
  String load(String fileName, String text) {
    SaveFile save = SaveFiles.parse(text, fileName);
    GameAdapter<?, ?> adapter = SavedGames.gameOf(save, fileName);
    List<AgentSpec> players = SavedGames.playersOf(save, fileName);
    return loaded(adapter, save, players, fileName);
  }

  private <S, A> String loaded(
      GameAdapter<S, A> adapter, SaveFile save, List<AgentSpec> players, String fileName) {
    List<A> moves = SavedGames.replay(adapter, save.moves(), fileName);
    List<String> positions = new ArrayList<>();
    S state = adapter.game().initialState();
    positions.add(adapter.notation().formatPosition(state));
    for (A move : moves) {
      state = adapter.game().result(state, move);
      positions.add(adapter.notation().formatPosition(state));
    }
    Map<String, Object> answer = new LinkedHashMap<>();
    answer.put("game", adapter.name());
    answer.put("piles", adapter.options().piles());
    answer.put("misere", adapter.options().misere());
    answer.put("first", players.get(0).toString());
    answer.put("second", players.get(1).toString());
    answer.put("moves", save.moves());
    answer.put("positions", positions);
    answer.put("toMove", adapter.playerName(adapter.game().player(state)));
    return json(answer);
  }

  private static GameAdapter<?, ?> adapter(String gameName, ApiRequest request) {
    List<Long> piles = request.has("piles") ? request.numbers("piles") : List.of();
    boolean nim = GameCatalog.nameOf(gameName).equals("nim");
    return GameCatalog.create(gameName, new GameOptions(piles, nim && request.flag("misere")));
  }

  private static <S, A> S position(GameAdapter<S, A> adapter, ApiRequest request) {
    Player toMove = request.has("toMove") ? adapter.playerNamed(request.text("toMove")) : null;
    return adapter.parsePosition(request.text("position"), toMove);
  }

  static String json(Object value) {
    try {
      return JSON.writeValueAsString(value);
    } catch (JsonProcessingException failure) {
      throw new UncheckedIOException(failure);
    }
  }
}
