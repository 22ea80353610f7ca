package dev.zerosum.bench.connect4;

import dev.zerosum.games.connect4.Connect4Book;
import dev.zerosum.games.connect4.Connect4BookException;
import dev.zerosum.games.connect4.Connect4MoveScores;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Score;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import java.util.Locale;

/**
 * What {@code analyze connect4 ""} does with the book, alone in a JVM, so that its whole time, the
 * JVM's start included, can be measured from outside: the exact score of every move of the empty
 * board, each one lookup of the shipped book through the solver.
 *
 * <pre>
 * time java -cp bench/target/benchmarks.jar dev.zerosum.bench.connect4.EmptyBoardAnalysis
 * </pre>
 */
public final class EmptyBoardAnalysis {
  private EmptyBoardAnalysis() {}

  /** Prints each column and its score; {@code --book FILE} reads that book instead. */
  public static void main(String[] args) {
    Connect4Book book;
    try {
      book =
          args.length == 2 && args[0].equals("--book")
              ? Connect4Book.open(java.nio.file.Path.of(args[1]))
              : Connect4Book.standard();
    } catch (Connect4BookException unreadable) {
      System.err.println("analysis: " + unreadable.getMessage());
      System.exit(1);
      return;
    }
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 10), book);
    Connect4Position empty = Connect4Position.empty();
    StringBuilder out = new StringBuilder();
    for (int column = 0; column < 7; column++) {
      int score = Connect4MoveScores.scoreOf(solver, empty, column);
      out.append(
          String.format(
              Locale.ROOT, "%d %+d %s%n", column + 1, score, Connect4Score.describe(score, 0)));
    }
    System.out.print(out);
    System.out.println("nodes searched: " + solver.nodes());
  }
}
