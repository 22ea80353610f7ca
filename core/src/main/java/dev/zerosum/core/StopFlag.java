package dev.zerosum.core;

import java.util.concurrent.atomic.AtomicBoolean;

/**
 * A stop raised from outside a search, by another thread: Ctrl-C at a terminal, a client that left.
 * It stays raised until {@link #clear()}; as a {@link StopCondition} it stops every search that
 * asks it meanwhile.
 *
 * <pre>{@code
 * StopFlag interrupt = new StopFlag();
 * Budget budget = Budget.of(Duration.ofSeconds(2), Ticker.system(), interrupt);
 * // on Ctrl-C, from the signal's thread:
 * interrupt.raise();
 * }</pre>
 */
public final class StopFlag implements StopCondition {
  private final AtomicBoolean raised = new AtomicBoolean();

  /** Raises the flag: every search asking it stops. Safe from any thread. */
  public void raise() {
    raised.set(true);
  }

  /** Lowers the flag, for the next search. */
  public void clear() {
    raised.set(false);
  }

  /** Returns true while the flag is raised. */
  public boolean raised() {
    return raised.get();
  }

  @Override
  public boolean shouldStop() {
    return raised.get();
  }
}
