package dev.zerosum.registry;

import dev.zerosum.core.Game;
import dev.zerosum.core.Perft;
import dev.zerosum.core.StopCondition;
import java.util.Objects;

/**
 * Counts the leaves of a game's move tree to a depth, as {@link Perft} does, but faster: a game
 * with a specialised move generator offers one through {@link GameRules#perftCounter()}, and the
 * {@code perft} command uses it in place of the generic count, which stays the reference it is
 * checked against. A counter may count the moves at the last ply without making them ("bulk
 * counting").
 *
 * <pre>{@code
 * // in a game's PlayableGame, beside its rules:
 * @Override
 * public Optional<PerftCounter<Board>> perftCounter() {
 *   return Optional.of((board, depth) -> new BoardPerft(board).count(depth));
 * }
 * }</pre>
 *
 * <p>Its count must equal {@link Perft#count}'s on every position and depth: 1 at depth 0, 0 below
 * a terminal position.
 *
 * @param <S> the type of a position
 */
@FunctionalInterface
public interface PerftCounter<S> {

  /**
   * Returns the number of move sequences of length {@code depth} (0 or more) from {@code position}.
   */
  long count(S position, int depth);

  /**
   * Returns the count as {@link #count(Object, int)} does, stopped when {@code stop} says stop. A
   * counter that can ask {@code stop} every few thousand nodes overrides this, and throws {@link
   * dev.zerosum.core.SearchStoppedException} when it says stop; by default {@code stop} is not
   * asked (the {@code perft} command asks it between the moves of the first ply).
   */
  default long count(S position, int depth, StopCondition stop) {
    return count(position, depth);
  }

  /** Returns the generic count of {@code game}, {@link Perft#count}: the reference. */
  static <S, A> PerftCounter<S> generic(Game<S, A> game) {
    Objects.requireNonNull(game, "game");
    return new PerftCounter<>() {
      @Override
      public long count(S position, int depth) {
        return Perft.count(game, position, depth, StopCondition.never());
      }

      @Override
      public long count(S position, int depth, StopCondition stop) {
        return Perft.count(game, position, depth, stop);
      }
    };
  }
}
