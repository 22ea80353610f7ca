package dev.zerosum.core;

/**
 * A 64-bit key of a position: equal positions have equal keys. Prefer a perfect encoding, which
 * never gives two positions one key. A hashed key (Zobrist) may, with a chance of about one in 2^64
 * per pair; a transposition table would then take one position for the other, the risk every engine
 * that hashes accepts.
 *
 * @param <S> the type of a position
 */
@FunctionalInterface
public interface PositionKey<S> {

  /** Returns the key of {@code state}. */
  long of(S state);
}
