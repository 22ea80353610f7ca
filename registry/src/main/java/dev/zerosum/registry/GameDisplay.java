package dev.zerosum.registry;

import dev.zerosum.core.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The part of a {@link PlayableGame} that shows it to people: the board as text for the terminal
 * and as the web page draws it, a board small enough for a node of a tree picture, and the names of
 * positions and players as a person reads them. The play session, the web API and the tree pictures
 * use it.
 *
 * <p>It extends {@link GameRules} because what it shows is written in the game's terms: its
 * defaults fall back on the notation and the players' names, the moves on the board are the ones
 * the notation reads, and every front end that shows a position has also read it.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public interface GameDisplay<S, A> extends GameRules<S, A> {

  /** The most rows and columns of a grid that a node of a tree picture shows by default. */
  int GLYPH_SIDE = 5;

  /**
   * Returns the board as text, showing what to type for each move where the board can; {@code
   * colour} paints it with ANSI colours. Unless the game says otherwise, the {@link #board} as
   * {@link BoardText} writes it: a grid's columns lettered from {@code a}, its rows numbered from 1
   * at the top.
   */
  default String render(S state, boolean colour) {
    return BoardText.of(board(state), colour);
  }

  /** Returns one line that says how to type a move. */
  String moveHelp();

  /** Returns the board as the page draws it. */
  BoardView board(S state);

  /**
   * Returns the legal moves with where they are on the {@link #board}; empty at the end. Unless the
   * game says otherwise, found by playing each move and comparing the boards ({@link BoardMoves}):
   * the one cell a move fills, the pile it lowers, and a {@link BoardMove#control control} saying
   * {@link #moveText} for a move that fills no cell (a pass).
   */
  default List<BoardMove> boardMoves(S state) {
    return BoardMoves.of(this, state);
  }

  /**
   * Returns the position as a small grid that a node of a tree picture can show (one string per
   * row: {@code X} for a mark of the first player, {@code O} for one of the second, {@code .}
   * otherwise), when the board is small enough to read there; empty otherwise. Unless the game says
   * otherwise, its {@link BoardView.Grid grid} when it has at most {@link #GLYPH_SIDE} rows and
   * columns.
   */
  default Optional<List<String>> glyph(S state) {
    if (!(board(state) instanceof BoardView.Grid grid)
        || grid.rows() > GLYPH_SIDE
        || grid.columns() > GLYPH_SIDE) {
      return Optional.empty();
    }
    List<String> rows = new ArrayList<>();
    for (String row : grid.cells()) {
      StringBuilder glyphs = new StringBuilder();
      for (char cell : row.toCharArray()) {
        Player owner = grid.mark(cell).map(BoardView.Mark::owner).orElse(null);
        glyphs.append(owner == null ? '.' : owner == Player.MAX ? 'X' : 'O');
      }
      rows.add(glyphs.toString());
    }
    return Optional.of(rows);
  }

  /** Returns the position written for a title, which may be easier to read than the notation. */
  default String displayPosition(S state) {
    return notation().formatPosition(state);
  }

  /**
   * Returns {@code state} as a node of a trace or of a picture of the tree names it, where the
   * whole position would not fit: its notation unless the game says otherwise (the textbook's trees
   * name a node by its label, not by the whole tree).
   */
  default String nodeName(S state) {
    return notation().formatPosition(state);
  }

  /**
   * Returns {@code move}, legal in {@code state}, as a person reads it in the current language
   * ({@link dev.zerosum.registry.i18n.Language#current()}): {@code take 37 from pile B}, {@code
   * drop in column 4}. Text for people only, as {@link #displayPlayerName} is; the notation's move
   * unless the game says otherwise.
   */
  default String moveText(S state, A move) {
    return notation().formatMove(state, move);
  }

  /**
   * Returns the player as a person reads it in the current language ({@link
   * dev.zerosum.registry.i18n.Language#current()}): {@code X}, or {@code primero} where Nim's
   * {@link #playerName} is {@code first}. Text for people only: what is typed, saved or sent as
   * JSON is {@link #playerName}. The name itself unless the game says otherwise.
   */
  default String displayPlayerName(Player player) {
    return playerName(player);
  }
}
