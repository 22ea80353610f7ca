package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.core.Ticker;
import java.io.IOException;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.Socket;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.IntSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Every request is bounded, and nothing runs for a client that left. The engines' budget is counted
 * in work (the clock moves 1 ms each time a search reads it, every 4,096 nodes), so what is proven,
 * what is estimated and who is turned away follow from the requests, not from the machine's speed;
 * what is measured in time is written to {@code target/bounded-figures.txt}.
 *
 * <p>It runs in the integration phase: it waits a second of real time to see that nothing burns the
 * processor after the last answer, and polls for the search to stop.
 */
@ExtendWith(WebFixture.class)
class BoundedSearchIT {
  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * A position past the opening book, none of whose moves is in it (X to move after 3, 3, 2, 1, 3,
   * 5, 1, 7; X wins): the solver proves its value in 3.1 million nodes, the cheapest winning move
   * in 1.1 million (it took 25 million before the tree shrank): several times a budget of 50
   * readings of the clock (205,000 nodes), and no move decided within the estimate's 8 plies.
   */
  private static final String HARD = "{\"position\":\"33213517\"}";

  /**
   * Returns the settings of a server whose searches have {@code time} counted in work; a request
   * admitted to the queue never gives up its wait, however slow the machine.
   */
  private static ServerSettings settings(Duration time) {
    return ServerSettings.standard(time)
        .withTicker(Ticker.counting(Duration.ofMillis(1)))
        .withGiveUp(Duration.ofMinutes(30));
  }

  @Test
  void twentyAnalysesOfTheEmptyBoardAreAnsweredOrTurnedAwayAndThenNothingRuns(Servers servers)
      throws Exception {
    ServerSettings settings = settings(Duration.ofMillis(50));
    List<String> figures = new ArrayList<>();
    try (WebServer server = servers.start(settings)) {
      ApiClient client = new ApiClient(server.uri());
      ExecutorService clients = Executors.newFixedThreadPool(20);
      List<Future<HttpResponse<String>>> answers = new ArrayList<>();
      List<long[]> times = new ArrayList<>();
      for (int i = 0; i < 20; i++) {
        long[] time = new long[2];
        times.add(time);
        answers.add(
            clients.submit(
                () -> {
                  time[0] = System.nanoTime();
                  HttpResponse<String> answer = client.post("/api/connect4/analyze", HARD);
                  time[1] = System.nanoTime();
                  return answer;
                }));
      }
      int answered = 0;
      int busy = 0;
      for (int i = 0; i < answers.size(); i++) {
        HttpResponse<String> answer = answers.get(i).get();
        long millis = (times.get(i)[1] - times.get(i)[0]) / 1_000_000;
        if (answer.statusCode() == 503) {
          busy++;
          assertThat(answer.headers().firstValue("Retry-After")).as("503 says when").isPresent();
          assertThat(answer.body()).startsWith("{\"error\":\"the server is busy");
          figures.add("503 after " + millis + " ms");
          continue;
        }
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        answered++;
        figures.add("answered after " + millis + " ms");
        JsonNode analysis = JSON.readTree(answer.body());
        assertThat(analysis.get("moves")).as("every move of the position").hasSize(7);
        for (JsonNode move : analysis.get("moves")) {
          assertThat(move.has("exact")).isTrue();
          if (!move.get("exact").asBoolean()) {
            assertThat(move.get("outcome").asText())
                .as("a move not proven within the budget is an estimate, not a false proof")
                .isIn("unknown", "win", "loss", "draw");
          }
        }
        assertThat(analysis.get("exact").asBoolean())
            .as("the position is never proven in 50 readings of the clock")
            .isFalse();
      }
      clients.shutdown();
      assertThat(answered).as("some are answered").isPositive();
      assertThat(answered + busy).isEqualTo(20);
      assertThat(server.mostSearchesRunning())
          .as("never more searches at once than cores")
          .isLessThanOrEqualTo(settings.searches());
      assertThat(server.requestsTurnedAwayLate())
          .as("a 503 comes at once: no request waited past its wait and was turned away then")
          .isZero();
      assertThat(server.searchesRunning()).as("the last answer is out: nothing runs").isZero();

      // The threads' time, not the process's: the compiler and the collector, still busy with
      // what earlier tests in this JVM ran, are no search of this server.
      long before = threadsCpuTime();
      Thread.sleep(1000);
      long used = threadsCpuTime() - before;
      figures.add(
          String.format(
              Locale.ROOT,
              "%d answered, %d turned away; CPU in the second after the last answer: %.0f ms",
              answered,
              busy,
              used / 1e6));
      assertThat(used)
          .as("a search still running would burn a whole core in that second")
          .isLessThan(Duration.ofMillis(500).toNanos());
    }
    write(figures);
  }

  @Test
  void aClientThatLeavesStopsItsSearch(Servers servers) throws Exception {
    // Ten minutes of budget: this search only ends because its client goes.
    try (WebServer server = servers.start(settings(Duration.ofMinutes(10)))) {
      try (Socket socket = new Socket("127.0.0.1", server.port())) {
        OutputStream out = socket.getOutputStream();
        String request =
            "POST /api/connect4/analyze HTTP/1.1\r\nHost: 127.0.0.1:"
                + server.port()
                + "\r\n"
                + "Content-Type: application/json\r\nContent-Length: "
                + HARD.length()
                + "\r\n\r\n"
                + HARD;
        out.write(request.getBytes(StandardCharsets.US_ASCII));
        out.flush();
        awaitValue(server::searchesRunning, 1, "the search starts");
      }
      awaitValue(server::searchesRunning, 0, "the search stops once its client has gone");
    }
  }

  /** Waits until {@code value} gives {@code expected}, failing after half a minute. */
  private static void awaitValue(IntSupplier value, int expected, String what)
      throws InterruptedException {
    long giveUp = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (value.getAsInt() != expected) {
      assertThat(System.nanoTime() - giveUp).as(what).isNegative();
      Thread.sleep(20);
    }
  }

  private static void write(List<String> figures) throws IOException {
    Files.createDirectories(Path.of("target"));
    Files.write(Path.of("target", "bounded-figures.txt"), figures);
  }

  /** Returns the processor time of every live Java thread, in nanoseconds. */
  private static long threadsCpuTime() {
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    return Arrays.stream(threads.getAllThreadIds())
        .map(threads::getThreadCpuTime)
        .filter(time -> time > 0)
        .sum();
  }
}
