package dev.zerosum.core;

import java.time.Duration;
import java.util.Objects;

/**
 * A moment after which a search must stop, read from a {@link Ticker}: the one deadline type of
 * every budget in zerosum. As a {@link StopCondition} it stops a search once it has passed.
 *
 * <pre>{@code
 * Deadline move = Deadline.after(Duration.ofSeconds(2), Ticker.system());  // from now
 * solver.solve(position, move.keeping(Duration.ofMillis(500)));  // a share of it, for one step
 * move.remaining();  // what is left of the two seconds
 * }</pre>
 */
public final class Deadline implements StopCondition {
  private final Ticker ticker;
  private final long at; // the ticker's time at which the deadline passes
  private final boolean never;

  private Deadline(Ticker ticker, long at, boolean never) {
    this.ticker = ticker;
    this.at = at;
    this.never = never;
  }

  /**
   * Returns the deadline {@code budget} from now, as {@code ticker} counts time.
   *
   * @throws IllegalArgumentException if the budget is negative
   */
  public static Deadline after(Duration budget, Ticker ticker) {
    Objects.requireNonNull(ticker, "ticker");
    if (budget.isNegative()) {
      throw new IllegalArgumentException("budget " + budget + " is negative; expected 0 or more");
    }
    return new Deadline(ticker, ticker.nanoTime() + budget.toNanos(), false);
  }

  /** Returns the deadline {@code budget} from now on the system's clock. */
  public static Deadline after(Duration budget) {
    return after(budget, Ticker.system());
  }

  /** Returns the deadline that never passes. */
  public static Deadline never() {
    return new Deadline(Ticker.system(), 0, true);
  }

  /** Returns true once the deadline has passed. */
  public boolean passed() {
    return !never && ticker.nanoTime() - at >= 0;
  }

  @Override
  public boolean shouldStop() {
    return passed();
  }

  /** Returns the time left, zero once passed; for a deadline that never passes, a century. */
  public Duration remaining() {
    if (never) {
      return Duration.ofDays(36_525);
    }
    return Duration.ofNanos(Math.max(0, at - ticker.nanoTime()));
  }

  /**
   * Returns the deadline that passes {@code reserve} before this one (but not before now): the
   * share of a budget that one step may spend, keeping the rest for the next.
   */
  public Deadline keeping(Duration reserve) {
    if (never) {
      return this;
    }
    long now = ticker.nanoTime();
    return new Deadline(ticker, Math.max(now, at - reserve.toNanos()), false);
  }

  /** Returns the clock this deadline reads. */
  public Ticker ticker() {
    return ticker;
  }
}
