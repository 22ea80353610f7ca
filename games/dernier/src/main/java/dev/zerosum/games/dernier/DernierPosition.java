package dev.zerosum.games.dernier;

import dev.zerosum.core.Player;
import java.util.Objects;

/**
 * A position of Dernier: the matches left in the row and the player to move.
 *
 * <p>Example: {@code new DernierPosition(21, Player.MAX)} is the usual start.
 *
 * @param matches the matches left, 0 to {@link #MAX_MATCHES}
 * @param toMove the player to move
 */
public record DernierPosition(long matches, Player toMove) {
  /** The longest row: 2^62 matches (the rule answers for any row at once). */
  public static final long MAX_MATCHES = 1L << 62;

  /** Checks the count. */
  public DernierPosition {
    Objects.requireNonNull(toMove, "toMove");
    if (matches < 0 || matches > MAX_MATCHES) {
      throw new IllegalArgumentException(
          "a row holds 0 to " + MAX_MATCHES + " (2^62) matches, not " + matches);
    }
  }

  /** Returns true when no match is left: the game is over. */
  public boolean isOver() {
    return matches == 0;
  }

  /** Returns the position after {@code take} matches are taken; the caller checked the move. */
  DernierPosition after(int take) {
    return new DernierPosition(matches - take, toMove.opponent());
  }

  /** Returns "21 (MAX to move)". */
  @Override
  public String toString() {
    return matches + " (" + toMove + " to move)";
  }
}
