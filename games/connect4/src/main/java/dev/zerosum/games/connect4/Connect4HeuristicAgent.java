package dev.zerosum.games.connect4;

import dev.zerosum.core.Agent;

/**
 * Plays by a rule of thumb, looking one move ahead: win at once if it can; else block the
 * opponent's immediate win; else, among the moves that do not hand the opponent a win, the one the
 * {@link Connect4Evaluator} likes best, the more central among equals. It never misses a win in one
 * and never allows one it can stop, but it walks into traps set two moves deep.
 */
public final class Connect4HeuristicAgent implements Agent<Connect4Position, Connect4Move> {

  @Override
  public Connect4Move chooseAction(Connect4Position state) {
    if (state.isOver()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    Connect4Size size = state.size();
    long stones = state.stones();
    long mask = state.mask();
    long playable = size.playable(mask);
    long wins = playable & size.winningCells(stones, mask);
    if (wins != 0) {
      return Connect4Move.of(size.columnOf(Long.lowestOneBit(wins)));
    }
    long candidates = size.nonLosingMoves(stones, mask);
    if (candidates == 0) {
      // Lost whatever it does: block one of the threats, or failing that play anything.
      long blocks = playable & size.winningCells(stones ^ mask, mask);
      candidates = blocks != 0 ? blocks : playable;
    }
    int bestColumn = -1;
    int bestScore = Integer.MIN_VALUE;
    for (int column : size.centreFirst()) {
      long cell = candidates & size.columnMask(column);
      if (cell != 0) {
        // The opponent moves next: its estimate, negated, is this move's worth.
        int score =
            -Connect4Evaluator.forMover(size, stones ^ mask, mask | cell, state.moves() + 1);
        if (score > bestScore) {
          bestScore = score;
          bestColumn = column;
        }
      }
    }
    return Connect4Move.of(bestColumn);
  }
}
