package dev.zerosum.games.mnk;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Problem;
import dev.zerosum.registry.BoardView;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The ways people write an m,n,k-game.
 *
 * <ul>
 *   <li>A move: a point, its column's letter and its row's number, as gomoku (renju) players write
 *       them: columns {@code a} on the left to {@code o} on 15 × 15 (every letter, {@code i} too:
 *       renju's diagrams skip none, where go's skip {@code i}), rows 1 at the bottom to 15 at the
 *       top, so that {@code h8} is gomoku's centre. On a board of at most {@value
 *       MnkShape#MAX_NUMBERED_CELLS} cells (3 × 3, 4 × 4) a move is written as its cell number, 1
 *       at the top left, row by row, as tic-tac-toe's are; elsewhere as the point. What older saves
 *       and links wrote is still read: a cell number on a board of at most {@value
 *       MnkShape#MAX_READ_NUMBERED_CELLS} cells, and {@code x,y} or {@code x y}, a column and a row
 *       from 0 at the top left ({@code 7,7} is {@code h8} on 15 × 15).
 *   <li>A position: the cells row by row from the top, {@code X}, {@code O} and {@code .} for an
 *       empty cell ({@code -} and {@code _} also mean empty, letters may be lower case), with
 *       {@code /} between rows where wanted; written with the {@code /}. The player to move follows
 *       from the counts.
 * </ul>
 */
final class MnkNotation implements Notation<MnkPosition, MnkMove> {
  private static final Pattern NUMBER = Pattern.compile("[+-]?\\d+");
  private static final Pattern POINT = Pattern.compile("([A-Za-z])\\s*([+-]?\\d+)");
  private static final Pattern COLUMN_ROW = Pattern.compile("([+-]?\\d+)\\s*[ ,]\\s*([+-]?\\d+)");
  private static final EnglishTexts ENGLISH = EnglishTexts.of(MnkNotation.class);

  private final MnkShape shape;

  /** Creates the notation of boards of {@code shape}. */
  public MnkNotation(MnkShape shape) {
    this.shape = shape;
  }

  /** Returns the letter of {@code column} (0 at the left): {@code a} … */
  static String columnName(int column) {
    return String.valueOf((char) ('a' + column));
  }

  /** Returns the number of {@code row} (0 at the top) as people count it: 1 at the bottom. */
  static String rowName(MnkShape shape, int row) {
    return Integer.toString(shape.rows() - row);
  }

  /** Returns the point of {@code cell}: {@code h8}. */
  static String point(MnkShape shape, int cell) {
    return columnName(cell % shape.columns()) + rowName(shape, cell / shape.columns());
  }

  /** Returns the names of the columns ({@code a} …) and rows (from the top: 15 … 1). */
  static BoardView.Axes axes(MnkShape shape) {
    List<String> columns = new ArrayList<>();
    for (int column = 0; column < shape.columns(); column++) {
      columns.add(columnName(column));
    }
    List<String> rows = new ArrayList<>();
    for (int row = 0; row < shape.rows(); row++) {
      rows.add(rowName(shape, row));
    }
    return new BoardView.Axes(columns, rows);
  }

  /** Returns the point at the centre of the board (up and left of it on an even side): h8. */
  static String centre(MnkShape shape) {
    return point(shape, shape.cellAt((shape.rows() - 1) / 2, (shape.columns() - 1) / 2));
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
        : ENGLISH.problem("mnk.point-taken", point(shape, cell), String.valueOf(mark));
  }

  /**
   * Returns the problem {@code code} of a move that says how to type one: {@code code} on a board
   * without numbers, {@code code-numbered} on one with, whose values start with the number of
   * cells; then the last column's letter, the number of rows and the centre's point, after {@code
   * first} when given.
   */
  private Problem withHowToType(String code, Object first) {
    List<Object> values = new ArrayList<>();
    if (first != null) {
      values.add(first);
    }
    if (shape.isNumbered()) {
      values.add(Integer.toString(shape.cells()));
    }
    values.add(columnName(shape.columns() - 1));
    values.add(Integer.toString(shape.rows()));
    values.add(centre(shape));
    return ENGLISH.problem(shape.isNumbered() ? code + "-numbered" : code, values.toArray());
  }

  private MnkMove readMove(String text) {
    String typed = text == null ? "" : text.strip();
    if (typed.isEmpty()) {
      throw new NotationException(withHowToType("mnk.no-move", null));
    }
    Matcher point = POINT.matcher(typed);
    if (point.matches()) {
      return readPoint(typed, point.group(1), point.group(2));
    }
    if (NUMBER.matcher(typed).matches()) {
      return readCellNumber(typed);
    }
    Matcher pair = COLUMN_ROW.matcher(typed);
    if (!pair.matches()) {
      throw new NotationException(withHowToType("mnk.not-a-move", InputText.quoted(typed)));
    }
    return readColumnRow(typed, pair.group(1), pair.group(2));
  }

  /** Returns the move to the point {@code letter}{@code number}: {@code h8}. */
  private MnkMove readPoint(String typed, String letter, String number) {
    int column = Character.toLowerCase(letter.charAt(0)) - 'a';
    if (column >= shape.columns()) {
      throw new NotationException(
          ENGLISH.problem(
              "mnk.point-column-off",
              InputText.quoted(typed),
              letter,
              columnName(shape.columns() - 1)));
    }
    int counted = parseSmall(number);
    if (counted < 1 || counted > shape.rows()) {
      throw new NotationException(
          ENGLISH.problem(
              "mnk.point-row-off",
              InputText.quoted(typed),
              number,
              Integer.toString(shape.rows())));
    }
    return new MnkMove(column, shape.rows() - counted);
  }

  /** Returns the move to a cell number, read on boards that are or were numbered. */
  private MnkMove readCellNumber(String typed) {
    if (!shape.readsCellNumbers()) {
      throw new NotationException(withHowToType("mnk.one-number", InputText.quoted(typed)));
    }
    int number = parseSmall(typed);
    if (number < 1 || number > shape.cells()) {
      throw new NotationException(
          ENGLISH.problem("mnk.cell-off", typed, Integer.toString(shape.cells())));
    }
    return MnkMove.ofCell(shape, number - 1);
  }

  /**
   * Returns the move to {@code x,y}, from 0 at the top left: the form saves wrote before points.
   */
  private MnkMove readColumnRow(String typed, String x, String y) {
    int column = parseSmall(x);
    int row = parseSmall(y);
    if (column < 0 || column >= shape.columns()) {
      throw new NotationException(
          ENGLISH.problem(
              "mnk.column-off", InputText.quoted(typed), x, Integer.toString(shape.columns() - 1)));
    }
    if (row < 0 || row >= shape.rows()) {
      throw new NotationException(
          ENGLISH.problem(
              "mnk.row-off", InputText.quoted(typed), y, Integer.toString(shape.rows() - 1)));
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

  /**
   * Returns the cell number where the board is numbered ({@code 5}), else the point ({@code h8}).
   */
  @Override
  public String formatMove(MnkPosition state, MnkMove action) {
    return format(action);
  }

  /** Returns {@code action} written as {@link #formatMove} writes it, in any position. */
  public String format(MnkMove action) {
    return shape.isNumbered()
        ? Integer.toString(action.cell(shape) + 1)
        : point(shape, action.cell(shape));
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
        : ENGLISH.problem("mnk.bad-character-point", quoted, point(shape, cell));
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
