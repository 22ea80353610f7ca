package dev.zerosum.games.connect4;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

/**
 * The binary layout of an opening book, version 1, all numbers big-endian:
 *
 * <pre>
 *  int    magic 0x5A53424B ("ZSBK")
 *  short  version, 1
 *  byte   n, then n bytes: the game's name in ASCII, "connect4"
 *  byte   width, height, first ply, last ply fully covered, deepest ply
 *  long   entry count
 *  int    CRC-32C of the entries' bytes
 *  long[] entries, ascending: canonical key &lt;&lt; 8 | score &amp; 0xFF
 * </pre>
 *
 * <p>An entry packs a position's canonical key (49 bits, the smaller of its key and its mirror
 * image's) with its exact score for the player to move (a signed byte), so that sorting the entries
 * sorts the keys and a lookup is a binary search over fixed-size entries.
 */
final class Connect4BookFormat {
  static final int MAGIC = 0x5A53424B;
  static final short VERSION = 1;
  private static final int SCORE_BITS = 8;

  private Connect4BookFormat() {}

  /** Returns the entry of a position with {@code canonicalKey} and {@code score}. */
  static long entry(long canonicalKey, int score) {
    return canonicalKey << SCORE_BITS | (score & 0xFF);
  }

  /** Returns the canonical key of {@code entry}. */
  static long keyOf(long entry) {
    return entry >>> SCORE_BITS;
  }

  /** Returns the score of {@code entry}. */
  static int scoreOf(long entry) {
    return (byte) entry;
  }

  /** Returns the header's bytes, which come before the entries. */
  static byte[] headerBytes(Connect4BookHeader header) {
    byte[] name = header.game().getBytes(StandardCharsets.US_ASCII);
    ByteBuffer out = ByteBuffer.allocate(headerLength(name.length));
    out.putInt(MAGIC).putShort(VERSION).put((byte) name.length).put(name);
    out.put((byte) header.width()).put((byte) header.height());
    out.put((byte) header.firstPly())
        .put((byte) header.fullPlies())
        .put((byte) header.deepestPly());
    out.putLong(header.entries()).putInt(header.checksum());
    return out.array();
  }

  /** Returns the bytes of a header whose game's name is {@code nameLength} bytes long. */
  static int headerLength(int nameLength) {
    return Integer.BYTES + Short.BYTES + 1 + nameLength + 5 + Long.BYTES + Integer.BYTES;
  }

  /** Returns the CRC-32C of the {@code entries} bytes of {@code buffer} from {@code offset}. */
  static int checksum(ByteBuffer buffer, int offset, long bytes) {
    CRC32C crc = new CRC32C();
    ByteBuffer view = buffer.duplicate();
    view.limit(Math.toIntExact(offset + bytes)).position(offset);
    crc.update(view);
    return (int) crc.getValue();
  }
}
