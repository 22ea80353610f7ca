package dev.zerosum.core;

import java.util.List;

/**
 * Puts the legal moves of a position in the order a search should try them. Alpha-beta prunes most
 * when the best move comes first; the value it finds never depends on the order.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
@FunctionalInterface
public interface MoveOrdering<S, A> {

  /** Returns {@code actions} (the legal moves of {@code state}) reordered, none added or lost. */
  List<A> order(S state, List<A> actions);

  /** Returns the ordering that keeps the game's own order of {@link Game#actions}. */
  static <S, A> MoveOrdering<S, A> natural() {
    return (state, actions) -> actions;
  }
}
