package dev.zerosum.app.web;

import dev.zerosum.core.Budget;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.GameRegistry;
import java.time.Duration;
import java.util.Objects;

/**
 * How the server answers: which games, how long a search may run, how many run at once, how long a
 * request may wait for its turn.
 *
 * @param registry the games served
 * @param time the most an engine or an analysis may think for one request
 * @param ticker the clock that time is read from (the system's, or a test's)
 * @param searches the most searches running at once (one per core)
 * @param queueWait the longest a request may expect to wait for its turn: one that cannot gets 503
 *     at once
 * @param giveUp the longest a request waits in any case, should turns last far longer than
 *     expected; then it gets 503
 */
public record ServerSettings(
    GameRegistry registry,
    Duration time,
    Ticker ticker,
    int searches,
    Duration queueWait,
    Duration giveUp) {

  /**
   * The most nodes a trace or a tree a request asks for may hold ({@code maxNodes}; without it, the
   * game's own limit, 2,000 for most). The page's classroom asks for this many, so that the
   * alpha-beta search of the empty tic-tac-toe board (7,865 calls, 3,694 moves pruned) can be
   * stepped through; its JSON is then 1.7 MB (90 KB gzipped, as the server sends it to a browser).
   * Larger trees are no longer something to read, and would only cost the server memory.
   */
  public static final int MAX_TRACE_NODES = 10_000;

  /** Checks the values. */
  public ServerSettings {
    Objects.requireNonNull(registry, "registry");
    Objects.requireNonNull(ticker, "ticker");
    if (time.isNegative() || time.isZero()) {
      throw new IllegalArgumentException("time " + time + " is not above 0");
    }
    if (searches < 1) {
      throw new IllegalArgumentException("searches " + searches + ": expected 1 or more");
    }
  }

  /**
   * Returns the settings of {@code zerosum serve}: every game on the class path, {@code time} a
   * search on the system's clock, one search per core, requests expecting to wait at most twice the
   * time, and giving up after ten times.
   */
  public static ServerSettings standard(Duration time) {
    int cores = Runtime.getRuntime().availableProcessors();
    return new ServerSettings(
        GameRegistry.standard(),
        time,
        Ticker.system(),
        cores,
        time.multipliedBy(2),
        time.multipliedBy(10));
  }

  /** Returns the settings of a server whose engines think for the default two seconds. */
  public static ServerSettings standard() {
    return standard(AgentContext.DEFAULT_TIME);
  }

  /** Returns these settings with requests giving up their wait only after {@code giveUp}. */
  public ServerSettings withGiveUp(Duration giveUp) {
    return new ServerSettings(registry, time, ticker, searches, queueWait, giveUp);
  }

  /**
   * Returns the budget of every search a request starts: {@link #time} on {@link #ticker}, stopped
   * at once when {@code clientGone} says its client left.
   */
  public Budget budget(StopCondition clientGone) {
    return Budget.of(time, ticker, clientGone);
  }

  /** Returns these settings with the engines' time read from {@code ticker}. */
  public ServerSettings withTicker(Ticker ticker) {
    return new ServerSettings(registry, time, ticker, searches, queueWait, giveUp);
  }
}
