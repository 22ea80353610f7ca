package dev.zerosum.games.connect4;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedDeque;
import java.util.function.Function;

/**
 * Solvers for analyses, lent out and given back: each runs on every core ({@link #THREADS}, one
 * position at a time on all of them) and has a table of {@link #TABLE_MEGABYTES} MiB, which is
 * costly to allocate and worth keeping, since what one analysis proves serves the next. A solver
 * serves one thread at a time; at most as many exist as searches ever ran at once (the server
 * bounds that by its number of cores) for each board size asked for.
 */
final class Connect4Solvers {
  /** The memory of each solver's table. */
  static final int TABLE_MEGABYTES = 32;

  /** The threads of each solver: every core, all on the one position analysed. */
  static final int THREADS = Runtime.getRuntime().availableProcessors();

  private final Map<Connect4Size, ConcurrentLinkedDeque<Connect4ParallelSolver>> idle =
      new ConcurrentHashMap<>();

  /** Returns the shipped opening book, read once on first use; null when none is shipped. */
  static Connect4Book book() {
    return ShippedBook.BOOK;
  }

  /** Holds the book until it is first asked for: a game that never solves never reads it. */
  private static final class ShippedBook {
    static final Connect4Book BOOK = Connect4Book.standardIfShipped().orElse(null);
  }

  /** Returns what {@code work} makes of a solver of the standard board lent for its duration. */
  <T> T with(Function<Connect4ParallelSolver, T> work) {
    return with(Connect4Size.STANDARD, work);
  }

  /**
   * Returns what {@code work} makes of a solver of boards of {@code size} lent for its duration;
   * the book only on the standard board.
   */
  <T> T with(Connect4Size size, Function<Connect4ParallelSolver, T> work) {
    ConcurrentLinkedDeque<Connect4ParallelSolver> ofSize =
        idle.computeIfAbsent(size, any -> new ConcurrentLinkedDeque<>());
    Connect4ParallelSolver solver = ofSize.pollFirst();
    if (solver == null) {
      Connect4Table table =
          THREADS > 1
              ? Connect4Table.shared(TABLE_MEGABYTES * (1 << 20) / Connect4Table.ENTRY_BYTES, size)
              : Connect4Table.ofMegabytes(TABLE_MEGABYTES, size);
      solver = new Connect4ParallelSolver(THREADS, table, size.isStandard() ? book() : null);
    }
    try {
      return work.apply(solver);
    } finally {
      ofSize.addFirst(solver); // the most recently used first: its table is the warmest
    }
  }
}
