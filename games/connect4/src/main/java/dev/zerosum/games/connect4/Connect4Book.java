package dev.zerosum.games.connect4;

import java.io.IOException;
import java.io.InputStream;
import java.nio.BufferUnderflowException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * An opening book of Connect Four: the exact score ({@link Connect4Score}) of every position of its
 * range, looked up by a binary search over entries sorted by canonical key, so that a position and
 * its mirror image share one entry. Immutable and safe to share between threads.
 *
 * <p>Nothing is loaded that is not used: a book file is memory-mapped, so that the system reads
 * only the pages a search touches (the checksum is verified once, when the book is opened: a
 * CRC-32C runs at gigabytes a second, so a few milliseconds even for a book built on a cluster);
 * the shipped book, a resource of the games jar where it cannot be mapped, is read into memory the
 * first time {@link #standard()} is called, never by a program that does not ask for it.
 *
 * <pre>{@code
 * Connect4Book book = Connect4Book.standard();
 * book.score(Connect4Position.of("4"));  // OptionalInt[-1]: O loses, X wins with its 21st stone
 * }</pre>
 */
public final class Connect4Book {
  /** The shipped book's resource, beside this class. */
  static final String RESOURCE = "connect4-book.bin";

  /** What {@link #probe} returns for a position the book does not hold. */
  static final int ABSENT = Integer.MIN_VALUE;

  private final Connect4BookHeader header;
  private final ByteBuffer entries; // from the first entry on; read with absolute getLong only
  private final int count;
  private final String source;

  private Connect4Book(Connect4BookHeader header, ByteBuffer entries, String source) {
    this.header = header;
    this.entries = entries;
    this.count = (int) header.entries();
    this.source = source;
  }

  /** Holds the shipped book, read on first use, or why it cannot be read. */
  private static final class Standard {
    static final String FAILURE; // null when BOOK is there
    static final Connect4Book BOOK;

    static {
      Connect4Book book = null;
      String failure = null;
      try {
        book = readResource();
      } catch (Connect4BookException unreadable) {
        failure = unreadable.getMessage();
      }
      BOOK = book;
      FAILURE = failure;
    }

    private static Connect4Book readResource() {
      String name = "the shipped book (resource " + RESOURCE + ")";
      try (InputStream in = Connect4Book.class.getResourceAsStream(RESOURCE)) {
        if (in == null) {
          throw new Connect4BookException(
              name + " is missing from the class path; expected it in the games jar");
        }
        return read(in, name);
      } catch (IOException failed) {
        throw new Connect4BookException(name + " cannot be read: " + failed.getMessage());
      }
    }
  }

  /**
   * Returns the book shipped in the games jar, read the first time it is asked for.
   *
   * @throws Connect4BookException if the resource is missing or damaged
   */
  public static Connect4Book standard() {
    if (Standard.BOOK == null) {
      throw new Connect4BookException(Standard.FAILURE);
    }
    return Standard.BOOK;
  }

  /** Returns the shipped book, or empty when the games jar has none (or a damaged one). */
  public static Optional<Connect4Book> standardIfShipped() {
    return Optional.ofNullable(Standard.BOOK);
  }

  /**
   * Returns the book in {@code file}, memory-mapped.
   *
   * @throws Connect4BookException if the file is missing, unreadable or not a valid book
   */
  public static Connect4Book open(Path file) {
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      ByteBuffer mapped = channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size());
      return of(mapped, file.toString());
    } catch (NoSuchFileException missing) {
      throw new Connect4BookException("the book " + file + " does not exist");
    } catch (IOException failed) {
      throw new Connect4BookException("the book " + file + " cannot be read: " + failed);
    }
  }

  /**
   * Returns the book read whole from {@code in}, which {@code source} names in messages.
   *
   * @throws Connect4BookException if the bytes are not a valid book
   * @throws IOException if reading fails
   */
  public static Connect4Book read(InputStream in, String source) throws IOException {
    return of(ByteBuffer.wrap(in.readAllBytes()), source);
  }

  /** Returns the book in {@code bytes}, its header checked and its checksum verified. */
  static Connect4Book of(ByteBuffer bytes, String source) {
    ByteBuffer in = bytes.duplicate();
    Connect4BookHeader header;
    int offset;
    try {
      if (in.getInt() != Connect4BookFormat.MAGIC) {
        throw new Connect4BookException(source + " is not an opening book of zerosum");
      }
      short version = in.getShort();
      if (version != Connect4BookFormat.VERSION) {
        throw new Connect4BookException(
            String.format(
                Locale.ROOT,
                "%s is a book of format version %d; this program reads version %d only",
                source,
                version,
                Connect4BookFormat.VERSION));
      }
      byte[] name = new byte[in.get() & 0xFF];
      in.get(name);
      header =
          new Connect4BookHeader(
              new String(name, StandardCharsets.US_ASCII),
              in.get(),
              in.get(),
              in.get(),
              in.get(),
              in.get(),
              in.getLong(),
              in.getInt());
      offset = in.position();
    } catch (BufferUnderflowException | IllegalArgumentException cut) {
      if (cut instanceof Connect4BookException known) {
        throw known;
      }
      throw new Connect4BookException(
          source + " is truncated or damaged: its header is incomplete");
    }
    checkGame(header, source);
    long expectedBytes = header.entries() * Long.BYTES;
    long actualBytes = bytes.limit() - offset;
    if (actualBytes != expectedBytes || header.entries() > Integer.MAX_VALUE) {
      throw new Connect4BookException(
          String.format(
              Locale.ROOT,
              "%s is truncated or damaged: its header announces %,d entries (%,d bytes), but %,d"
                  + " bytes follow it",
              source,
              header.entries(),
              expectedBytes,
              actualBytes));
    }
    int checksum = Connect4BookFormat.checksum(bytes, offset, expectedBytes);
    if (checksum != header.checksum()) {
      throw new Connect4BookException(
          String.format(
              Locale.ROOT,
              "%s is damaged: the checksum of its entries is %08x, expected %08x",
              source,
              checksum,
              header.checksum()));
    }
    ByteBuffer entries = bytes.duplicate().position(offset).slice();
    return new Connect4Book(header, entries, source);
  }

  private static void checkGame(Connect4BookHeader header, String source) {
    if (!header.game().equals(Connect4BookHeader.GAME)
        || header.width() != Connect4Bitboard.WIDTH
        || header.height() != Connect4Bitboard.HEIGHT) {
      throw new Connect4BookException(
          String.format(
              Locale.ROOT,
              "%s is a book of %s on %d x %d; expected %s on %d x %d",
              source,
              header.game(),
              header.width(),
              header.height(),
              Connect4BookHeader.GAME,
              Connect4Bitboard.WIDTH,
              Connect4Bitboard.HEIGHT));
    }
  }

  /** Returns what the book says about itself. */
  public Connect4BookHeader header() {
    return header;
  }

  /** Returns where the book was read from, for messages. */
  public String source() {
    return source;
  }

  /** Returns the number of entries. */
  public int size() {
    return count;
  }

  /**
   * Returns the exact score of {@code position} for the player to move, or empty when the book does
   * not hold it (outside its range, off the lines it was extended along, or a game over).
   */
  public OptionalInt score(Connect4Position position) {
    int score = probe(position.stones(), position.mask(), position.moves());
    return score == ABSENT ? OptionalInt.empty() : OptionalInt.of(score);
  }

  /**
   * Returns the score of the position with {@code stones} of the player to move among {@code mask}
   * after {@code moves} moves, or {@link #ABSENT}. A binary search: no allocation.
   */
  int probe(long stones, long mask, int moves) {
    if (moves < header.firstPly() || moves > header.deepestPly()) {
      return ABSENT;
    }
    long key = Connect4Bitboard.canonicalKey(Connect4Bitboard.key(stones, mask));
    int low = 0;
    int high = count - 1;
    while (low <= high) {
      int middle = (low + high) >>> 1;
      long entry = entries.getLong(middle * Long.BYTES);
      long found = Connect4BookFormat.keyOf(entry);
      if (found < key) {
        low = middle + 1;
      } else if (found > key) {
        high = middle - 1;
      } else {
        return Connect4BookFormat.scoreOf(entry);
      }
    }
    return ABSENT;
  }

  /**
   * Returns the position of entry {@code index} (0 to {@link #size()} - 1), in the orientation of
   * its canonical key: the way to visit the entries, e.g. to check a sample against the solver.
   */
  public Connect4Position positionAt(int index) {
    return Connect4Position.ofKey(Connect4BookFormat.keyOf(entries.getLong(index * Long.BYTES)));
  }

  /** Returns the score of entry {@code index} (0 to {@link #size()} - 1). */
  public int scoreAt(int index) {
    return Connect4BookFormat.scoreOf(entries.getLong(index * Long.BYTES));
  }
}
