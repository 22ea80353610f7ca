package dev.zerosum.core.arena;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Game;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.Player;
import java.util.AbstractList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A game of chosen strengths, for testing ratings: each player names a performance (an integer),
 * MAX first, and the higher one wins; equal ones draw. A {@link DuelAgent} of rating R names R plus
 * Gumbel noise of scale 400 / ln 10, and the difference of two such Gumbel variables is logistic,
 * so a player of rating R_i beats one of R_j with probability 1 / (1 + 10^((R_j - R_i) / 400)):
 * exactly the model the Elo fit assumes (ties, from rounding to integers, are rare and even).
 */
final class DuelGame implements Game<DuelGame.Duel, Integer> {
  /** The largest performance a player can name. */
  static final int LIMIT = 100_000;

  /**
   * A position: the performances named so far.
   *
   * @param first MAX's performance, null until named
   * @param second MIN's performance, null until named
   */
  record Duel(Integer first, Integer second) {}

  private static final List<Integer> PERFORMANCES =
      new AbstractList<>() {
        @Override
        public Integer get(int index) {
          return index - LIMIT;
        }

        @Override
        public int size() {
          return 2 * LIMIT + 1;
        }

        @Override
        public boolean contains(Object value) {
          return value instanceof Integer performance && Math.abs(performance) <= LIMIT;
        }
      };

  @Override
  public Duel initialState() {
    return new Duel(null, null);
  }

  @Override
  public Player player(Duel state) {
    return state.first() == null ? Player.MAX : Player.MIN;
  }

  @Override
  public List<Integer> actions(Duel state) {
    return isTerminal(state) ? List.of() : PERFORMANCES;
  }

  @Override
  public Duel result(Duel state, Integer performance) {
    if (!PERFORMANCES.contains(performance) || isTerminal(state)) {
      throw new IllegalMoveException("cannot name " + performance + " in " + state);
    }
    return state.first() == null
        ? new Duel(performance, null)
        : new Duel(state.first(), performance);
  }

  @Override
  public boolean isTerminal(Duel state) {
    return state.second() != null;
  }

  @Override
  public int utility(Duel state) {
    return Integer.signum(state.first() - state.second());
  }

  /** Names its rating plus Gumbel noise, from a seeded generator. */
  static final class DuelAgent implements Agent<Duel, Integer> {
    private static final double SCALE = 400 / StrictMath.log(10);
    private final double rating;
    private final SplittableRandom random;

    DuelAgent(double rating, long seed) {
      this.rating = rating;
      this.random = new SplittableRandom(seed);
    }

    @Override
    public Integer chooseAction(Duel state) {
      double uniform = random.nextDouble(Double.MIN_VALUE, 1.0);
      double gumbel = -StrictMath.log(-StrictMath.log(uniform));
      return (int) Math.round(Math.max(-LIMIT, Math.min(LIMIT, rating + SCALE * gumbel)));
    }
  }
}
