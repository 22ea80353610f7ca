package dev.zerosum.book;

import dev.zerosum.games.connect4.Connect4Position;
import java.nio.file.Path;
import java.time.Duration;

/**
 * What to build: the book of every position from {@code root} down to {@code plies} moves below it,
 * written to {@code output}, the deepest ply solved in chunks of {@code chunkSize} positions
 * checkpointed in {@code checkpoints}, each task's solver with a table of {@code tableMegabytes}.
 *
 * @param root the position at the top of the book (the empty board for an opening book)
 * @param plies the moves below the root that the book covers fully
 * @param output the book file to write
 * @param checkpoints the folder (or Hadoop URI) of the solved chunks
 * @param chunkSize the positions of the deepest ply per task
 * @param tableMegabytes the size of each task's transposition table
 * @param progressEvery how often to report progress
 * @param lines true to extend the book one turn past its range along the perfect player's lines
 */
public record BuildOptions(
    Connect4Position root,
    int plies,
    Path output,
    String checkpoints,
    int chunkSize,
    int tableMegabytes,
    Duration progressEvery,
    boolean lines) {

  /** Checks the sizes. */
  public BuildOptions {
    if (chunkSize < 1) {
      throw new IllegalArgumentException(
          "a chunk of " + chunkSize + " positions is too small; expected 1 or more");
    }
    if (tableMegabytes < 1) {
      throw new IllegalArgumentException(
          "a table of " + tableMegabytes + " MiB is too small; expected 1 or more");
    }
  }

  /**
   * Returns what identifies the chunks of this build: two builds with the same manifest cut the
   * same chunks, so that one may resume the other's checkpoints.
   */
  String manifest(int positions) {
    return "zerosum book checkpoints, format 1\n"
        + "root: '"
        + root
        + "'\nplies below the root: "
        + plies
        + "\npositions at the deepest ply: "
        + positions
        + "\nchunk size: "
        + chunkSize
        + "\n";
  }
}
