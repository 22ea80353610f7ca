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
    long stones = state.stones();
    long mask = state.mask();
    long playable = Connect4Bitboard.playable(mask);
    long wins = playable & Connect4Bitboard.winningCells(stones, mask);
    if (wins != 0) {
      return Connect4Move.of(Connect4Bitboard.columnOf(Long.lowestOneBit(wins)));
    }
    long candidates = Connect4Bitboard.nonLosingMoves(stones, mask);
    if (candidates == 0) {
      // Lost whatever it does: block one of the threats, or failing that play anything.
      long blocks = playable & Connect4Bitboard.winningCells(stones ^ mask, mask);
      candidates = blocks != 0 ? blocks : playable;
    }
    int bestColumn = -1;
    int bestScore = Integer.MIN_VALUE;
    for (int column : Connect4MoveScores.CENTRE_FIRST) {
      long cell = candidates & Connect4Bitboard.columnMask(column);
      if (cell != 0) {
        // The opponent moves next: its estimate, negated, is this move's worth.
        int score = -Connect4Evaluator.forMover(stones ^ mask, mask | cell, state.moves() + 1);
        if (score > bestScore) {
          bestScore = score;
          bestColumn = column;
        }
      }
    }
    return Connect4Move.of(bestColumn);
  }
}
