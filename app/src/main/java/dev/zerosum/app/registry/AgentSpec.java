package dev.zerosum.app.registry;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.InputText;
import java.util.Locale;

/**
 * Who plays a side, as typed on the command line and kept in save files: {@code human}, {@code
 * random}, {@code heuristic}, {@code minimax}, {@code alphabeta}, {@code depth:N} or {@code
 * perfect}.
 *
 * @param kind the kind of player
 * @param depth the depth of a {@code depth:N} search; 0 for the others
 */
public record AgentSpec(Kind kind, int depth) {
  /** The deepest {@code depth:N} accepted. */
  public static final int MAX_DEPTH = 99;

  /** What a player's name may be, for messages. */
  public static final String EXPECTED =
      "expected human, random, heuristic, minimax, alphabeta, depth:N (N from 1 to "
          + MAX_DEPTH
          + ") or perfect";

  /** The kinds of player. */
  public enum Kind {
    HUMAN,
    RANDOM,
    HEURISTIC,
    MINIMAX,
    ALPHABETA,
    DEPTH,
    PERFECT
  }

  /** The default engine: perfect play. */
  public static final AgentSpec PERFECT = new AgentSpec(Kind.PERFECT, 0);

  /** A person at the keyboard. */
  public static final AgentSpec HUMAN = new AgentSpec(Kind.HUMAN, 0);

  /**
   * Returns the player {@code text} names.
   *
   * @throws GameInputException if it names none
   */
  public static AgentSpec parse(String text) {
    String name = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
    if (name.startsWith("depth:")) {
      String digits = name.substring("depth:".length());
      int depth;
      try {
        depth = Integer.parseInt(digits);
      } catch (NumberFormatException notANumber) {
        throw new GameInputException(InputText.quote(text) + " has no depth; " + EXPECTED);
      }
      if (depth < 1 || depth > MAX_DEPTH) {
        throw new GameInputException("depth " + depth + " is out of range; " + EXPECTED);
      }
      return new AgentSpec(Kind.DEPTH, depth);
    }
    for (Kind kind : Kind.values()) {
      if (kind != Kind.DEPTH && kind.name().toLowerCase(Locale.ROOT).equals(name)) {
        return new AgentSpec(kind, 0);
      }
    }
    throw new GameInputException(
        "unknown player " + InputText.quote(text == null ? "" : text) + "; " + EXPECTED);
  }

  /** Returns the kind as games list the players they offer: {@code perfect}, {@code depth:N} … */
  public String kindName() {
    return kind == Kind.DEPTH ? "depth:N" : kind.name().toLowerCase(Locale.ROOT);
  }

  /** Returns true for a person at the keyboard. */
  public boolean isHuman() {
    return kind == Kind.HUMAN;
  }

  /** Returns the name as {@link #parse} reads it: {@code perfect}, {@code depth:3} … */
  @Override
  public String toString() {
    String name = kind.name().toLowerCase(Locale.ROOT);
    return kind == Kind.DEPTH ? name + ":" + depth : name;
  }
}
