package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The soak of {@code bench/soak} as CI runs it: twenty seconds of clients on a server in this
 * process. The time bounds only how long clients start new work; what is checked is every answer:
 * no 5xx, every malformed body refused with a 400, every exact analysis as the idle server gave it,
 * every game played to its end (each client plays one at least, however slow the machine), every
 * intruder refused in JSON (the slow one sends a byte every 100 ms here, every second in the
 * bench).
 *
 * <p>It runs in the integration phase: its clients run for twenty seconds of real time.
 */
@ExtendWith(WebFixture.class)
class SoakIT {
  private static final int CLIENTS = 4;

  @Test
  void everyAnswerUnderLoadIsTheIdleServersAndNoneIsAServerError(Servers servers) throws Exception {
    SoakTally tally = new SoakTally();
    try (WebServer server = servers.start(ServerSettings.standard())) {
      long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
      new SoakDriver(server.uri(), tally, Duration.ofMillis(100))
          .run(CLIENTS, 23, System::nanoTime, end);
    }

    assertThat(tally.wrongAnswers()).isEmpty();
    assertThat(tally.serverErrors()).isZero();
    assertThat(tally.games()).isGreaterThanOrEqualTo(CLIENTS);
    assertThat(tally.requests()).isGreaterThan(tally.games());
    assertThat(tally.endpoints())
        .contains(
            "GET /",
            "GET /api/games",
            "POST /api/load",
            "POST /api/nim/trace",
            "intruder: foreign Host",
            "intruder: foreign Origin",
            "intruder: text/plain body",
            "intruder: a byte at a time",
            "intruder: left mid-body",
            "intruder: left mid-search");
  }
}
