package dev.zerosum.games.dernier;

/**
 * A move of Dernier: how many matches to take, written as the number itself ({@code 2}).
 *
 * @param take the matches taken, at least 1
 */
public record DernierMove(int take) {

  /** Checks that the move takes at least one match. */
  public DernierMove {
    if (take < 1) {
      throw new IllegalArgumentException("a move takes at least 1 match, not " + take);
    }
  }

  /** Returns the move as people write it: the number taken. */
  @Override
  public String toString() {
    return Integer.toString(take);
  }
}
