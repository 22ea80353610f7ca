package dev.zerosum.games.tictactoe;

import dev.zerosum.core.Game;
import dev.zerosum.core.MoveOrdering;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import dev.zerosum.core.Symmetries;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Tic-tac-toe as a search problem. X (MAX) moves first; a line of three wins; a full board without
 * one is a draw. Perfect play from the empty board draws.
 *
 * <p>Actions are the empty cells in increasing order (0 to 8). The game also offers an exact 18-bit
 * key, its eight symmetries with a canonical key, a centre-corners-edges move ordering and the
 * notation people type.
 *
 * <pre>{@code
 * TicTacToe game = new TicTacToe();
 * SearchResult<TicTacToeMove> r = MinimaxSearch.on(game).build().search(game.initialState());
 * r.value().describe();        // "draw"
 * r.statistics().nodes();      // 549,946
 * }</pre>
 */
public final class TicTacToe implements Game<TicTacToePosition, TicTacToeMove> {
  /** The cells by how many lines pass through them: centre, corners, then edges. */
  private static final int[] PREFERRED_CELLS = {4, 0, 2, 6, 8, 1, 3, 5, 7};

  /**
   * The moves into the cells of each 9-bit mask, in increasing order: the list of actions is made
   * once per mask rather than at every node, which Monte Carlo playouts ask for at every ply.
   */
  @SuppressWarnings("unchecked")
  private static final List<TicTacToeMove>[] MOVES_INTO = new List[1 << TicTacToePosition.CELLS];

  static {
    for (int mask = 0; mask < MOVES_INTO.length; mask++) {
      List<TicTacToeMove> moves = new ArrayList<>(Integer.bitCount(mask));
      for (int cell = 0; cell < TicTacToePosition.CELLS; cell++) {
        if ((mask & 1 << cell) != 0) {
          moves.add(TicTacToeMove.of(cell));
        }
      }
      MOVES_INTO[mask] = List.copyOf(moves);
    }
  }

  private static final TicTacToeSymmetries SYMMETRIES = new TicTacToeSymmetries();
  private static final TicTacToeNotation NOTATION = new TicTacToeNotation();

  @Override
  public TicTacToePosition initialState() {
    return TicTacToePosition.empty();
  }

  @Override
  public Player player(TicTacToePosition state) {
    return state.toMove();
  }

  /** Returns the empty cells in increasing order, read-only; none once the game is over. */
  @Override
  public List<TicTacToeMove> actions(TicTacToePosition state) {
    return state.isOver() ? List.of() : MOVES_INTO[state.emptyCells()];
  }

  @Override
  public TicTacToePosition result(TicTacToePosition state, TicTacToeMove action) {
    return state.play(action.cell());
  }

  @Override
  public boolean isTerminal(TicTacToePosition state) {
    return state.isOver();
  }

  /** Returns +1 when X has a line, -1 when O has, 0 for a draw. */
  @Override
  public int utility(TicTacToePosition state) {
    if (!state.isOver()) {
      throw new IllegalArgumentException("the game is not over: " + state + " has no utility yet");
    }
    return TicTacToeLines.hasLine(state.xs()) ? 1 : TicTacToeLines.hasLine(state.os()) ? -1 : 0;
  }

  @Override
  public Optional<PositionKey<TicTacToePosition>> positionKey() {
    return Optional.of(TicTacToeSymmetries::key);
  }

  @Override
  public Optional<Symmetries<TicTacToePosition>> symmetries() {
    return Optional.of(SYMMETRIES);
  }

  /** Returns the smallest key of the eight images, computed from tables without building them. */
  @Override
  public Optional<PositionKey<TicTacToePosition>> canonicalKey() {
    return Optional.of(TicTacToeSymmetries::canonicalKey);
  }

  /** Returns the centre first, then the corners, then the edges: the cells on most lines first. */
  @Override
  public Optional<MoveOrdering<TicTacToePosition, TicTacToeMove>> moveOrdering() {
    return Optional.of(
        (state, actions) -> {
          int given = 0; // the cells of the actions, as a mask: cheaper than contains() per cell
          for (TicTacToeMove move : actions) {
            given |= 1 << move.cell();
          }
          List<TicTacToeMove> ordered = new ArrayList<>(actions.size());
          for (int cell : PREFERRED_CELLS) {
            if ((given & 1 << cell) != 0) {
              ordered.add(TicTacToeMove.of(cell));
            }
          }
          return ordered;
        });
  }

  @Override
  public Optional<Notation<TicTacToePosition, TicTacToeMove>> notation() {
    return Optional.of(NOTATION);
  }
}
