package dev.zerosum.core;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A monotonic clock in nanoseconds, which every time budget reads: the system's in play, one that a
 * test controls in tests, so that no test's result depends on the machine's speed.
 *
 * <p>Example: {@code Deadline.after(Duration.ofSeconds(2), Ticker.system())}, or, to make a budget
 * a count of work, {@code Ticker.counting(Duration.ofMillis(1))}: each reading advances the time by
 * one millisecond, and searches read it every few thousand nodes.
 */
@FunctionalInterface
public interface Ticker {

  /** Returns the time in nanoseconds since some fixed origin; only differences mean anything. */
  long nanoTime();

  /** Returns the system's clock, {@link System#nanoTime()}. */
  static Ticker system() {
    return System::nanoTime;
  }

  /**
   * Returns a clock that moves only when read, by {@code step} each time: the same work always sees
   * the same time, on any machine. Safe to share between threads.
   */
  static Ticker counting(Duration step) {
    long nanos = step.toNanos();
    if (nanos < 0) {
      throw new IllegalArgumentException("step " + step + " is negative; expected 0 or more");
    }
    AtomicLong now = new AtomicLong();
    return () -> now.addAndGet(nanos);
  }
}
