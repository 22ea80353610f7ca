package dev.zerosum.app.web;

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

  /** Returns these settings with the engines' time read from {@code ticker}. */
  public ServerSettings withTicker(Ticker ticker) {
    return new ServerSettings(registry, time, ticker, searches, queueWait, giveUp);
  }
}
