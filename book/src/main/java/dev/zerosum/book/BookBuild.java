package dev.zerosum.book;

import dev.zerosum.games.connect4.Connect4Bitboard;
import dev.zerosum.games.connect4.Connect4BookHeader;
import dev.zerosum.games.connect4.Connect4BookWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaPairRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;
import scala.Tuple2;

/**
 * Builds a book on a Spark context: enumerates the positions of the range, solves the deepest ply
 * in checkpointed chunks (only those not saved by an earlier run), backs the scores up ply by ply,
 * and writes the book.
 */
public final class BookBuild {
  private final JavaSparkContext spark;
  private final BuildOptions options;
  private final Consumer<String> out;

  /** Creates the build of {@code options} on {@code spark}, reporting to {@code out}. */
  public BookBuild(JavaSparkContext spark, BuildOptions options, Consumer<String> out) {
    this.spark = spark;
    this.options = options;
    this.out = out;
  }

  /** Runs the build; returns what it did. */
  public BuildReport run() {
    long start = System.nanoTime();
    OpeningTree tree = OpeningTree.below(options.root(), options.plies());
    for (int ply = tree.rootPly(); ply <= tree.deepestPly(); ply++) {
      out.accept(String.format(Locale.ROOT, "ply %d: %,d positions", ply, tree.countAt(ply)));
    }
    long[] deepest = tree.keysAt(tree.deepestPly());
    int chunks = ChunkSolver.chunkCount(deepest.length, options.chunkSize());
    Checkpoints checkpoints = new Checkpoints(options.checkpoints());
    checkpoints.claim(options.manifest(deepest.length));
    List<Integer> missing = missingChunks(checkpoints, chunks);
    out.accept(
        String.format(
            Locale.ROOT,
            "ply %d: %,d chunks of %d positions, %,d already solved in %s",
            tree.deepestPly(),
            chunks,
            options.chunkSize(),
            chunks - missing.size(),
            options.checkpoints()));
    long solveStart = System.nanoTime();
    solve(deepest, missing, checkpoints, chunks - missing.size(), chunks, solveStart);
    Duration solving = Duration.ofNanos(System.nanoTime() - solveStart);

    Map<Long, Integer> all = backUp(tree, checkpoints, chunks);
    Map<Long, Integer> lineEntries = Map.of(); // positions past the range, along the lines
    if (options.lines()) {
      out.accept("lines: proving the perfect player's first moves past the range");
      lineEntries =
          LineExtension.extend(
              spark,
              tree.keysAt(tree.rootPly())[0],
              tree.rootPly(),
              tree.deepestPly(),
              all,
              options.tableMegabytes());
    }
    Connect4BookHeader header = write(tree, all, lineEntries);
    long positionsSolved = 0;
    for (int chunk : missing) {
      positionsSolved += ChunkSolver.chunkOf(deepest, chunk, options.chunkSize()).length;
    }
    BuildReport report =
        new BuildReport(
            header.entries(),
            chunks,
            missing.size(),
            positionsSolved,
            solving,
            Duration.ofNanos(System.nanoTime() - start));
    out.accept(
        String.format(
            Locale.ROOT,
            "wrote %s: %,d entries, plies %d to %d (%,d more along the lines); solved %,d"
                + " positions in %s, %s in all",
            options.output(),
            report.entries(),
            tree.rootPly(),
            tree.deepestPly(),
            lineEntries.size(),
            positionsSolved,
            ProgressReport.describe(solving),
            ProgressReport.describe(report.total())));
    return report;
  }

  private static List<Integer> missingChunks(Checkpoints checkpoints, int chunks) {
    Set<Integer> finished = checkpoints.finished();
    List<Integer> missing = new ArrayList<>();
    for (int chunk = 0; chunk < chunks; chunk++) {
      if (!finished.contains(chunk)) {
        missing.add(chunk);
      }
    }
    return missing;
  }

  /**
   * Returns the score of every position of the tree (canonical keys): the deepest ply's from the
   * checkpoints, the others backed up from them ply by ply on Spark.
   */
  private Map<Long, Integer> backUp(OpeningTree tree, Checkpoints checkpoints, int chunks) {
    Map<Long, Integer> all = new HashMap<>();
    List<Tuple2<Long, Integer>> deepestScores = new ArrayList<>();
    for (int chunk = 0; chunk < chunks; chunk++) {
      for (long entry : checkpoints.load(chunk)) {
        deepestScores.add(new Tuple2<>(entry >>> 8, (int) (byte) entry));
        all.put(entry >>> 8, (int) (byte) entry);
      }
    }
    JavaPairRDD<Long, Integer> scores =
        spark.parallelizePairs(deepestScores, spark.defaultParallelism()).cache();
    for (int ply = tree.deepestPly() - 1; ply >= tree.rootPly(); ply--) {
      long[] parents = tree.keysAt(ply);
      JavaPairRDD<Long, Integer> above = ScoreBackup.oneLevel(spark, parents, scores);
      all.putAll(ScoreBackup.collect(above, parents));
      scores.unpersist();
      scores = above;
      out.accept(String.format(Locale.ROOT, "ply %d: scores backed up", ply));
    }
    scores.unpersist();
    return all;
  }

  /** Writes the book of the tree's scores and the lines' entries; returns its header. */
  private Connect4BookHeader write(
      OpeningTree tree, Map<Long, Integer> all, Map<Long, Integer> lineEntries) {
    Connect4BookWriter writer =
        new Connect4BookWriter(
            tree.rootPly(),
            tree.deepestPly(),
            Math.min(Connect4Bitboard.CELLS, tree.deepestPly() + (lineEntries.isEmpty() ? 0 : 2)));
    all.forEach(writer::addKey);
    lineEntries.forEach(writer::addKey);
    Connect4BookHeader header = writer.write(options.output());
    if (header.entries() != tree.size() + lineEntries.size()) {
      throw new IllegalStateException(
          "the book has "
              + header.entries()
              + " entries, the tree "
              + tree.size()
              + " positions and the lines "
              + lineEntries.size());
    }
    return header;
  }

  /** Solves the {@code missing} chunks, one Spark task each, reporting progress meanwhile. */
  private void solve(
      long[] deepest,
      List<Integer> missing,
      Checkpoints checkpoints,
      int finishedBefore,
      int chunks,
      long startNanos) {
    if (missing.isEmpty()) {
      return;
    }
    Broadcast<long[]> keys = spark.broadcast(deepest);
    ChunkSolver task =
        new ChunkSolver(keys, options.chunkSize(), options.tableMegabytes(), checkpoints);
    spark.setJobDescription("solve ply " + (options.root().moves() + options.plies()));
    JavaFutureAction<Void> solving = spark.parallelize(missing, missing.size()).foreachAsync(task);
    ProgressReport progress =
        new ProgressReport(
            deepest.length, chunks, options.chunkSize(), finishedBefore, startNanos, out);
    long every = Math.max(1, options.progressEvery().toMillis());
    while (true) {
      try {
        solving.get(every, TimeUnit.MILLISECONDS);
        break;
      } catch (TimeoutException notYet) {
        progress.report(checkpoints.finished().size(), System.nanoTime());
      } catch (InterruptedException stopped) {
        solving.cancel(true);
        Thread.currentThread().interrupt();
        throw new IllegalStateException("the build was interrupted; run it again to resume");
      } catch (ExecutionException failed) {
        throw new IllegalStateException("solving failed: " + failed.getCause(), failed.getCause());
      }
    }
    progress.report(checkpoints.finished().size(), System.nanoTime());
    keys.destroy();
  }
}
