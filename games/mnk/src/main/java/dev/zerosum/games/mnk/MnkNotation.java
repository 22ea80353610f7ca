package dev.zerosum.games.mnk;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ways people write an m,n,k-game, as tic-tac-toe's are written.
 *
 * <ul>
 *   <li>A move: a column and a row, {@code x y} or {@code x,y}, each from 0 ({@code 2 0} is the top
 *       right cell of 3 × 3); on a board of at most 99 cells also a cell number, 1 at the top left,
 *       row by row. Written as the cell number where there is one, else {@code x,y} (a comma, so
 *       that a list of moves reads unambiguously).
 *   <li>A position: the cells row by row, {@code X}, {@code O} and {@code .} for an empty cell
 *       ({@code -} and {@code _} also mean empty, letters may be lower case), with {@code /}
 *       between rows where wanted; written with the {@code /}. The player to move follows from the
 *       counts.
 * </ul>
 */
final class MnkNotation implements Notation<MnkPosition, MnkMove> {
  private static final Pattern NUMBER = Pattern.compile("[+-]?\\d+");
  private static final Pattern COLUMN_ROW = Pattern.compile("([+-]?\\d+)\\s*[ ,]\\s*([+-]?\\d+)");
  private static final EnglishTexts ENGLISH = EnglishTexts.of(MnkNotation.class);

  private final MnkShape shape;

  /** Creates the notation of boards of {@code shape}. */
  public MnkNotation(MnkShape shape) {
    this.shape = shape;
  }

  @Override
  public MnkMove parseMove(MnkPosition state, String text) {
    MnkMove move = readMove(text);
    int cell = move.cell(shape);
    if (state.isOver()) {
      throw new IllegalMoveException(ENGLISH.problem("mnk.over"));
    }
    if (!state.isEmpty(cell)) {
      throw new IllegalMoveException(taken(shape, cell, state.markAt(cell)));
    }
    return move;
  }

  /** Returns the problem of a move to {@code cell}, which {@code mark} already holds. */
  static Problem taken(MnkShape shape, int cell, char mark) {
    return shape.isNumbered()
        ? ENGLISH.problem("mnk.cell-taken", Integer.toString(cell + 1), String.valueOf(mark))
        : ENGLISH.problem(
            "mnk.point-taken",
            Integer.toString(cell % shape.columns()),
            Integer.toString(cell / shape.columns()),
            String.valueOf(mark));
  }

  /**
   * Returns the problem {@code code} of a move that says how to type one: {@code code} on a board
   * without numbers, {@code code-numbered} on one with, whose values start with the number of
   * cells; then the highest column and row, after {@code first} when given.
   */
  private Problem withHowToType(String code, Object first) {
    List<Object> values = new ArrayList<>();
    if (first != null) {
      values.add(first);
    }
    if (shape.isNumbered()) {
      values.add(Integer.toString(shape.cells()));
    }
    values.add(Integer.toString(shape.columns() - 1));
    values.add(Integer.toString(shape.rows() - 1));
    return ENGLISH.problem(shape.isNumbered() ? code + "-numbered" : code, values.toArray());
  }

  private MnkMove readMove(String text) {
    String typed = text == null ? "" : text.strip();
    if (typed.isEmpty()) {
      throw new NotationException(withHowToType("mnk.no-move", null));
    }
    if (NUMBER.matcher(typed).matches()) {
      if (!shape.isNumbered()) {
        throw new NotationException(withHowToType("mnk.one-number", InputText.quoted(typed)));
      }
      int number = parseSmall(typed);
      if (number < 1 || number > shape.cells()) {
        throw new NotationException(
            ENGLISH.problem("mnk.cell-off", typed, Integer.toString(shape.cells())));
      }
      return MnkMove.ofCell(shape, number - 1);
    }
    Matcher pair = COLUMN_ROW.matcher(typed);
    if (!pair.matches()) {
      throw new NotationException(withHowToType("mnk.not-a-move", InputText.quoted(typed)));
    }
    int column = parseSmall(pair.group(1));
    int row = parseSmall(pair.group(2));
    if (column < 0 || column >= shape.columns()) {
      throw new NotationException(
          ENGLISH.problem(
              "mnk.column-off",
              InputText.quoted(typed),
              pair.group(1),
              Integer.toString(shape.columns() - 1)));
    }
    if (row < 0 || row >= shape.rows()) {
      throw new NotationException(
          ENGLISH.problem(
              "mnk.row-off",
              InputText.quoted(typed),
              pair.group(2),
              Integer.toString(shape.rows() - 1)));
    }
    return new MnkMove(column, row);
  }

  /** Returns the number, or a value off the board when it is too long to be an int. */
  private static int parseSmall(String digits) {
    try {
      return Integer.parseInt(digits);
    } catch (NumberFormatException tooLong) {
      return Integer.MAX_VALUE;
    }
  }

  /** Returns the cell number where the board is numbered ({@code 5}), else {@code x,y}. */
  @Override
  public String formatMove(MnkPosition state, MnkMove action) {
    return format(action);
  }

  /** Returns {@code action} written as {@link #formatMove} writes it, in any position. */
  public String format(MnkMove action) {
    return shape.isNumbered()
        ? Integer.toString(action.cell(shape) + 1)
        : action.column() + "," + action.row();
  }

  @Override
  public MnkPosition parsePosition(String text) {
    String typed = text == null ? "" : text.strip();
    String cells = typed.contains("/") ? checkedRows(typed) : typed;
    if (cells.length() != shape.cells()) {
      throw new NotationException(
          ENGLISH.problem(
              "mnk.wrong-length",
              InputText.quoted(typed),
              cells.length(),
              Integer.toString(shape.cells()),
              Integer.toString(shape.rows()),
              Integer.toString(shape.columns())));
    }
    List<Integer> xs = new ArrayList<>();
    List<Integer> os = new ArrayList<>();
    for (int cell = 0; cell < cells.length(); cell++) {
      char c = cells.charAt(cell);
      switch (Character.toUpperCase(c)) {
        case 'X' -> xs.add(cell);
        case 'O' -> os.add(cell);
        case '.', '-', '_' -> {}
        default -> throw new NotationException(badCharacter(c, cell));
      }
    }
    return MnkPosition.of(
        shape,
        xs.stream().mapToInt(Integer::intValue).toArray(),
        os.stream().mapToInt(Integer::intValue).toArray());
  }

  private Problem badCharacter(char c, int cell) {
    InputText.Quoted quoted = InputText.quoted(String.valueOf(c));
    return shape.isNumbered()
        ? ENGLISH.problem("mnk.bad-character-cell", quoted, Integer.toString(cell + 1))
        : ENGLISH.problem(
            "mnk.bad-character-point",
            quoted,
            Integer.toString(cell % shape.columns()),
            Integer.toString(cell / shape.columns()));
  }

  /** Returns the cells of rows separated by {@code /}, after checking each row's length. */
  private String checkedRows(String typed) {
    String[] rows = typed.split("/", -1);
    if (rows.length != shape.rows()) {
      throw new NotationException(
          ENGLISH.problem(
              "mnk.row-count",
              InputText.quoted(typed),
              rows.length,
              Integer.toString(shape.rows()),
              Integer.toString(shape.columns())));
    }
    for (int row = 0; row < rows.length; row++) {
      if (rows[row].strip().length() != shape.columns()) {
        throw new NotationException(
            ENGLISH.problem(
                "mnk.row-length",
                Integer.toString(row + 1),
                InputText.quoted(typed),
                rows[row].strip().length(),
                Integer.toString(shape.columns())));
      }
    }
    return String.join("", java.util.Arrays.stream(rows).map(String::strip).toList());
  }

  /** Returns the rows separated by {@code /}: {@code XO./.X./...}. */
  @Override
  public String formatPosition(MnkPosition state) {
    return state.toString();
  }
}
