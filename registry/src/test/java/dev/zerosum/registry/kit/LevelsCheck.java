package dev.zerosum.registry.kit;

import dev.zerosum.core.Agent;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Language;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.MissingResourceException;
import java.util.Set;

/**
 * The promises of a game's levels ({@code GameEngines.levels()}): at least one; no name twice;
 * weakest first, each level above the one before; each played by an engine the game offers and
 * makes; a title and a description in every language, the Spanish its own.
 */
final class LevelsCheck {
  private LevelsCheck() {}

  /**
   * Checks the levels of {@code playable}, named {@code name} in failures.
   *
   * @throws AssertionError naming the game and the level that breaks a promise
   */
  static void check(PlayableGame<?, ?> playable, String name) {
    List<Level> levels = playable.levels();
    if (levels.isEmpty()) {
      throw new AssertionError(name + ": it offers no level");
    }
    Set<String> names = new HashSet<>();
    int rank = -1;
    for (Level level : levels) {
      String which = name + ": its level " + level.name() + " (" + level.agent() + ")";
      if (!names.add(level.name())) {
        throw new AssertionError(which + " comes twice");
      }
      if (level.rank() <= rank) {
        throw new AssertionError(which + " is not above the level before it: weakest first");
      }
      rank = level.rank();
      offers(playable, level, which);
      for (Language language : Language.values()) {
        texts(level, language, which);
      }
      if (level.title(Language.SPANISH).equals(level.title(Language.ENGLISH))
          || level.description(Language.SPANISH).equals(level.description(Language.ENGLISH))) {
        throw new AssertionError(which + " reads the same in Spanish as in English");
      }
    }
  }

  private static void offers(PlayableGame<?, ?> playable, Level level, String which) {
    AgentSpec spec = AgentSpec.parse(level.agent());
    if (!playable.agents().contains(spec.kindName())) {
      throw new AssertionError(
          which
              + " is played by an engine the game does not offer; expected one of "
              + playable.agents());
    }
    Agent<?, ?> agent;
    try {
      agent = playable.agent(spec, AgentContext.of(1, Duration.ofMillis(100)).withThreads(1));
    } catch (RuntimeException refused) {
      AssertionError failure =
          new AssertionError(which + ": the game refuses to make its engine: " + refused);
      failure.initCause(refused);
      throw failure;
    }
    if (agent == null) {
      throw new AssertionError(which + ": the game makes no engine for it");
    }
  }

  private static void texts(Level level, Language language, String which) {
    try {
      if (level.title(language).isBlank() || level.description(language).isBlank()) {
        throw new AssertionError(which + " has a blank title or description in " + language);
      }
    } catch (MissingResourceException missing) {
      throw new AssertionError(which + " has no text in " + language + ": " + missing.getKey());
    }
  }
}
