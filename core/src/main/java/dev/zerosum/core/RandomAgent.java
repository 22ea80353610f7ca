package dev.zerosum.core;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Plays a legal move chosen uniformly at random; the same seed gives the same moves on every
 * machine.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class RandomAgent<S, A> implements Agent<S, A> {
  private final Game<S, A> game;
  private final SplittableRandom random;

  /** Creates an agent that draws its moves from a generator seeded with {@code seed}. */
  public RandomAgent(Game<S, A> game, long seed) {
    this.game = game;
    this.random = new SplittableRandom(seed);
  }

  @Override
  public A chooseAction(S state) {
    List<A> actions = game.actions(state);
    if (game.isTerminal(state) || actions.isEmpty()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    return actions.get(random.nextInt(actions.size()));
  }
}
