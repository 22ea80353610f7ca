package dev.zerosum.registry.kit.takeaway;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.IllegalPositionException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;

/**
 * Moves are how many to take ({@code 2}); positions how many are left ({@code 10}), at most the
 * pile at the start. Each mistake has a code, so that the module says it in every language.
 */
final class TakeAwayNotation implements Notation<TakeAway.Pile, Integer> {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(TakeAwayNotation.class);

  private final int start;

  TakeAwayNotation(int start) {
    this.start = start;
  }

  @Override
  public Integer parseMove(TakeAway.Pile state, String text) {
    int take = number(text, "takeaway.not-a-move");
    if (take < 1 || take > Math.min(TakeAway.MOST, state.left())) {
      throw cannotTake(take, state.left());
    }
    return take;
  }

  @Override
  public String formatMove(TakeAway.Pile state, Integer action) {
    return action.toString();
  }

  /** Reads a pile with the first player to move; the game says who moves when it matters. */
  @Override
  public TakeAway.Pile parsePosition(String text) {
    int left = number(text, "takeaway.not-a-position");
    if (left < 0 || left > start) {
      throw new IllegalPositionException(
          ENGLISH.problem(
              "takeaway.out-of-range", Integer.toString(left), Integer.toString(start)));
    }
    return new TakeAway.Pile(left, Player.MAX);
  }

  @Override
  public String formatPosition(TakeAway.Pile state) {
    return Integer.toString(state.left());
  }

  /** Returns the mistake of taking {@code take} from a pile of {@code left}. */
  static GameInputException cannotTake(int take, int left) {
    int most = Math.min(TakeAway.MOST, left);
    return new IllegalMoveException(
        ENGLISH.problem(
            "takeaway.cannot-take",
            Integer.toString(take),
            Integer.toString(left),
            Integer.toString(most)));
  }

  private static int number(String text, String code) {
    try {
      return Integer.parseInt(text.strip());
    } catch (NumberFormatException notANumber) {
      throw new NotationException(ENGLISH.problem(code, InputText.quoted(text)));
    }
  }
}
