package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The soak of {@code bench/soak} as CI runs it: twenty seconds of clients on a server in this
 * process. The time bounds only how long clients start new work; what is checked is every answer:
 * no 5xx, every malformed body refused with a 400, every exact analysis as the idle server gave it,
 * every game played to its end (each client plays one at least, however slow the machine).
 */
class SoakTest {
  private static final int CLIENTS = 4;

  @Test
  void everyAnswerUnderLoadIsTheIdleServersAndNoneIsAServerError() throws Exception {
    SoakTally tally = new SoakTally();
    try (WebServer server = WebServer.start("127.0.0.1", 0, ServerSettings.standard())) {
      long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
      new SoakDriver(server.uri(), tally).run(CLIENTS, 23, System::nanoTime, end);
    }

    assertThat(tally.wrongAnswers()).isEmpty();
    assertThat(tally.serverErrors()).isZero();
    assertThat(tally.games()).isGreaterThanOrEqualTo(CLIENTS);
    assertThat(tally.requests()).isGreaterThan(tally.games());
  }
}
