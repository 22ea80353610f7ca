package dev.zerosum.registry;

import dev.zerosum.core.Budget;
import dev.zerosum.core.StopCondition;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * What an engine is given besides its position: a seed for its random choices, its {@link Budget} a
 * move (a time read from a clock that tests control, and an interrupt: Ctrl-C, a client that left),
 * and where to tell the person what it did when that matters ("no proof within 1.5 s …").
 *
 * <pre>{@code
 * AgentContext context = AgentContext.of(seed, Duration.ofSeconds(2)).withCancel(ctrlC);
 * Agent<S, A> engine = playable.agent(spec, context);  // each move starts context.budget()
 * }</pre>
 *
 * @param seed the seed of the engine's random choices
 * @param budget the budget of each move: timed, since an engine that cannot finish must know when
 *     to play its best so far; its interrupt stops the engine at once, whatever its time
 * @param notes receives the engine's remarks, a line each
 * @param threads how many threads an engine may search with (a server that runs one search a core
 *     gives each one)
 */
public record AgentContext(long seed, Budget budget, Consumer<String> notes, int threads) {

  /** The time a move unless told otherwise: two seconds. */
  public static final Duration DEFAULT_TIME = Duration.ofSeconds(2);

  /** Checks the values. */
  public AgentContext {
    Objects.requireNonNull(budget, "budget");
    Objects.requireNonNull(notes, "notes");
    if (!budget.timed()) {
      throw new IllegalArgumentException(
          "an engine's budget " + budget + " has no time; expected a time a move");
    }
    if (threads < 1) {
      throw new IllegalArgumentException(threads + " threads: expected 1 or more");
    }
  }

  /** Returns a context whose engines may use every core of the machine. */
  public AgentContext(long seed, Budget budget, Consumer<String> notes) {
    this(seed, budget, notes, Runtime.getRuntime().availableProcessors());
  }

  /**
   * Returns a context of {@code time} a move on the system's clock, never cancelled, its notes
   * dropped.
   */
  public static AgentContext of(long seed, Duration time) {
    return new AgentContext(seed, Budget.of(time), note -> {});
  }

  /** Returns this context with another seed (each seat of a game draws its own). */
  public AgentContext withSeed(long seed) {
    return new AgentContext(seed, budget, notes, threads);
  }

  /** Returns this context with another time a move, on the same clock and interrupt. */
  public AgentContext withTime(Duration time) {
    return new AgentContext(seed, budget.withTime(time), notes, threads);
  }

  /** Returns this context telling its notes to {@code notes}. */
  public AgentContext withNotes(Consumer<String> notes) {
    return new AgentContext(seed, budget, notes, threads);
  }

  /** Returns this context with engines searching on {@code threads} threads at most. */
  public AgentContext withThreads(int threads) {
    return new AgentContext(seed, budget, notes, threads);
  }

  /** Returns this context stopped at once also when {@code more} says (Ctrl-C at a terminal). */
  public AgentContext withCancel(StopCondition more) {
    return new AgentContext(seed, budget.or(more), notes, threads);
  }
}
