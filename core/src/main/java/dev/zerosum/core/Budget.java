package dev.zerosum.core;

import java.time.Duration;
import java.util.Objects;

/**
 * The one budget of every search a command or a request starts: at most a time, read from a {@link
 * Ticker} (the system's clock, or a test's), and an interrupt from outside (Ctrl-C, a client that
 * left, a node limit: any {@link StopCondition}). A budget without a time is exact: only its
 * interrupt stops the search.
 *
 * <p>A budget is a rule, not a running clock: each search {@link #start() starts} it, and the time
 * counts from then, so one budget serves every move of a game.
 *
 * <pre>{@code
 * StopFlag interrupt = new StopFlag();                      // raised on Ctrl-C
 * Budget move = Budget.of(Duration.ofSeconds(2), Ticker.system(), interrupt);
 * AlphaBetaSearch.on(game).budget(move).build();            // a search of the core
 * game.analyze(position, move.start());                     // anything that takes a StopCondition
 * }</pre>
 */
public final class Budget {
  private final Duration time; // null: no time limit
  private final Ticker ticker;
  private final StopCondition interrupt;

  private Budget(Duration time, Ticker ticker, StopCondition interrupt) {
    if (time != null && (time.isNegative() || time.isZero())) {
      throw new IllegalArgumentException("time " + time + " is out of range; expected more than 0");
    }
    this.time = time;
    this.ticker = Objects.requireNonNull(ticker, "ticker");
    this.interrupt = Objects.requireNonNull(interrupt, "interrupt");
  }

  /**
   * Returns the budget of at most {@code time} a search as {@code ticker} counts it ({@code time}
   * null for none), stopped at once by {@code interrupt}.
   *
   * @throws IllegalArgumentException if the time is zero or negative
   */
  public static Budget of(Duration time, Ticker ticker, StopCondition interrupt) {
    return new Budget(time, ticker, interrupt);
  }

  /**
   * Returns the budget of at most {@code time} a search on the system's clock, never interrupted.
   */
  public static Budget of(Duration time) {
    return new Budget(Objects.requireNonNull(time, "time"), Ticker.system(), StopCondition.never());
  }

  /**
   * Returns the budget without a time: the search runs to its end unless {@code interrupt} says.
   */
  public static Budget exact(StopCondition interrupt) {
    return new Budget(null, Ticker.system(), interrupt);
  }

  /** Returns the budget that never stops a search. */
  public static Budget unlimited() {
    return exact(StopCondition.never());
  }

  /** Returns true when the budget has a time limit; false when it is exact. */
  public boolean timed() {
    return time != null;
  }

  /**
   * Returns the time limit of one search.
   *
   * @throws IllegalStateException if the budget has none ({@link #timed()} is false)
   */
  public Duration time() {
    if (time == null) {
      throw new IllegalStateException("this budget has no time limit");
    }
    return time;
  }

  /** Returns the clock the time is read from. */
  public Ticker ticker() {
    return ticker;
  }

  /** Returns what stops a search at once, whatever its time. */
  public StopCondition interrupt() {
    return interrupt;
  }

  /** Returns true when the interrupt says stop now. */
  public boolean interrupted() {
    return interrupt.shouldStop();
  }

  /** Returns this budget with another time limit. */
  public Budget withTime(Duration time) {
    return new Budget(Objects.requireNonNull(time, "time"), ticker, interrupt);
  }

  /** Returns this budget stopped also by {@code more} (a node limit, a second interrupt). */
  public Budget or(StopCondition more) {
    return new Budget(time, ticker, interrupt.or(more));
  }

  /** Returns the deadline of one search starting now; one that never passes without a time. */
  public Deadline deadline() {
    return time == null ? Deadline.never() : Deadline.after(time, ticker);
  }

  /**
   * Starts one search: returns the condition that stops it once its time, counted from now, has
   * passed or its interrupt says stop.
   */
  public StopCondition start() {
    return time == null ? interrupt : deadline().or(interrupt);
  }

  @Override
  public String toString() {
    return time == null ? "Budget[exact]" : "Budget[" + time + "]";
  }
}
