package dev.zerosum.games.connect4;

/**
 * What a Connect Four opening book says about itself: the game and board it is for, the plies it
 * covers, how many entries it holds and the checksum of those entries.
 *
 * <p>Every position (games already won excluded) from {@code firstPly} to {@code fullPlies} stones
 * is in the book, counted once with its mirror image. Entries deeper than {@code fullPlies}, up to
 * {@code deepestPly}, cover only the lines of play the book was extended along.
 *
 * @param game the game's name, {@code connect4}
 * @param width the number of columns, 7
 * @param height the number of rows, 6
 * @param firstPly the stones on the board in the shallowest position of the book (0 for a book of
 *     the whole opening, more for a book of the subtree below a position)
 * @param fullPlies every position from {@code firstPly} to this many stones is in the book
 * @param deepestPly the most stones of any position in the book
 * @param entries the number of entries
 * @param checksum the CRC-32C of the entries' bytes
 */
public record Connect4BookHeader(
    String game,
    int width,
    int height,
    int firstPly,
    int fullPlies,
    int deepestPly,
    long entries,
    int checksum) {

  /** The name of the game a book is for. */
  public static final String GAME = "connect4";

  /**
   * Checks the fields.
   *
   * @throws IllegalArgumentException if the plies are not in order or out of the board's range
   */
  public Connect4BookHeader {
    if (firstPly < 0
        || fullPlies < firstPly
        || deepestPly < fullPlies
        || deepestPly > width * height
        || entries < 0) {
      throw new IllegalArgumentException(
          "book plies "
              + firstPly
              + " to "
              + fullPlies
              + " (deepest "
              + deepestPly
              + ") with "
              + entries
              + " entries are inconsistent; expected 0 <= first <= full <= deepest <= cells");
    }
  }

  /** Returns true when every position with {@code moves} stones lies in the book's full range. */
  public boolean coversFully(int moves) {
    return moves >= firstPly && moves <= fullPlies;
  }
}
