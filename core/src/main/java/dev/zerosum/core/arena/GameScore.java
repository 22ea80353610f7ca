package dev.zerosum.core.arena;

/** The result of one game of the arena, seen from its players' seats. */
public enum GameScore {
  /** The player who moved first won. */
  FIRST_WINS(1.0),
  /** Nobody won. */
  DRAW(0.5),
  /** The player who moved second won. */
  SECOND_WINS(0.0);

  private final double pointsOfFirst;

  GameScore(double pointsOfFirst) {
    this.pointsOfFirst = pointsOfFirst;
  }

  /** Returns the points of the first player: 1 for a win, ½ for a draw, 0 for a loss. */
  public double pointsOfFirst() {
    return pointsOfFirst;
  }

  /** Returns the points of the second player. */
  public double pointsOfSecond() {
    return 1.0 - pointsOfFirst;
  }
}
