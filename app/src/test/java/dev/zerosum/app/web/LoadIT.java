package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Value;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import dev.zerosum.games.tictactoe.TicTacToePositions;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * 500 analyze requests from 32 concurrent clients on 127.0.0.1: every answer is checked against the
 * reference minimax and none may be lost. Throughput and latency are measured and written to {@code
 * target/load-figures.txt}, a figure to read, not a bound to assert: the machine is shared.
 *
 * <p>It runs in the integration phase: its clients run for real time on a shared machine.
 */
@ExtendWith(WebFixture.class)
class LoadIT {
  private static final int REQUESTS = 500;
  private static final int CLIENTS = 32;
  private static final java.util.concurrent.atomic.AtomicInteger RETRIES =
      new java.util.concurrent.atomic.AtomicInteger();

  /** What minimax says of a position: the answer every request must give. */
  record Expected(TicTacToePosition position, String outcome, Integer plies, List<String> best) {}

  @Test
  void fiveHundredConcurrentAnalysesAreAllAnsweredCorrectly(Servers servers) throws Exception {
    List<Expected> expected = expectations();
    try (WebServer server = servers.start(ServerSettings.standard())) {
      ApiClient client = new ApiClient(server.uri());
      // Warm up the JIT a little, and let the server learn that these answers take no time,
      // so that it queues a burst of them rather than turning them away.
      for (int i = 0; i < 50; i++) {
        client.post("/api/tictactoe/analyze", "{\"position\":\".........\"}");
      }
      ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
      long[] latencies = new long[REQUESTS];
      List<Future<?>> answers = new ArrayList<>();
      long start = System.nanoTime();
      for (int i = 0; i < REQUESTS; i++) {
        int request = i;
        answers.add(
            clients.submit(
                () -> {
                  Expected want = expected.get(request % expected.size());
                  long sent = System.nanoTime();
                  HttpResponse<String> answer = postPolitely(client, want.position().toString());
                  latencies[request] = System.nanoTime() - sent;
                  check(want, answer);
                  return null;
                }));
      }
      for (Future<?> answer : answers) {
        answer.get(); // rethrows a wrong or lost answer
      }
      long elapsed = System.nanoTime() - start;
      clients.shutdown();
      record(elapsed, latencies);
    }
  }

  /**
   * Posts the analysis of {@code position} as a polite client does: when the server is busy (503),
   * it comes back after the time the server asks for, and counts how often.
   */
  private static HttpResponse<String> postPolitely(ApiClient client, String position)
      throws InterruptedException {
    while (true) {
      HttpResponse<String> answer =
          client.post("/api/tictactoe/analyze", "{\"position\":\"" + position + "\"}");
      if (answer.statusCode() != 503) {
        return answer;
      }
      RETRIES.incrementAndGet();
      long seconds = Long.parseLong(answer.headers().firstValue("Retry-After").orElseThrow());
      Thread.sleep(seconds * 1000);
    }
  }

  private static void check(Expected want, HttpResponse<String> answer) throws IOException {
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    JsonNode json = new ObjectMapper().readTree(answer.body());
    assertThat(json.get("position").asText()).isEqualTo(want.position().toString());
    assertThat(json.get("outcome").asText()).as("%s", want.position()).isEqualTo(want.outcome());
    if (want.plies() == null) {
      assertThat(json.get("plies").isNull()).isTrue();
    } else {
      assertThat(json.get("plies").asInt()).isEqualTo(want.plies());
    }
    List<String> best = new ArrayList<>();
    json.get("best").forEach(m -> best.add(m.asText()));
    assertThat(best).as("%s", want.position()).isEqualTo(want.best());
  }

  private static List<Expected> expectations() {
    TicTacToe game = new TicTacToe();
    MinimaxSearch<TicTacToePosition, TicTacToeMove> minimax = MinimaxSearch.on(game).build();
    List<Expected> expected = new ArrayList<>();
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      if (position.marks() >= 2 && !position.isOver() && expected.size() < 100) {
        Value value = minimax.search(position).value();
        List<String> best =
            MoveValue.best(MoveValue.ofEveryMove(game, minimax, position)).stream()
                .map(TicTacToeMove::toString)
                .toList();
        Integer plies = value.plies().isPresent() ? value.plies().getAsInt() : null;
        expected.add(new Expected(position, value.outcome().word(), plies, best));
      }
    }
    return expected;
  }

  private static void record(long elapsedNanos, long[] latencies) throws IOException {
    long[] sorted = latencies.clone();
    Arrays.sort(sorted);
    double seconds = elapsedNanos / 1e9;
    String figures =
        String.format(
            Locale.ROOT,
            "%d analyze requests from %d clients in %.2f s: %.0f requests/s; latency median %.1f ms,"
                + " 99th percentile %.1f ms, max %.1f ms; %d answered 503 and sent again%n",
            REQUESTS,
            CLIENTS,
            seconds,
            REQUESTS / seconds,
            sorted[REQUESTS / 2] / 1e6,
            sorted[(int) Math.ceil(REQUESTS * 0.99) - 1] / 1e6,
            sorted[REQUESTS - 1] / 1e6,
            RETRIES.get());
    System.out.print(figures);
    Files.createDirectories(Path.of("target"));
    Files.writeString(Path.of("target", "load-figures.txt"), figures);
  }
}
