package dev.zerosum.app.web;

import dev.zerosum.registry.EngineNames;
import dev.zerosum.registry.GameEngines;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.i18n.Language;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The engines of a game as the API answers them: their names as typed ({@code agents}), the levels
 * a player chooses from, weakest first ({@code levels}), and each engine's name in the request's
 * language ({@code agentTitles}), so that the page shows levels and names in its language while it
 * still sends the names as typed.
 */
final class EngineJson {
  private EngineJson() {}

  /**
   * Puts the engines {@code game} offers into {@code answer}, in the current language: {@code
   * agents}, {@code levels} (each {@code name}, {@code title}, {@code description}, {@code agent})
   * and {@code agentTitles} (keyed by the name as typed).
   */
  static void put(Map<String, Object> answer, GameEngines<?, ?> game) {
    answer.put("agents", game.agents());
    List<Map<String, Object>> levels = new ArrayList<>();
    for (Level level : game.levels()) {
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("name", level.name());
      json.put("title", level.title());
      json.put("description", level.description());
      json.put("agent", level.agent());
      levels.add(json);
    }
    answer.put("levels", levels);
    answer.put("agentTitles", EngineNames.of(game, Language.current()));
  }
}
