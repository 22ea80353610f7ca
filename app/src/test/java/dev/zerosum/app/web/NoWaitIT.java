package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Ticker;
import dev.zerosum.registry.GameRegistry;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What needs no search never waits behind one: a request is read and checked in full before it
 * takes a turn of the search slots. With the server's one slot held, and an engine's move waiting
 * for it, a view, a player's own move and malformed requests are answered, and the engine's move is
 * still waiting; once the slot is given back, it is answered too. Nothing here is timed: the
 * answers come while the slot is held, which no search could.
 *
 * <p>It runs in the integration phase: it polls, in real time, for the requests that wait.
 */
@ExtendWith(WebFixture.class)
class NoWaitIT {

  /** A server of one search at once, whose queue takes any request and never gives up on it. */
  private static ServerSettings oneSearch() {
    return new ServerSettings(
        GameRegistry.standard(), Duration.ofSeconds(2), Ticker.system(), 1, Duration.ofHours(1));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "a view|/api/tictactoe/view|{\"position\":\"X........\"}|200",
        "a player's own move|/api/tictactoe/move|{\"position\":\".........\",\"move\":\"5\"}|200",
        "malformed JSON to move|/api/tictactoe/move|{\"position\":|400",
        "malformed JSON to analyze|/api/connect4/analyze|[1,2|400",
        "an unknown field to a tree|/api/nim/tree|{\"position\":\"1,2\",\"colour\":1}|400",
        "an illegal position to analyze|/api/tictactoe/analyze|{\"position\":\"XXXX.....\"}|400",
        "a tree of an unknown format|/api/nim/tree|{\"position\":\"1,2\",\"format\":\"png\"}|400",
        "an engine the board does not offer|/api/mnk/move"
            + "|{\"position\":\"..../..../..../..../....\",\"options\":{\"rows\":5},"
            + "\"agent\":\"minimax\"}|400",
        "a human as the engine|/api/tictactoe/move|{\"position\":\".........\",\"agent\":\"human\"}|400",
        "a move after the end|/api/tictactoe/move|{\"position\":\"XXXOO....\"}|400"
      })
  void whatNeedsNoSearchIsAnsweredWhileTheSlotIsHeld(
      String name, String path, String body, int status, Servers servers) throws Exception {
    try (WebServer server = servers.start(oneSearch())) {
      ApiClient client = new ApiClient(server.uri());
      ExecutorService engineClient = Executors.newSingleThreadExecutor();
      Future<HttpResponse<String>> engine;
      try (SearchSlots.Turn held = server.searchSlots().take()) {
        engine =
            engineClient.submit(
                () -> client.post("/api/tictactoe/move", "{\"position\":\"X........\"}"));
        awaitWaiting(server.searchSlots(), 1);

        HttpResponse<String> answer = client.post(path, body);

        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(status);
        assertThat(engine.isDone())
            .as("the engine's move still waits for the slot held: %s came first", name)
            .isFalse();
        assertThat(server.searchSlots().waiting()).as("it waited for no slot").isEqualTo(1);
      }
      HttpResponse<String> played = engine.get();
      assertThat(played.statusCode()).as(played.body()).isEqualTo(200);
      engineClient.shutdown();
    }
  }

  @Test
  void aSearchWaitsForTheSlotHeld(Servers servers) throws Exception {
    try (WebServer server = servers.start(oneSearch())) {
      ApiClient client = new ApiClient(server.uri());
      ExecutorService analysisClient = Executors.newSingleThreadExecutor();
      Future<HttpResponse<String>> analysis;
      try (SearchSlots.Turn held = server.searchSlots().take()) {
        analysis =
            analysisClient.submit(
                () -> client.post("/api/tictactoe/analyze", "{\"position\":\"X........\"}"));
        awaitWaiting(server.searchSlots(), 1);
        assertThat(analysis.isDone()).as("an analysis is a search: it waits its turn").isFalse();
      }
      assertThat(analysis.get().statusCode()).isEqualTo(200);
      analysisClient.shutdown();
    }
  }

  /** Waits until {@code waiting} requests wait for a turn, failing after half a minute. */
  private static void awaitWaiting(SearchSlots slots, int waiting) throws InterruptedException {
    long giveUp = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (slots.waiting() != waiting) {
      assertThat(System.nanoTime() - giveUp).as("%d requests wait", waiting).isNegative();
      Thread.sleep(10);
    }
  }
}
