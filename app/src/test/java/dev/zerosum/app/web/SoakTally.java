package dev.zerosum.app.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What a soak counted: requests and their times by endpoint, answers by status, games played to
 * their end, exact analyses compared, and every answer that was wrong, kept to report.
 */
final class SoakTally {
  private final Map<String, ConcurrentLinkedQueue<Long>> micros = new ConcurrentHashMap<>();
  private final Map<Integer, AtomicLong> statuses = new ConcurrentHashMap<>();
  private final ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
  private final AtomicLong games = new AtomicLong();
  private final AtomicLong compared = new AtomicLong();

  /** Counts one answer of {@code endpoint} with {@code status}, after {@code nanos}. */
  void answered(String endpoint, int status, long nanos) {
    micros.computeIfAbsent(endpoint, name -> new ConcurrentLinkedQueue<>()).add(nanos / 1_000);
    statuses.computeIfAbsent(status, code -> new AtomicLong()).incrementAndGet();
  }

  /** Keeps a wrong answer: what was asked, what was expected, what came. */
  void wrong(String what) {
    wrong.add(what.length() > 500 ? what.substring(0, 500) + "…" : what);
  }

  void gamePlayed() {
    games.incrementAndGet();
  }

  void analysisCompared() {
    compared.incrementAndGet();
  }

  long requests() {
    return micros.values().stream().mapToLong(ConcurrentLinkedQueue::size).sum();
  }

  long games() {
    return games.get();
  }

  long compared() {
    return compared.get();
  }

  List<String> wrongAnswers() {
    return List.copyOf(wrong);
  }

  /** Returns the count of answers by status, in order. */
  Map<Integer, Long> byStatus() {
    Map<Integer, Long> counts = new TreeMap<>();
    statuses.forEach((status, count) -> counts.put(status, count.get()));
    return counts;
  }

  /** Returns the count of 5xx answers. */
  long serverErrors() {
    return byStatus().entrySet().stream()
        .filter(entry -> entry.getKey() >= 500)
        .mapToLong(Map.Entry::getValue)
        .sum();
  }

  /** Returns the Markdown table of the endpoints: requests, p50 and p99 in milliseconds. */
  String latencyTable() {
    StringBuilder table = new StringBuilder("| endpoint | requests | p50 ms | p99 ms | max ms |\n");
    table.append("|---|---:|---:|---:|---:|\n");
    new TreeMap<>(micros)
        .forEach(
            (endpoint, times) -> {
              List<Long> sorted = new ArrayList<>(times);
              sorted.sort(null);
              table.append(
                  String.format(
                      java.util.Locale.ROOT,
                      "| %s | %d | %.1f | %.1f | %.1f |%n",
                      endpoint,
                      sorted.size(),
                      percentile(sorted, 50) / 1000.0,
                      percentile(sorted, 99) / 1000.0,
                      sorted.get(sorted.size() - 1) / 1000.0));
            });
    return table.toString();
  }

  private static long percentile(List<Long> sorted, int percent) {
    int index = (int) Math.ceil(percent / 100.0 * sorted.size()) - 1;
    return sorted.get(Math.max(0, Math.min(sorted.size() - 1, index)));
  }
}
