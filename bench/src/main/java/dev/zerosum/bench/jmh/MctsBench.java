package dev.zerosum.bench.jmh;

import dev.zerosum.core.Game;
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
 * Monte Carlo tree search from the empty board, through the generic {@code Game} interface, with
 * the default settings (uniform playouts, the MCTS-Solver on): each invocation is one fresh search
 * of a fixed number of simulations, so an operation is one simulation and the score is the time a
 * simulation takes, tree growth included. The budgets stay below what proves the root (tic-tac-toe
 * is proven after about 15,000), which the set-up checks.
 *
 * <p>{@code threads} is the search's own threads on its one tree (tree parallelisation); JMH drives
 * it from one. {@link MctsRootParallelBench} measures two threads with a tree each.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(2)
public class MctsBench {
  /** Simulations of one tic-tac-toe search: well below the 15,000 or so that prove the draw. */
  static final int TIC_TAC_TOE_SIMULATIONS = 5_000;

  /** Simulations of one Connect Four search. */
  static final int CONNECT_FOUR_SIMULATIONS = 10_000;

  /** The search's threads. */
  @Param({"1", "2"})
  public int threads;

  private MctsSearch<TicTacToePosition, TicTacToeMove> ticTacToe;
  private MctsSearch<Connect4Position, Connect4Move> connectFour;

  /** Builds the searches and checks that each runs its whole budget. */
  @Setup(Level.Trial)
  public void setUp() {
    ticTacToe = search(new TicTacToe(), TIC_TAC_TOE_SIMULATIONS);
    connectFour = search(new Connect4(), CONNECT_FOUR_SIMULATIONS);
  }

  private <S, A> MctsSearch<S, A> search(Game<S, A> game, int simulations) {
    return checkedSearch(game, simulations, threads, MctsSearch.Parallelism.TREE);
  }

  /**
   * Returns a search of {@code game} from its initial state with the settings given, after checking
   * that it runs its whole budget without proving the root.
   */
  static <S, A> MctsSearch<S, A> checkedSearch(
      Game<S, A> game, int simulations, int threads, MctsSearch.Parallelism parallelism) {
    MctsSearch<S, A> search =
        MctsSearch.on(game)
            .iterations(simulations)
            .threads(threads)
            .parallelism(parallelism)
            .seed(1)
            .build();
    MctsReport<A> report = search.analyze(game.initialState());
    if (report.statistics().simulations() != simulations || report.statistics().proven()) {
      throw new IllegalStateException(
          "a search of " + game + " ran " + report.statistics() + "; expected the whole budget");
    }
    return search;
  }

  /** One search of tic-tac-toe from the empty board. */
  @Benchmark
  @OperationsPerInvocation(TIC_TAC_TOE_SIMULATIONS)
  public MctsReport<TicTacToeMove> ticTacToe() {
    return ticTacToe.analyze(TicTacToePosition.empty());
  }

  /** One search of Connect Four from the empty board. */
  @Benchmark
  @OperationsPerInvocation(CONNECT_FOUR_SIMULATIONS)
  public MctsReport<Connect4Move> connectFour() {
    return connectFour.analyze(Connect4Position.empty());
  }
}
