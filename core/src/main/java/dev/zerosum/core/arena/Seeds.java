package dev.zerosum.core.arena;

/**
 * Derives the seeds of the arena's games and openings from its one seed, so that a game's seed
 * depends only on the arena's seed and the game's number, never on which thread plays it when.
 */
final class Seeds {
  private Seeds() {}

  /** Returns a well-mixed seed for the pieces {@code a}, {@code b} and {@code c}. */
  static long mix(long a, long b, long c) {
    return finish(finish(finish(a) + b) + c);
  }

  /** The finaliser of SplitMix64: every bit of the input moves about half the output's. */
  private static long finish(long value) {
    long z = value + 0x9E37_79B9_7F4A_7C15L;
    z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
    return z ^ (z >>> 31);
  }
}
