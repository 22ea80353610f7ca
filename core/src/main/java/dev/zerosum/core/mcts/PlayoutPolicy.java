package dev.zerosum.core.mcts;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Game;
import dev.zerosum.core.SearchLimits;
import java.util.List;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * Chooses the moves of a playout, the game a Monte Carlo search plays to the end from each new node
 * to score it: uniformly at random by default, or by a rule of thumb that makes the playouts more
 * like real games.
 *
 * <p>A policy draws its randomness from the generator it is given, which the search seeds, so that
 * a search with one thread and a seed repeats itself exactly. A search with several threads calls
 * the same policy from all of them at once: a policy must keep no state of its own.
 *
 * <pre>{@code
 * PlayoutPolicy<S, A> random = PlayoutPolicy.uniform();
 * // A game's heuristic agent, with one move in ten at random so that playouts differ:
 * PlayoutPolicy<S, A> guided = PlayoutPolicy.of(heuristicAgent).withRandomMoves(0.1);
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
@FunctionalInterface
public interface PlayoutPolicy<S, A> {

  /**
   * Returns a legal move of {@code state}, which is not terminal, drawing any randomness from
   * {@code random}.
   */
  A choose(Game<S, A> game, S state, RandomGenerator random);

  /** Returns the policy that plays each legal move with the same probability. */
  static <S, A> PlayoutPolicy<S, A> uniform() {
    return (game, state, random) -> {
      List<A> actions = game.actions(state);
      if (actions.isEmpty()) {
        throw SearchLimits.noMoves();
      }
      return actions.get(random.nextInt(actions.size()));
    };
  }

  /**
   * Returns the policy that plays what {@code agent} chooses. The agent must be safe to call from
   * several threads when the search has several (the games' heuristic agents keep no state).
   */
  static <S, A> PlayoutPolicy<S, A> of(Agent<S, A> agent) {
    Objects.requireNonNull(agent, "agent");
    return (game, state, random) -> agent.chooseAction(state);
  }

  /**
   * Returns this policy with a share of its moves, {@code share} of them on average, played
   * uniformly at random instead: a deterministic rule of thumb then plays a different game each
   * time.
   *
   * @throws IllegalArgumentException if the share is not between 0 and 1
   */
  default PlayoutPolicy<S, A> withRandomMoves(double share) {
    if (!(share >= 0 && share <= 1)) {
      throw new IllegalArgumentException(
          "a share of random moves is between 0 and 1; got " + share);
    }
    PlayoutPolicy<S, A> random = uniform();
    return (game, state, generator) ->
        generator.nextDouble() < share
            ? random.choose(game, state, generator)
            : choose(game, state, generator);
  }
}
