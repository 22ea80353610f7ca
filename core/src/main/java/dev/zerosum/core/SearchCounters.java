package dev.zerosum.core;

import java.time.Duration;

/** The counts of one search run, mutable because they change at every node. */
final class SearchCounters {
  private final long startNanos = System.nanoTime();
  long nodes;
  long leaves;
  long cutoffs;
  long tableHits;
  boolean estimated; // an evaluator was consulted, so the value may not be exact

  SearchStatistics freeze() {
    return new SearchStatistics(
        nodes, leaves, cutoffs, tableHits, Duration.ofNanos(System.nanoTime() - startNanos));
  }
}
