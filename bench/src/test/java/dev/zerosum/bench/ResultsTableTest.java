package dev.zerosum.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

class ResultsTableTest {

  /** A result of the best-move bench as JMH writes it, with the scores of its iterations. */
  private static String result(String method, String position, double median, double bytes) {
    return String.format(
        Locale.ROOT,
        """
        {"jmhVersion": "1.37", "benchmark": "dev.zerosum.bench.jmh.TicTacToeBestMoveBench.%s",
         "mode": "avgt", "forks": 2, "warmupIterations": 5, "warmupTime": "1 s",
         "measurementIterations": 2, "measurementTime": "1 s", "params": {"position": "%s"},
         "primaryMetric": {"score": %s, "scoreError": "NaN", "scoreUnit": "us/op",
           "scorePercentiles": {"0.0": 0.1, "50.0": %s, "100.0": 1e9},
           "rawData": [[1, 2], [3, 4]]},
         "secondaryMetrics": {"·gc.alloc.rate.norm": {"score": %s, "scoreUnit": "B/op"}}}
        """,
        method,
        position,
        median * 3,
        median,
        bytes);
  }

  @Test
  void readsTheMedianInNanosecondsAndTheAllocation() {
    List<JmhResult> results =
        JmhResult.readAll(Json.parse("[" + result("bitboard", "empty", 4.5, 0.02) + "]"));
    JmhResult bitboard = results.get(0);
    assertThat(bitboard.method()).isEqualTo("bitboard");
    assertThat(bitboard.position()).isEqualTo("empty");
    assertThat(bitboard.medianNanos()).as("the median, not the mean, in ns").isEqualTo(4500.0);
    assertThat(bitboard.iterations()).as("2 forks of 2 iterations").isEqualTo(4);
    assertThat(bitboard.bytesPerOp()).isEqualTo(0.02);
  }

  @Test
  void ratesEachMethodAgainstTheNaiveDesignAndJudgesTheTargets() {
    String json =
        "["
            + String.join(
                ",",
                result("seedNaive", "empty", 16_000, 300),
                result("aimaAlphaBeta", "empty", 4_000, 7e6),
                result("alphaBeta", "empty", 1_000, 1e6),
                result("bitboard", "empty", 4, 0.09),
                result("perfectTable", "empty", 0.004, 0.0001))
            + "]";
    String table =
        ResultsTable.render(
            JmhResult.readAll(Json.parse(json)), (method, position) -> 42, "a test box", "r.json");
    assertThat(table)
        .contains("| empty | seedNaive | 16.0 ms | baseline | 300 | 42 |")
        .contains("| empty | aimaAlphaBeta | 4.00 ms | 4.00× faster | 7,000,000 | 42 |")
        .contains("| empty | bitboard | 4.00 µs | 4,000× faster | 0.09 | 42 |")
        .contains("- met: `bitboard` is 4,000× faster than `seedNaive` on `empty` (target 200×)")
        .contains(
            "- MISSED: `alphaBeta` is 4.00× faster than `aimaAlphaBeta` on `empty` (target 5.00×):"
                + " short by 1.25×")
        .contains("- met: `perfectTable` on `empty` allocates 0.000 B/op")
        .contains("Median: of the 4 iteration averages")
        .contains("A smoke run: too few iterations to judge the targets")
        .contains("Machine: a test box");
  }

  /** A result of the Monte Carlo bench: nanoseconds per simulation on so many threads. */
  private static String mctsResult(String method, int threads, double nanos) {
    return String.format(
        Locale.ROOT,
        """
        {"jmhVersion": "1.37", "benchmark": "dev.zerosum.bench.jmh.MctsBench.%s",
         "mode": "avgt", "forks": 2, "warmupIterations": 5, "warmupTime": "1 s",
         "measurementIterations": 10, "measurementTime": "1 s", "params": {"threads": "%d"},
         "primaryMetric": {"score": %s, "scoreError": "NaN", "scoreUnit": "ns/op",
           "scorePercentiles": {"0.0": 0.1, "50.0": %s, "100.0": 1e9},
           "rawData": [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]]},
         "secondaryMetrics": {"·gc.alloc.rate.norm": {"score": 100, "scoreUnit": "B/op"}}}
        """,
        method,
        threads,
        nanos,
        nanos);
  }

  @Test
  void givesSimulationsPerSecondAndJudgesTheMonteCarloTargets() {
    String json =
        "["
            + String.join(
                ",",
                mctsResult("ticTacToe", 1, 1_000),
                mctsResult("ticTacToe", 2, 500),
                mctsResult("connectFour", 1, 4_000),
                mctsResult("connectFour", 2, 2_500))
            + "]";
    String table =
        ResultsTable.render(
            JmhResult.readAll(Json.parse(json)), (method, position) -> 0, "a test box", "r.json");
    assertThat(table)
        .contains("| tic-tac-toe | 1 | 1.00 µs | 1,000,000 | 1.00× | 100 |")
        .contains("| Connect Four | 2 | 2.50 µs | 400,000 | 1.60× | 100 |")
        .contains("- met: tic-tac-toe, one thread, 1,000,000 simulations/s (target 500,000)")
        .contains("- met: tic-tac-toe, two threads run 2.00× the simulations of one (target 1.70×)")
        .contains("- met: Connect Four, one thread, 250,000 simulations/s (target 200,000)")
        .contains(
            "- MISSED: Connect Four, two threads run 1.60× the simulations of one (target 1.70×)")
        .doesNotContain("A smoke run");
  }

  @Test
  void writesTimesInAFittingUnit() {
    assertThat(ResultsTable.time(2.5837)).isEqualTo("2.58 ns");
    assertThat(ResultsTable.time(25_531)).isEqualTo("25.5 µs");
    assertThat(ResultsTable.time(114_518_575)).isEqualTo("115 ms");
    assertThat(ResultsTable.ratio(0.5)).isEqualTo("0.50×");
    assertThat(ResultsTable.ratio(12_345.6)).isEqualTo("12,346×");
    assertThat(ResultsTable.comparison(0.25)).isEqualTo("4.00× slower");
    assertThat(ResultsTable.comparison(25)).isEqualTo("25.0× faster");
  }
}
