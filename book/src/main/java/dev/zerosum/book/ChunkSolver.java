package dev.zerosum.book;

import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Solver;
import dev.zerosum.games.connect4.Connect4Table;
import java.io.Serializable;
import org.apache.spark.api.java.function.VoidFunction;
import org.apache.spark.broadcast.Broadcast;

/**
 * A task of the build: solves the positions of one chunk of the deepest ply, in tree order, with
 * one solver whose table serves them all (its entries are true bounds in any game, so that
 * neighbours in the tree, which share most of their subtrees, reuse each other's work), and saves
 * the scores in the chunk's checkpoint.
 */
final class ChunkSolver implements VoidFunction<Integer>, Serializable {
  private static final long serialVersionUID = 1L;

  private final Broadcast<long[]> deepest;
  private final int chunkSize;
  private final int tableMegabytes;
  private final Checkpoints checkpoints;

  ChunkSolver(
      Broadcast<long[]> deepest, int chunkSize, int tableMegabytes, Checkpoints checkpoints) {
    this.deepest = deepest;
    this.chunkSize = chunkSize;
    this.tableMegabytes = tableMegabytes;
    this.checkpoints = checkpoints;
  }

  @Override
  public void call(Integer chunk) {
    long[] keys = chunkOf(deepest.value(), chunk, chunkSize);
    int[] scores = new int[keys.length];
    Connect4Solver solver = new Connect4Solver(Connect4Table.ofMegabytes(tableMegabytes));
    for (int i = 0; i < keys.length; i++) {
      scores[i] = solver.solve(Connect4Position.ofKey(keys[i]));
    }
    checkpoints.save(chunk, keys, scores);
  }

  /** Returns the keys of chunk {@code chunk}: the positions from {@code chunk * size} on. */
  static long[] chunkOf(long[] keys, int chunk, int size) {
    int from = chunk * size;
    int to = Math.min(keys.length, from + size);
    long[] part = new long[to - from];
    System.arraycopy(keys, from, part, 0, part.length);
    return part;
  }

  /** Returns the number of chunks of {@code positions} positions cut {@code size} at a time. */
  static int chunkCount(int positions, int size) {
    return (positions + size - 1) / size;
  }
}
