package dev.zerosum.core.arena;

import dev.zerosum.core.Game;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The random openings of the arena: a few uniformly random moves from the initial position, so that
 * two deterministic players do not play the same game over and over. Opening {@code k} is the same
 * for every pairing, and each pairing plays it once with each colour.
 */
final class Openings {
  private static final int TRIES = 100; // lines drawn before a shorter opening is tried

  private Openings() {}

  /**
   * Returns opening {@code index}: {@code plies} random moves drawn from a generator seeded by
   * {@code seed} and the index, redrawn when they end the game; shorter when every line that long
   * does.
   */
  static <S, A> List<A> opening(Game<S, A> game, int plies, long seed, int index) {
    SplittableRandom random = new SplittableRandom(Seeds.mix(seed, index, 0x09E4_1L));
    for (int length = plies; length > 0; length--) {
      for (int attempt = 0; attempt < TRIES; attempt++) {
        List<A> line = randomLine(game, length, random);
        if (line != null) {
          return line;
        }
      }
    }
    return List.of();
  }

  /** Returns {@code length} random moves that leave the game going on, or null if they end it. */
  private static <S, A> List<A> randomLine(Game<S, A> game, int length, SplittableRandom random) {
    S state = game.initialState();
    List<A> line = new ArrayList<>(length);
    for (int ply = 0; ply < length; ply++) {
      if (game.isTerminal(state)) {
        return null;
      }
      List<A> actions = game.actions(state);
      A move = actions.get(random.nextInt(actions.size()));
      line.add(move);
      state = game.result(state, move);
    }
    return game.isTerminal(state) ? null : line;
  }
}
