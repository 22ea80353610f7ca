package dev.zerosum.registry;

import dev.zerosum.core.Agent;

/**
 * Makes an engine once it is asked for, with the context it plays in: what a game offers where
 * saying that it has an engine must cost nothing (a perfect player's table is made only when it
 * plays).
 *
 * <pre>{@code
 * protected Optional<AgentMaker<Pile, Integer>> perfectAgent() {
 *   return Optional.of(context -> pile -> pile.left() % 4 == 0 ? 1 : pile.left() % 4);
 * }
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
@FunctionalInterface
public interface AgentMaker<S, A> {

  /** Returns the engine, set up with {@code context}. */
  Agent<S, A> make(AgentContext context);
}
