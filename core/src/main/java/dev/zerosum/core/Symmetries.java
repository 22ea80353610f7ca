package dev.zerosum.core;

import java.util.List;

/**
 * The symmetries of a game: transformations (rotations, reflections …) that map a position onto an
 * equivalent one, with the same value for the same player to move.
 *
 * @param <S> the type of a position
 */
@FunctionalInterface
public interface Symmetries<S> {

  /** Returns the images of {@code state} under every symmetry, the state itself included. */
  List<S> images(S state);

  /**
   * Returns a key that is the same for all images of a position: the smallest of their keys.
   *
   * <p>Example: {@code PositionKey<S> canonical =
   * symmetries.canonicalKey(game.positionKey().get());}
   */
  default PositionKey<S> canonicalKey(PositionKey<S> key) {
    return state -> {
      long smallest = Long.MAX_VALUE;
      for (S image : images(state)) {
        smallest = Math.min(smallest, key.of(image));
      }
      return smallest;
    };
  }
}
