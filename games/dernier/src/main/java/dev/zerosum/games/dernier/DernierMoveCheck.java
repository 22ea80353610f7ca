package dev.zerosum.games.dernier;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;

/** The one check of a move, for the rules and the notation alike, with the message people read. */
final class DernierMoveCheck {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(DernierMoveCheck.class);

  private DernierMoveCheck() {}

  /**
   * Checks that taking {@code take} matches (typed {@code typed}) is legal in {@code state} when a
   * move takes at most {@code maxTake}.
   *
   * @throws IllegalMoveException naming the move and what may be taken
   */
  static void check(DernierPosition state, long take, int maxTake, String typed) {
    if (state.isOver()) {
      throw new IllegalMoveException(ENGLISH.problem("dernier.over"));
    }
    long most = Math.min(maxTake, state.matches());
    if (take < 1 || take > most) {
      String left = Long.toString(state.matches());
      throw new IllegalMoveException(
          ENGLISH.problem(
              state.matches() == 1
                  ? "dernier.cannot-take-last"
                  : most == 1 ? "dernier.cannot-take-one" : "dernier.cannot-take",
              typed,
              left,
              Long.toString(most)));
    }
  }
}
