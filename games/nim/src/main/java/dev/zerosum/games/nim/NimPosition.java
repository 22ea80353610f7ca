package dev.zerosum.games.nim;

import dev.zerosum.core.Player;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A position of Nim: the size of each pile and the player to move. Immutable: the piles are copied
 * on the way in and on the way out, and two positions are equal when their piles (in order) and
 * their players to move are.
 *
 * <p>Example: {@code NimPosition.of(Player.MAX, 3, 4, 5)} is piles A = 3, B = 4, C = 5 with the
 * first player to move.
 */
public final class NimPosition {
  /** The largest pile: 2^62 objects. */
  public static final long MAX_PILE = 1L << 62;

  private final long[] piles; // never changed, never shared outside the package
  private final Player toMove;
  private final boolean over; // cached: every pile is empty

  private NimPosition(long[] piles, Player toMove) {
    this.piles = piles;
    this.toMove = toMove;
    this.over = Arrays.stream(piles).allMatch(pile -> pile == 0);
  }

  /**
   * Returns the position with these piles (pile A first) and {@code toMove} to move.
   *
   * @throws IllegalArgumentException if there is no pile, or a pile is negative or above {@link
   *     #MAX_PILE}
   */
  public static NimPosition of(Player toMove, long... piles) {
    Objects.requireNonNull(toMove, "toMove");
    long[] copy = piles.clone();
    checkPiles(copy);
    return new NimPosition(copy, toMove);
  }

  /**
   * Returns the position with these piles (pile A first) and {@code toMove} to move.
   *
   * @throws IllegalArgumentException if there is no pile, or a pile is negative or above {@link
   *     #MAX_PILE}
   */
  public static NimPosition of(Player toMove, List<Long> piles) {
    Objects.requireNonNull(toMove, "toMove");
    long[] copy = new long[piles.size()];
    for (int i = 0; i < copy.length; i++) {
      copy[i] = Objects.requireNonNull(piles.get(i), "pile sizes must not be null");
    }
    checkPiles(copy);
    return new NimPosition(copy, toMove);
  }

  private static void checkPiles(long[] piles) {
    if (piles.length == 0) {
      throw new IllegalArgumentException("a Nim position needs at least one pile; none was given");
    }
    for (int i = 0; i < piles.length; i++) {
      if (piles[i] < 0 || piles[i] > MAX_PILE) {
        throw new IllegalArgumentException(
            "pile "
                + NimNotation.pileName(piles.length, i)
                + " holds "
                + piles[i]
                + " objects; expected 0 to "
                + MAX_PILE
                + " (2^62)");
      }
    }
  }

  /** Returns the player to move. */
  public Player toMove() {
    return toMove;
  }

  /** Returns the number of piles, empty ones included. */
  public int pileCount() {
    return piles.length;
  }

  /**
   * Returns the size of the pile at {@code index} (0 is pile A).
   *
   * @throws IndexOutOfBoundsException if there is no such pile
   */
  public long pile(int index) {
    return piles[Objects.checkIndex(index, piles.length)];
  }

  /** Returns a copy of the pile sizes, pile A first. */
  public long[] piles() {
    return piles.clone();
  }

  /** Returns true when every pile is empty: the game is over. */
  public boolean isOver() {
    return over;
  }

  /** Returns the pile sizes themselves, for the package's hot paths, which only read them. */
  long[] pilesForReading() {
    return piles;
  }

  /**
   * Returns the position after {@code count} objects are taken from the pile at {@code pile}, with
   * the other player to move. The caller has checked that the move is legal.
   */
  NimPosition take(int pile, long count) {
    long[] next = piles.clone();
    next[pile] -= count;
    return new NimPosition(next, toMove.opponent());
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof NimPosition that
        && toMove == that.toMove
        && Arrays.equals(piles, that.piles);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(piles) + toMove.hashCode();
  }

  /**
   * Returns the piles as the notation writes them and the player to move: "3,4,5 (MAX to move)".
   */
  @Override
  public String toString() {
    return NimNotation.formatPiles(piles) + " (" + toMove + " to move)";
  }
}
