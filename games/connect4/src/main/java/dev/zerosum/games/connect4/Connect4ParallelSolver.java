package dev.zerosum.games.connect4;

import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Solves one position with several threads that share one {@link Connect4Table#shared shared table}
 * (the "lazy SMP" of chess engines): each thread runs the whole search and finds in the table what
 * the others have already proven; the first to finish gives the answer and stops the rest. The
 * calling thread is one of them. The threads keep one move order, and far from the end each puts
 * off, to the last, a move whose position another is searching ({@link Connect4BusyPositions}, the
 * deferred moves of ABDADA): they then split the tree between them. Measured on 2 threads, this
 * took the opening {@code 4444} from 1.0–1.3 times one thread's speed (moves varied near the root,
 * nothing put off) to 1.95 times, and its nodes from 1.8 to 1.2 times one thread's.
 *
 * <pre>{@code
 * Connect4ParallelSolver solver = new Connect4ParallelSolver(
 *     Runtime.getRuntime().availableProcessors(), Connect4Table.shared(1 << 22), Connect4Book.standard());
 * solver.scoresAtLeast(Connect4Position.of("4444"), 1);  // does the player to move win?
 * }</pre>
 *
 * <p>Its helper threads are daemons made once, so that the solver serves move after move; one
 * caller at a time.
 */
public final class Connect4ParallelSolver {
  private final Connect4Table table;
  private final Connect4Book book;
  private final Connect4Solver[] solvers; // [0] the caller's; the helpers' made in their threads
  private final ExecutorService helpers;
  private final Connect4BusyPositions busy = new Connect4BusyPositions();
  private final List<Future<Integer>> pending = new ArrayList<>(); // helpers still stopping

  /**
   * Creates a solver of {@code threads} threads sharing {@code table}, reading {@code book} (or
   * null for none).
   *
   * @throws IllegalArgumentException if threads is not positive, or several threads are given a
   *     table that is not {@link Connect4Table#shared shared}
   */
  public Connect4ParallelSolver(int threads, Connect4Table table, Connect4Book book) {
    if (threads < 1) {
      throw new IllegalArgumentException(threads + " threads is too few; expected 1 or more");
    }
    if (threads > 1 && !table.isShared()) {
      throw new IllegalArgumentException(
          "a table for " + threads + " threads must be shared; make it with Connect4Table.shared");
    }
    this.table = Objects.requireNonNull(table, "table");
    this.book = book;
    this.solvers = new Connect4Solver[threads];
    this.solvers[0] = new Connect4Solver(table, book);
    if (threads > 1) {
      solvers[0].shareWork(busy);
    }
    this.helpers =
        threads == 1
            ? null
            : Executors.newFixedThreadPool(
                threads - 1,
                work -> {
                  Thread thread = new Thread(work, "connect4-helper");
                  thread.setDaemon(true); // never keeps a program alive
                  return thread;
                });
  }

  /** Returns the number of threads. */
  public int threads() {
    return solvers.length;
  }

  /** Returns the table the threads share. */
  public Connect4Table table() {
    return table;
  }

  /** Returns the book the threads read, or null. */
  public Connect4Book book() {
    return book;
  }

  /** Empties the shared table and every thread's own, between searches. */
  public void clearTables() {
    awaitPending();
    for (Connect4Solver solver : solvers) {
      if (solver != null) {
        solver.clearTables();
      }
    }
  }

  /** Returns the nodes all threads have searched since they were made. */
  public long nodes() {
    long nodes = 0;
    for (Connect4Solver solver : solvers) {
      nodes += solver == null ? 0 : solver.nodes();
    }
    return nodes;
  }

  /** Returns the exact score of {@code position} ({@link Connect4Solver#solve}). */
  public int solve(Connect4Position position) {
    return solve(position, StopCondition.never());
  }

  /**
   * Returns the exact score of {@code position} ({@link Connect4Solver#solve}), unless {@code stop}
   * says stop first.
   *
   * @throws SearchStoppedException if {@code stop} ends the search first
   */
  public int solve(Connect4Position position, StopCondition stop) {
    return race((solver, each) -> solver.solve(position, each), stop);
  }

  /**
   * Returns 1 when the player to move in {@code position} wins, 0 for a draw, -1 when it loses
   * ({@link Connect4Solver#solveWeak}).
   */
  public int solveWeak(Connect4Position position) {
    return solveWeak(position, StopCondition.never());
  }

  /**
   * Returns what {@link #solveWeak(Connect4Position)} does, unless {@code stop} says stop first.
   *
   * @throws SearchStoppedException if {@code stop} ends the search first
   */
  public int solveWeak(Connect4Position position, StopCondition stop) {
    return race((solver, each) -> solver.solveWeak(position, each), stop);
  }

  /** Returns the size of the boards the threads solve: the table's. */
  public Connect4Size size() {
    return table.size();
  }

  /**
   * Returns true when {@code position} scores at least {@code score} for the player to move ({@link
   * Connect4Solver#scoresAtLeast}).
   */
  public boolean scoresAtLeast(Connect4Position position, int score) {
    return scoresAtLeast(position, score, StopCondition.never());
  }

  /**
   * Returns what {@link #scoresAtLeast(Connect4Position, int)} does, unless {@code stop} says stop
   * first.
   *
   * @throws SearchStoppedException if {@code stop} ends the search first
   */
  public boolean scoresAtLeast(Connect4Position position, int score, StopCondition stop) {
    return race((solver, each) -> solver.scoresAtLeast(position, score, each) ? 1 : 0, stop) == 1;
  }

  /** One search of one thread's solver, which stops when its condition says. */
  @FunctionalInterface
  private interface ThreadSearch {
    int run(Connect4Solver solver, StopCondition stop);
  }

  /** Runs {@code search} on every thread until {@code stop} says; returns the first answer. */
  private int race(ThreadSearch search, StopCondition stop) {
    if (helpers == null) {
      return search.run(solvers[0], stop);
    }
    // A helper of the last search may still be stopping: its solver is busy. Once it is done the
    // busy positions are empty again: a search leaves every position it entered, stopped or not.
    awaitPending();
    AtomicBoolean answered = new AtomicBoolean();
    StopCondition stopAll = stop.or(answered::get);
    List<Future<Integer>> running = new ArrayList<>();
    Runnable startHelpers =
        () -> {
          for (int i = 1; i < solvers.length; i++) {
            int index = i;
            running.add(
                helpers.submit(
                    () -> {
                      if (solvers[index] == null) {
                        // Made in its own thread, far from the others' memory (see
                        // Connect4BatchSolver).
                        solvers[index] = new Connect4Solver(table, book);
                        solvers[index].shareWork(busy);
                      }
                      int answer = search.run(solvers[index], stopAll);
                      answered.set(true);
                      return answer;
                    }));
          }
        };
    // The caller searches alone first: a search over within a few hundred thousand nodes is over
    // before helpers would pay for waking them (measured: 0.85x on 29,000-node positions).
    try {
      int answer = search.run(solvers[0], new HelpersLater(stopAll, startHelpers));
      answered.set(true);
      pending.addAll(running); // they stop at their next look at the clock: no need to wait
      return answer;
    } catch (SearchStoppedException stopped) {
      // a helper answered first, or the time is up: the helpers say which
    }
    Integer answer = null;
    for (Future<Integer> helper : running) {
      Integer found = await(helper);
      if (answer == null) {
        answer = found;
      }
    }
    if (answer == null) {
      throw new SearchStoppedException(nodes());
    }
    return answer;
  }

  private void awaitPending() {
    for (Future<Integer> helper : pending) {
      await(helper);
    }
    pending.clear();
  }

  /** Returns the helper's answer, or null when it was stopped. */
  private static Integer await(Future<Integer> helper) {
    boolean interrupted = false;
    try {
      while (true) {
        try {
          return helper.get();
        } catch (InterruptedException again) {
          interrupted = true; // the helper stops soon: finish waiting, then restore the flag
        }
      }
    } catch (ExecutionException failed) {
      if (failed.getCause() instanceof SearchStoppedException) {
        return null;
      }
      throw new IllegalStateException("a solving thread failed: " + failed.getCause(), failed);
    } finally {
      if (interrupted) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /**
   * The caller's stop condition, which wakes the helpers at its {@link #ALONE_CHECKS}-th question:
   * the solver asks it every 4,096 nodes, so after about a quarter of a million nodes searched
   * alone. Counted in nodes, not time: a search takes the same course on any machine.
   */
  private static final class HelpersLater implements StopCondition {
    static final int ALONE_CHECKS = 64;

    private final StopCondition stop;
    private final Runnable startHelpers;
    private int asked;

    HelpersLater(StopCondition stop, Runnable startHelpers) {
      this.stop = stop;
      this.startHelpers = startHelpers;
    }

    @Override
    public boolean shouldStop() {
      if (++asked == ALONE_CHECKS) {
        startHelpers.run();
      }
      return stop.shouldStop();
    }
  }
}
