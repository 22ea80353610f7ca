package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.bench.MachineDescription;
import dev.zerosum.games.connect4.Connect4ParallelSolver;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Score;
import dev.zerosum.games.connect4.Connect4Size;
import dev.zerosum.games.connect4.Connect4Table;
import dev.zerosum.games.connect4.PublishedResults;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Solves the empty Connect Four board of the sizes given, from scratch (no book), and records each
 * value, how long perfect play lasts, the nodes and the time next to the published value ({@link
 * PublishedResults}): the larger boards, too slow for the tests.
 *
 * <p>Each size's row is appended to the report as soon as it is solved, and a size already in the
 * report is skipped: a run stopped part way resumes where it stopped when started again with the
 * same {@code --out}.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.connect4.EmptyBoardSizes
 *     [--threads N] [--table-mb N] [--out FILE] SIZE…   (a SIZE is WxH, like 8x5)
 * </pre>
 */
public final class EmptyBoardSizes {
  private EmptyBoardSizes() {}

  /** Solves every size given; exit code 2 for bad arguments. */
  public static void main(String[] args) throws IOException {
    int threads = 1;
    int tableMegabytes = 1024;
    Path out = Path.of("bench/results/connect4-sizes.md");
    List<Connect4Size> sizes = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--threads" -> threads = Integer.parseInt(args[++i]);
        case "--table-mb" -> tableMegabytes = Integer.parseInt(args[++i]);
        case "--out" -> out = Path.of(args[++i]);
        default -> {
          String[] sides = args[i].split("x");
          if (sides.length != 2) {
            System.err.println("sizes: expected WxH, like 8x5; got " + args[i]);
            System.exit(2);
          }
          sizes.add(Connect4Size.of(Integer.parseInt(sides[0]), Integer.parseInt(sides[1])));
        }
      }
    }
    String done = Files.exists(out) ? Files.readString(out, StandardCharsets.UTF_8) : "";
    if (done.isEmpty()) {
      ResultLines.append(out, header(threads, tableMegabytes));
    }
    for (Connect4Size size : sizes) {
      if (done.contains("| " + size + " |")) {
        System.out.println(size + ": already in " + out + ", skipped");
        continue;
      }
      ResultLines.append(out, solve(size, threads, tableMegabytes) + "\n");
    }
  }

  private static String header(int threads, int tableMegabytes) {
    return "# Connect Four: the empty board of every size, solved from scratch\n\n"
        + "Started "
        + Instant.now()
        + " on "
        + MachineDescription.describe()
        + ".\nLoad average at the start: "
        + MachineDescription.loadAverage()
        + " (the machine's 2 cores are shared with other work: times are stretched by it;"
        + " nodes are not).\n\n"
        + String.format(
            Locale.ROOT,
            "Each board solved once with a shared table of %d MiB on %d thread(s), no book."
                + " Score as `solve` prints it (for the first player: a win whose winning stone goes"
                + " onto n stones scores (cells + 1 - n) / 2, rounded down). Published values:"
                + " the readme of ChristopheSteininger/c4 (John Tromp's results up to width +"
                + " height = 15).%n%n",
            tableMegabytes,
            threads)
        + "| board | cells | score | game ends on move | published | agrees | nodes | time |"
        + " finished (UTC) |\n"
        + "| --- | --: | --: | --: | --- | --- | --: | --: | --- |\n";
  }

  private static String solve(Connect4Size size, int threads, int tableMegabytes) {
    long entries = Math.min((long) tableMegabytes * (1 << 20) / Connect4Table.ENTRY_BYTES, 1 << 30);
    Connect4ParallelSolver solver =
        new Connect4ParallelSolver(threads, Connect4Table.shared((int) entries, size), null);
    System.out.println(size + ": solving from " + Instant.now());
    long start = System.nanoTime();
    int score = solver.solve(Connect4Position.empty(size));
    long nanos = System.nanoTime() - start;
    int lastMove = score == 0 ? size.cells() : Connect4Score.pliesToEnd(score, 0, size.cells());
    String published;
    String agrees;
    try {
      PublishedResults.Result result = PublishedResults.of(size);
      published =
          (result.winner() > 0 ? "first wins" : result.winner() < 0 ? "second wins" : "draw")
              + " on move "
              + result.lastMove();
      agrees = result.score() == score && result.lastMove() == lastMove ? "yes" : "**no**";
    } catch (IllegalArgumentException unpublished) {
      published = "not in the table";
      agrees = "computed here";
    }
    String row =
        String.format(
            Locale.ROOT,
            "| %s | %d | %+d | %d | %s | %s | %,d | %.1f s | %s |",
            size,
            size.cells(),
            score,
            lastMove,
            published,
            agrees,
            solver.nodes(),
            nanos / 1e9,
            Instant.now());
    System.out.println(row);
    return row;
  }
}
