package dev.zerosum.games.dernier;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;
import java.util.regex.Pattern;

/**
 * The way people write Dernier: a move is how many matches to take ({@code 2}), a position how many
 * are left ({@code 21}). A position does not say who is to move: {@link #parsePosition} gives it to
 * the first player (MAX), and front ends say otherwise apart, as for Nim.
 */
final class DernierNotation implements Notation<DernierPosition, DernierMove> {
  private static final Pattern DIGITS = Pattern.compile("[0-9]+");
  private static final EnglishTexts ENGLISH = EnglishTexts.of(DernierNotation.class);

  private final int maxTake;

  /** Creates the notation of a game whose moves take at most {@code maxTake}. */
  public DernierNotation(int maxTake) {
    this.maxTake = maxTake;
  }

  /**
   * Returns the move {@code text} names: a whole number of matches to take.
   *
   * @throws NotationException if the text is not a whole number
   * @throws dev.zerosum.core.IllegalMoveException if it takes less than 1, more than K or more than
   *     is left
   */
  @Override
  public DernierMove parseMove(DernierPosition state, String text) {
    String typed = text == null ? "" : text.strip();
    if (!DIGITS.matcher(typed).matches()) {
      String most = Integer.toString(maxTake);
      throw new NotationException(
          typed.isEmpty()
              ? ENGLISH.problem("dernier.no-move", most)
              : ENGLISH.problem("dernier.not-a-move", InputText.quoted(typed), most));
    }
    long take = digits(typed);
    DernierMoveCheck.check(state, take, maxTake, typed);
    return new DernierMove((int) take);
  }

  @Override
  public String formatMove(DernierPosition state, DernierMove action) {
    return action.toString();
  }

  /**
   * Returns the row of {@code text} matches with MAX to move.
   *
   * @throws NotationException if the text is not a whole number from 0 to 2^62
   */
  @Override
  public DernierPosition parsePosition(String text) {
    String typed = text == null ? "" : text.strip();
    if (!DIGITS.matcher(typed).matches()) {
      throw new NotationException(
          typed.isEmpty()
              ? ENGLISH.problem("dernier.no-position")
              : ENGLISH.problem("dernier.not-a-position", InputText.quoted(typed)));
    }
    long matches = digits(typed);
    if (matches > DernierPosition.MAX_MATCHES) {
      throw new NotationException(
          ENGLISH.problem("dernier.too-many", typed, Long.toString(DernierPosition.MAX_MATCHES)));
    }
    return new DernierPosition(matches, Player.MAX);
  }

  @Override
  public String formatPosition(DernierPosition state) {
    return Long.toString(state.matches());
  }

  /** Returns the value of a string of digits, or {@link Long#MAX_VALUE} when it does not fit. */
  private static long digits(String typed) {
    try {
      return Long.parseLong(typed);
    } catch (NumberFormatException tooLong) {
      return Long.MAX_VALUE;
    }
  }
}
