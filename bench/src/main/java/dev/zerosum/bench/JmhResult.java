package dev.zerosum.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One benchmark's result, as read from JMH's JSON result file.
 *
 * @param bench the simple name of the benchmark class, e.g. {@code TicTacToeBestMoveBench}
 * @param method the benchmark method, e.g. {@code seedNaive}
 * @param position the {@code position} parameter, or empty when the benchmark has none
 * @param medianNanos the median of the measured iteration scores, in nanoseconds per operation
 * @param iterations how many iteration scores the median is taken over (forks x iterations)
 * @param bytesPerOp the allocation per operation from {@code -prof gc}, or NaN without it
 * @param settings what the run did: forks, warmup and measurement iterations and times
 * @param threads the {@code threads} parameter (a search's own threads), or 1 when it has none
 */
record JmhResult(
    String bench,
    String method,
    String position,
    double medianNanos,
    int iterations,
    double bytesPerOp,
    String settings,
    int threads) {

  /** Returns the results in a parsed JMH JSON result file (an array of benchmark results). */
  static List<JmhResult> readAll(Object json) {
    List<JmhResult> results = new ArrayList<>();
    for (Object element : (List<?>) json) {
      results.add(read((Map<?, ?>) element));
    }
    return results;
  }

  private static JmhResult read(Map<?, ?> result) {
    String name = (String) result.get("benchmark");
    String[] parts = name.split("\\.");
    Map<?, ?> params = (Map<?, ?>) result.get("params");
    String position = params == null ? "" : (String) params.get("position");
    String threads = params == null ? null : (String) params.get("threads");
    Map<?, ?> primary = (Map<?, ?>) result.get("primaryMetric");
    Map<?, ?> percentiles = (Map<?, ?>) primary.get("scorePercentiles");
    double median = number(percentiles.get("50.0"));
    double toNanos = nanosPer((String) primary.get("scoreUnit"));
    int iterations = 0;
    for (Object fork : (List<?>) primary.get("rawData")) {
      iterations += ((List<?>) fork).size();
    }
    double bytes = Double.NaN;
    Map<?, ?> secondary = (Map<?, ?>) result.get("secondaryMetrics");
    if (secondary != null) {
      for (Map.Entry<?, ?> metric : secondary.entrySet()) {
        if (((String) metric.getKey()).endsWith("gc.alloc.rate.norm")) {
          bytes = number(((Map<?, ?>) metric.getValue()).get("score"));
        }
      }
    }
    String settings =
        String.format(
            Locale.ROOT,
            "%s fork(s), %s warmup iterations of %s, %s measured iterations of %s",
            integer(result.get("forks")),
            integer(result.get("warmupIterations")),
            result.get("warmupTime"),
            integer(result.get("measurementIterations")),
            result.get("measurementTime"));
    return new JmhResult(
        parts[parts.length - 2],
        parts[parts.length - 1],
        position == null ? "" : position,
        median * toNanos,
        iterations,
        bytes,
        settings,
        threads == null ? 1 : Integer.parseInt(threads));
  }

  /** Returns JMH's number, which it writes as a string ("NaN") when it has none. */
  private static double number(Object value) {
    return value instanceof Double d ? d : Double.NaN;
  }

  private static String integer(Object value) {
    return value instanceof Double d ? Long.toString(Math.round(d)) : String.valueOf(value);
  }

  private static double nanosPer(String unit) {
    return switch (unit) {
      case "ns/op" -> 1;
      case "us/op" -> 1e3;
      case "ms/op" -> 1e6;
      case "s/op" -> 1e9;
      default ->
          throw new IllegalArgumentException(
              "score unit " + unit + " is not a time per operation; run in AverageTime mode");
    };
  }
}
