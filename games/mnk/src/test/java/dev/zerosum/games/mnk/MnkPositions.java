package dev.zerosum.games.mnk;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/** Every position an m,n,k-game can reach, found by playing every move from the empty board. */
public final class MnkPositions {
  private MnkPositions() {}

  /**
   * Returns the positions of {@code shape} reachable from the empty board, in breadth-first order.
   */
  public static Set<MnkPosition> reachable(MnkShape shape) {
    Set<MnkPosition> seen = new LinkedHashSet<>();
    Deque<MnkPosition> queue = new ArrayDeque<>();
    MnkPosition empty = MnkPosition.empty(shape);
    seen.add(empty);
    queue.add(empty);
    while (!queue.isEmpty()) {
      MnkPosition position = queue.poll();
      if (position.isOver()) {
        continue;
      }
      for (int cell = 0; cell < shape.cells(); cell++) {
        if (position.isEmpty(cell)) {
          MnkPosition next = position.play(cell);
          if (seen.add(next)) {
            queue.add(next);
          }
        }
      }
    }
    return seen;
  }
}
