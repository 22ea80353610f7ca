package dev.zerosum.games.connect4;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Consumer;

/**
 * Solves many positions, one solver and one table per thread, each table cleared before each
 * position as in the reference benchmark, and hands the solutions over in the order of the lines.
 *
 * <p>The threads take the next unsolved line from a shared counter, so that a long position holds
 * up no other; the calling thread is one of them, and between two positions of its own it hands
 * over every solution that is ready in order. The solvers and their tables are made once, when
 * first needed, and serve every later call of {@link #solve}.
 *
 * <p>One position alone is solved by all the threads together: a {@link Connect4ParallelSolver}
 * whose table, shared, has as many entries as all the threads' tables would; the threads' own
 * tables are then never made.
 */
public final class Connect4BatchSolver {
  private final Connect4Solver[] solvers; // each made by the thread that uses it, see below
  private final int tableEntries;
  private final boolean weak;
  private final Connect4Size size;
  private Connect4ParallelSolver together; // for one position on every thread; made when needed

  /**
   * Creates a batch solver of {@code threads} threads, each with a table of {@code tableEntries}
   * entries, solving exactly or, when {@code weak}, only for win, draw or loss.
   *
   * @throws IllegalArgumentException if threads is not positive or the table size is out of range
   */
  public Connect4BatchSolver(int threads, int tableEntries, boolean weak) {
    this(threads, tableEntries, weak, Connect4Size.STANDARD);
  }

  /**
   * Creates the batch solver of the other constructor for the positions of a board of {@code size}.
   *
   * @throws IllegalArgumentException if threads is not positive or the table size is out of range
   */
  public Connect4BatchSolver(int threads, int tableEntries, boolean weak, Connect4Size size) {
    if (threads < 1) {
      throw new IllegalArgumentException(threads + " threads is too few; expected 1 or more");
    }
    this.solvers = new Connect4Solver[threads];
    this.tableEntries = tableEntries;
    this.weak = weak;
    this.size = size;
    Connect4Table.check(tableEntries, size); // now; the tables are made when first needed
  }

  /**
   * Solves {@code lines}, giving each solution to {@code sink} in the order of the lines, from the
   * calling thread.
   *
   * @throws IllegalStateException if a solving thread fails
   */
  public void solve(List<Connect4SolveLine> lines, Consumer<Connect4Solution> sink) {
    if (lines.size() == 1 && solvers.length > 1) {
      sink.accept(solveTogether(lines.get(0)));
      return;
    }
    AtomicReferenceArray<Connect4Solution> solutions = new AtomicReferenceArray<>(lines.size());
    AtomicInteger nextLine = new AtomicInteger();
    List<Thread> helpers = new ArrayList<>();
    List<Throwable> failures = new ArrayList<>();
    for (int i = 1; i < solvers.length; i++) {
      int index = i;
      Thread helper =
          new Thread(
              () -> {
                try {
                  // Made in this thread, the solver lies in its own allocation buffer, far from
                  // the others: solvers made side by side slowed each other down by writing to
                  // the same cache lines (measured: two threads no faster than one).
                  if (solvers[index] == null) {
                    solvers[index] = new Connect4Solver(new Connect4Table(tableEntries, size));
                  }
                  solveFrom(nextLine, lines, solutions, solvers[index]);
                } catch (RuntimeException | Error failure) {
                  synchronized (failures) {
                    failures.add(failure);
                  }
                  nextLine.set(lines.size()); // the others stop at their next line
                }
              },
              "connect4-solver-" + i);
      helper.setDaemon(true); // never keeps the program alive after the answers are out
      helper.start();
      helpers.add(helper);
    }
    if (solvers[0] == null) {
      solvers[0] = new Connect4Solver(new Connect4Table(tableEntries, size));
    }
    int delivered = 0;
    for (int line = nextLine.getAndIncrement(); line < lines.size(); ) {
      solutions.set(line, solveOne(solvers[0], lines.get(line)));
      delivered = deliverReady(solutions, delivered, sink);
      line = nextLine.getAndIncrement();
    }
    for (Thread helper : helpers) {
      joinUninterruptibly(helper);
    }
    synchronized (failures) {
      if (!failures.isEmpty()) {
        throw new IllegalStateException("a solver failed: " + failures.get(0), failures.get(0));
      }
    }
    deliverReady(solutions, delivered, sink);
  }

  private void solveFrom(
      AtomicInteger nextLine,
      List<Connect4SolveLine> lines,
      AtomicReferenceArray<Connect4Solution> solutions,
      Connect4Solver solver) {
    for (int line = nextLine.getAndIncrement(); line < lines.size(); ) {
      solutions.set(line, solveOne(solver, lines.get(line)));
      line = nextLine.getAndIncrement();
    }
  }

  /** Hands over the solutions from {@code delivered} on that are ready; returns the next one. */
  private static int deliverReady(
      AtomicReferenceArray<Connect4Solution> solutions,
      int delivered,
      Consumer<Connect4Solution> sink) {
    while (delivered < solutions.length() && solutions.get(delivered) != null) {
      sink.accept(solutions.get(delivered));
      solutions.set(delivered, null); // handed over: no need to keep it
      delivered++;
    }
    return delivered;
  }

  private Connect4Solution solveOne(Connect4Solver solver, Connect4SolveLine line) {
    solver.clearTables();
    solver.resetNodes();
    Connect4Position position = line.position();
    long start = System.nanoTime();
    int score = weak ? solver.solveWeak(position) : solver.solve(position);
    long nanos = System.nanoTime() - start;
    return new Connect4Solution(line, score, weak, solver.nodes(), nanos);
  }

  /** Solves one line on every thread at once, the shared table cleared first. */
  private Connect4Solution solveTogether(Connect4SolveLine line) {
    if (together == null) {
      long entries = Math.min((long) tableEntries * solvers.length, Connect4Table.MAX_ENTRIES);
      together =
          new Connect4ParallelSolver(
              solvers.length, Connect4Table.shared((int) entries, size), null);
    }
    together.clearTables();
    long nodesBefore = together.nodes();
    Connect4Position position = line.position();
    long start = System.nanoTime();
    int score = weak ? together.solveWeak(position) : together.solve(position);
    long nanos = System.nanoTime() - start;
    return new Connect4Solution(line, score, weak, together.nodes() - nodesBefore, nanos);
  }

  private static void joinUninterruptibly(Thread thread) {
    boolean interrupted = false;
    while (true) {
      try {
        thread.join();
        break;
      } catch (InterruptedException again) {
        interrupted = true; // finish the join, then restore the flag
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}
