package dev.zerosum.app.registry;

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
 */
public record AgentContext(
    long seed, Duration time, Ticker ticker, StopCondition cancel, Consumer<String> notes) {

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
  }

  /** Returns a context on the system's clock, never cancelled, its notes dropped. */
  public static AgentContext of(long seed, Duration time) {
    return new AgentContext(seed, time, Ticker.system(), StopCondition.never(), note -> {});
  }

  /** Returns this context with another seed (each seat of a game draws its own). */
  public AgentContext withSeed(long seed) {
    return new AgentContext(seed, time, ticker, cancel, notes);
  }

  /** Returns this context with another time a move. */
  public AgentContext withTime(Duration time) {
    return new AgentContext(seed, time, ticker, cancel, notes);
  }

  /** Returns this context telling its notes to {@code notes}. */
  public AgentContext withNotes(Consumer<String> notes) {
    return new AgentContext(seed, time, ticker, cancel, notes);
  }

  /** Returns the deadline of one move, starting now. */
  public Deadline deadline() {
    return Deadline.after(time, ticker);
  }
}
