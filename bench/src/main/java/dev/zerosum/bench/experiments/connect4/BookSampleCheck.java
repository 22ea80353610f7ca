package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.games.connect4.Connect4Book;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Checks a seeded sample of the book's entries against direct solves, without the book: each
 * position solved by its own solver, its table cleared first, on every core. Prints and writes the
 * count of entries sampled at each ply, the time they took and every disagreement.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.connect4.BookSampleCheck
 *   --sample N   entries (default 1000)     --seed N   (default 1)
 *   --book FILE  instead of the shipped book
 *   --out FILE   (default bench/results/connect4-book-sample-DATE.md)
 * </pre>
 */
public final class BookSampleCheck {
  private BookSampleCheck() {}

  /** Runs the check; exit code 1 on any disagreement. */
  public static void main(String[] args) throws IOException, InterruptedException {
    int sample = 1000;
    long seed = 1;
    Path bookFile = null;
    Path out = Path.of("bench/results/connect4-book-sample-" + LocalDate.now() + ".md");
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--sample" -> sample = Integer.parseInt(args[i + 1]);
        case "--seed" -> seed = Long.parseLong(args[i + 1]);
        case "--book" -> bookFile = Path.of(args[i + 1]);
        case "--out" -> out = Path.of(args[i + 1]);
        default ->
            throw new IllegalArgumentException(
                "unknown option " + args[i] + "; expected --sample, --seed, --book or --out");
      }
    }
    Connect4Book book = bookFile == null ? Connect4Book.standard() : Connect4Book.open(bookFile);
    SplittableRandom random = new SplittableRandom(seed);
    java.util.LinkedHashSet<Integer> drawn = new java.util.LinkedHashSet<>();
    while (drawn.size() < Math.min(sample, book.size())) {
      drawn.add(random.nextInt(book.size())); // distinct entries
    }
    List<Integer> indices = new ArrayList<>(drawn);
    AtomicInteger next = new AtomicInteger();
    ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
    ConcurrentHashMap<Integer, long[]> byPly = new ConcurrentHashMap<>(); // count, nanos
    long start = System.nanoTime();
    List<Thread> threads = new ArrayList<>();
    for (int t = 0; t < Runtime.getRuntime().availableProcessors(); t++) {
      Thread thread =
          new Thread(
              () -> {
                Connect4Solver solver = new Connect4Solver(Connect4Table.ofMegabytes(64));
                for (int i = next.getAndIncrement();
                    i < indices.size();
                    i = next.getAndIncrement()) {
                  int index = indices.get(i);
                  Connect4Position position = book.positionAt(index);
                  solver.clearTables();
                  long began = System.nanoTime();
                  int solved = solver.solve(position);
                  long nanos = System.nanoTime() - began;
                  byPly.compute(
                      position.moves(),
                      (ply, sum) ->
                          sum == null
                              ? new long[] {1, nanos}
                              : new long[] {sum[0] + 1, sum[1] + nanos});
                  if (solved != book.scoreAt(index)) {
                    wrong.add(position + ": book " + book.scoreAt(index) + ", solver " + solved);
                  }
                }
              });
      thread.start();
      threads.add(thread);
    }
    for (Thread thread : threads) {
      thread.join();
    }
    List<String> report = new ArrayList<>();
    report.add("# The book against direct solves");
    report.add("");
    report.add(
        String.format(
            Locale.ROOT,
            "%s: %,d distinct entries of %s (%,d entries) drawn with seed %d, each solved without the book"
                + " from an empty table of 64 MiB, %d threads; %s.",
            LocalDate.now(),
            indices.size(),
            book.source(),
            book.size(),
            seed,
            threads.size(),
            BenchmarkReport.machine()));
    report.add("");
    report.add("| ply | entries | mean solve time |");
    report.add("| --: | --: | --: |");
    new TreeMap<>(byPly)
        .forEach(
            (ply, sum) ->
                report.add(
                    String.format(
                        Locale.ROOT, "| %d | %,d | %.3f s |", ply, sum[0], sum[1] / 1e9 / sum[0])));
    report.add("");
    report.add(
        String.format(
            Locale.ROOT,
            "Disagreements: %d. Wall time %.0f s.",
            wrong.size(),
            (System.nanoTime() - start) / 1e9));
    wrong.forEach(line -> report.add("- " + line));
    report.forEach(System.out::println);
    Files.createDirectories(out.toAbsolutePath().getParent());
    Files.write(out, report);
    System.exit(wrong.isEmpty() ? 0 : 1);
  }
}
