package dev.zerosum.registry;

import dev.zerosum.core.Budget;
import dev.zerosum.core.Deadline;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * What an engine is given besides its position: a seed for its random choices, its time a move
 * (read from a {@link Ticker}, so that tests control it), a condition that cancels it (a client
 * that left), and where to tell the person what it did when that matters ("no proof within 1.5 s
 * …").
 *
 * @param seed the seed of the engine's random choices
 * @param time the most it may think about one move
 * @param ticker the clock the time is read from
 * @param cancel stops the engine at once, whatever its time; {@link StopCondition#never()} in a
 *     terminal
 * @param notes receives the engine's remarks, a line each
 * @param threads how many threads an engine may search with (a server that runs one search a core
 *     gives each one)
 */
public record AgentContext(
    long seed,
    Duration time,
    Ticker ticker,
    StopCondition cancel,
    Consumer<String> notes,
    int threads) {

  /** The time a move unless told otherwise: two seconds. */
  public static final Duration DEFAULT_TIME = Duration.ofSeconds(2);

  /** Checks the values. */
  public AgentContext {
    Objects.requireNonNull(time, "time");
    Objects.requireNonNull(ticker, "ticker");
    Objects.requireNonNull(cancel, "cancel");
    Objects.requireNonNull(notes, "notes");
    if (time.isNegative() || time.isZero()) {
      throw new IllegalArgumentException("time " + time + " is not above 0");
    }
    if (threads < 1) {
      throw new IllegalArgumentException(threads + " threads: expected 1 or more");
    }
  }

  /** Returns a context whose engines may use every core of the machine. */
  public AgentContext(
      long seed, Duration time, Ticker ticker, StopCondition cancel, Consumer<String> notes) {
    this(seed, time, ticker, cancel, notes, Runtime.getRuntime().availableProcessors());
  }

  /** Returns a context on the system's clock, never cancelled, its notes dropped. */
  public static AgentContext of(long seed, Duration time) {
    return new AgentContext(seed, time, Ticker.system(), StopCondition.never(), note -> {});
  }

  /** Returns this context with another seed (each seat of a game draws its own). */
  public AgentContext withSeed(long seed) {
    return new AgentContext(seed, time, ticker, cancel, notes, threads);
  }

  /** Returns this context with another time a move. */
  public AgentContext withTime(Duration time) {
    return new AgentContext(seed, time, ticker, cancel, notes, threads);
  }

  /** Returns this context telling its notes to {@code notes}. */
  public AgentContext withNotes(Consumer<String> notes) {
    return new AgentContext(seed, time, ticker, cancel, notes, threads);
  }

  /** Returns this context with engines searching on {@code threads} threads at most. */
  public AgentContext withThreads(int threads) {
    return new AgentContext(seed, time, ticker, cancel, notes, threads);
  }

  /** Returns this context stopped at once also when {@code more} says (Ctrl-C at a terminal). */
  public AgentContext withCancel(StopCondition more) {
    return new AgentContext(seed, time, ticker, cancel.or(more), notes, threads);
  }

  /**
   * Returns the budget of one move: {@link #time} on {@link #ticker}, stopped at once by {@link
   * #cancel}; {@link Budget#start()} starts a move's clock.
   */
  public Budget budget() {
    return Budget.of(time, ticker, cancel);
  }

  /** Returns the deadline of one move, starting now. */
  public Deadline deadline() {
    return Deadline.after(time, ticker);
  }
}
