package dev.zerosum.core;

/**
 * Thrown by a solver that its {@link StopCondition} stopped before it finished: half a proof is no
 * result. The searches of this package never throw it: stopped, they answer with their best so far,
 * marked {@link SearchResult#stopped()}; it serves the games' own exact solvers.
 *
 * <p>It carries no stack trace: it is expected, and thrown from deep inside hot searches.
 */
public final class SearchStoppedException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Creates the exception, which says how many nodes the search had visited. */
  public SearchStoppedException(long nodes) {
    super("the search was stopped after " + nodes + " nodes", null, false, false);
  }
}
