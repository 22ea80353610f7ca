package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class DeadlineTest {
  /** A clock the test moves by hand. */
  private final AtomicLong now = new AtomicLong(1_000);

  private final Ticker manual = now::get;

  @Test
  void passesExactlyWhenItsBudgetHasGoneByOnItsClock() {
    Deadline deadline = Deadline.after(Duration.ofMillis(5), manual);
    assertThat(deadline.passed()).isFalse();
    assertThat(deadline.remaining()).isEqualTo(Duration.ofMillis(5));
    now.addAndGet(Duration.ofMillis(5).toNanos() - 1);
    assertThat(deadline.shouldStop()).as("one nanosecond before").isFalse();
    now.incrementAndGet();
    assertThat(deadline.shouldStop()).as("at the deadline").isTrue();
    assertThat(deadline.remaining()).isZero();
  }

  @Test
  void keepingAReserveMakesAnEarlierDeadlineButNeverOneInThePast() {
    Deadline move = Deadline.after(Duration.ofMillis(100), manual);
    Deadline proof = move.keeping(Duration.ofMillis(25));
    assertThat(proof.remaining()).isEqualTo(Duration.ofMillis(75));
    now.addAndGet(Duration.ofMillis(90).toNanos());
    assertThat(proof.passed()).isTrue();
    assertThat(move.passed()).isFalse();
    assertThat(move.keeping(Duration.ofSeconds(1)).remaining())
        .as("a reserve larger than what is left leaves nothing, not a negative time")
        .isZero();
  }

  @Test
  void neverPassesWhenToldSo() {
    Deadline never = Deadline.never();
    assertThat(never.passed()).isFalse();
    assertThat(never.keeping(Duration.ofDays(1)).passed()).isFalse();
    assertThat(never.remaining()).isGreaterThan(Duration.ofDays(365));
  }

  @Test
  void aCountingTickerMovesOnlyWhenRead() {
    Ticker ticker = Ticker.counting(Duration.ofMillis(1));
    long first = ticker.nanoTime();
    long second = ticker.nanoTime();
    assertThat(second - first).isEqualTo(1_000_000);
    assertThatThrownBy(() -> Ticker.counting(Duration.ofMillis(-1)))
        .hasMessageContaining("negative");
  }

  @Test
  void orStopsWhenEitherConditionDoes() {
    Deadline deadline = Deadline.after(Duration.ofMillis(1), manual);
    boolean[] cancelled = {false};
    StopCondition either = deadline.or(() -> cancelled[0]);
    assertThat(either.shouldStop()).isFalse();
    cancelled[0] = true;
    assertThat(either.shouldStop()).as("cancelled").isTrue();
    cancelled[0] = false;
    now.addAndGet(Duration.ofMillis(1).toNanos());
    assertThat(either.shouldStop()).as("out of time").isTrue();
  }

  @Test
  void aNegativeBudgetIsRefusedWithAMessage() {
    assertThatThrownBy(() -> Deadline.after(Duration.ofSeconds(-1), manual))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("negative");
  }
}
