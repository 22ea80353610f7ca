package dev.zerosum.registry;

import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The engines' names as a person reads them in a language: {@code alphabeta} is "alpha-beta" in
 * English and "alfa-beta" in Spanish, {@code random} "random" and "al azar". The names as typed
 * stay the keys, for the command line, save files and the API.
 */
public final class EngineNames {
  private static final Messages MESSAGES = Messages.of(EngineNames.class);

  private EngineNames() {}

  /**
   * Returns the name of {@code agent} in {@code language}: an engine as typed ({@code depth:4},
   * {@code mcts:1s}) or as a game lists it ({@code depth:N}).
   */
  public static String title(String agent, Language language) {
    if (agent.equals("depth:N")) {
      return MESSAGES.text(language, "engine.depth", "N");
    }
    AgentSpec spec = AgentSpec.parse(agent);
    return switch (spec.kind()) {
      case DEPTH -> MESSAGES.text(language, "engine.depth", String.valueOf(spec.depth()));
      case MCTS ->
          spec.iterations() > 0 || spec.time() != null
              ? MESSAGES.text(language, "engine.mcts-with", agent.substring(agent.indexOf(':') + 1))
              : MESSAGES.text(language, "engine.mcts");
      default -> MESSAGES.text(language, "engine." + spec.kindName());
    };
  }

  /**
   * Returns the names in {@code language} of the game's engines ({@link GameEngines#agents()}) and
   * of those its levels play with, each under its name as typed, in that order.
   */
  public static Map<String, String> of(GameEngines<?, ?> game, Language language) {
    Map<String, String> titles = new LinkedHashMap<>();
    for (String agent : game.agents()) {
      titles.put(agent, title(agent, language));
    }
    for (Level level : game.levels()) {
      titles.putIfAbsent(level.agent(), title(level.agent(), language));
    }
    return titles;
  }
}
