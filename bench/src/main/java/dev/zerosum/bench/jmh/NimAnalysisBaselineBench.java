package dev.zerosum.bench.jmh;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.Search;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.games.nim.Nim;
import dev.zerosum.games.nim.NimMove;
import dev.zerosum.games.nim.NimPliesSolver;
import dev.zerosum.games.nim.NimPosition;
import dev.zerosum.games.nim.NimRules;
import dev.zerosum.games.nim.NimSolution;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
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

/**
 * Issue 10's two positions analysed as the app did before, and as it does now, side by side in one
 * run: before, core's {@code AlphaBetaSearch} with a table of 65,536 entries searched the position
 * after each move ({@code MoveValue.ofEveryMove}); now {@link NimPliesSolver} solves the position
 * and reads each move's value from its memo. Normal play, a single shot each (the search takes
 * seconds), the first one unmeasured.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class NimAnalysisBaselineBench {
  /** The piles, separated by spaces (JMH's {@code -p} splits at commas). */
  @Param({"2 6 16 35", "13 41 0 11"})
  public String piles;

  private Nim game;
  private NimPosition position;

  /** Reads the piles. */
  @Setup
  public void setUp() {
    position =
        NimPosition.of(
            Player.MAX, Arrays.stream(piles.split(" ")).mapToLong(Long::parseLong).toArray());
    game = new Nim(List.of(1L), NimRules.NORMAL);
  }

  /** Before: an alpha-beta search with a fresh 65,536-entry table, once per move. */
  @Benchmark
  public List<MoveValue<NimMove>> alphaBetaPerMove() {
    Search<NimPosition, NimMove> search =
        AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 16)).build();
    return MoveValue.ofEveryMove(game, search, position);
  }

  /** Now: the position solved, and every move's value read. */
  @Benchmark
  public long pliesSolver() {
    NimSolution solution = new NimPliesSolver(NimRules.NORMAL).solve(position);
    long plies = solution.value().plies();
    for (NimMove move : game.actions(position)) {
      plies += solution.valueOf(move).plies();
    }
    return plies + solution.bestMoves().size();
  }
}
