package dev.zerosum.bench.experiments.connect4;

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
 * time java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.connect4.EmptyBoardAnalysis
 * </pre>
 */
public final class EmptyBoardAnalysis {
  private EmptyBoardAnalysis() {}

  /**
   * Prints each column and its score; {@code --book FILE} reads that book instead of the shipped
   * one, {@code --from MOVES} analyses that position instead of the empty board.
   */
  public static void main(String[] args) {
    Connect4Book book;
    Connect4Position empty = Connect4Position.empty();
    String file = null;
    for (int i = 0; i + 1 < args.length; i += 2) {
      if (args[i].equals("--book")) {
        file = args[i + 1];
      } else if (args[i].equals("--from")) {
        empty = Connect4Position.of(args[i + 1]);
      }
    }
    try {
      book =
          file != null ? Connect4Book.open(java.nio.file.Path.of(file)) : Connect4Book.standard();
    } catch (Connect4BookException unreadable) {
      System.err.println("analysis: " + unreadable.getMessage());
      System.exit(1);
      return;
    }
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 10), book);
    StringBuilder out = new StringBuilder();
    for (int column = 0; column < 7; column++) {
      int score = Connect4MoveScores.scoreOf(solver, empty, column);
      out.append(
          String.format(
              Locale.ROOT,
              "%d %+d %s%n",
              column + 1,
              score,
              Connect4Score.describe(score, empty.moves())));
    }
    System.out.print(out);
    System.out.println("nodes searched: " + solver.nodes());
  }
}
