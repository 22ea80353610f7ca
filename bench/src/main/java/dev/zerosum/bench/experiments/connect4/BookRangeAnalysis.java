package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.games.connect4.Connect4Book;
import dev.zerosum.games.connect4.Connect4MoveScores;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How fast the analysis of every move is inside the shipped book's range: every entry of the book
 * with at most {@code --plies} stones (each position up to its mirror image), analysed as {@code
 * analyze connect4} analyses it (the exact score of each move, by the solver that takes the book's
 * positions as exact leaves), one thread, timed in this JVM. Then {@code --list N} prints N seeded
 * random positions of each number of stones up to the book's deepest ply, as move strings, for
 * timing the command itself, JVM start included, from a shell.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.connect4.BookRangeAnalysis \
 *     [--plies 5] [--list 0] [--seed 1]
 * </pre>
 */
public final class BookRangeAnalysis {
  private BookRangeAnalysis() {}

  /** Analyses every position of up to 5 stones unless told. */
  public static void main(String[] args) {
    int plies = 5;
    int list = 0;
    long seed = 1;
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--plies" -> plies = Integer.parseInt(args[i + 1]);
        case "--list" -> list = Integer.parseInt(args[i + 1]);
        case "--seed" -> seed = Long.parseLong(args[i + 1]);
        default ->
            throw new IllegalArgumentException(
                "unknown option " + args[i] + "; expected --plies, --list or --seed");
      }
    }
    Connect4Book book = Connect4Book.standard();
    if (list > 0) {
      SplittableRandom random = new SplittableRandom(seed);
      for (int stones = 0; stones <= book.header().fullPlies(); stones++) {
        for (int n = 0; n < list; n++) {
          System.out.println(randomMoves(random, stones));
        }
      }
      return;
    }
    List<List<Double>> micros = new ArrayList<>();
    long[] maxNodes = new long[plies + 1];
    for (int ply = 0; ply <= plies; ply++) {
      micros.add(new ArrayList<>());
    }
    for (int round = 0; round < 2; round++) { // the first round warms the JIT up
      for (List<Double> times : micros) {
        times.clear();
      }
      for (int index = 0; index < book.size(); index++) {
        Connect4Position position = book.positionAt(index);
        if (position.moves() > plies || position.isOver()) {
          continue;
        }
        Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 10), book);
        long start = System.nanoTime();
        Connect4MoveScores.of(solver, position);
        micros.get(position.moves()).add((System.nanoTime() - start) / 1e3);
        maxNodes[position.moves()] = Math.max(maxNodes[position.moves()], solver.nodes());
      }
    }
    System.out.println("| stones | positions | median | max | most nodes |");
    System.out.println("| --: | --: | --: | --: | --: |");
    for (int ply = 0; ply <= plies; ply++) {
      List<Double> times = micros.get(ply);
      Collections.sort(times);
      System.out.printf(
          Locale.ROOT,
          "| %d | %,d | %.1f µs | %.1f µs | %,d |%n",
          ply,
          times.size(),
          times.get(times.size() / 2),
          times.get(times.size() - 1),
          maxNodes[ply]);
    }
  }

  /** Returns the columns (1 to 7) of {@code stones} random moves that win nothing on the way. */
  private static String randomMoves(SplittableRandom random, int stones) {
    while (true) {
      Connect4Position position = Connect4Position.empty();
      StringBuilder moves = new StringBuilder();
      for (int ply = 0; ply < stones; ply++) {
        List<Integer> columns = new ArrayList<>();
        for (int column = 0; column < 7; column++) {
          if (position.canPlay(column) && !position.isWinningMove(column)) {
            columns.add(column);
          }
        }
        int column = columns.get(random.nextInt(columns.size()));
        position = position.play(column);
        moves.append(column + 1);
      }
      if (!position.isOver()) {
        return moves.toString();
      }
    }
  }
}
