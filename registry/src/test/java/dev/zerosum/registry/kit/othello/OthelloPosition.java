package dev.zerosum.registry.kit.othello;

import dev.zerosum.core.Player;

/**
 * A position of Othello on 6 × 6: the squares of each colour, one bit a square (bit {@code row * 6
 * + column}), and who moves. Black is the first player (MAX), as in the real game.
 *
 * @param black the squares with a black disc
 * @param white the squares with a white disc
 * @param toMove the player to move: MAX is black
 */
public record OthelloPosition(long black, long white, Player toMove) {
  /** The side of the board. */
  static final int SIDE = 6;

  /** The squares of the board. */
  static final int SQUARES = SIDE * SIDE;

  /** Checks that no square holds two discs and that every disc is on the board. */
  public OthelloPosition {
    if ((black & white) != 0 || ((black | white) >>> SQUARES) != 0) {
      throw new IllegalArgumentException("discs off the board or two on one square");
    }
  }

  /** Returns the discs of {@code player}. */
  long discs(Player player) {
    return player == Player.MAX ? black : white;
  }

  /** Returns the glyph of a square: {@code B}, {@code W} or {@code .}. */
  char glyphAt(int square) {
    long bit = 1L << square;
    return (black & bit) != 0 ? 'B' : (white & bit) != 0 ? 'W' : '.';
  }

  /** Returns black's discs less white's. */
  int discDifference() {
    return Long.bitCount(black) - Long.bitCount(white);
  }
}
