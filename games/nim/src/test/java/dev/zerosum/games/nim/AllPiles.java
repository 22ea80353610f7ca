package dev.zerosum.games.nim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The positions the tests enumerate: every list of piles up to a size and a count. */
public final class AllPiles {
  private AllPiles() {}

  /**
   * Returns every list of 1 to {@code maxPiles} piles, each of 0 to {@code maxSize} objects: the
   * sum of (maxSize + 1)^n lists for n = 1 to maxPiles.
   */
  public static List<long[]> upTo(int maxPiles, int maxSize) {
    List<long[]> all = new ArrayList<>();
    List<long[]> shorter = List.of(new long[0]);
    for (int count = 1; count <= maxPiles; count++) {
      List<long[]> longer = new ArrayList<>();
      for (long[] prefix : shorter) {
        for (long size = 0; size <= maxSize; size++) {
          long[] piles = Arrays.copyOf(prefix, count);
          piles[count - 1] = size;
          longer.add(piles);
        }
      }
      all.addAll(longer);
      shorter = longer;
    }
    return all;
  }
}
