package dev.zerosum.bench;

import dev.zerosum.bench.jmh.TicTacToeContenders;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.ToLongBiFunction;

/**
 * Turns a JMH result file into the Markdown table that {@code bench/run} prints: the median time of
 * each way of choosing a move, its ratio to the naive seed design on the same position, its
 * allocation per operation and its node count; then the pieces; then the targets, each met
 * or missed and by how much.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.ResultsTable RESULT.json [TABLE.md]
 * </pre>
 *
 * <p>The node counts are not measured by JMH: they are counted here, once per method and position,
 * by running the same choice outside any timed loop.
 */
public final class ResultsTable {
  private static final String BEST_MOVE_BENCH = "TicTacToeBestMoveBench";
  private static final String BASELINE = "seedNaive";

  /** A target of the issue: {@code faster} must be at least {@code factor} times {@code slower}. */
  private record SpeedTarget(String faster, String slower, String position, double factor) {}

  private static final List<SpeedTarget> SPEED_TARGETS =
      List.of(
          new SpeedTarget("perfectTable", BASELINE, "seed", 1_000),
          new SpeedTarget("bitboard", BASELINE, "empty", 200),
          new SpeedTarget("alphaBeta", "aimaAlphaBeta", "empty", 5));

  /** Fewer iteration averages than this make a smoke run, whose medians judge nothing. */
  private static final int JUDGED_ITERATIONS = 10;

  private static final List<String> ALLOCATION_FREE = List.of("bitboard", "perfectTable");

  private ResultsTable() {}

  /** Reads the result file named first, prints the table and writes it to the file named second. */
  public static void main(String[] args) throws IOException {
    if (args.length < 1 || args.length > 2) {
      System.err.println("usage: ResultsTable RESULT.json [TABLE.md]");
      System.exit(2);
    }
    Object json = Json.parse(Files.readString(Path.of(args[0]), StandardCharsets.UTF_8));
    List<JmhResult> results = JmhResult.readAll(json);
    Map<String, TicTacToeContenders> contenders = new LinkedHashMap<>();
    ToLongBiFunction<String, String> nodes =
        (method, position) ->
            contenders.computeIfAbsent(position, TicTacToeContenders::new).nodes(method);
    String machine =
        MachineDescription.describe()
            + "; load average (1, 5, 15 min) at the start: "
            + System.getenv().getOrDefault("ZEROSUM_LOAD_BEFORE", "not recorded")
            + ", at the end: "
            + MachineDescription.loadAverage();
    String table = render(results, nodes, machine, args[0]);
    System.out.print(table);
    if (args.length == 2) {
      Files.writeString(Path.of(args[1]), table, StandardCharsets.UTF_8);
    }
  }

  /**
   * Returns the Markdown of {@code results}, with {@code nodes} giving the node count of a method
   * and a position, {@code machine} a line saying what ran it, and {@code source} the result file.
   */
  static String render(
      List<JmhResult> results,
      ToLongBiFunction<String, String> nodes,
      String machine,
      String source) {
    StringBuilder out = new StringBuilder();
    List<JmhResult> bestMove = new ArrayList<>();
    List<JmhResult> mcts = new ArrayList<>();
    List<JmhResult> others = new ArrayList<>();
    for (JmhResult result : results) {
      if (result.bench().equals(BEST_MOVE_BENCH)) {
        bestMove.add(result);
      } else if (MctsSection.BENCHES.contains(result.bench())) {
        mcts.add(result);
      } else {
        others.add(result);
      }
    }
    out.append(
        bestMove.isEmpty() ? "## Benchmarks\n\n" : "## Choosing the best tic-tac-toe move\n\n");
    out.append("Machine: ").append(machine).append("  \n");
    out.append("Results: `").append(source).append("`  \n");
    if (!bestMove.isEmpty()) {
      JmhResult first = bestMove.get(0);
      out.append("Run: ").append(first.settings()).append(", JMH `-prof gc`.  \n");
      out.append("Median: of the ")
          .append(first.iterations())
          .append(
              " iteration averages of each benchmark (JMH's scorePercentiles 50.0 in AverageTime"
                  + " mode); each operation is one fresh choice of a move.\n\n");
      appendBestMove(out, bestMove, nodes);
      appendTargets(out, bestMove);
    }
    if (!mcts.isEmpty()) {
      MctsSection.append(out, mcts, JUDGED_ITERATIONS);
    }
    if (!others.isEmpty()) {
      appendPieces(out, others);
    }
    return out.toString();
  }

  private static void appendBestMove(
      StringBuilder out, List<JmhResult> results, ToLongBiFunction<String, String> nodes) {
    out.append("| position | method | median | vs seedNaive | B/op | nodes |\n");
    out.append("|---|---|--:|--:|--:|--:|\n");
    for (String position : positionsOf(results)) {
      JmhResult baseline = find(results, BASELINE, position);
      for (String method : TicTacToeContenders.METHODS) {
        JmhResult result = find(results, method, position);
        if (result == null) {
          continue;
        }
        String ratio =
            baseline == null ? "" : comparison(baseline.medianNanos() / result.medianNanos());
        out.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %s | %s | %,d |%n",
                position,
                method,
                time(result.medianNanos()),
                method.equals(BASELINE) ? "baseline" : ratio,
                bytes(result.bytesPerOp()),
                nodes.applyAsLong(method, position)));
      }
    }
    out.append(
        "\nnodes: positions visited to choose the move, root included (the naive design and aima"
            + " count without the root; one is added). perfectTable looks up one position.\n"
            + "B/op: JMH's gc.alloc.rate.norm. It includes JMH's own bookkeeping of a few KB per"
            + " iteration, spread over the operations: below 1 B/op no object is allocated per"
            + " operation (the smallest is 16 B), and the slow benchmarks, with few operations per"
            + " iteration, show a few hundred bytes that are JMH's, not theirs (seedNaive allocates"
            + " nothing).\n\n");
  }

  private static void appendTargets(StringBuilder out, List<JmhResult> results) {
    out.append("### Targets\n\n");
    if (results.get(0).iterations() < JUDGED_ITERATIONS) {
      out.append(
          "A smoke run: too few iterations to judge the targets, which the full run (bench/run"
              + " without --quick) does.\n\n");
    }
    for (SpeedTarget target : SPEED_TARGETS) {
      JmhResult faster = find(results, target.faster(), target.position());
      JmhResult slower = find(results, target.slower(), target.position());
      if (faster == null || slower == null) {
        continue;
      }
      double factor = slower.medianNanos() / faster.medianNanos();
      boolean met = factor >= target.factor();
      out.append(
          String.format(
              Locale.ROOT,
              "- %s: `%s` is %s faster than `%s` on `%s` (target %s): %s%n",
              met ? "met" : "MISSED",
              target.faster(),
              ratio(factor),
              target.slower(),
              target.position(),
              ratio(target.factor()),
              met
                  ? "a margin of " + ratio(factor / target.factor())
                  : "short by " + ratio(target.factor() / factor)));
    }
    for (String method : ALLOCATION_FREE) {
      for (String position : positionsOf(results)) {
        JmhResult result = find(results, method, position);
        if (result == null || Double.isNaN(result.bytesPerOp())) {
          continue;
        }
        boolean met = result.bytesPerOp() < 1;
        out.append(
            String.format(
                Locale.ROOT,
                "- %s: `%s` on `%s` allocates %.3f B/op (target 0: below 1 B/op)%n",
                met ? "met" : "MISSED",
                method,
                position,
                result.bytesPerOp()));
      }
    }
    out.append('\n');
  }

  private static void appendPieces(StringBuilder out, List<JmhResult> results) {
    out.append("## The pieces\n\n");
    out.append("| benchmark | median per operation | B/op |\n|---|--:|--:|\n");
    for (JmhResult result : results) {
      out.append(
          String.format(
              Locale.ROOT,
              "| %s.%s | %s | %s |%n",
              result.bench(),
              result.method(),
              time(result.medianNanos()),
              bytes(result.bytesPerOp())));
    }
    out.append(
        "\nThe win test, move generation and canonicalisation go over all reachable positions"
            + " (open ones for move generation) per invocation; an operation is one position.\n");
  }

  private static List<String> positionsOf(List<JmhResult> results) {
    List<String> positions = new ArrayList<>();
    for (JmhResult result : results) {
      if (!positions.contains(result.position())) {
        positions.add(result.position());
      }
    }
    return positions;
  }

  private static JmhResult find(List<JmhResult> results, String method, String position) {
    for (JmhResult result : results) {
      if (result.method().equals(method) && result.position().equals(position)) {
        return result;
      }
    }
    return null;
  }

  /** Returns a time with three significant digits in ns, µs, ms or s. */
  static String time(double nanos) {
    String[] units = {"ns", "µs", "ms", "s"};
    double value = nanos;
    int unit = 0;
    while (value >= 1000 && unit < units.length - 1) {
      value /= 1000;
      unit++;
    }
    String digits = value >= 100 ? "%.0f" : value >= 10 ? "%.1f" : "%.2f";
    return String.format(Locale.ROOT, digits + " %s", value, units[unit]);
  }

  /**
   * Returns "3,512× faster" for a ratio of the baseline's time to this one's, or "2.50× slower".
   */
  static String comparison(double speedUp) {
    return speedUp >= 1 ? ratio(speedUp) + " faster" : ratio(1 / speedUp) + " slower";
  }

  /** Returns a ratio as "3,512×", "12.3×" or "0.45×". */
  static String ratio(double ratio) {
    if (ratio >= 100) {
      return String.format(Locale.ROOT, "%,.0f×", ratio);
    }
    return String.format(Locale.ROOT, ratio >= 10 ? "%.1f×" : "%.2f×", ratio);
  }

  private static String bytes(double bytes) {
    if (Double.isNaN(bytes)) {
      return "";
    }
    return bytes < 1
        ? String.format(Locale.ROOT, "%.2f", bytes)
        : String.format(Locale.ROOT, "%,.0f", bytes);
  }
}
