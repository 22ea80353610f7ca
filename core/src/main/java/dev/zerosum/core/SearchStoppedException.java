package dev.zerosum.core;

/**
 * Thrown by a search that its {@link StopCondition} stopped before it finished: it has no result.
 * {@link IterativeDeepeningSearch} catches it and answers with the deepest search that finished.
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
