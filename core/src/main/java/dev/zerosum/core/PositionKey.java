package dev.zerosum.core;

/**
 * A 64-bit key of a position: equal positions have equal keys. A key that is a perfect encoding
 * never collides; a hashed one (Zobrist) may, and transposition tables allow for that.
 *
 * @param <S> the type of a position
 */
@FunctionalInterface
public interface PositionKey<S> {

  /** Returns the key of {@code state}. */
  long of(S state);
}
