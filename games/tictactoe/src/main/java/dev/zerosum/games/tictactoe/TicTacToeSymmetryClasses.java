package dev.zerosum.games.tictactoe;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * Numbers the classes of positions equivalent under the eight symmetries of the board: the 5,478
 * reachable positions fall into 765 classes, numbered from 0 in the order a depth-first walk from
 * the empty board meets them.
 *
 * <p>The class of every reachable board is computed once, when the class is first used, so that
 * looking it up costs one array read where {@link TicTacToeSymmetries#canonicalKey} maps the board
 * eight times. This is what keys the table of {@link TicTacToeBitboardSearch}.
 */
public final class TicTacToeSymmetryClasses {
  private static final short UNREACHABLE = -1;

  /** CLASSES[boardIndex]: the class of the board, or UNREACHABLE. */
  private static final short[] CLASSES = new short[TicTacToeBitboard.BOARD_INDICES];

  private static final int COUNT;

  static {
    Arrays.fill(CLASSES, UNREACHABLE);
    Map<Long, Short> classOfCanonicalKey = new HashMap<>();
    number(TicTacToePosition.empty(), classOfCanonicalKey);
    COUNT = classOfCanonicalKey.size();
  }

  private TicTacToeSymmetryClasses() {}

  private static void number(TicTacToePosition position, Map<Long, Short> classOfCanonicalKey) {
    int index =
        TicTacToeBitboard.boardIndex(
            TicTacToeBitboard.mine(position), TicTacToeBitboard.theirs(position));
    if (CLASSES[index] != UNREACHABLE) {
      return;
    }
    long canonical = TicTacToeSymmetries.canonicalKey(position);
    CLASSES[index] =
        classOfCanonicalKey.computeIfAbsent(canonical, key -> (short) classOfCanonicalKey.size());
    if (position.isOver()) {
      return;
    }
    for (int rest = position.emptyCells(); rest != 0; rest &= rest - 1) {
      number(position.play(Integer.numberOfTrailingZeros(rest)), classOfCanonicalKey);
    }
  }

  /** Returns the number of classes: 765. */
  public static int count() {
    return COUNT;
  }

  /** Returns the class of {@code position}, from 0 to {@link #count()} - 1. */
  public static int of(TicTacToePosition position) {
    return of(TicTacToeBitboard.mine(position), TicTacToeBitboard.theirs(position));
  }

  /**
   * Returns the class of the position where the player to move has the marks {@code mine} and the
   * opponent {@code theirs}. N.B.: the position must be reachable; an unreachable one gives -1.
   */
  public static int of(int mine, int theirs) {
    return CLASSES[TicTacToeBitboard.boardIndex(mine, theirs)];
  }
}
