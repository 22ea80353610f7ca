package dev.zerosum.bench.jmh;

import dev.zerosum.core.mcts.MctsReport;
import dev.zerosum.core.mcts.MctsSearch;
import dev.zerosum.games.connect4.Connect4;
import dev.zerosum.games.connect4.Connect4Move;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
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
 * {@link MctsBench}'s searches with their threads parallel at the root (a tree each, merged at the
 * end) rather than on one tree: the same budgets, settings and measure, so the two compare side by
 * side. Only two threads: with one, the two parallelisations are the same search.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(2)
public class MctsRootParallelBench {
  /** The search's threads, each with its own tree. */
  @Param({"2"})
  public int threads;

  private MctsSearch<TicTacToePosition, TicTacToeMove> ticTacToe;
  private MctsSearch<Connect4Position, Connect4Move> connectFour;

  /** Builds the searches and checks that each runs its whole budget. */
  @Setup(Level.Trial)
  public void setUp() {
    ticTacToe =
        MctsBench.checkedSearch(
            new TicTacToe(),
            MctsBench.TIC_TAC_TOE_SIMULATIONS,
            threads,
            MctsSearch.Parallelism.ROOT);
    connectFour =
        MctsBench.checkedSearch(
            new Connect4(),
            MctsBench.CONNECT_FOUR_SIMULATIONS,
            threads,
            MctsSearch.Parallelism.ROOT);
  }

  /** One search of tic-tac-toe from the empty board. */
  @Benchmark
  @OperationsPerInvocation(MctsBench.TIC_TAC_TOE_SIMULATIONS)
  public MctsReport<TicTacToeMove> ticTacToe() {
    return ticTacToe.analyze(TicTacToePosition.empty());
  }

  /** One search of Connect Four from the empty board. */
  @Benchmark
  @OperationsPerInvocation(MctsBench.CONNECT_FOUR_SIMULATIONS)
  public MctsReport<Connect4Move> connectFour() {
    return connectFour.analyze(Connect4Position.empty());
  }
}
