package dev.zerosum.bench;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The generic searches of core, each choosing a move from the empty tic-tac-toe board with a fresh
 * search. Their node counts (549,946 for minimax) are asserted by the tests; this measures time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TicTacToeSearchBench {
  private final TicTacToe game = new TicTacToe();
  private final TicTacToePosition empty = game.initialState();

  /** Minimax: the whole game tree. */
  @Benchmark
  public SearchResult<TicTacToeMove> minimax() {
    return new MinimaxSearch<>(game).search(empty);
  }

  /** Alpha-beta with the game's centre-first ordering. */
  @Benchmark
  public SearchResult<TicTacToeMove> alphaBeta() {
    return AlphaBetaSearch.on(game).build().search(empty);
  }

  /** Alpha-beta with a fresh table keyed by the canonical position. */
  @Benchmark
  public SearchResult<TicTacToeMove> alphaBetaTable() {
    return AlphaBetaSearch.on(game)
        .transpositionTable(new TranspositionTable<>(1 << 12))
        .build()
        .search(empty);
  }
}
