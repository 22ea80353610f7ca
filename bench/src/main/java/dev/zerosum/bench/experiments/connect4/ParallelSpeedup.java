package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.bench.MachineDescription;
import dev.zerosum.games.connect4.BenchmarkSets;
import dev.zerosum.games.connect4.Connect4ParallelSolver;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4SolveLine;
import dev.zerosum.games.connect4.Connect4Table;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The speed-up of one position solved on several threads ({@link Connect4ParallelSolver}, lazy SMP
 * over one shared table) against one thread, on lines of the benchmark sets and on opening
 * positions, in one run: each position solved from a cleared table of the same size, on 1 thread
 * then on N, and the sums of time and nodes compared. Rows are appended as each group finishes.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.connect4.ParallelSpeedup
 *     [--threads N] [--table-mb N] [--lines SET:N,…] [--openings MOVES,…] [--out FILE]
 * </pre>
 */
public final class ParallelSpeedup {
  private ParallelSpeedup() {}

  /** Runs the measurement. */
  public static void main(String[] args) {
    int threads = 2;
    int tableMegabytes = 256;
    String lines = "Test_L2_R2:200,Test_L1_R2:30,Test_L1_R3:4";
    String openings = "444444,4444,4"; // 443322 and 4455 end in a few nodes: nothing to share
    Path out = Path.of("bench/results/connect4-parallel-speedup.md");
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--threads" -> threads = Integer.parseInt(args[i + 1]);
        case "--table-mb" -> tableMegabytes = Integer.parseInt(args[i + 1]);
        case "--lines" -> lines = args[i + 1];
        case "--openings" -> openings = args[i + 1];
        case "--out" -> out = Path.of(args[i + 1]);
        default -> throw new IllegalArgumentException("unknown option " + args[i]);
      }
    }
    int entries =
        (int) Math.min((long) tableMegabytes * (1 << 20) / Connect4Table.ENTRY_BYTES, 1 << 30);
    Connect4ParallelSolver one = new Connect4ParallelSolver(1, Connect4Table.shared(entries), null);
    Connect4ParallelSolver many =
        new Connect4ParallelSolver(threads, Connect4Table.shared(entries), null);
    ResultLines.append(
        out,
        "# Connect Four: one position on every core\n\nStarted "
            + Instant.now()
            + " on "
            + MachineDescription.describe()
            + ". Load average at the start: "
            + MachineDescription.loadAverage()
            + ". **The machine's 2 cores are shared with other helpers' builds and tests**: the"
            + " times, and so the speed-ups, are stretched by that load; the nodes are not.\n\n"
            + String.format(
                Locale.ROOT,
                "Each position solved (exact score) from a cleared shared table of %d MiB, first"
                    + " on 1 thread then on %d; no book; JVM warmed by the first group.%n%n",
                tableMegabytes,
                threads)
            + "| positions | count | time, 1 thread | time, "
            + threads
            + " threads | speed-up | nodes, 1 thread | nodes, "
            + threads
            + " threads | wrong |\n| --- | --: | --: | --: | --: | --: | --: | --: |\n");
    for (String group : lines.split(",")) {
      String[] parts = group.split(":");
      List<Connect4Position> positions = new ArrayList<>();
      for (Connect4SolveLine line : BenchmarkSets.read(parts[0], Integer.parseInt(parts[1]))) {
        positions.add(line.position());
      }
      ResultLines.append(
          out, measure(parts[0] + " (first " + parts[1] + ")", positions, one, many));
    }
    for (String moves : openings.split(",")) {
      ResultLines.append(
          out, measure("opening `" + moves + "`", List.of(Connect4Position.of(moves)), one, many));
    }
    ResultLines.append(
        out, "\nLoad average at the end: " + MachineDescription.loadAverage() + ".\n");
  }

  private static String measure(
      String name,
      List<Connect4Position> positions,
      Connect4ParallelSolver one,
      Connect4ParallelSolver many) {
    long[] time = new long[2];
    long[] nodes = new long[2];
    int wrong = 0;
    for (Connect4Position position : positions) {
      int[] scores = new int[2];
      Connect4ParallelSolver[] solvers = {one, many};
      for (int i = 0; i < 2; i++) {
        solvers[i].clearTables();
        long nodesBefore = solvers[i].nodes();
        long start = System.nanoTime();
        scores[i] = solvers[i].solve(position);
        time[i] += System.nanoTime() - start;
        nodes[i] += solvers[i].nodes() - nodesBefore;
      }
      if (scores[0] != scores[1]) {
        wrong++;
      }
    }
    String row =
        String.format(
            Locale.ROOT,
            "| %s | %d | %.3f s | %.3f s | %.2fx | %,d | %,d | %d |%n",
            name,
            positions.size(),
            time[0] / 1e9,
            time[1] / 1e9,
            (double) time[0] / Math.max(1, time[1]),
            nodes[0],
            nodes[1],
            wrong);
    System.out.print(row);
    return row;
  }
}
