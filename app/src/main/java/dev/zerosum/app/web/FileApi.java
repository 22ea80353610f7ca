package dev.zerosum.app.web;

import dev.zerosum.app.json.Json;
import dev.zerosum.app.save.SaveFile;
import dev.zerosum.app.save.SaveFiles;
import dev.zerosum.app.save.SavedGames;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.Durations;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The API's answers for save files, as JSON text, independent of the HTTP layer: the page's game
 * written as the command line saves it, and a file a person uploads read with the command line's
 * checks and messages. Nothing is written on the server: the page downloads and uploads the text.
 */
final class FileApi {
  private final GameRegistry registry;

  FileApi(GameRegistry registry) {
    this.registry = registry;
  }

  /** Returns the save file of the game the request describes, as the command line writes it. */
  String save(String body) {
    ApiRequest request =
        ApiRequest.parse(
            body, Set.of("game", "options", "first", "second", "time", "seed", "moves"));
    PlayableGame<?, ?> game = RequestedGame.of(registry, request.text("game"), request);
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
   * with the position after each move and who moves there, so that the page can take moves back;
   * the moves written as the notation writes them, whatever older form the file holds.
   */
  String load(String fileName, String text) {
    SaveFile save = SaveFiles.parse(text, fileName);
    PlayableGame<?, ?> game = OptionWords.gameOf(save, fileName, registry);
    List<AgentSpec> players = SavedGames.playersOf(save, fileName);
    return loaded(game, save, players, fileName);
  }

  private static <S, A> String loaded(
      PlayableGame<S, A> game, SaveFile save, List<AgentSpec> players, String fileName) {
    List<A> moves = SavedGames.replay(game, save.moves(), fileName);
    List<String> positions = new ArrayList<>();
    List<String> toMove = new ArrayList<>();
    List<String> written = new ArrayList<>();
    S state = game.game().initialState();
    positions.add(game.notation().formatPosition(state));
    toMove.add(game.playerName(game.game().player(state)));
    for (A move : moves) {
      written.add(game.notation().formatMove(state, move));
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
    // As the notation writes them now: an older save's gomoku 7,7 is listed as h8.
    answer.put("moves", written);
    answer.put("positions", positions);
    answer.put("toMoves", toMove);
    EngineJson.put(answer, game);
    answer.put("view", ViewJson.of(game, state));
    return Json.write(answer);
  }
}
