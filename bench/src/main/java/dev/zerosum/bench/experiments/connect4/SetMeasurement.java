package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.games.connect4.Connect4Solution;
import java.util.Arrays;
import java.util.List;

/**
 * What one pass over a set measured.
 *
 * @param set the set's file name
 * @param positions positions solved
 * @param meanMillis mean solver time a position, ms (the table clearing before each not included)
 * @param medianMillis median solver time, ms
 * @param maxMillis the longest solver time, ms
 * @param meanNodes mean nodes a position
 * @param wallSeconds wall-clock time of the whole pass, clearing and reading included
 * @param threads threads solving at once
 * @param wrong scores that differ from the set's
 */
record SetMeasurement(
    String set,
    int positions,
    double meanMillis,
    double medianMillis,
    double maxMillis,
    double meanNodes,
    double wallSeconds,
    int threads,
    int wrong) {

  /** Returns the measurement of {@code solutions}, which took {@code wallNanos} in all. */
  static SetMeasurement of(
      String set, List<Connect4Solution> solutions, long wallNanos, int threads) {
    long[] nanos = solutions.stream().mapToLong(Connect4Solution::nanos).sorted().toArray();
    long nodes = solutions.stream().mapToLong(Connect4Solution::nodes).sum();
    int wrong = (int) solutions.stream().filter(s -> !s.matchesExpected()).count();
    int n = nanos.length;
    double median = n == 0 ? 0 : (nanos[(n - 1) / 2] + nanos[n / 2]) / 2e6;
    return new SetMeasurement(
        set,
        n,
        Arrays.stream(nanos).sum() / 1e6 / Math.max(1, n),
        median,
        n == 0 ? 0 : nanos[n - 1] / 1e6,
        (double) nodes / Math.max(1, n),
        wallNanos / 1e9,
        threads,
        wrong);
  }

  /** Returns positions solved per second of wall-clock time. */
  double throughput() {
    return positions / wallSeconds;
  }

  /** Returns the nodes searched per second of solver time. */
  double nodesPerSecond() {
    return meanNodes / (meanMillis / 1e3);
  }
}
