package dev.zerosum.games.tictactoe;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ways people write tic-tac-toe.
 *
 * <ul>
 *   <li>A move: a cell {@code 1} to {@code 9} (1 is top left, 9 bottom right, row by row), or a
 *       column and a row {@code x y}, each 0 to 2 ({@code "2 0"} is top right). Written as 1 to 9.
 *   <li>A position: nine characters row-major, {@code X}, {@code O} and {@code .} for an empty
 *       cell; {@code -} or {@code _} also mean empty, and {@code /} may separate the rows ({@code
 *       "XO./.X./..."}). Letters may be lower case. The player to move follows from the counts.
 * </ul>
 */
final class TicTacToeNotation implements Notation<TicTacToePosition, TicTacToeMove> {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(TicTacToeNotation.class);
  private static final Pattern CELL = Pattern.compile("[+-]?\\d+");
  private static final Pattern COLUMN_ROW = Pattern.compile("([+-]?\\d+)\\s*[ ,]\\s*([+-]?\\d+)");

  @Override
  public TicTacToeMove parseMove(TicTacToePosition state, String text) {
    TicTacToeMove move = readMove(text);
    if (state.isOver()) {
      throw new IllegalMoveException(ENGLISH.problem("tictactoe.over"));
    }
    if (!state.isEmpty(move.cell())) {
      char mark = state.markAt(move.cell());
      throw new IllegalMoveException(
          ENGLISH.problem("tictactoe.taken", String.valueOf(move.typed()), String.valueOf(mark)));
    }
    return move;
  }

  private static TicTacToeMove readMove(String text) {
    String trimmed = text == null ? "" : text.strip();
    if (trimmed.isEmpty()) {
      throw new NotationException(ENGLISH.problem("tictactoe.no-move"));
    }
    if (CELL.matcher(trimmed).matches()) {
      int typed = parseSmall(trimmed);
      if (typed < 1 || typed > TicTacToePosition.CELLS) {
        throw new NotationException(ENGLISH.problem("tictactoe.cell-range", trimmed));
      }
      return TicTacToeMove.of(typed - 1);
    }
    Matcher pair = COLUMN_ROW.matcher(trimmed);
    if (pair.matches()) {
      int column = parseSmall(pair.group(1));
      int row = parseSmall(pair.group(2));
      if (column < 0 || column > 2) {
        throw new NotationException(
            ENGLISH.problem("tictactoe.column-range", InputText.quoted(trimmed), pair.group(1)));
      }
      if (row < 0 || row > 2) {
        throw new NotationException(
            ENGLISH.problem("tictactoe.row-range", InputText.quoted(trimmed), pair.group(2)));
      }
      return TicTacToeMove.at(column, row);
    }
    throw new NotationException(ENGLISH.problem("tictactoe.not-a-move", InputText.quoted(trimmed)));
  }

  /** Returns the number, or a value off the board when it is too long to be an int. */
  private static int parseSmall(String digits) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException tooLong) {
      return Integer.MAX_VALUE;
    }
  }

  @Override
  public String formatMove(TicTacToePosition state, TicTacToeMove action) {
    return action.toString();
  }

  @Override
  public TicTacToePosition parsePosition(String text) {
    String cells = text == null ? "" : text.strip().replace("/", "");
    if (cells.length() != TicTacToePosition.CELLS) {
      throw new NotationException(
          ENGLISH.problem("tictactoe.position-length", InputText.quoted(text), cells.length()));
    }
    int xs = 0;
    int os = 0;
    for (int cell = 0; cell < TicTacToePosition.CELLS; cell++) {
      char c = cells.charAt(cell);
      switch (Character.toUpperCase(c)) {
        case 'X' -> xs |= 1 << cell;
        case 'O' -> os |= 1 << cell;
        case '.', '-', '_' -> {}
        default ->
            throw new NotationException(
                ENGLISH.problem(
                    "tictactoe.position-character",
                    InputText.quoted(String.valueOf(c)),
                    String.valueOf(cell + 1)));
      }
    }
    return TicTacToePosition.of(xs, os);
  }

  @Override
  public String formatPosition(TicTacToePosition state) {
    return state.toString();
  }
}
