package dev.zerosum.core.arena;

import dev.zerosum.core.Agent;

/**
 * Makes a fresh agent for each game of the arena: agents keep state (a tree, a generator), so none
 * is shared between games. The seed, which the arena derives from its own seed and the game's
 * number, makes a random agent's game repeatable.
 *
 * <p>Example: {@code seed -> new RandomAgent<>(game, seed)}
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
@FunctionalInterface
public interface AgentFactory<S, A> {

  /** Returns a new agent for one game, seeded with {@code seed} if it draws at random. */
  Agent<S, A> newAgent(long seed);
}
