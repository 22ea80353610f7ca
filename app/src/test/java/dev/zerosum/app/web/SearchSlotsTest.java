package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Who waits for a turn and who is turned away at once: a request that can expect its turn within
 * the longest wait waits for it, one that cannot is refused without waiting. Nothing here is timed:
 * the turns' expected length is the one the slots start from, since no turn has ended yet.
 */
class SearchSlotsTest {

  @Test
  void aRequestThatCanExpectItsTurnWithinTheLongestWaitWaitsForIt() throws Exception {
    SearchSlots slots = new SearchSlots(1, Duration.ofSeconds(2), Duration.ofSeconds(20));
    SearchSlots.Turn held = slots.take();
    CompletableFuture<SearchSlots.Turn> waiting = CompletableFuture.supplyAsync(slots::take);
    while (slots.waiting() == 0 && !waiting.isDone()) {
      Thread.onSpinWait();
    }
    assertThat(waiting).as("it waits: one turn of 2 s ahead, within 20 s").isNotDone();
    held.close();
    waiting.get(1, TimeUnit.MINUTES).close();
    assertThat(slots.running()).isZero();
    assertThat(slots.turnedAwayLate()).isZero();
  }

  @Test
  void aRequestThatCannotExpectItsTurnWithinTheLongestWaitIsTurnedAwayAtOnce() {
    SearchSlots slots = new SearchSlots(1, Duration.ofSeconds(30), Duration.ofSeconds(20));
    try (SearchSlots.Turn held = slots.take()) {
      assertThatThrownBy(slots::take)
          .as("one turn of 30 s ahead, beyond the 20 s it would wait")
          .isInstanceOf(SearchSlots.Busy.class);
      assertThat(slots.turnedAwayLate()).as("refused at once, not after waiting").isZero();
      assertThat(slots.waiting()).isZero();
    }
  }
}
