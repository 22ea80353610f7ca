package dev.zerosum.games.tictactoe;

import java.util.Arrays;

/**
 * The transposition table of {@link TicTacToeBitboardSearch}: one entry per class of positions
 * equivalent under the board's symmetries, 765 in all, so no two positions ever compete for a slot
 * and a mirror image of a searched position is a hit.
 *
 * <p>An entry packs a {@link TicTacToePlyScore} and its bound into one int, 0 meaning empty. The
 * score is measured from the position itself, so an entry serves at any depth; and an exact score
 * is the same for every member of the class, because the symmetries keep the value.
 */
final class TicTacToeClassTable {
  /** What {@link #probe} answers when the entry does not settle the window. */
  static final int MISS = Integer.MIN_VALUE;

  private static final int EMPTY = 0;
  private static final int EXACT = 1;
  private static final int LOWER = 2; // the score is at least the one stored: a cut-off
  private static final int UPPER = 3; // the score is at most the one stored: no move reached alpha
  private static final int BOUND_BITS = 2;
  private static final int BOUND_MASK = (1 << BOUND_BITS) - 1;
  private static final int SCORE_OFFSET = 2 * TicTacToePlyScore.INFINITY; // keeps the field >= 0

  private final int[] entries = new int[TicTacToeSymmetryClasses.count()];

  /** Empties the table: 765 ints, a small cost next to any search. */
  void clear() {
    Arrays.fill(entries, EMPTY);
  }

  /**
   * Returns the stored score of class {@code symmetryClass} when it decides the window ({@code
   * alpha}, {@code beta}): exact, or a bound on the side that the window cannot tell apart. Else
   * {@link #MISS}.
   */
  int probe(int symmetryClass, int alpha, int beta) {
    int entry = entries[symmetryClass];
    int bound = entry & BOUND_MASK;
    if (bound == EMPTY) {
      return MISS;
    }
    int score = (entry >>> BOUND_BITS) - SCORE_OFFSET;
    boolean settled =
        bound == EXACT || bound == LOWER && score >= beta || bound == UPPER && score <= alpha;
    return settled ? score : MISS;
  }

  /**
   * Stores {@code score}, the result of searching class {@code symmetryClass} with the window
   * ({@code alphaOnEntry}, {@code beta}); the window says which bound it is.
   */
  void store(int symmetryClass, int score, int alphaOnEntry, int beta) {
    int bound = score <= alphaOnEntry ? UPPER : score >= beta ? LOWER : EXACT;
    entries[symmetryClass] = (score + SCORE_OFFSET) << BOUND_BITS | bound;
  }
}
