package dev.zerosum.bench.jmh;

import aima.core.environment.tictactoe.TicTacToeGame;
import aima.core.environment.tictactoe.TicTacToeState;
import aima.core.util.datastructure.XYLocation;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePosition;

/**
 * Translates between our positions and moves and those of aima-core 3.0.0's {@link TicTacToeGame},
 * whose board is addressed by {@code XYLocation(column, row)}, as our {@code x y} notation is.
 */
final class AimaTicTacToe {
  private AimaTicTacToe() {}

  /**
   * Returns aima's state of {@code position}, reached by playing its marks through aima's own
   * {@link TicTacToeGame#getResult}: X's and O's cells alternately, each in increasing order.
   *
   * @throws IllegalArgumentException if somebody has a line, where the order of the moves would
   *     matter
   */
  static TicTacToeState stateOf(TicTacToeGame game, TicTacToePosition position) {
    if (position.winner().isPresent()) {
      throw new IllegalArgumentException(position + " is won; only open positions are set up");
    }
    TicTacToeState state = game.getInitialState();
    int xs = position.xs();
    int os = position.os();
    while ((xs | os) != 0) {
      boolean xToMove = TicTacToeState.X.equals(state.getPlayerToMove());
      int cells = xToMove ? xs : os;
      int cell = Integer.numberOfTrailingZeros(cells);
      state = game.getResult(state, locationOf(TicTacToeMove.of(cell)));
      if (xToMove) {
        xs &= xs - 1;
      } else {
        os &= os - 1;
      }
    }
    return state;
  }

  /** Returns aima's location of {@code move}. */
  static XYLocation locationOf(TicTacToeMove move) {
    return new XYLocation(move.column(), move.row());
  }

  /** Returns our move of aima's {@code location}. */
  static TicTacToeMove moveOf(XYLocation location) {
    return TicTacToeMove.at(location.getXCoOrdinate(), location.getYCoOrdinate());
  }
}
