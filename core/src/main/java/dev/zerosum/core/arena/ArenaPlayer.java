package dev.zerosum.core.arena;

import java.util.Objects;

/**
 * A player of the arena: a name, by which the results know it, and the factory of its agents.
 *
 * @param name the name, unique in the arena ({@code "mcts:1s"}, {@code "perfect"})
 * @param factory makes the player's agent for each game
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public record ArenaPlayer<S, A>(String name, AgentFactory<S, A> factory) {

  /**
   * Checks the name and the factory.
   *
   * @throws IllegalArgumentException if the name is blank
   */
  public ArenaPlayer {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(factory, "factory");
    if (name.isBlank()) {
      throw new IllegalArgumentException("a player needs a name; got a blank one");
    }
  }
}
