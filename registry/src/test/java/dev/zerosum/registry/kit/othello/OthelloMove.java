package dev.zerosum.registry.kit.othello;

/**
 * A move: a disc placed on a square, or a pass, which a player plays when no square of the board
 * takes one of their discs while the game goes on.
 *
 * @param square the square, 0 to 35 row by row from the top left; {@link #PASS_SQUARE} for a pass
 */
public record OthelloMove(int square) {
  /** The square of a pass, which is none. */
  static final int PASS_SQUARE = -1;

  /** The pass. */
  public static final OthelloMove PASS = new OthelloMove(PASS_SQUARE);

  /** Returns true for a pass. */
  public boolean isPass() {
    return square == PASS_SQUARE;
  }
}
