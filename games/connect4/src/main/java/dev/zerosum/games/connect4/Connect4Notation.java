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
 * The way people write Connect Four, as in the public benchmark sets.
 *
 * <ul>
 *   <li>A move: a column, {@code 1} (left) to {@code 7} (right).
 *   <li>A position: the columns played from the empty board, one digit each, first player first:
 *       {@code "4453"} is 4, 4, 5, 3. The empty text is the empty board; spaces are ignored.
 * </ul>
 */
final class Connect4Notation implements Notation<Connect4Position, Connect4Move> {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(Connect4Notation.class);

  @Override
  public Connect4Move parseMove(Connect4Position state, String text) {
    Connect4Move move = readMove(text);
    if (state.isOver()) {
      throw new IllegalMoveException(ENGLISH.problem("connect4.over"));
    }
    if (!state.canPlay(move.column())) {
      throw new IllegalMoveException(Connect4Position.columnFull(move));
    }
    return move;
  }

  private static Connect4Move readMove(String text) {
    String trimmed = text == null ? "" : text.strip();
    if (trimmed.isEmpty()) {
      throw new NotationException(ENGLISH.problem("connect4.no-move"));
    }
    if (trimmed.length() == 1 && trimmed.charAt(0) >= '1' && trimmed.charAt(0) <= '7') {
      return Connect4Move.of(trimmed.charAt(0) - '1');
    }
    if (trimmed.matches("[+-]?\\d+")) {
      throw new NotationException(ENGLISH.problem("connect4.off-board", trimmed));
    }
    throw new NotationException(ENGLISH.problem("connect4.not-a-move", InputText.quoted(trimmed)));
  }

  @Override
  public String formatMove(Connect4Position state, Connect4Move action) {
    return action.toString();
  }

  /**
   * Returns the position after the columns of {@code text} are played from the empty board.
   *
   * @throws NotationException naming the first character that is not a column 1 to 7
   * @throws IllegalPositionException naming the first move into a full column, or after the end
   */
  @Override
  public Connect4Position parsePosition(String text) {
    String moves = text == null ? "" : text.replace(" ", "").strip();
    for (int i = 0; i < moves.length(); i++) {
      char c = moves.charAt(i);
      if (c < '1' || c > '7') {
        throw new NotationException(
            ENGLISH.problem(
                "connect4.bad-character",
                InputText.quoted(String.valueOf(c)),
                Integer.toString(i + 1),
                InputText.quoted(moves)));
      }
    }
    if (moves.length() > Connect4Bitboard.CELLS) {
      throw new IllegalPositionException(
          ENGLISH.problem(
              "connect4.too-long", InputText.quoted(moves), Integer.toString(moves.length())));
    }
    Connect4Position position = Connect4Position.empty();
    for (int i = 0; i < moves.length(); i++) {
      int column = moves.charAt(i) - '1';
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
                Integer.toString(column + 1)));
      }
      position = position.play(column);
    }
    return position;
  }

  /**
   * Returns the problem of move {@code move} (into {@code column}) of a game already won: the one
   * way a game ends before the board is full, and a full board is 42 moves, which the length check
   * allows no move after.
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
