package dev.zerosum.games.nim;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * The way people write Nim: a move is a pile and how many objects to take from it, a position is
 * the pile sizes.
 *
 * <ul>
 *   <li>A move is {@code B-1} (take 1 from pile B; the letter may be lower case) or {@code 2-1}
 *       (the same move, the pile counted from 1), since letters run out after 26 piles. Both forms
 *       are read in any position; {@link #formatMove} writes letters when the position has at most
 *       26 piles, else numbers.
 *   <li>A position is the pile sizes, pile A first, separated by commas: {@code 3,4,5}; spaces
 *       around a number are allowed. The text does not say whose turn it is, so {@link
 *       #parsePosition} gives the position with the first player (MAX) to move.
 * </ul>
 *
 * <p>Every list of pile sizes is a position some game of Nim starts from, so {@link #parsePosition}
 * accepts any of them, not only those reachable from one game's starting piles.
 *
 * <pre>{@code
 * NimNotation notation = new NimNotation();
 * NimPosition position = notation.parsePosition("3, 4, 5");  // MAX to move
 * NimMove move = notation.parseMove(position, "b-1");         // new NimMove(1, 1)
 * notation.formatMove(position, move);                         // "B-1"
 * }</pre>
 */
final class NimNotation implements Notation<NimPosition, NimMove> {
  /** Piles up to this many are named by letters. */
  static final int LETTERED_PILES = 26;

  private static final Pattern WHOLE_NUMBER = Pattern.compile("-?[0-9]+");
  private static final Pattern DIGITS = Pattern.compile("[0-9]+");
  private static final Pattern LETTER = Pattern.compile("[A-Za-z]");
  private static final EnglishTexts ENGLISH = EnglishTexts.of(NimNotation.class);

  /** Creates the notation; it keeps no state, so one serves every game of Nim. */
  public NimNotation() {}

  /**
   * Returns the move {@code text} names in {@code state}: {@code B-1}, {@code b-1} or {@code 2-1}.
   *
   * @throws NotationException if the text is not a pile and a count separated by a dash
   * @throws dev.zerosum.core.IllegalMoveException if the pile does not exist, the count is less
   *     than 1 or more than the pile holds, or the game is over
   */
  @Override
  public NimMove parseMove(NimPosition state, String text) {
    if (text == null || text.isBlank()) {
      throw new NotationException(ENGLISH.problem("nim.no-move"));
    }
    String move = text.strip();
    int dash = move.indexOf('-');
    String pileText = dash < 0 ? "" : move.substring(0, dash).strip();
    String countText = dash < 0 ? "" : move.substring(dash + 1).strip();
    if (pileText.isEmpty() || countText.isEmpty() || dash != move.lastIndexOf('-')) {
      throw new NotationException(ENGLISH.problem("nim.not-a-move", InputText.quoted(move)));
    }
    long pile = parsePile(pileText);
    String pileName = pileText.toUpperCase(Locale.ROOT);
    long count = parseCount(countText);
    NimMoveCheck.check(state, pile, pileName, count, countText);
    return new NimMove((int) pile, count); // the check proved the pile is an index of the array
  }

  /** Returns the index of the pile {@code text} names: a letter, or a number counted from 1. */
  private static long parsePile(String text) {
    if (LETTER.matcher(text).matches()) {
      return Character.toUpperCase(text.charAt(0)) - 'A';
    }
    if (DIGITS.matcher(text).matches()) {
      long number = parseOrMax(text);
      if (number == 0) {
        throw new NotationException(ENGLISH.problem("nim.pile-zero"));
      }
      return number - 1;
    }
    throw new NotationException(ENGLISH.problem("nim.not-a-pile", InputText.quoted(text)));
  }

  private static long parseCount(String text) {
    if (!DIGITS.matcher(text).matches()) {
      throw new NotationException(ENGLISH.problem("nim.not-a-count", InputText.quoted(text)));
    }
    return parseOrMax(text);
  }

  /**
   * Returns the value of a string of digits, or {@link Long#MAX_VALUE} when it is too large for a
   * {@code long}: no pile is that large or has that index, so the move check refuses it either way.
   */
  private static long parseOrMax(String digits) {
    try {
      return Long.parseLong(digits);
    } catch (NumberFormatException tooLarge) {
      return Long.MAX_VALUE;
    }
  }

  /** Returns {@code B-1} for a position of at most 26 piles, else {@code 2-1}; checks nothing. */
  @Override
  public String formatMove(NimPosition state, NimMove action) {
    return pileName(state.pileCount(), action.pile()) + "-" + action.count();
  }

  /**
   * Returns the position with the pile sizes {@code text} lists and MAX to move.
   *
   * @throws NotationException if the text is empty, or a size is missing, not a whole number,
   *     negative or above 2^62
   */
  @Override
  public NimPosition parsePosition(String text) {
    if (text == null || text.isBlank()) {
      throw new NotationException(ENGLISH.problem("nim.no-piles"));
    }
    String[] sizes = text.split(",", -1); // -1 keeps a missing last size, as in "3,4,"
    long[] piles = new long[sizes.length];
    for (int i = 0; i < sizes.length; i++) {
      piles[i] = parsePileSize(sizes[i].strip(), i, text.strip());
    }
    return NimPosition.of(Player.MAX, piles);
  }

  private static long parsePileSize(String size, int index, String text) {
    if (size.isEmpty()) {
      throw new NotationException(
          ENGLISH.problem("nim.size-missing", Integer.toString(index + 1), InputText.quoted(text)));
    }
    if (!WHOLE_NUMBER.matcher(size).matches()) {
      throw new NotationException(ENGLISH.problem("nim.not-a-size", InputText.quoted(size)));
    }
    long value;
    try {
      value = Long.parseLong(size);
    } catch (NumberFormatException outOfRange) {
      value = size.startsWith("-") ? Long.MIN_VALUE : Long.MAX_VALUE;
    }
    if (value < 0) {
      throw new NotationException(ENGLISH.problem("nim.size-negative", size));
    }
    if (value > NimPosition.MAX_PILE) {
      throw new NotationException(
          ENGLISH.problem("nim.size-too-large", size, Long.toString(NimPosition.MAX_PILE)));
    }
    return value;
  }

  /** Returns the pile sizes separated by commas, pile A first: {@code 3,4,5}. */
  @Override
  public String formatPosition(NimPosition state) {
    return formatPiles(state.pilesForReading());
  }

  /** Returns {@code piles} as the notation writes them: {@code 3,4,5}. */
  static String formatPiles(long[] piles) {
    StringBuilder text = new StringBuilder();
    for (long pile : piles) {
      if (text.length() > 0) {
        text.append(',');
      }
      text.append(pile);
    }
    return text.toString();
  }

  /**
   * Returns the name of the pile at {@code index} in a position of {@code pileCount} piles: a
   * letter when there are at most 26 piles, else its number counted from 1. An index with no letter
   * (below 0 or past Z) gets its number, so that an error message can still name it.
   */
  static String pileName(int pileCount, long index) {
    if (pileCount <= LETTERED_PILES && index >= 0 && index < LETTERED_PILES) {
      return String.valueOf((char) ('A' + index));
    }
    return Long.toString(index + 1);
  }
}
