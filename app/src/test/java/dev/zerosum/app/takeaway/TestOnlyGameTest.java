package dev.zerosum.app.takeaway;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.app.Main;
import dev.zerosum.app.web.WebFixture;
import dev.zerosum.app.web.WebServer;
import dev.zerosum.registry.GameRegistry;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * A game only the tests know, found by {@link java.util.ServiceLoader} in the test resources,
 * played through the command line and the API with no change to either: the registry is the one
 * place games meet the front ends. (The page plays it in {@code PageTest}.)
 */
class TestOnlyGameTest {

  private static String[] run(String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code =
        Main.run(
            args,
            new dev.zerosum.app.Console(
                new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8),
                false));
    return new String[] {
      Integer.toString(code),
      out.toString(StandardCharsets.UTF_8),
      err.toString(StandardCharsets.UTF_8)
    };
  }

  @Test
  void theRegistryFindsIt() {
    assertThat(GameRegistry.standard().names()).endsWith("takeaway");
    assertThat(run("", "--help")[1])
        .contains("takeaway: take 1 to 3 from a pile; whoever takes the last one wins");
    assertThat(run("", "play", "--help")[1])
        .as("its option is on every command that takes a game")
        .contains("--pile=N")
        .contains("takeaway: objects at the start");
  }

  @Test
  void theCommandLinePlaysAndAnalysesIt() {
    String[] game = run("3\n5\n2\nn\n", "play", "takeaway", "--pile", "9", "--plain");
    assertThat(game[0]).as(game[2]).isEqualTo("0");
    assertThat(game[1])
        .contains("9 left: |||||||||")
        .as("9 - 3 = 6; perfect leaves a multiple of 4: it takes 2")
        .contains("second (perfect) plays 2")
        .contains("cannot take 5 of 4; take 1 to 3")
        .contains("Game 1: second (perfect) wins.");
    String[] analysis = run("", "analyze", "takeaway", "10");
    assertThat(analysis[1])
        .startsWith("10: first to move, win in 5\n")
        .contains("2  win in 5\n")
        .contains("best: 2\n");
    String[] trace = run("", "trace", "takeaway", "3", "--algorithm", "alphabeta");
    assertThat(trace[0]).as(trace[2]).isEqualTo("0");
    assertThat(trace[1]).contains("Alpha-beta on takeaway 3");
    String[] tree = run("", "tree", "takeaway", "4", "--format", "json");
    assertThat(tree[0]).as(tree[2]).isEqualTo("0");
  }

  @Test
  @ExtendWith(WebFixture.class) // the run's standard server, which finds every game on the path
  void theApiServesItWithItsBoard(WebServer server) throws Exception {
    HttpClient http = HttpClient.newHttpClient();
    URI base = server.uri();
    String games =
        http.send(
                HttpRequest.newBuilder(base.resolve("/api/games")).build(),
                HttpResponse.BodyHandlers.ofString())
            .body();
    assertThat(games)
        .contains("\"name\":\"takeaway\"")
        .contains("\"board\":{\"kind\":\"row\",\"count\":10,\"maxTake\":3}");
    HttpResponse<String> move =
        http.send(
            HttpRequest.newBuilder(base.resolve("/api/takeaway/move"))
                .header("Content-Type", "application/json") // the server takes JSON only
                .POST(
                    HttpRequest.BodyPublishers.ofString(
                        "{\"options\":{\"pile\":7},\"position\":\"7\",\"agent\":\"perfect\"}"))
                .build(),
            HttpResponse.BodyHandlers.ofString());
    JsonNode answer = new ObjectMapper().readTree(move.body());
    assertThat(answer.get("move").asText()).as(move.body()).isEqualTo("3");
    assertThat(answer.get("position").asText()).isEqualTo("4");
    assertThat(answer.get("board").get("count").asInt()).isEqualTo(4);
  }
}
