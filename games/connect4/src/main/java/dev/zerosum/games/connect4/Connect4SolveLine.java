package dev.zerosum.games.connect4;

import dev.zerosum.core.GameInputException;
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

  /**
   * Returns line number {@code number} read from {@code text}: {@code MOVES [EXPECTED]}.
   *
   * @throws GameInputException naming the line and what is wrong with it; its code and values say
   *     what is wrong without the line, which {@code number} names
   */
  public static Connect4SolveLine parse(int number, String text) {
    String line = "line " + number + ": ";
    String[] fields = text.strip().split("\\s+");
    if (fields.length > 2 || fields[0].isEmpty()) {
      throw new GameInputException(
              line
                  + "'"
                  + text.strip()
                  + "' is not a position; expected the columns played, then optionally the"
                  + " expected score, like '4453 -2'")
          .withCode("connect4.line-not-a-position", text.strip());
    }
    Connect4Position position;
    try {
      position = new Connect4Notation().parsePosition(fields[0]);
    } catch (GameInputException wrong) {
      // The line's number before the mistake, whose code and values say it in other languages.
      throw new GameInputException(line + wrong.getMessage())
          .withCode(wrong.code().orElse(null), wrong.arguments().toArray());
    }
    OptionalInt expected = OptionalInt.empty();
    if (fields.length == 2) {
      if (!fields[1].matches("[+-]?\\d{1,3}")) {
        throw new GameInputException(
                line
                    + "the expected score '"
                    + fields[1]
                    + "' is not a number; expected an integer from -21 to 21")
            .withCode("connect4.line-score", fields[1]);
      }
      expected = OptionalInt.of(Integer.parseInt(fields[1]));
    }
    return new Connect4SolveLine(number, position, expected);
  }
}
