package dev.zerosum.bench.experiments;

import dev.zerosum.bench.MachineDescription;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.games.mnk.Mnk;
import dev.zerosum.games.mnk.MnkPosition;
import dev.zerosum.games.mnk.MnkScore;
import dev.zerosum.games.mnk.MnkShape;
import dev.zerosum.games.mnk.MnkSolver;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Times the proofs of the small m,n,k-games from the empty board, the (5,5,4) draw (C. Y. Lee's
 * result) the headline, and writes the Markdown table to {@code bench/results/mnk-DATE.md}.
 *
 * <p>Not JMH: a proof means one search from an empty table, which JMH would repeat with a warm one.
 * So each proof is run once cold in the fresh JVM (reported apart), then {@code --runs} times, the
 * table cleared before each outside the timed part, and the median reported with the node count
 * (the same every run: the deterministic half of the figure). Two proofs a board: who wins alone
 * (one null-window search around 0) and the exact score (how fast, by null windows that halve the
 * range).
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -Xmx2g -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.MnkProofBenchmark [options]
 *   --runs N        timed runs a proof after the cold one (default 5)
 *   --table-log2 N  2^N slots in the table, 12 bytes each (default 24: 192 MiB)
 *   --out FILE      the Markdown (default bench/results/mnk-DATE.md)
 * </pre>
 */
public final class MnkProofBenchmark {
  private static final int[][] BOARDS = {{3, 3, 3}, {4, 4, 4}, {4, 5, 4}, {5, 5, 4}};

  private int runs = 5;
  private int tableLog2 = 24;
  private Path out = Path.of("bench/results/mnk-" + LocalDate.now() + ".md");

  private MnkProofBenchmark() {}

  /** Runs the benchmark; exit code 2 for bad arguments. */
  public static void main(String[] args) {
    MnkProofBenchmark benchmark = new MnkProofBenchmark();
    try {
      benchmark.readArguments(args);
    } catch (IllegalArgumentException wrong) {
      System.err.println("mnk benchmark: " + wrong.getMessage());
      System.exit(2);
    }
    benchmark.run();
  }

  private void readArguments(String[] args) {
    for (int i = 0; i < args.length; i += 2) {
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException("missing value after " + args[i]);
      }
      String value = args[i + 1];
      switch (args[i]) {
        case "--runs" -> runs = Integer.parseInt(value);
        case "--table-log2" -> tableLog2 = Integer.parseInt(value);
        case "--out" -> out = Path.of(value);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    if (runs < 1) {
      throw new IllegalArgumentException("--runs " + runs + ": expected 1 or more");
    }
  }

  /** One proof measured: what it found, its nodes, its cold time and its timed runs. */
  private record Proof(
      String board, String kind, String value, long nodes, long coldNanos, long[] nanos) {
    long median() {
      long[] sorted = nanos.clone();
      Arrays.sort(sorted);
      return sorted[sorted.length / 2];
    }
  }

  private void run() {
    String started = java.time.ZonedDateTime.now(java.time.ZoneOffset.UTC).toString();
    double loadBefore = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    List<Proof> proofs = new ArrayList<>();
    for (int[] board : BOARDS) {
      MnkShape shape = MnkShape.of(board[0], board[1], board[2]);
      MnkSolver solver = new MnkSolver(shape, tableLog2);
      proofs.add(measure(shape, solver, false));
      proofs.add(measure(shape, solver, true));
      System.err.println("mnk benchmark: " + shape + " done");
    }
    long minimaxNodes =
        MinimaxSearch.on(new Mnk(MnkShape.of(3, 3, 3)))
            .build()
            .search(MnkPosition.empty(MnkShape.of(3, 3, 3)))
            .statistics()
            .nodes();
    double loadAfter = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    String report = report(started, loadBefore, loadAfter, proofs, minimaxNodes);
    System.out.print(report);
    try {
      Files.createDirectories(out.toAbsolutePath().getParent());
      Files.writeString(out, report);
    } catch (IOException failure) {
      throw new UncheckedIOException(failure);
    }
    System.err.println("mnk benchmark: the table is in " + out);
  }

  private Proof measure(MnkShape shape, MnkSolver solver, boolean exact) {
    MnkPosition empty = MnkPosition.empty(shape);
    String value = "";
    long nodes = 0;
    long cold = 0;
    long[] nanos = new long[runs];
    for (int run = -1; run < runs; run++) {
      solver.clearTable();
      solver.resetNodes();
      long start = System.nanoTime();
      int score = exact ? solver.solve(empty) : solver.outcome(empty);
      long elapsed = System.nanoTime() - start;
      if (run < 0) {
        cold = elapsed;
      } else {
        nanos[run] = elapsed;
      }
      nodes = solver.nodes();
      value =
          exact
              ? MnkScore.describe(score, 0, shape.cells())
              : score == 0 ? "a draw" : score > 0 ? "X wins" : "O wins";
    }
    return new Proof(
        shape.toString(), exact ? "exact score" : "who wins", value, nodes, cold, nanos);
  }

  private String report(
      String started, double loadBefore, double loadAfter, List<Proof> proofs, long minimaxNodes) {
    StringBuilder text = new StringBuilder();
    text.append("# m,n,k-games: the proofs of the small boards\n\n")
        .append(
            String.format(
                Locale.ROOT,
                "Started %s on %s. Load average (1 min) at the start: %.2f; at the end: %.2f.%n%n",
                started,
                MachineDescription.describe(),
                loadBefore,
                loadAfter))
        .append(
            String.format(
                Locale.ROOT,
                "Protocol: each proof from the empty board with an empty table of 2^%d slots (cleared"
                    + " outside the timed part), run once cold in the fresh JVM, then %d times;"
                    + " the median of those. A node is a call of the solver's search. `MnkSolver`:"
                    + " alpha-beta on one-word bitboards, table keyed by the canonical position"
                    + " (the smallest of the board's 4 or 8 images), threat-first ordering. For"
                    + " scale, minimax searches %,d nodes of the 3,3,3 tree.%n%n",
                tableLog2,
                runs,
                minimaxNodes))
        .append("| board | proof | result | nodes | cold | median | min | max | nodes/s |\n")
        .append("| --- | --- | --- | --: | --: | --: | --: | --: | --: |\n");
    for (Proof proof : proofs) {
      long median = proof.median();
      text.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %s | %,d | %s | %s | %s | %s | %.2f M |%n",
              proof.board(),
              proof.kind(),
              proof.value(),
              proof.nodes(),
              time(proof.coldNanos()),
              time(median),
              time(Arrays.stream(proof.nanos()).min().orElse(0)),
              time(Arrays.stream(proof.nanos()).max().orElse(0)),
              proof.nodes() / (median / 1e9) / 1e6));
    }
    return text.toString();
  }

  private static String time(long nanos) {
    return nanos >= 1_000_000_000L
        ? String.format(Locale.ROOT, "%.2f s", nanos / 1e9)
        : String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
  }
}
