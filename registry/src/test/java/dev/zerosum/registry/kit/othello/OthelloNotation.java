package dev.zerosum.registry.kit.othello;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.IllegalPositionException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;
import java.util.Locale;

/**
 * Moves are squares, a column letter and a row number ({@code c4}: columns a to f from the left,
 * rows 1 to 6 from the top), or {@code pass}. A position is its six rows from the top, {@code B}
 * for black, {@code W} for white and {@code .} for an empty square, separated by {@code /}, then a
 * space and who moves: {@code ....../....../..WB../..BW../....../...... B}. The side to move is
 * written because the discs do not tell it: a pass leaves them as they were.
 */
final class OthelloNotation implements Notation<OthelloPosition, OthelloMove> {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(OthelloNotation.class);
  private static final int SIDE = OthelloPosition.SIDE;

  /** How a pass is written. */
  static final String PASS = "pass";

  private final Othello game;

  OthelloNotation(Othello game) {
    this.game = game;
  }

  @Override
  public OthelloMove parseMove(OthelloPosition state, String text) {
    String typed = text.strip().toLowerCase(Locale.ROOT);
    OthelloMove move = typed.equals(PASS) ? OthelloMove.PASS : new OthelloMove(square(text));
    if (!game.actions(state).contains(move)) {
      throw move.isPass()
          ? new IllegalMoveException(ENGLISH.problem("othello.cannot-pass"))
          : new IllegalMoveException(ENGLISH.problem("othello.not-legal", typed));
    }
    return move;
  }

  @Override
  public String formatMove(OthelloPosition state, OthelloMove move) {
    return move.isPass() ? PASS : squareName(move.square());
  }

  @Override
  public OthelloPosition parsePosition(String text) {
    String[] parts = text.strip().split(" ");
    String[] rows = parts[0].split("/", -1);
    if (parts.length != 2 || rows.length != SIDE) {
      throw new NotationException(
          ENGLISH.problem("othello.not-a-position", InputText.quoted(text)));
    }
    long black = 0;
    long white = 0;
    for (int row = 0; row < SIDE; row++) {
      if (rows[row].length() != SIDE) {
        throw new NotationException(
            ENGLISH.problem("othello.not-a-position", InputText.quoted(text)));
      }
      for (int column = 0; column < SIDE; column++) {
        char glyph = Character.toUpperCase(rows[row].charAt(column));
        long bit = 1L << (row * SIDE + column);
        switch (glyph) {
          case 'B' -> black |= bit;
          case 'W' -> white |= bit;
          case '.' -> {}
          default ->
              throw new NotationException(
                  ENGLISH.problem("othello.not-a-position", InputText.quoted(text)));
        }
      }
    }
    Player toMove =
        switch (parts[1].toUpperCase(Locale.ROOT)) {
          case "B" -> Player.MAX;
          case "W" -> Player.MIN;
          default ->
              throw new NotationException(
                  ENGLISH.problem("othello.not-a-side", InputText.quoted(parts[1])));
        };
    OthelloPosition position = new OthelloPosition(black, white, toMove);
    if (Long.bitCount(black | white) < 4) {
      throw new IllegalPositionException(ENGLISH.problem("othello.too-few"));
    }
    return position;
  }

  @Override
  public String formatPosition(OthelloPosition state) {
    StringBuilder text = new StringBuilder();
    for (int square = 0; square < OthelloPosition.SQUARES; square++) {
      if (square > 0 && square % SIDE == 0) {
        text.append('/');
      }
      text.append(state.glyphAt(square));
    }
    return text.append(state.toMove() == Player.MAX ? " B" : " W").toString();
  }

  /** Returns the square {@code text} names, like {@code c4}. */
  private static int square(String text) {
    String typed = text.strip().toLowerCase(Locale.ROOT);
    if (typed.length() != 2) {
      throw notAMove(text);
    }
    int column = typed.charAt(0) - 'a';
    int row = typed.charAt(1) - '1';
    if (column < 0 || column >= SIDE || row < 0 || row >= SIDE) {
      throw notAMove(text);
    }
    return row * SIDE + column;
  }

  private static NotationException notAMove(String text) {
    return new NotationException(ENGLISH.problem("othello.not-a-move", InputText.quoted(text)));
  }

  /** Returns how a square is written: its column's letter, then its row's number. */
  static String squareName(int square) {
    return (char) ('a' + square % SIDE) + Integer.toString(square / SIDE + 1);
  }
}
