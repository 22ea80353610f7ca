package dev.zerosum.games.nim;

import dev.zerosum.core.Player;
import java.util.Arrays;

/**
 * The 64-bit keys of Nim positions, for transposition tables.
 *
 * <p>A {@link dev.zerosum.core.TranspositionTable} keeps each entry's full key, so it never
 * confuses two positions that merely share a slot; but two positions with the same key would be
 * taken for each other, and a search would return a wrong value. So the key is a perfect encoding
 * wherever one fits in 64 bits, which covers every position a search can finish:
 *
 * <pre>
 * bit 63      0: packed
 * bits 13-62  the piles, k bits each, pile A lowest    (n * k &lt;= 50)
 * bits 7-12   n, the number of piles                   (1 to 63)
 * bits 1-6    k, the bit length of the largest pile    (0 to 50)
 * bit 0       1 when MIN is to move
 * </pre>
 *
 * <p>Two positions with the same n and k are told apart by their piles, and the header tells apart
 * those that differ in n or k, so packed keys never collide. Positions whose piles need more than
 * 50 bits get bit 63 set and a mixing hash of their piles in bits 1-62 (bit 0 is still the player
 * to move): such keys never equal a packed one, but two of them can collide by chance. With 62
 * random bits, a table holding a million such positions has about one chance in ten million of
 * holding two with one key; the exact answer for those positions comes from {@link NimSumSolver}
 * anyway.
 */
final class NimPositionKeys {
  private static final int PLAYER_BITS = 1;
  private static final int WIDTH_BITS = 6;
  private static final int COUNT_BITS = 6;
  private static final int HEADER_BITS = PLAYER_BITS + WIDTH_BITS + COUNT_BITS;
  private static final int PAYLOAD_BITS = 63 - HEADER_BITS;
  private static final int MAX_PACKED_PILES = (1 << COUNT_BITS) - 1;
  private static final long HASHED = 1L << 63;
  private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

  private NimPositionKeys() {}

  /** Returns the key of {@code position}: its piles in order and its player to move. */
  static long key(NimPosition position) {
    return key(position.pilesForReading(), position.toMove());
  }

  /**
   * Returns the key of {@code position} with its piles sorted: equal for positions whose piles are
   * the same multiset, which have the same value because piles are interchangeable.
   */
  static long canonicalKey(NimPosition position) {
    long[] sorted = position.piles();
    Arrays.sort(sorted);
    return key(sorted, position.toMove());
  }

  private static long key(long[] piles, Player toMove) {
    long player = toMove == Player.MIN ? 1 : 0;
    long allBits = 0;
    for (long pile : piles) {
      allBits |= pile;
    }
    int width = 64 - Long.numberOfLeadingZeros(allBits); // the bit length of the largest pile
    if (piles.length <= MAX_PACKED_PILES && (long) piles.length * width <= PAYLOAD_BITS) {
      long payload = 0;
      for (int i = 0; i < piles.length; i++) {
        payload |= piles[i] << (i * width);
      }
      return payload << HEADER_BITS
          | (long) piles.length << (PLAYER_BITS + WIDTH_BITS)
          | (long) width << PLAYER_BITS
          | player;
    }
    long hash = mix(piles.length * GOLDEN_GAMMA);
    for (long pile : piles) {
      hash = mix(hash + GOLDEN_GAMMA + pile); // chained, so the order of the piles counts
    }
    return HASHED | hash & ~HASHED & ~1L | player;
  }

  /** Returns the bits of {@code z} scrambled: the finalizer of SplitMix64, a bijection. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
