package dev.zerosum.games.connect4;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Problem;
import java.util.OptionalInt;

/**
 * One line of a benchmark set, or of the input of {@code zerosum solve}: the columns played and,
 * optionally, the expected score ({@code "4453 -2"}).
 *
 * @param number the line's number in its input, from 1
 * @param position the position after the columns played
 * @param expected the expected score, when the line gives one
 */
public record Connect4SolveLine(int number, Connect4Position position, OptionalInt expected) {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4SolveLine.class);

  /**
   * Returns line number {@code number} read from {@code text}: {@code MOVES [EXPECTED]}, a position
   * of the standard board.
   *
   * @throws GameInputException of the problem {@code connect4.line}: the line's number, then what
   *     is wrong with it, a problem of its own
   */
  public static Connect4SolveLine parse(int number, String text) {
    return parse(number, text, Connect4Size.STANDARD);
  }

  /**
   * Returns line number {@code number} read from {@code text}, a position of a board of {@code
   * size}: {@code MOVES [EXPECTED]}; an empty line is the empty board.
   *
   * @throws GameInputException of the problem {@code connect4.line}: the line's number, then what
   *     is wrong with it, a problem of its own
   */
  public static Connect4SolveLine parse(int number, String text, Connect4Size size) {
    if (text.isBlank()) {
      return new Connect4SolveLine(number, Connect4Position.empty(size), OptionalInt.empty());
    }
    String[] fields = text.strip().split("\\s+");
    if (fields.length > 2 || fields[0].isEmpty()) {
      throw new GameInputException(
          onLine(number, ENGLISH.problem("connect4.line-not-a-position", text.strip())));
    }
    Connect4Position position;
    try {
      position = new Connect4Notation(size).parsePosition(fields[0]);
    } catch (GameInputException wrong) {
      throw new GameInputException(onLine(number, wrong.problem().orElseThrow(() -> wrong)));
    }
    OptionalInt expected = OptionalInt.empty();
    if (fields.length == 2) {
      if (!fields[1].matches("[+-]?\\d{1,3}")) {
        throw new GameInputException(
            onLine(
                number,
                ENGLISH.problem(
                    "connect4.line-score", fields[1], Integer.toString(size.cells() / 2))));
      }
      expected = OptionalInt.of(Integer.parseInt(fields[1]));
    }
    return new Connect4SolveLine(number, position, expected);
  }

  /** Returns the problem {@code problem} on line {@code number}: "line 7: " and the problem. */
  static Problem onLine(int number, Problem problem) {
    return ENGLISH.problem("connect4.line", Integer.toString(number), problem);
  }
}
