package dev.zerosum.games.connect4;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.IllegalPositionException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;

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
  private static final String EXPECTED_MOVE = "type a column, 1 (left) to 7 (right)";

  @Override
  public Connect4Move parseMove(Connect4Position state, String text) {
    Connect4Move move = readMove(text);
    if (state.isOver()) {
      throw new IllegalMoveException("the game is over: no more moves can be played")
          .withCode("connect4.over");
    }
    if (!state.canPlay(move.column())) {
      throw new IllegalMoveException(
              "column " + move.typed() + " is full (6 stones); choose another column")
          .withCode("connect4.column-full", Integer.toString(move.typed()));
    }
    return move;
  }

  private static Connect4Move readMove(String text) {
    String trimmed = text == null ? "" : text.strip();
    if (trimmed.isEmpty()) {
      throw new NotationException("no move given; " + EXPECTED_MOVE).withCode("connect4.no-move");
    }
    if (trimmed.length() == 1 && trimmed.charAt(0) >= '1' && trimmed.charAt(0) <= '7') {
      return Connect4Move.of(trimmed.charAt(0) - '1');
    }
    if (trimmed.matches("[+-]?\\d+")) {
      throw new NotationException(
              "column " + trimmed + " is off the board; columns are numbered 1 to 7")
          .withCode("connect4.off-board", trimmed);
    }
    throw new NotationException(InputText.quote(trimmed) + " is not a move; " + EXPECTED_MOVE)
        .withCode("connect4.not-a-move", InputText.quoted(trimmed));
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
                "bad character "
                    + InputText.quote(String.valueOf(c))
                    + " at place "
                    + (i + 1)
                    + " of "
                    + InputText.quote(moves)
                    + "; expected the columns played, each a digit 1 to 7")
            .withCode(
                "connect4.bad-character",
                InputText.quoted(String.valueOf(c)),
                Integer.toString(i + 1),
                InputText.quoted(moves));
      }
    }
    if (moves.length() > Connect4Bitboard.CELLS) {
      throw new IllegalPositionException(
              InputText.quote(moves) + " has " + moves.length() + " moves; a game has at most 42")
          .withCode("connect4.too-long", InputText.quoted(moves), Integer.toString(moves.length()));
    }
    Connect4Position position = Connect4Position.empty();
    for (int i = 0; i < moves.length(); i++) {
      int column = moves.charAt(i) - '1';
      if (position.isOver()) {
        throw afterTheEnd(position, i + 1, column + 1, InputText.quoted(moves));
      }
      if (!position.canPlay(column)) {
        throw new IllegalPositionException(
                "move "
                    + (i + 1)
                    + " of "
                    + InputText.quote(moves)
                    + " is in column "
                    + (column + 1)
                    + ", which is already full (6 stones)")
            .withCode(
                "connect4.full-in-position",
                Integer.toString(i + 1),
                InputText.quoted(moves),
                Integer.toString(column + 1));
      }
      position = position.play(column);
    }
    return position;
  }

  /** Returns the mistake of move {@code move} (into {@code column}) of a game already over. */
  private static GameInputException afterTheEnd(
      Connect4Position position, int move, int column, InputText.Quoted moves) {
    String what =
        "move "
            + move
            + " (column "
            + column
            + ") of "
            + moves
            + " comes after the end of the game: ";
    String at = Integer.toString(position.moves());
    if (position.winner().isPresent()) {
      String player = position.winner().get() == Player.MAX ? "X" : "O";
      return new IllegalPositionException(what + player + " completed four in a row at move " + at)
          .withCode(
              "connect4.after-four",
              Integer.toString(move),
              Integer.toString(column),
              moves,
              player,
              at);
    }
    return new IllegalPositionException(what + "the board is full at move " + at)
        .withCode(
            "connect4.after-full", Integer.toString(move), Integer.toString(column), moves, at);
  }

  @Override
  public String formatPosition(Connect4Position state) {
    return state.history();
  }
}
