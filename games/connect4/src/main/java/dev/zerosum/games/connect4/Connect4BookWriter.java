package dev.zerosum.games.connect4;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;

/**
 * Writes an opening book in the format {@link Connect4Book} reads: the scores of positions, each
 * stored once under its canonical key, sorted, with a header and a checksum. The file is written
 * beside its destination and moved into place, so that a reader never sees half a book.
 *
 * <pre>{@code
 * Connect4BookWriter book = new Connect4BookWriter(0, 2, 2);
 * book.add(Connect4Position.empty(), 1);
 * // ... every position of plies 0 to 2
 * book.write(Path.of("book.bin"));
 * }</pre>
 */
public final class Connect4BookWriter {
  private final int firstPly;
  private final int fullPlies;
  private final int deepestPly;
  private long[] entries = new long[1024];
  private int count;

  /**
   * Creates a writer of a book that covers every position from {@code firstPly} to {@code
   * fullPlies} stones, and lines of play down to {@code deepestPly}.
   *
   * @throws IllegalArgumentException if the plies are out of order or off the board
   */
  public Connect4BookWriter(int firstPly, int fullPlies, int deepestPly) {
    new Connect4BookHeader(
        Connect4BookHeader.GAME,
        Connect4Bitboard.WIDTH,
        Connect4Bitboard.HEIGHT,
        firstPly,
        fullPlies,
        deepestPly,
        0,
        0); // checks the plies
    this.firstPly = firstPly;
    this.fullPlies = fullPlies;
    this.deepestPly = deepestPly;
  }

  /** Adds the score of {@code position} for the player to move. */
  public void add(Connect4Position position, int score) {
    addKey(position.key(), score);
  }

  /**
   * Adds the score of the position with {@code key} (its own or its mirror image's) for the player
   * to move.
   */
  public void addKey(long key, int score) {
    if (score < -Connect4Score.WIN_BASE || score > Connect4Score.WIN_BASE) {
      throw new IllegalArgumentException(
          "score " + score + " is out of range; expected -22 to 22 (Connect4Score)");
    }
    if (count == entries.length) {
      entries = Arrays.copyOf(entries, count * 2);
    }
    entries[count++] = Connect4BookFormat.entry(Connect4Bitboard.canonicalKey(key), score);
  }

  /** Returns the number of entries added. */
  public int size() {
    return count;
  }

  /**
   * Sorts the entries and writes the book to {@code file}, replacing it; returns its header.
   *
   * @throws IllegalArgumentException if one position was added twice with different scores
   * @throws UncheckedIOException if the file cannot be written
   */
  public Connect4BookHeader write(Path file) {
    long[] sorted = sortedUnique();
    ByteBuffer bytes = ByteBuffer.allocate(sorted.length * Long.BYTES);
    bytes.asLongBuffer().put(sorted);
    int checksum = Connect4BookFormat.checksum(bytes, 0, bytes.capacity());
    Connect4BookHeader header =
        new Connect4BookHeader(
            Connect4BookHeader.GAME,
            Connect4Bitboard.WIDTH,
            Connect4Bitboard.HEIGHT,
            firstPly,
            fullPlies,
            deepestPly,
            sorted.length,
            checksum);
    Path temporary = file.resolveSibling(file.getFileName() + ".partial");
    try {
      try (OutputStream out = Files.newOutputStream(temporary)) {
        out.write(Connect4BookFormat.headerBytes(header));
        out.write(bytes.array());
      }
      Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException failed) {
      throw new UncheckedIOException("cannot write the book " + file + ": " + failed, failed);
    }
    return header;
  }

  private long[] sortedUnique() {
    long[] sorted = Arrays.copyOf(entries, count);
    Arrays.sort(sorted);
    int unique = 0;
    for (long entry : sorted) {
      if (unique > 0
          && Connect4BookFormat.keyOf(sorted[unique - 1]) == Connect4BookFormat.keyOf(entry)) {
        if (sorted[unique - 1] != entry) {
          throw new IllegalArgumentException(
              "position "
                  + Connect4Position.ofKey(Connect4BookFormat.keyOf(entry))
                  + " was given two scores: "
                  + Connect4BookFormat.scoreOf(sorted[unique - 1])
                  + " and "
                  + Connect4BookFormat.scoreOf(entry));
        }
        continue; // the same position twice, e.g. once from each side of the mirror
      }
      sorted[unique++] = entry;
    }
    return Arrays.copyOf(sorted, unique);
  }
}
