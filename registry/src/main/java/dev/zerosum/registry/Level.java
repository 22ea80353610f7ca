package dev.zerosum.registry;

import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A level a player chooses instead of an engine's name: {@code easy}, {@code medium}, {@code hard},
 * then {@code perfect} where the engine behind it is proven perfect, or {@code strongest} where it
 * is only the best the game has. Each game maps its levels to engines it measured to differ in
 * strength (bench/results/levels-*.md); the engine's own name stays available.
 *
 * @param name the level, one of {@link #NAMES}
 * @param agent the engine it plays with, as typed: {@code random}, {@code depth:4}, {@code perfect}
 *     …
 */
public record Level(String name, String agent) {
  /** The names of the levels, weakest first; the last two are both the top level. */
  public static final List<String> NAMES =
      List.of("easy", "medium", "hard", "perfect", "strongest");

  private static final Messages MESSAGES = Messages.of(Level.class);

  /** Checks that the name is a level's and the agent an engine's. */
  public Level {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(agent, "agent");
    if (!NAMES.contains(name)) {
      throw new IllegalArgumentException(name + " is not a level; expected one of " + NAMES);
    }
    if (AgentSpec.parse(agent).isHuman()) {
      throw new IllegalArgumentException("a level is played by an engine, not " + agent);
    }
  }

  /** Returns the easy level, played by {@code agent}. */
  public static Level easy(String agent) {
    return new Level("easy", agent);
  }

  /** Returns the medium level, played by {@code agent}. */
  public static Level medium(String agent) {
    return new Level("medium", agent);
  }

  /** Returns the hard level, played by {@code agent}. */
  public static Level hard(String agent) {
    return new Level("hard", agent);
  }

  /** Returns the top level of a game whose {@code perfect} engine is proven perfect. */
  public static Level perfect() {
    return new Level("perfect", "perfect");
  }

  /** Returns the top level of a game whose best engine is not always perfect. */
  public static Level strongest(String agent) {
    return new Level("strongest", agent);
  }

  /**
   * Returns {@code levels} less those whose engine the game does not offer ({@code agents}, as
   * {@link GameEngines#agents()} lists them): a game whose options leave out an engine leaves out
   * its level.
   */
  public static List<Level> offered(List<String> agents, Level... levels) {
    List<Level> kept = new ArrayList<>();
    for (Level level : levels) {
      if (agents.contains(AgentSpec.parse(level.agent()).kindName())) {
        kept.add(level);
      }
    }
    return List.copyOf(kept);
  }

  /**
   * Returns the engine of the level named {@code typed} among {@code levels} ({@code hard} is
   * {@code depth:6} in Connect Four), or {@code typed} itself when it names no level: where a
   * player is typed, a level's name does as well as an engine's.
   */
  public static String engineOf(List<Level> levels, String typed) {
    String name = typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
    for (Level level : levels) {
      if (level.name().equals(name)) {
        return level.agent();
      }
    }
    return typed;
  }

  /** Returns the rank of the level: 0 for easy up to 3 for the top. */
  public int rank() {
    return Math.min(NAMES.indexOf(name), 3);
  }

  /** Returns the level's title in the current language: Easy, Medium … */
  public String title() {
    return title(Language.current());
  }

  /** Returns the level's title in {@code language}. */
  public String title(Language language) {
    return MESSAGES.text(language, "level." + name);
  }

  /** Returns the line that says how the level plays, in the current language. */
  public String description() {
    return description(Language.current());
  }

  /**
   * Returns the line that says how the level plays, in {@code language}: what its engine does
   * ("plays at random: good for learning the rules").
   */
  public String description(Language language) {
    AgentSpec spec = AgentSpec.parse(agent);
    if (name.equals("strongest")
        && (spec.kind() == AgentSpec.Kind.PERFECT || spec.kind() == AgentSpec.Kind.STRONGEST)) {
      return MESSAGES.text(language, "level.does.strongest");
    }
    String kind = spec.kind().name().toLowerCase(Locale.ROOT);
    return MESSAGES.text(language, "level.does." + kind, String.valueOf(spec.depth()));
  }
}
