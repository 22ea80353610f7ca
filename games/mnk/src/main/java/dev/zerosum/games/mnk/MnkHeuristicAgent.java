package dev.zerosum.games.mnk;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Player;

/**
 * Plays an m,n,k-game by rules of thumb, one move deep: win at once when it can; stop the
 * opponent's win at once when it must; otherwise the cell whose runs matter most ({@link
 * MnkLines#moveWeight}: its own runs extended, the opponent's blocked, the fuller the better),
 * nearer the centre on a tie. It makes and stops threats as a careful beginner does, and falls to
 * the double threats a search sees coming.
 */
final class MnkHeuristicAgent implements Agent<MnkPosition, MnkMove> {

  @Override
  public MnkMove chooseAction(MnkPosition state) {
    if (state.isOver()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    MnkShape shape = state.shape();
    boolean xToMove = state.toMove() == Player.MAX;
    long[] mine = xToMove ? state.xsForReading() : state.osForReading();
    long[] theirs = xToMove ? state.osForReading() : state.xsForReading();
    long[] wins = MnkLines.winningCells(shape, mine, theirs);
    long[] blocks = MnkLines.winningCells(shape, theirs, mine);
    int best = -1;
    long bestWeight = Long.MIN_VALUE;
    for (int cell = 0; cell < shape.cells(); cell++) {
      if (!state.isEmpty(cell)) {
        continue;
      }
      int bit = shape.bitOf(cell);
      long urgency = MnkBits.get(wins, bit) ? 2 : MnkBits.get(blocks, bit) ? 1 : 0;
      long weight =
          (urgency << 40)
              + ((long) MnkLines.moveWeight(shape, cell, mine, theirs) << 8)
              + closeness(shape, cell);
      if (weight > bestWeight) {
        bestWeight = weight;
        best = cell;
      }
    }
    return MnkMove.ofCell(shape, best);
  }

  /** Returns 0 to 255, more for cells nearer the centre. */
  private static int closeness(MnkShape shape, int cell) {
    int row = cell / shape.columns();
    int column = cell % shape.columns();
    int fromCentre =
        Math.abs(2 * row - (shape.rows() - 1)) + Math.abs(2 * column - (shape.columns() - 1));
    return Math.max(0, 255 - fromCentre);
  }
}
