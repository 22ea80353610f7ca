package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.games.connect4.BenchmarkSets;
import dev.zerosum.games.connect4.Connect4BatchSolver;
import dev.zerosum.games.connect4.Connect4Solution;
import dev.zerosum.games.connect4.Connect4SolveLine;
import dev.zerosum.games.connect4.Connect4Table;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Measures the Connect Four solver on the six public benchmark sets, as the reference C++ solver
 * was measured (strong mode, one thread, no opening book, the table cleared before each position,
 * the time of the solve alone), then the throughput of several threads, and writes the Markdown
 * table next to the reference figures.
 *
 * <p>Not JMH: each position is solved once from an empty table, which is what the reference figures
 * mean; JMH would repeat one position with a warm table. The JVM's warm-up is reported honestly
 * instead: a first pass over Test_L3_R1 in the fresh JVM is measured apart ("cold"), then a few
 * hundred positions are solved unmeasured before the measured passes.
 *
 * <pre>
 * ./mvnw -B -q -pl bench -am package -DskipTests
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.connect4.Connect4Benchmark [options]
 *   --sets DIR       the folder of the sets (default: the repository's data/connect4)
 *   --table-mb N     MiB of the main table per thread (default 8, as zerosum solve)
 *   --threads N      threads of the throughput pass (default 2; 0 skips it)
 *   --l1r3-lines N   lines of Test_L1_R3 (default 100)
 *   --weak           also measure weak mode
 *   --only A,B       only the sets named
 *   --out FILE       the Markdown (default bench/results/connect4-DATE.md)
 * </pre>
 */
public final class Connect4Benchmark {
  /** What {@link #warmUp} solves, in words for the report. */
  static final String WARM_UP =
      "Test_L3_R1 and Test_L2_R1 three times, the first 300 lines of Test_L1_R1 and Test_L2_R2,"
          + " on one thread, then the same on the threads of the throughput pass";

  private Path sets;
  private int tableMegabytes = 8;
  private int threads = 2;
  private int l1r3Lines = 100;
  private boolean weak;
  private List<String> only = List.of();
  private Path out = Path.of("bench/results/connect4-" + LocalDate.now() + ".md");
  private final Map<String, Connect4BatchSolver> batches = new HashMap<>();

  private Connect4Benchmark() {}

  /** Runs the benchmark; exit code 2 for bad arguments. */
  public static void main(String[] args) {
    Connect4Benchmark benchmark = new Connect4Benchmark();
    try {
      benchmark.readArguments(args);
    } catch (IllegalArgumentException wrong) {
      System.err.println("connect4 benchmark: " + wrong.getMessage());
      System.exit(2);
    }
    benchmark.run();
  }

  private void readArguments(String[] args) {
    for (int i = 0; i < args.length; i++) {
      String name = args[i];
      if (name.equals("--weak")) {
        weak = true;
        continue;
      }
      if (i + 1 >= args.length) {
        throw new IllegalArgumentException("unknown option or missing value: " + name);
      }
      String value = args[++i];
      switch (name) {
        case "--sets" -> sets = Path.of(value);
        case "--table-mb" -> tableMegabytes = number(name, value, 1, 8192);
        case "--threads" -> threads = number(name, value, 0, 256);
        case "--l1r3-lines" -> l1r3Lines = number(name, value, 1, 1000);
        case "--only" -> only = List.of(value.split(","));
        case "--out" -> out = Path.of(value);
        default ->
            throw new IllegalArgumentException(
                "unknown option "
                    + name
                    + "; expected --sets, --table-mb, --threads, --l1r3-lines,"
                    + " --weak, --only or --out");
      }
    }
    if (sets == null) {
      sets = BenchmarkSets.directory();
    }
  }

  private static int number(String option, String text, int min, int max) {
    try {
      int value = Integer.parseInt(text);
      if (value >= min && value <= max) {
        return value;
      }
    } catch (NumberFormatException notANumber) {
      // the message below says what was expected
    }
    throw new IllegalArgumentException(
        option + " " + text + " is not a number from " + min + " to " + max);
  }

  private void run() {
    BenchmarkReport report = new BenchmarkReport(tableMegabytes, threads);
    List<ReferenceFigures> chosen = new ArrayList<>();
    for (ReferenceFigures reference : ReferenceFigures.ALL) {
      if (only.isEmpty() || only.contains(reference.set())) {
        chosen.add(reference);
      }
    }
    progress("cold first pass over Test_L3_R1, in the fresh JVM");
    report.cold(measure("Test_L3_R1", 1000, 1, false));
    progress("warming up, not measured: " + WARM_UP);
    warmUp(1, weak);
    if (threads > 0) {
      warmUp(threads, false);
    }
    for (ReferenceFigures reference : chosen) {
      report.strong(reference, measure(reference.set(), lines(reference), 1, false));
    }
    if (threads > 0) {
      for (ReferenceFigures reference : chosen) {
        report.threaded(reference, measure(reference.set(), lines(reference), threads, false));
      }
    }
    if (weak) {
      for (ReferenceFigures reference : chosen) {
        report.weak(reference, measure(reference.set(), lines(reference), 1, true));
      }
    }
    String markdown = report.markdown();
    try {
      if (out.getParent() != null) {
        Files.createDirectories(out.getParent());
      }
      Files.writeString(out, markdown);
    } catch (IOException failure) {
      throw new UncheckedIOException("cannot write " + out, failure);
    }
    System.out.print(markdown);
    progress("written to " + out);
  }

  /**
   * Solves a few thousand positions of every size without measuring them, so that the JIT compiler
   * has compiled the search for small and large positions alike, on one thread and on several.
   */
  private void warmUp(int threadCount, boolean alsoWeak) {
    for (int round = 0; round < 3; round++) {
      measure("Test_L3_R1", 1000, threadCount, false);
      measure("Test_L2_R1", 1000, threadCount, false);
    }
    measure("Test_L1_R1", 300, threadCount, false);
    measure("Test_L2_R2", 300, threadCount, false);
    if (alsoWeak) {
      measure("Test_L2_R1", 1000, threadCount, true);
      measure("Test_L1_R1", 300, threadCount, true);
    }
  }

  private int tableEntries() {
    return (int) ((long) tableMegabytes * (1 << 20) / Connect4Table.ENTRY_BYTES);
  }

  private int lines(ReferenceFigures reference) {
    return reference.set().equals("Test_L1_R3") ? l1r3Lines : reference.lines();
  }

  private SetMeasurement measure(String set, int lineCount, int threadCount, boolean weakMode) {
    List<Connect4SolveLine> lines = BenchmarkSets.read(sets.resolve(set), lineCount);
    // Made before the clock starts and kept: allocating the tables is set-up, not solving.
    Connect4BatchSolver batch =
        batches.computeIfAbsent(
            threadCount + (weakMode ? " weak" : " strong"),
            key -> new Connect4BatchSolver(threadCount, tableEntries(), weakMode));
    List<Connect4Solution> solutions = new ArrayList<>(lines.size());
    double loadBefore = BenchmarkReport.loadAverage();
    long start = System.nanoTime();
    batch.solve(lines, solutions::add);
    long wall = System.nanoTime() - start;
    SetMeasurement measured = SetMeasurement.of(set, solutions, wall, threadCount);
    progress(
        String.format(
            Locale.ROOT,
            "%s: %d positions, %s, %d thread(s): mean %.4f ms, %.1f nodes, %.1f s wall, load"
                + " %.2f -> %.2f, %d wrong",
            set,
            measured.positions(),
            weakMode ? "weak" : "strong",
            threadCount,
            measured.meanMillis(),
            measured.meanNodes(),
            measured.wallSeconds(),
            loadBefore,
            BenchmarkReport.loadAverage(),
            measured.wrong()));
    return measured;
  }

  private static void progress(String message) {
    System.err.println("connect4 benchmark: " + message);
  }
}
