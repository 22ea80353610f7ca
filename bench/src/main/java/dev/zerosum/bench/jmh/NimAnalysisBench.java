package dev.zerosum.bench.jmh;

import dev.zerosum.core.Player;
import dev.zerosum.games.nim.NimMove;
import dev.zerosum.games.nim.NimPliesSolver;
import dev.zerosum.games.nim.NimPosition;
import dev.zerosum.games.nim.NimRules;
import dev.zerosum.games.nim.NimSolution;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The exact analysis of a Nim position, as {@code zerosum analyze nim} does it in process: the
 * count of the sorted positions below (which decides between the table and the nim-sum), the table
 * of their values, the value of every move (when there are at most 10,000 of them) and the best
 * moves. Only the text and JSON around it are left out.
 *
 * <p>The target of issue 10: at most 100 ms for any position with at most 10^6 sorted positions
 * below. The positions: the two of the issue (8.7 s and 3.2 s with the former alpha-beta per move),
 * then one of each shape near 10^6 — one to twelve piles, and 1,400 piles of 2 (misère play with
 * many equal piles solves the most of them). The sorted positions below each, and how many the
 * analysis solves, are printed by {@link #setUp} in the log: the deterministic half of the
 * benchmark.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class NimAnalysisBench {
  /**
   * The piles, separated by spaces (JMH's {@code -p} splits at commas); {@code 1400x2} is 1,400
   * piles of 2.
   */
  @Param({
    "2 6 16 35",
    "13 41 0 11",
    "999999",
    "1412 1412",
    "179 179 179",
    "67 67 67 67",
    "30 40 55 79",
    "26 26 26 26 26 26",
    "16 16 16 16 16 16 16 16",
    "10 10 10 10 10 10 10 10 10 10 10 11",
    "1400x2"
  })
  public String piles;

  /** Normal or misère play. */
  @Param({"NORMAL", "MISERE"})
  public NimRules rules;

  private NimPosition position;
  private NimPliesSolver solver;

  /**
   * Reads the piles, checks that the memo takes them, and prints how many positions lie below and
   * how many an analysis solves: the same on any machine.
   */
  @Setup
  public void setUp() {
    position = NimPosition.of(Player.MAX, parse(piles));
    solver = new NimPliesSolver(rules);
    long below = NimPliesSolver.sortedPositionsBelow(position, 1_000_000);
    if (below > 1_000_000) {
      throw new IllegalStateException(piles + " has more than 10^6 sorted positions below");
    }
    NimSolution solution = analyse(position, solver, value -> {});
    System.out.printf(
        "%n%s, %s: %d sorted positions below, %d solved%n",
        piles, rules, below, solution.positionsSolved());
  }

  /** Analyses the position: its value, every move's value, the best moves. */
  @Benchmark
  public void analyse(Blackhole sink) {
    sink.consume(NimPliesSolver.sortedPositionsBelow(position, 1_000_000));
    sink.consume(analyse(position, solver, sink::consume));
  }

  /** Returns the solution after reading what {@code analyze nim} reads of it into {@code sink}. */
  private static NimSolution analyse(
      NimPosition position, NimPliesSolver solver, Consumer<Object> sink) {
    NimSolution solution = solver.solve(position);
    sink.accept(solution.value());
    if (Arrays.stream(position.piles()).sum() <= 10_000) {
      for (int pile = 0; pile < position.pileCount(); pile++) {
        for (long count = 1; count <= position.pile(pile); count++) {
          sink.accept(solution.valueOf(new NimMove(pile, count)));
        }
      }
    }
    sink.accept(solution.bestMoves());
    return solution;
  }

  private static long[] parse(String text) {
    if (text.contains("x")) {
      String[] countAndSize = text.split("x");
      long[] piles = new long[Integer.parseInt(countAndSize[0])];
      Arrays.fill(piles, Long.parseLong(countAndSize[1]));
      return piles;
    }
    return Arrays.stream(text.split(" ")).mapToLong(Long::parseLong).toArray();
  }
}
