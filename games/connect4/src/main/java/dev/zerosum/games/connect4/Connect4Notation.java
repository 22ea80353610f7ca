package dev.zerosum.games.connect4;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.IllegalPositionException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;
import dev.zerosum.core.Problem;

/**
 * The way people write Connect Four, as in the public benchmark sets, on a board of any {@link
 * Connect4Size size}.
 *
 * <ul>
 *   <li>A move: a column, {@code 1} (left) to the width (right).
 *   <li>A position: the columns played from the empty board, first player first. On a board of up
 *       to 9 columns, one digit each: {@code "4453"} is 4, 4, 5, 3. On any board the columns may
 *       also be numbers separated by commas, {@code "4,4,5,3"}, and on a board of 10 columns or
 *       more they must be: {@code "10,3,4"} is 10, 3, 4 (a text without a comma is then one move).
 *       The empty text is the empty board; spaces are ignored.
 * </ul>
 *
 * <p>A position is written back in the digits-only form where the width is at most 9, else with
 * commas.
 */
final class Connect4Notation implements Notation<Connect4Position, Connect4Move> {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4Notation.class);

  /** The widest board whose columns are single digits. */
  static final int MAX_DIGIT_WIDTH = 9;

  private final Connect4Size size;

  /** Creates the notation of the standard board, 7 × 6. */
  Connect4Notation() {
    this(Connect4Size.STANDARD);
  }

  /** Creates the notation of a board of {@code size}. */
  Connect4Notation(Connect4Size size) {
    this.size = size;
  }

  /** Returns the columns (0-based) written as {@link Connect4Position#history()} says. */
  static String format(Connect4Size size, int[] columns) {
    boolean digits = size.width() <= MAX_DIGIT_WIDTH;
    StringBuilder text = new StringBuilder(columns.length * (digits ? 1 : 3));
    for (int i = 0; i < columns.length; i++) {
      if (!digits && i > 0) {
        text.append(',');
      }
      text.append(columns[i] + 1);
    }
    return text.toString();
  }

  private String width() {
    return Integer.toString(size.width());
  }

  @Override
  public Connect4Move parseMove(Connect4Position state, String text) {
    Connect4Move move = readMove(text);
    if (state.isOver()) {
      throw new IllegalMoveException(ENGLISH.problem("connect4.over"));
    }
    if (!state.canPlay(move.column())) {
      throw new IllegalMoveException(Connect4Position.columnFull(move, size));
    }
    return move;
  }

  private Connect4Move readMove(String text) {
    String trimmed = text == null ? "" : text.strip();
    if (trimmed.isEmpty()) {
      throw new NotationException(ENGLISH.problem("connect4.no-move", width()));
    }
    // Zeros in front are the same column ("04" is 4), as a number is read anywhere.
    String column = trimmed.replaceFirst("^0+(?=\\d)", "");
    if (column.matches("[1-9]\\d?") && Integer.parseInt(column) <= size.width()) {
      return Connect4Move.of(Integer.parseInt(column) - 1);
    }
    if (trimmed.matches("[+-]?\\d+")) {
      throw new NotationException(ENGLISH.problem("connect4.off-board", trimmed, width()));
    }
    throw new NotationException(
        ENGLISH.problem("connect4.not-a-move", InputText.quoted(trimmed), width()));
  }

  @Override
  public String formatMove(Connect4Position state, Connect4Move action) {
    return action.toString();
  }

  /**
   * Returns the position after the columns of {@code text} are played from the empty board.
   *
   * @throws NotationException naming the first character that is not a column of the board
   * @throws IllegalPositionException naming the first move into a full column, or after the end
   */
  @Override
  public Connect4Position parsePosition(String text) {
    String moves = text == null ? "" : text.replace(" ", "").strip();
    int[] columns =
        moves.indexOf(',') >= 0 || size.width() > MAX_DIGIT_WIDTH
            ? separated(moves)
            : digits(moves);
    if (columns.length > size.cells()) {
      throw new IllegalPositionException(
          ENGLISH.problem(
              "connect4.too-long",
              InputText.quoted(moves),
              Integer.toString(columns.length),
              Integer.toString(size.cells())));
    }
    Connect4Position position = Connect4Position.empty(size);
    for (int i = 0; i < columns.length; i++) {
      int column = columns[i];
      if (position.isOver()) {
        throw new IllegalPositionException(
            afterTheEnd(position, i + 1, column + 1, InputText.quoted(moves)));
      }
      if (!position.canPlay(column)) {
        throw new IllegalPositionException(
            ENGLISH.problem(
                "connect4.full-in-position",
                Integer.toString(i + 1),
                InputText.quoted(moves),
                Integer.toString(column + 1),
                Integer.toString(size.height())));
      }
      position = position.play(column);
    }
    return position;
  }

  /** Returns the columns (0-based) of a position written one digit a move. */
  private int[] digits(String moves) {
    int[] columns = new int[moves.length()];
    for (int i = 0; i < moves.length(); i++) {
      char c = moves.charAt(i);
      if (c < '1' || c > '0' + size.width()) {
        throw new NotationException(
            ENGLISH.problem(
                "connect4.bad-character",
                InputText.quoted(String.valueOf(c)),
                Integer.toString(i + 1),
                InputText.quoted(moves),
                width()));
      }
      columns[i] = c - '1';
    }
    return columns;
  }

  /** Returns the columns (0-based) of a position written as numbers separated by commas. */
  private int[] separated(String moves) {
    if (moves.isEmpty()) {
      return new int[0];
    }
    String[] fields = moves.split(",", -1);
    int[] columns = new int[fields.length];
    for (int i = 0; i < fields.length; i++) {
      String field = fields[i];
      int typed = field.matches("[1-9]\\d?") ? Integer.parseInt(field) : -1;
      if (typed < 1 || typed > size.width()) {
        throw new NotationException(
            ENGLISH.problem(
                "connect4.bad-column",
                InputText.quoted(field),
                Integer.toString(i + 1),
                InputText.quoted(moves),
                width()));
      }
      columns[i] = typed - 1;
    }
    return columns;
  }

  /**
   * Returns the problem of move {@code move} (into {@code column}) of a game already won: the one
   * way a game ends before the board is full, and a full board is every cell, which the length
   * check allows no move after.
   */
  private static Problem afterTheEnd(
      Connect4Position position, int move, int column, InputText.Quoted moves) {
    String player = position.winner().orElseThrow() == Player.MAX ? "X" : "O";
    return ENGLISH.problem(
        "connect4.after-four",
        Integer.toString(move),
        Integer.toString(column),
        moves,
        player,
        Integer.toString(position.moves()));
  }

  @Override
  public String formatPosition(Connect4Position state) {
    return state.history();
  }
}
