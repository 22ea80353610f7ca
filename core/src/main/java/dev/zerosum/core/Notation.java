package dev.zerosum.core;

/**
 * How people write a game's moves and positions. Reading is strict: text that does not name a legal
 * move or a reachable position raises a {@link GameInputException} that says what is wrong and what
 * was expected.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public interface Notation<S, A> {

  /**
   * Returns the move that {@code text} names in {@code state}.
   *
   * @throws NotationException if the text names no move
   * @throws IllegalMoveException if it names a move that is not legal in the state
   */
  A parseMove(S state, String text);

  /** Returns the usual way to write {@code action} in {@code state}. */
  String formatMove(S state, A action);

  /**
   * Returns the position {@code text} describes, after checking that the game can reach it.
   *
   * @throws NotationException if the text is malformed
   * @throws IllegalPositionException if it describes a position the game cannot reach
   */
  S parsePosition(String text);

  /** Returns {@code state} written so that {@link #parsePosition} reads it back. */
  String formatPosition(S state);
}
