package dev.zerosum.games.mnk;

import java.util.Iterator;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.Function;

/**
 * Exact solvers for analyses, lent out and given back: each keeps a table of 2^{@value #LOG2_SLOTS}
 * slots (12 MiB), worth keeping since what one analysis proves serves the next. A solver serves one
 * board and one thread at a time; at most {@value #KEPT} idle ones are kept.
 */
final class MnkSolvers {
  /** The table of each solver: 2^20 slots. */
  static final int LOG2_SLOTS = 20;

  private static final int KEPT = 4;

  private final ConcurrentLinkedDeque<MnkSolver> idle = new ConcurrentLinkedDeque<>();

  /** Returns what {@code work} makes of a solver of {@code shape} lent for its duration. */
  <T> T with(MnkShape shape, Function<MnkSolver, T> work) {
    MnkSolver solver = take(shape);
    try {
      return work.apply(solver);
    } finally {
      idle.addFirst(solver); // the most recently used first: its table is the warmest
      while (idle.size() > KEPT) {
        idle.pollLast();
      }
    }
  }

  private MnkSolver take(MnkShape shape) {
    for (Iterator<MnkSolver> it = idle.iterator(); it.hasNext(); ) {
      MnkSolver solver = it.next();
      if (solver.shape().equals(shape) && idle.removeFirstOccurrence(solver)) {
        return solver;
      }
    }
    return new MnkSolver(shape, LOG2_SLOTS);
  }
}
