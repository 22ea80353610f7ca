package dev.zerosum.games.nim;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;

/**
 * The legality of a move, with the reason when it is not legal. Shared by {@link Nim#result} and
 * {@link NimNotation#parseMove}, so that a move typed by a person and a move made by a program are
 * refused in the same words.
 */
final class NimMoveCheck {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(NimMoveCheck.class);

  private NimMoveCheck() {}

  /** Throws unless {@code move} is legal in {@code position}. */
  static void check(NimPosition position, NimMove move) {
    check(
        position,
        move.pile(),
        NimNotation.pileName(position.pileCount(), move.pile()),
        move.count(),
        Long.toString(move.count()));
  }

  /**
   * Throws unless taking {@code count} objects from the pile at {@code pile} is legal in {@code
   * position}; the pile and the count are named in the message as {@code pileName} and {@code
   * countText}, which is how the person wrote them (a count too large for a {@code long} arrives
   * here as {@link Long#MAX_VALUE} with its digits in {@code countText}).
   *
   * @throws IllegalMoveException naming the move and what makes it illegal
   */
  static void check(
      NimPosition position, long pile, String pileName, long count, String countText) {
    if (position.isOver()) {
      throw new IllegalMoveException(ENGLISH.problem("nim.over", countText, pileName));
    }
    if (pile < 0 || pile >= position.pileCount()) {
      // Answer in the form the pile was named in: a letter, or a number counted from 1.
      boolean numbered = !Character.isLetter(pileName.charAt(0));
      int piles = position.pileCount();
      String first = numbered ? "1" : NimNotation.pileName(piles, 0);
      String last = numbered ? Integer.toString(piles) : NimNotation.pileName(piles, piles - 1);
      throw new IllegalMoveException(
          ENGLISH.problem(
              piles == 1 ? "nim.no-such-pile-one" : "nim.no-such-pile",
              countText,
              pileName,
              first,
              last));
    }
    if (count < 1) {
      throw new IllegalMoveException(ENGLISH.problem("nim.take-none", countText, pileName));
    }
    long holds = position.pile((int) pile);
    if (count > holds) {
      throw new IllegalMoveException(
          holds == 0
              ? ENGLISH.problem("nim.pile-empty", countText, pileName)
              : ENGLISH.problem("nim.pile-holds", countText, pileName, Long.toString(holds)));
    }
  }
}
