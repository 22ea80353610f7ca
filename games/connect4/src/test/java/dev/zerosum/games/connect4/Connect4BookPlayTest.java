package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Budget;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import dev.zerosum.games.connect4.Connect4PerfectAgent.Source;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The book in use, on a book of the subtree below a middle game (built here, every entry solved):
 * the solver takes its scores as exact leaves, and the perfect player plays from it, then proves
 * the value it knows past it.
 */
class Connect4BookPlayTest {
  /** Test_L2_R1's "4661237137541742643224", X to move, scores 8 (X wins with its 14th stone). */
  private static final String ROOT = "4661237137541742643224";

  private static final int PLIES = 3;

  @TempDir static Path folder;
  private static Connect4Book book;

  @BeforeAll
  static void buildTheBook() {
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    Connect4BookWriter writer =
        new Connect4BookWriter(ROOT.length(), ROOT.length() + PLIES, ROOT.length() + PLIES);
    List<Connect4Position> level = List.of(Connect4Position.of(ROOT));
    for (int ply = 0; ply <= PLIES; ply++) {
      List<Connect4Position> next = new ArrayList<>();
      for (Connect4Position position : level) {
        writer.add(position, solver.solve(position));
        for (int column = 0; column < 7; column++) {
          if (position.canPlay(column) && !position.isWinningMove(column)) {
            next.add(position.play(column));
          }
        }
      }
      level = next;
    }
    writer.write(folder.resolve("book.bin"));
    book = Connect4Book.open(folder.resolve("book.bin"));
  }

  @Test
  void theSolverTakesTheBooksScoresAsExactLeavesAndAgreesWithItselfWithout() {
    Connect4Solver plain = new Connect4Solver(new Connect4Table(1 << 16));
    Connect4Solver booked = new Connect4Solver(new Connect4Table(1 << 16), book);
    Connect4Position root = Connect4Position.of(ROOT);
    assertThat(booked.solve(root)).isEqualTo(plain.solve(root)).isEqualTo(8);
    assertThat(booked.nodes()).as("the root is in the book: no search").isZero();
    // One ply above the book: its children are exact leaves. Solved from an empty table without
    // the book, where the root's subtree is not known already.
    Connect4Position above = Connect4Position.of(ROOT.substring(0, ROOT.length() - 1));
    plain.clearTables();
    plain.resetNodes();
    int withoutBook = plain.solve(above);
    assertThat(booked.solve(above)).as("same score").isEqualTo(withoutBook);
    assertThat(booked.nodes()).as("far fewer nodes").isLessThan(plain.nodes());
  }

  @Test
  void aNullWindowAnswersWhetherAScoreIsReached() {
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    Connect4Position root = Connect4Position.of(ROOT + "1"); // past the root: O to move
    int exact = solver.solve(root);
    assertThat(solver.scoresAtLeast(root, exact)).as("reaches its score").isTrue();
    assertThat(solver.scoresAtLeast(root, exact + 1)).as("and no more").isFalse();
    Connect4Position won = Connect4Position.of("1212121"); // X won with its 4th stone
    assertThat(solver.scoresAtLeast(won, -18)).as("a finished game scores as it ended").isTrue();
    assertThat(solver.scoresAtLeast(won, -17)).isFalse();
  }

  @Test
  void thePerfectPlayerPlaysFromTheBookThenProvesItsValueBeyond() {
    List<String> notes = new ArrayList<>();
    Connect4PerfectAgent agent =
        new Connect4PerfectAgent(
            Budget.of(
                Duration.ofSeconds(2),
                Ticker.counting(Duration.ofMillis(1)),
                StopCondition.never()),
            new Connect4ParallelSolver(1, new Connect4Table(1 << 16), book),
            1,
            notes::add);
    Connect4Position position = Connect4Position.of(ROOT);
    Connect4Solver referee = new Connect4Solver(new Connect4Table(1 << 16));
    List<Source> sources = new ArrayList<>();
    while (!position.isOver()) {
      if (position.toMove() == dev.zerosum.core.Player.MAX) {
        int column = agent.chooseAction(position).column();
        sources.add(agent.lastChoice().source());
        assertThat(agent.lastChoice().score()).as("%s keeps 8", position).isEqualTo(8);
        position = position.play(column);
      } else {
        position = position.play(new Connect4HeuristicAgent().chooseAction(position).column());
      }
      if (!position.isOver()) {
        assertThat(
                referee.solve(position)
                    * (position.toMove() == dev.zerosum.core.Player.MAX ? 1 : -1))
            .as("X keeps its win at %s", position)
            .isGreaterThanOrEqualTo(8);
      }
    }
    assertThat(position.winner()).as("X wins").hasValue(dev.zerosum.core.Player.MAX);
    // X moves at 22 and 24 stones, whose moves' positions (23, 25) are in the book; at 26 not.
    assertThat(sources)
        .as("the book first, then proofs")
        .containsExactly(Source.BOOK, Source.BOOK, Source.PROOF);
    assertThat(sources).doesNotContain(Source.FALLBACK);
    assertThat(notes).first().asString().startsWith("book: X wins in 5 plies");
  }

  @Test
  void aMoveStoredAlongTheLinesIsPlayedFromTheBookWithoutAProof() {
    Connect4Position root = Connect4Position.of(ROOT);
    Connect4Solver solver = new Connect4Solver(new Connect4Table(1 << 16));
    int lineColumn = -1;
    for (int column = 6; column >= 0 && lineColumn < 0; column--) { // not the first in priority
      if (root.canPlay(column) && -solver.solve(root.play(column)) == 8) {
        lineColumn = column;
      }
    }
    Connect4BookWriter writer =
        new Connect4BookWriter(ROOT.length(), ROOT.length(), ROOT.length() + 1);
    writer.add(root, 8);
    writer.add(root.play(lineColumn), -8); // the one move the book holds past its range
    Path file = folder.resolve("line.bin");
    writer.write(file);
    Connect4PerfectAgent agent =
        new Connect4PerfectAgent(
            Budget.of(Duration.ofSeconds(2), () -> 0L, StopCondition.never()),
            new Connect4ParallelSolver(1, new Connect4Table(1 << 16), Connect4Book.open(file)),
            1,
            note -> {});
    assertThat(agent.chooseAction(root).column()).as("the stored move").isEqualTo(lineColumn);
    assertThat(agent.lastChoice().source()).isEqualTo(Source.BOOK);
  }

  @Test
  void aParallelSolverOfTwoThreadsGivesTheScoresOfOne() {
    Connect4ParallelSolver two = new Connect4ParallelSolver(2, Connect4Table.shared(1 << 18), null);
    Connect4Solver one = new Connect4Solver(new Connect4Table(1 << 18));
    for (Connect4SolveLine line : BenchmarkSets.read("Test_L2_R2", 40)) {
      assertThat(two.solve(line.position()))
          .as("%s", line.position())
          .isEqualTo(one.solve(line.position()));
      int score = line.expected().orElseThrow();
      assertThat(two.scoresAtLeast(line.position(), score)).isTrue();
      assertThat(two.scoresAtLeast(line.position(), score + 1)).isFalse();
    }
  }
}
