package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.games.connect4.Connect4Book;
import dev.zerosum.games.connect4.Connect4MovePriority;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * What the perfect player's first move past the book costs: for a seeded sample of the book's
 * deepest positions, the null-window proofs of its moves, most promising first, until one keeps the
 * position's value, as {@code Connect4PerfectAgent} runs them; one thread, a table of 64 MiB
 * cleared before each position. Nodes are the measure (the machine's speed divides them into time:
 * about 15 M nodes a second a core here when the machine is free).
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.connect4.PastTheBookProofs --book FILE [--sample N] [--seed N]
 * </pre>
 */
public final class PastTheBookProofs {
  private PastTheBookProofs() {}

  /** Prints the distribution of the proofs' nodes and times. */
  public static void main(String[] args) {
    Path file = null;
    int sample = 100;
    long seed = 1;
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--book" -> file = Path.of(args[i + 1]);
        case "--sample" -> sample = Integer.parseInt(args[i + 1]);
        case "--seed" -> seed = Long.parseLong(args[i + 1]);
        default ->
            throw new IllegalArgumentException(
                "unknown option " + args[i] + "; expected --book, --sample or --seed");
      }
    }
    Connect4Book book = file == null ? Connect4Book.standard() : Connect4Book.open(file);
    int deepest = book.header().fullPlies();
    SplittableRandom random = new SplittableRandom(seed);
    Connect4Solver solver = new Connect4Solver(Connect4Table.ofMegabytes(64));
    List<long[]> costs = new ArrayList<>(); // nodes, nanos, moves tried
    for (int tries = 0; costs.size() < sample && tries < 100 * sample; tries++) {
      int index = random.nextInt(book.size());
      Connect4Position position = book.positionAt(index);
      if (position.moves() != deepest) {
        continue;
      }
      int value = book.scoreAt(index);
      solver.clearTables();
      solver.resetNodes();
      long start = System.nanoTime();
      int tried = 0;
      for (int column : Connect4MovePriority.of(position)) {
        tried++;
        Connect4Position next = position.play(column);
        boolean keeps =
            position.isWinningMove(column)
                ? (42 + 1 - position.moves()) / 2 >= value
                : !solver.scoresAtLeast(next, -value + 1);
        if (keeps) {
          break;
        }
      }
      costs.add(new long[] {solver.nodes(), System.nanoTime() - start, tried});
    }
    long[] nodes = costs.stream().mapToLong(cost -> cost[0]).sorted().toArray();
    long[] nanos = costs.stream().mapToLong(cost -> cost[1]).sorted().toArray();
    double meanTried = costs.stream().mapToLong(cost -> cost[2]).average().orElse(0);
    long over = Arrays.stream(nodes).filter(n -> n > 22_500_000L).count(); // 1.5 s at 15 M/s
    System.out.printf(
        Locale.ROOT,
        "%d positions of ply %d (seed %d) from %s: nodes mean %,d, median %,d, max %,d;"
            + " time here mean %.3f s, median %.3f s, max %.3f s; %.2f moves proven a position;"
            + " %d need more than 22.5 M nodes (1.5 s at 15 M nodes/s)%n",
        costs.size(),
        deepest,
        seed,
        book.source(),
        (long) Arrays.stream(nodes).average().orElse(0),
        nodes[nodes.length / 2],
        nodes[nodes.length - 1],
        Arrays.stream(nanos).average().orElse(0) / 1e9,
        nanos[nanos.length / 2] / 1e9,
        nanos[nanos.length - 1] / 1e9,
        meanTried,
        over);
  }
}
