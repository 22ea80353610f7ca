package dev.zerosum.book;

import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Measures what a build would cost before it is run: at each of the deepest three plies of the
 * range (the shallower ones are few and backed up, never solved), solves a seeded sample of chunks
 * exactly as the build's tasks do (tree order, one table a chunk) and reports the positions of the
 * ply, the mean time a position and so the core-hours of solving the whole ply.
 */
public final class SolveCostSurvey {
  private final JavaSparkContext spark;
  private final BuildOptions options;
  private final Consumer<String> out;

  /**
   * Creates the survey of the range of {@code options} on {@code spark}, reporting to {@code out}.
   */
  public SolveCostSurvey(JavaSparkContext spark, BuildOptions options, Consumer<String> out) {
    this.spark = spark;
    this.options = options;
    this.out = out;
  }

  /** One sampled chunk: its ply and its positions' keys. */
  private record Sample(int ply, long[] keys) implements java.io.Serializable {}

  /** One solved chunk: its ply, its positions and the nanoseconds they took. */
  private record Cost(int ply, int positions, long nanos, long maxNanos)
      implements java.io.Serializable {}

  /** Solves {@code chunksPerPly} chunks at each ply, chosen with {@code seed}; prints the table. */
  public void run(int chunksPerPly, long seed) {
    OpeningTree tree = OpeningTree.below(options.root(), options.plies());
    SplittableRandom random = new SplittableRandom(seed);
    List<Sample> samples = new ArrayList<>();
    for (int ply = firstSurveyed(tree); ply <= tree.deepestPly(); ply++) {
      long[] keys = tree.keysAt(ply);
      int chunks = ChunkSolver.chunkCount(keys.length, options.chunkSize());
      for (int i = 0; i < Math.min(chunksPerPly, chunks); i++) {
        samples.add(
            new Sample(
                ply, ChunkSolver.chunkOf(keys, random.nextInt(chunks), options.chunkSize())));
      }
    }
    int tableMegabytes = options.tableMegabytes();
    List<Cost> costs =
        spark
            .parallelize(samples, Math.max(1, samples.size()))
            .map(sample -> solve(sample, tableMegabytes))
            .collect();
    out.accept(
        String.format(
            Locale.ROOT,
            "survey below '%s', %d chunks of %d positions a ply, seed %d, table %d MiB",
            options.root(),
            chunksPerPly,
            options.chunkSize(),
            seed,
            tableMegabytes));
    out.accept("| ply | positions | sampled | mean s/position | max s | core-hours for the ply |");
    out.accept("| --: | --: | --: | --: | --: | --: |");
    for (int ply = firstSurveyed(tree); ply <= tree.deepestPly(); ply++) {
      int sampled = 0;
      long nanos = 0;
      long max = 0;
      for (Cost cost : costs) {
        if (cost.ply() == ply) {
          sampled += cost.positions();
          nanos += cost.nanos();
          max = Math.max(max, cost.maxNanos());
        }
      }
      double mean = sampled == 0 ? 0 : nanos / 1e9 / sampled;
      out.accept(
          String.format(
              Locale.ROOT,
              "| %d | %,d | %,d | %.3f | %.2f | %.1f |",
              ply,
              tree.countAt(ply),
              sampled,
              mean,
              max / 1e9,
              tree.countAt(ply) * mean / 3600));
    }
  }

  private static int firstSurveyed(OpeningTree tree) {
    return Math.max(tree.rootPly() + 1, tree.deepestPly() - 2);
  }

  private static Cost solve(Sample sample, int tableMegabytes) {
    Connect4Solver solver = new Connect4Solver(Connect4Table.ofMegabytes(tableMegabytes));
    long total = 0;
    long max = 0;
    for (long key : sample.keys()) {
      long start = System.nanoTime();
      solver.solve(Connect4Position.ofKey(key));
      long nanos = System.nanoTime() - start;
      total += nanos;
      max = Math.max(max, nanos);
    }
    return new Cost(sample.ply(), sample.keys().length, total, max);
  }
}
