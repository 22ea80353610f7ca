package dev.zerosum.app.takeaway;

import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.IllegalPositionException;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;

/** Moves are how many to take ({@code 2}); positions how many are left ({@code 10}). */
final class TakeAwayNotation implements Notation<TakeAway.Pile, Integer> {

  @Override
  public Integer parseMove(TakeAway.Pile state, String text) {
    int take = number(text, "a move is how many to take, 1 to 3");
    if (take < 1 || take > Math.min(3, state.left())) {
      throw new IllegalMoveException(
          "cannot take "
              + take
              + " of "
              + state.left()
              + "; take 1 to "
              + Math.min(3, state.left()));
    }
    return take;
  }

  @Override
  public String formatMove(TakeAway.Pile state, Integer action) {
    return action.toString();
  }

  @Override
  public TakeAway.Pile parsePosition(String text) {
    int left = number(text, "a position is how many are left, like 10");
    if (left < 0 || left > 1000) {
      throw new IllegalPositionException(left + " is out of range; a pile holds 0 to 1000");
    }
    return new TakeAway.Pile(left, Player.MAX);
  }

  @Override
  public String formatPosition(TakeAway.Pile state) {
    return Integer.toString(state.left());
  }

  private static int number(String text, String expected) {
    try {
      return Integer.parseInt(text.strip());
    } catch (NumberFormatException notANumber) {
      throw new NotationException("'" + text + "' is not a number; " + expected);
    }
  }
}
