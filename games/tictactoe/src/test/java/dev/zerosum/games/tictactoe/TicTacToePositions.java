package dev.zerosum.games.tictactoe;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/** Every position the game can reach, found by playing every move from the empty board. */
public final class TicTacToePositions {
  private static Set<TicTacToePosition> reachable;

  private TicTacToePositions() {}

  /** Returns the 5,478 reachable positions, in the order a breadth-first walk meets them. */
  public static synchronized Set<TicTacToePosition> reachable() {
    if (reachable == null) {
      Set<TicTacToePosition> seen = new LinkedHashSet<>();
      Deque<TicTacToePosition> queue = new ArrayDeque<>();
      queue.add(TicTacToePosition.empty());
      seen.add(TicTacToePosition.empty());
      while (!queue.isEmpty()) {
        TicTacToePosition position = queue.poll();
        if (position.isOver()) {
          continue;
        }
        for (int cell = 0; cell < TicTacToePosition.CELLS; cell++) {
          if (position.isEmpty(cell) && seen.add(position.play(cell))) {
            queue.add(position.play(cell));
          }
        }
      }
      reachable = Set.copyOf(seen);
    }
    return reachable;
  }
}
