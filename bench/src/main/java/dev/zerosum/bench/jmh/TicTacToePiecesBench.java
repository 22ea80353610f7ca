package dev.zerosum.bench.jmh;

import dev.zerosum.core.PositionKey;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeBitboard;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePerfectTable;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import dev.zerosum.games.tictactoe.TicTacToeSymmetries;
import dev.zerosum.games.tictactoe.TicTacToeSymmetryClasses;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The pieces a search is made of, each done three ways: as the naive seed design does it (a byte
 * array), through the generic API of core, and on the bitboard. Each invocation goes over every
 * reachable position, so that no branch predictor learns a single board; scores are per position.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class TicTacToePiecesBench {
  /** Every reachable position (the tests of the games check the count). */
  static final int POSITIONS = 5_478;

  /** The reachable positions where the game goes on: all but the 958 that end it. */
  static final int OPEN_POSITIONS = 4_520;

  private final TicTacToe game = new TicTacToe();
  private final PositionKey<TicTacToePosition> genericCanonicalKey =
      new TicTacToeSymmetries().canonicalKey(TicTacToeSymmetries::key);
  private TicTacToePosition[] positions;
  private byte[][] boards;
  private TicTacToePosition[] open;
  private byte[][] openBoards;

  /** Lists the positions, and the naive design's boards of them. */
  @Setup
  public void setUp() {
    List<TicTacToePosition> all = new ArrayList<>(reachable());
    List<TicTacToePosition> going = all.stream().filter(p -> !p.isOver()).toList();
    if (all.size() != POSITIONS || going.size() != OPEN_POSITIONS) {
      throw new IllegalStateException(
          "expected 5,478 positions of which 4,520 open; found "
              + all.size()
              + ", "
              + going.size());
    }
    positions = all.toArray(TicTacToePosition[]::new);
    open = going.toArray(TicTacToePosition[]::new);
    boards = all.stream().map(TicTacToePiecesBench::bytes).toArray(byte[][]::new);
    openBoards = going.stream().map(TicTacToePiecesBench::bytes).toArray(byte[][]::new);
  }

  /** Win test, naive: the eight lines checked cell by cell, for each player. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int winTestNaive() {
    int won = 0;
    for (byte[] board : boards) {
      if (SeedNaiveMinimax.isWin(board, SeedNaiveMinimax.X)
          || SeedNaiveMinimax.isWin(board, SeedNaiveMinimax.O)) {
        won++;
      }
    }
    return won;
  }

  /** Win test, generic: the position's winner, a loop over the eight line masks. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int winTestGeneric() {
    int won = 0;
    for (TicTacToePosition position : positions) {
      if (position.winner().isPresent()) {
        won++;
      }
    }
    return won;
  }

  /** Win test, bitboard: rows, columns and diagonals by shifts and masks. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public int winTestBitboard() {
    int won = 0;
    for (TicTacToePosition position : positions) {
      if (TicTacToeBitboard.hasLine(position.xs()) || TicTacToeBitboard.hasLine(position.os())) {
        won++;
      }
    }
    return won;
  }

  /** Move generation, naive: a scan of the nine cells for the empty ones. */
  @Benchmark
  @OperationsPerInvocation(OPEN_POSITIONS)
  public int moveGenerationNaive() {
    int sum = 0;
    for (byte[] board : openBoards) {
      for (int cell = 0; cell < board.length; cell++) {
        if (board[cell] == SeedNaiveMinimax.EMPTY) {
          sum += cell;
        }
      }
    }
    return sum;
  }

  /** Move generation, generic: the game's list of actions. */
  @Benchmark
  @OperationsPerInvocation(OPEN_POSITIONS)
  public int moveGenerationGeneric() {
    int sum = 0;
    for (TicTacToePosition position : open) {
      for (TicTacToeMove move : game.actions(position)) {
        sum += move.cell();
      }
    }
    return sum;
  }

  /** Move generation, bitboard: the set bits of the empty mask, lowest first. */
  @Benchmark
  @OperationsPerInvocation(OPEN_POSITIONS)
  public int moveGenerationBitboard() {
    int sum = 0;
    for (TicTacToePosition position : open) {
      for (int rest = position.emptyCells(); rest != 0; rest &= rest - 1) {
        sum += Integer.numberOfTrailingZeros(rest);
      }
    }
    return sum;
  }

  /** Canonicalisation, generic: the smallest key of the eight images, built as positions. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public long canonicalGeneric() {
    long sum = 0;
    for (TicTacToePosition position : positions) {
      sum += genericCanonicalKey.of(position);
    }
    return sum;
  }

  /** Canonicalisation, by tables: the smallest key of the eight images, mapped mask by mask. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public long canonicalMapped() {
    long sum = 0;
    for (TicTacToePosition position : positions) {
      sum += TicTacToeSymmetries.canonicalKey(position);
    }
    return sum;
  }

  /** Canonicalisation, bitboard: the symmetry class of the board, one array read. */
  @Benchmark
  @OperationsPerInvocation(POSITIONS)
  public long canonicalClass() {
    long sum = 0;
    for (TicTacToePosition position : positions) {
      sum += TicTacToeSymmetryClasses.of(position);
    }
    return sum;
  }

  /** The perfect table built from nothing: what its first use costs, once. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.MICROSECONDS)
  public TicTacToePerfectTable perfectTableBuild() {
    return TicTacToePerfectTable.build();
  }

  private static Set<TicTacToePosition> reachable() {
    Set<TicTacToePosition> seen = new LinkedHashSet<>();
    collect(TicTacToePosition.empty(), seen);
    return seen;
  }

  private static void collect(TicTacToePosition position, Set<TicTacToePosition> seen) {
    if (!seen.add(position) || position.isOver()) {
      return;
    }
    for (int rest = position.emptyCells(); rest != 0; rest &= rest - 1) {
      collect(position.play(Integer.numberOfTrailingZeros(rest)), seen);
    }
  }

  private static byte[] bytes(TicTacToePosition position) {
    byte[] board = new byte[TicTacToePosition.CELLS];
    for (int cell = 0; cell < board.length; cell++) {
      char mark = position.markAt(cell);
      board[cell] =
          mark == 'X'
              ? SeedNaiveMinimax.X
              : mark == 'O' ? SeedNaiveMinimax.O : SeedNaiveMinimax.EMPTY;
    }
    return board;
  }
}
