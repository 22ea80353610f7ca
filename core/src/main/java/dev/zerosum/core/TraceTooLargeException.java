package dev.zerosum.core;

import java.util.Locale;

/**
 * Thrown by a {@link SearchTrace} when the search it records enters more nodes than the trace may
 * hold: the search stops there, so that asking for the trace of a huge tree fails at once instead
 * of filling the memory.
 */
public final class TraceTooLargeException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /** How many calls the trace could hold. */
  private final int maxCalls;

  /** Creates the exception for a trace that may hold {@code maxCalls} calls. */
  public TraceTooLargeException(int maxCalls) {
    super(
        String.format(
            Locale.ROOT,
            "the search visits more than %,d nodes, more than the trace may hold",
            maxCalls));
    this.maxCalls = maxCalls;
  }

  /** Returns how many calls the trace could hold. */
  public int maxCalls() {
    return maxCalls;
  }
}
