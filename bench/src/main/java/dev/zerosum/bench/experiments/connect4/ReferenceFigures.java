package dev.zerosum.bench.experiments.connect4;

import java.util.List;

/**
 * The reference C++ solver's figures per benchmark set, as {@code data/connect4/README.md} gives
 * them: mean time and nodes a position, strong and weak, no opening book, one thread, a table of
 * 2^24 entries cleared before each position.
 *
 * @param set the set's file name
 * @param lines how many of its lines the figures are for
 * @param meanMillis mean time a position in strong mode, ms (the upper end where a range is given)
 * @param meanNodes mean nodes a position in strong mode
 * @param weakMillis mean time a position in weak mode, ms
 * @param weakNodes mean nodes a position in weak mode
 */
record ReferenceFigures(
    String set,
    int lines,
    double meanMillis,
    double meanNodes,
    double weakMillis,
    double weakNodes) {

  /** The six sets, easiest first. */
  static final List<ReferenceFigures> ALL =
      List.of(
          new ReferenceFigures("Test_L3_R1", 1000, 0.006, 51, 0.004, 29),
          new ReferenceFigures("Test_L2_R1", 1000, 0.07, 449, 0.076, 532),
          new ReferenceFigures("Test_L2_R2", 1000, 6.8, 39_807, 3.1, 20_178),
          new ReferenceFigures("Test_L1_R1", 1000, 0.35, 3_296, 3.2, 22_177),
          new ReferenceFigures("Test_L1_R2", 1000, 179, 1_187_923, 78, 534_680),
          new ReferenceFigures("Test_L1_R3", 100, 7_200, 58_200_000, 4_800, 36_400_000));
}
