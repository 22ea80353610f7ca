package dev.zerosum.bench.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
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
 * Chooses the best tic-tac-toe move of one position, each invocation a fresh search: the naive seed
 * design and aima-core as baselines, then each technique of ours, from core's generic minimax to
 * the perfect-play table. {@link TicTacToeContenders} sets them up and counts their nodes; the
 * moves they choose are checked by {@code BaselinesTest} and the games' tests.
 *
 * <p>The annotations are the settings of the full run, whose medians are over the 2 x 10 iteration
 * averages; {@code bench/run --quick} shortens them.
 */
@State(Scope.Thread) // the naive board and the bitboard engine are not thread-safe
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(2)
public class TicTacToeBestMoveBench {
  /** The position: {@code seed} (X on 0 and 3, O on 1, O to move) or {@code empty}. */
  @Param({"seed", "empty"})
  public String position;

  private TicTacToeContenders contenders;

  /** Sets up every contender, and builds the perfect table, outside the measurement. */
  @Setup(Level.Trial)
  public void setUp() {
    contenders = new TicTacToeContenders(position);
  }

  /** The naive design the project started from: byte board, no pruning, no table. */
  @Benchmark
  public void seedNaive(Blackhole blackhole) {
    blackhole.consume(contenders.seedNaive());
  }

  /** aima-core 3.0.0's MinimaxSearch on its TicTacToeGame. */
  @Benchmark
  public void aimaMinimax(Blackhole blackhole) {
    blackhole.consume(contenders.aimaMinimax());
  }

  /** aima-core 3.0.0's AlphaBetaSearch on its TicTacToeGame. */
  @Benchmark
  public void aimaAlphaBeta(Blackhole blackhole) {
    blackhole.consume(contenders.aimaAlphaBeta());
  }

  /** Core's generic minimax, the reference. */
  @Benchmark
  public void minimax(Blackhole blackhole) {
    blackhole.consume(contenders.minimax());
  }

  /** Core's generic alpha-beta with the game's centre-first ordering. */
  @Benchmark
  public void alphaBeta(Blackhole blackhole) {
    blackhole.consume(contenders.alphaBeta());
  }

  /** Core's generic alpha-beta with a new table keyed by the canonical position. */
  @Benchmark
  public void alphaBetaTT(Blackhole blackhole) {
    blackhole.consume(contenders.alphaBetaTT());
  }

  /** The bitboard engine: masks, symmetry-class table, no allocation. */
  @Benchmark
  public void bitboard(Blackhole blackhole) {
    blackhole.consume(contenders.bitboard());
  }

  /** The perfect-play table, built once in the set-up: one lookup. */
  @Benchmark
  public void perfectTable(Blackhole blackhole) {
    blackhole.consume(contenders.perfectTable());
  }
}
