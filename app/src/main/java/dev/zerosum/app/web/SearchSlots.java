package dev.zerosum.app.web;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Bounds the searches the server runs: at most {@code searches} at once; more wait in a queue, but
 * only as many as can expect their turn within {@code giveUp}. A request beyond that is turned away
 * at once ({@link Busy}): the server answers 503 with a {@code Retry-After}, rather than letting
 * work pile up beyond what its cores can do. A wait the request would sit out anyway is not
 * refused: a player is better served by an answer a few seconds late, under load, than by an error
 * (32 clients asking without pause on 2 cores wait about 4 s, and none is turned away).
 *
 * <p>How long a turn lasts is learnt as the server runs (a moving average of the last turns,
 * starting from the longest a search may take), so that a queue of instant answers (the tic-tac-toe
 * table) may be long while a queue of two-second proofs stays short. A request that waits past
 * {@code wait} anyway gets 503 then.
 */
final class SearchSlots {
  /** The most requests that ever wait, per search that may run, whatever the turns last. */
  static final int MOST_WAITING_PER_SEARCH = 32;

  private final int searches;
  private final Semaphore running;
  private final long giveUpNanos; // what a request waits at most
  private final AtomicInteger waiting = new AtomicInteger();
  private final AtomicInteger busy = new AtomicInteger();
  private final AtomicInteger mostBusy = new AtomicInteger();
  private final AtomicInteger turnedAwayLate = new AtomicInteger();
  private final AtomicLong turnNanos; // the moving average of how long a turn lasts

  /**
   * Makes the slots of {@code searches} searches at once, each thought to last {@code longest}
   * until the server has seen some, and a queue whose requests wait {@code giveUp} at most.
   */
  SearchSlots(int searches, Duration longest, Duration giveUp) {
    this.searches = searches;
    this.running = new Semaphore(searches, true);
    this.giveUpNanos = giveUp.toNanos();
    this.turnNanos = new AtomicLong(Math.max(1, longest.toNanos()));
  }

  /** A turn to search, given back when closed. */
  interface Turn extends AutoCloseable {
    @Override
    void close();
  }

  /**
   * Returns a turn to search, waiting for one if the queue can expect it in time.
   *
   * @throws Busy if it cannot, or if the wait runs out
   */
  Turn take() {
    if (!running.tryAcquire()) {
      int ahead = waiting.incrementAndGet();
      try {
        // Each turn that ends frees a slot: the ahead-th waiting request starts after about
        // ahead / searches turns.
        long expected = (long) Math.ceil((double) ahead / searches) * turnNanos.get();
        if (expected > giveUpNanos || ahead > MOST_WAITING_PER_SEARCH * searches) {
          throw new Busy();
        }
        if (!running.tryAcquire(giveUpNanos, TimeUnit.NANOSECONDS)) {
          turnedAwayLate.incrementAndGet();
          throw new Busy();
        }
      } catch (InterruptedException stopping) {
        Thread.currentThread().interrupt();
        throw new Busy();
      } finally {
        waiting.decrementAndGet();
      }
    }
    int now = busy.incrementAndGet();
    mostBusy.accumulateAndGet(now, Math::max);
    long start = System.nanoTime();
    return () -> {
      long lasted = System.nanoTime() - start;
      // A moving average over about the last eight turns.
      turnNanos.accumulateAndGet(
          lasted, (average, last) -> Math.max(1, average + (last - average) / 8));
      busy.decrementAndGet();
      running.release();
    };
  }

  /** Returns how many searches are running now. */
  int running() {
    return busy.get();
  }

  /** Returns how many requests wait for a turn now. */
  int waiting() {
    return waiting.get();
  }

  /** Returns the most searches that ever ran at once. */
  int mostRunning() {
    return mostBusy.get();
  }

  /** Returns how many requests waited their whole wait and were turned away then. */
  int turnedAwayLate() {
    return turnedAwayLate.get();
  }

  /** The server has no turn to give: the client should come back later. */
  static final class Busy extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Busy() {
      super("the server is busy with other searches; try again in a moment", null, false, false);
    }
  }
}
