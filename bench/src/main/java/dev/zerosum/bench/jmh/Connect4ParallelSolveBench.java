package dev.zerosum.bench.jmh;

import dev.zerosum.games.connect4.BenchmarkSets;
import dev.zerosum.games.connect4.Connect4ParallelSolver;
import dev.zerosum.games.connect4.Connect4PerfectAgent;
import dev.zerosum.games.connect4.Connect4SolveLine;
import dev.zerosum.games.connect4.Connect4Table;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The speed-up of solving one position on several threads that share one table ({@link
 * Connect4ParallelSolver}): the null-window proof that the perfect player runs past the book, on
 * openings of Test_L1_R2 (the score of each is known, so each proof is the question "is it at least
 * its score?"), the table cleared before each. Time per position; the ratio of the two rows is the
 * speed-up.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 5, time = 10)
@Fork(1)
public class Connect4ParallelSolveBench {
  /** The positions of one invocation: Test_L1_R2's lines 1 to 20, 4 to 14 stones. */
  static final int POSITIONS = 20;

  @Param({"1", "2"})
  public int threads;

  private Connect4ParallelSolver solver;
  private List<Connect4SolveLine> lines;

  /** Makes the solver and reads the positions. */
  @Setup
  public void prepare() {
    Connect4Table table = threads == 1 ? new Connect4Table(1 << 22) : Connect4Table.shared(1 << 22);
    solver = new Connect4ParallelSolver(threads, table, null);
    lines = BenchmarkSets.read("Test_L1_R2", POSITIONS);
  }

  /** Proves every position's score, as {@link Connect4PerfectAgent} proves a move's. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int proveKnownScores() {
    int proven = 0;
    for (Connect4SolveLine line : lines) {
      solver.clearTables();
      if (solver.scoresAtLeast(line.position(), line.expected().orElseThrow())) {
        proven++;
      }
    }
    return proven;
  }
}
