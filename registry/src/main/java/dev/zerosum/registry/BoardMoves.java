package dev.zerosum.registry;

import dev.zerosum.core.Game;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The places of a position's moves on its board, found from the board alone: each move is played,
 * and the board after it compared with the board before. A move that fills one empty cell of a grid
 * is that cell (with gravity, the cell its mark lands in); one that lowers one pile, or the row, is
 * what it takes there; a child of a tree's node is its name. Any other move (a pass, which changes
 * no cell; a move that fills no cell or several) is a {@link BoardMove#control control} that says
 * {@link GameDisplay#moveText}.
 */
public final class BoardMoves {
  private BoardMoves() {}

  /** Returns the legal moves of {@code state} with their places on {@code game}'s board. */
  public static <S, A> List<BoardMove> of(GameDisplay<S, A> game, S state) {
    Game<S, A> rules = game.game();
    List<BoardMove> moves = new ArrayList<>();
    if (rules.isTerminal(state)) {
      return moves;
    }
    BoardView before = game.board(state);
    for (A action : rules.actions(state)) {
      String written = game.notation().formatMove(state, action);
      BoardMove placed =
          before instanceof BoardView.Tree
              ? BoardMove.named(written)
              : placed(written, before, game.board(rules.result(state, action)));
      moves.add(placed != null ? placed : BoardMove.control(written, game.moveText(state, action)));
    }
    return moves;
  }

  /** Returns the move {@code written} where it changes {@code before} into {@code after}. */
  private static BoardMove placed(String written, BoardView before, BoardView after) {
    if (before instanceof BoardView.Grid grid && after instanceof BoardView.Grid next) {
      return filledCell(written, grid, next);
    }
    if (before instanceof BoardView.Piles piles && after instanceof BoardView.Piles next) {
      return loweredPile(written, piles, next);
    }
    if (before instanceof BoardView.Row row && after instanceof BoardView.Row next) {
      long taken = row.count() - next.count();
      return taken > 0 ? BoardMove.fromRow(written, taken) : null;
    }
    return null;
  }

  private static BoardMove filledCell(String written, BoardView.Grid before, BoardView.Grid after) {
    if (before.rows() != after.rows() || before.columns() != after.columns()) {
      return null;
    }
    BoardMove found = null;
    for (int row = 0; row < before.rows(); row++) {
      String was = before.cells().get(row);
      String now = after.cells().get(row);
      for (int column = 0; column < before.columns(); column++) {
        if (was.charAt(column) == '.' && now.charAt(column) != '.') {
          if (found != null) {
            return null; // several cells filled: no one place says it
          }
          found = BoardMove.cell(written, row, column);
        }
      }
    }
    return found;
  }

  private static BoardMove loweredPile(
      String written, BoardView.Piles before, BoardView.Piles after) {
    if (before.sizes().size() != after.sizes().size()) {
      return null;
    }
    BoardMove found = null;
    for (int pile = 0; pile < before.sizes().size(); pile++) {
      BigInteger taken =
          new BigInteger(before.sizes().get(pile))
              .subtract(new BigInteger(after.sizes().get(pile)));
      if (taken.signum() > 0) {
        if (found != null || taken.bitLength() >= Long.SIZE) {
          return null;
        }
        found = BoardMove.fromPile(written, pile, taken.longValue());
      } else if (taken.signum() < 0) {
        return null;
      }
    }
    return found;
  }
}
