package dev.zerosum.registry;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.i18n.Quotes;
import java.time.Duration;
import java.util.Locale;

/**
 * Who plays a side, as typed on the command line and kept in save files: {@code human}, {@code
 * random}, {@code heuristic}, {@code minimax}, {@code alphabeta}, {@code depth:N}, {@code mcts},
 * {@code mcts:N} (N simulations a move), {@code mcts:1s} (its own time a move) or {@code perfect}.
 *
 * @param kind the kind of player
 * @param depth the depth of a {@code depth:N} search; 0 for the others
 * @param iterations the simulations a move of {@code mcts:N}; 0 for the others, and for an {@code
 *     mcts} that thinks for a time
 * @param time the time a move of {@code mcts:1s}; null when the player thinks for the game's time
 */
public record AgentSpec(Kind kind, int depth, long iterations, Duration time) {
  /** The deepest {@code depth:N} accepted. */
  public static final int MAX_DEPTH = 99;

  /** The most simulations a move of {@code mcts:N}. */
  public static final long MAX_ITERATIONS = 100_000_000;

  /** What a player's name may be, for messages. */
  public static final String EXPECTED =
      "expected human, random, heuristic, minimax, alphabeta, depth:N (N from 1 to "
          + MAX_DEPTH
          + "), mcts, mcts:N (simulations), mcts:1s (a time), perfect or strongest";

  private static final Messages MESSAGES = Messages.of(AgentSpec.class);

  /**
   * The kinds of player, and the searches a trace, a picture or a comparison shows: one name for
   * each search everywhere (the menus, the compare table, the trace and the command line), its
   * title for people from {@link EngineNames}.
   */
  public enum Kind {
    /** A person at the keyboard. */
    HUMAN,
    /** A legal move drawn at random. */
    RANDOM,
    /** The game's rule of thumb. */
    HEURISTIC,
    /** Minimax, deepened within the time a move. */
    MINIMAX,
    /** Alpha-beta, deepened within the time a move. */
    ALPHABETA,
    /**
     * Alpha-beta with the game's move ordering and a transposition table, typed {@code
     * alphabeta-ordered}: a search that traces and comparisons show, not a player of its own.
     */
    ALPHABETA_ORDERED,
    /** Alpha-beta stopped at a depth, with the game's evaluator. */
    DEPTH,
    /** Monte Carlo tree search with the MCTS-Solver. */
    MCTS,
    /** The game's fastest exact player. */
    PERFECT,
    /**
     * The game's strongest engine where no engine is proven perfect (gomoku): offered there in
     * place of {@code perfect}.
     */
    STRONGEST;

    /** Returns the kind as typed: {@code alphabeta}, {@code alphabeta-ordered}, {@code depth}. */
    public String typed() {
      return name().toLowerCase(Locale.ROOT).replace('_', '-');
    }
  }

  /** The default engine: perfect play. */
  public static final AgentSpec PERFECT = new AgentSpec(Kind.PERFECT, 0, 0, null);

  /** A person at the keyboard. */
  public static final AgentSpec HUMAN = new AgentSpec(Kind.HUMAN, 0, 0, null);

  /** Returns the player of {@code kind} with no parameter. */
  public AgentSpec(Kind kind, int depth) {
    this(kind, depth, 0, null);
  }

  /**
   * Returns the player {@code text} names.
   *
   * @throws GameInputException if it names none
   */
  public static AgentSpec parse(String text) {
    String name = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
    if (name.startsWith("depth:")) {
      return new AgentSpec(Kind.DEPTH, (int) number(text, name, "depth:", MAX_DEPTH), 0, null);
    }
    if (name.startsWith("mcts:")) {
      String parameter = name.substring("mcts:".length());
      if (parameter.endsWith("s")) {
        return new AgentSpec(Kind.MCTS, 0, 0, Durations.parse(parameter));
      }
      return new AgentSpec(Kind.MCTS, 0, number(text, name, "mcts:", MAX_ITERATIONS), null);
    }
    for (Kind kind : Kind.values()) {
      if (kind != Kind.DEPTH && kind.typed().equals(name)) {
        return new AgentSpec(kind, 0, 0, null);
      }
    }
    throw new GameInputException(
        MESSAGES.text(
            "registry.agent.unknown", Quotes.quote(text == null ? "" : text), expected()));
  }

  private static long number(String text, String name, String prefix, long max) {
    long value;
    try {
      value = Long.parseLong(name.substring(prefix.length()));
    } catch (NumberFormatException notANumber) {
      throw new GameInputException(
          MESSAGES.text("registry.agent.no-number", Quotes.quote(text), expected()));
    }
    if (value < 1 || value > max) {
      String key =
          prefix.equals("depth:")
              ? "registry.agent.depth-range"
              : "registry.agent.simulations-range";
      throw new GameInputException(MESSAGES.text(key, String.valueOf(value), expected()));
    }
    return value;
  }

  /** Returns {@link #EXPECTED} in the current language, for messages. */
  public static String expected() {
    return MESSAGES.text("registry.agent.expected", String.valueOf(MAX_DEPTH));
  }

  /**
   * Returns the kind as games list the players they offer: {@code perfect}, {@code depth:N}, {@code
   * mcts} …
   */
  public String kindName() {
    return kind == Kind.DEPTH ? "depth:N" : kind.typed();
  }

  /** Returns true for a person at the keyboard. */
  public boolean isHuman() {
    return kind == Kind.HUMAN;
  }

  /**
   * Returns the name as {@link #parse} reads it: {@code perfect}, {@code depth:3}, {@code mcts:1s}
   * …
   */
  @Override
  public String toString() {
    String name = kind.typed();
    if (kind == Kind.DEPTH) {
      return name + ":" + depth;
    }
    if (kind == Kind.MCTS && iterations > 0) {
      return name + ":" + iterations;
    }
    if (kind == Kind.MCTS && time != null) {
      return name + ":" + Durations.format(time);
    }
    return name;
  }
}
