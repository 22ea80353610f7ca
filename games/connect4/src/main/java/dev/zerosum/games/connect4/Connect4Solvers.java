package dev.zerosum.games.connect4;

import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.Function;

/**
 * Solvers for analyses, lent out and given back: each has a table of {@link #TABLE_MEGABYTES} MiB,
 * which is costly to allocate and worth keeping, since what one analysis proves serves the next. A
 * solver serves one thread at a time; at most as many exist as searches ever ran at once (the
 * server bounds that by its number of cores).
 */
final class Connect4Solvers {
  /** The memory of each solver's table. */
  static final int TABLE_MEGABYTES = 32;

  private final ConcurrentLinkedDeque<Connect4Solver> idle = new ConcurrentLinkedDeque<>();

  /** Returns the shipped opening book, read once on first use; null when none is shipped. */
  static Connect4Book book() {
    return ShippedBook.BOOK;
  }

  /** Holds the book until it is first asked for: a game that never solves never reads it. */
  private static final class ShippedBook {
    static final Connect4Book BOOK = Connect4Book.standardIfShipped().orElse(null);
  }

  /** Returns what {@code work} makes of a solver lent for its duration. */
  <T> T with(Function<Connect4Solver, T> work) {
    Connect4Solver solver = idle.pollFirst();
    if (solver == null) {
      solver = new Connect4Solver(Connect4Table.ofMegabytes(TABLE_MEGABYTES), book());
    }
    try {
      return work.apply(solver);
    } finally {
      idle.addFirst(solver); // the most recently used first: its table is the warmest
    }
  }
}
