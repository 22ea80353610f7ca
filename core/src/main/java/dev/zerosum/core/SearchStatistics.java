package dev.zerosum.core;

import java.time.Duration;
import java.util.Locale;

/**
 * The work a search did: the deterministic counts are what to compare between algorithms; the
 * elapsed time is only indicative (measure speed with the benchmarks).
 *
 * @param nodes positions visited, the root included
 * @param leaves positions scored without looking further: terminal, or estimated at the depth limit
 * @param cutoffs times a move refuted its position (a beta cut-off) and the moves after it were
 *     skipped
 * @param tableHits positions answered from the transposition table without a search below them
 * @param elapsed wall-clock time of the search
 */
public record SearchStatistics(
    long nodes, long leaves, long cutoffs, long tableHits, Duration elapsed) {

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "%,d nodes, %,d leaves, %,d cut-offs, %,d table hits, %.3f ms",
        nodes,
        leaves,
        cutoffs,
        tableHits,
        elapsed.toNanos() / 1e6);
  }
}
