package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.zerosum.app.picture.SearchTracer;
import dev.zerosum.app.picture.TraceJson;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import java.net.http.HttpResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code POST /api/{game}/trace}: the trace the classroom steps through, and its bounds. */
class TraceApiTest extends StandardServerTest {
  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource({
    "nim, '1,2', MINIMAX, minimax, 200",
    "nim, '1,2', ALPHABETA, alphabeta, 200",
    "tictactoe, X.O.X.O.., ALPHABETA, alpha-beta, 200",
    "nim, '2,3', MCTS, mcts, 25",
  })
  void answersWhatTheCommandLinePrints(
      String game, String position, Kind algorithm, String asked, long simulations) {
    GameModule module = GameRegistry.standard().find(game);
    String expected =
        TraceJson.format(
            SearchTracer.trace(
                module.create(GameOptions.of(module.options(), Map.of())),
                position,
                algorithm,
                module.limits().treeNodes(),
                simulations));
    HttpResponse<String> answer =
        client.post(
            "/api/" + game + "/trace",
            "{\"position\":\""
                + position
                + "\",\"algorithm\":\""
                + asked
                + "\",\"simulations\":"
                + simulations
                + "}");
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    assertThat(answer.body()).as("the JSON of zerosum trace --format json").isEqualTo(expected);
  }

  @Test
  void theNimOneTwoTraceHasTheTwelveCallsOfTheTextbook() throws Exception {
    JsonNode trace =
        JSON.readTree(
            client
                .post("/api/nim/trace", "{\"position\":\"1,2\",\"options\":{\"piles\":\"1,2\"}}")
                .body());
    assertThat(trace.get("algorithm").asText()).as("minimax unless told").isEqualTo("minimax");
    assertThat(trace.get("rows")).hasSize(12);
    assertThat(trace.get("principalVariation").toString()).isEqualTo("[\"B-1\",\"A-1\",\"B-1\"]");
  }

  @Test
  void theEmptyTicTacToeBoardUnderAlphaBetaFitsWhatTheServerTraces() throws Exception {
    HttpResponse<String> refused =
        client.post(
            "/api/tictactoe/trace", "{\"position\":\".........\",\"algorithm\":\"alphabeta\"}");
    assertThat(refused.statusCode()).as("the game's own limit unless asked").isEqualTo(400);
    assertThat(refused.body())
        .isEqualTo(
            "{\"error\":\"the alpha-beta search of ......... visits more than 2,000 nodes, the most"
                + " this server traces; choose a position nearer the end of the game, or another"
                + " search\"}");
    HttpResponse<String> answer =
        client.post(
            "/api/tictactoe/trace",
            "{\"position\":\".........\",\"algorithm\":\"alphabeta\",\"maxNodes\":"
                + ServerSettings.MAX_TRACE_NODES
                + "}");
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    JsonNode trace = JSON.readTree(answer.body());
    assertThat(trace.get("calls").asInt()).isEqualTo(7_865);
    assertThat(trace.get("pruned").asInt()).isEqualTo(3_694);
    assertThat(JSON.readTree(client.get("/api/games").body()).get("traceNodes").asInt())
        .as("the page learns how much it may ask for")
        .isEqualTo(ServerSettings.MAX_TRACE_NODES);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "too many nodes|{\"position\":\"1,2\",\"maxNodes\":10001}"
            + "|field 'maxNodes' is 10001; expected 1 to 10000",
        "no nodes|{\"position\":\"1,2\",\"maxNodes\":0}|field 'maxNodes' is 0; expected 1 to 10000",
        "no simulations|{\"position\":\"1,2\",\"algorithm\":\"mcts\",\"simulations\":0}"
            + "|field 'simulations' is 0; expected 1 to 10000",
        "unknown algorithm|{\"position\":\"1,2\",\"algorithm\":\"dfs\"}|unknown algorithm 'dfs'",
        "no position|{\"algorithm\":\"minimax\"}|field 'position' is missing",
        "a field of /tree|{\"position\":\"1,2\",\"format\":\"svg\"}|unknown field 'format'",
        "a tree too large|{\"position\":\"5,5,5\",\"maxNodes\":100}"
            + "|the minimax search of 5,5,5 visits more than 100 nodes, the most this server traces",
      })
  void aTraceThatCannotBeMadeIsRefusedWithItsReason(String name, String body, String message) {
    HttpResponse<String> answer = client.post("/api/nim/trace", body);
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(400);
    assertThat(answer.body()).contains(message).doesNotContain("--max-nodes");
  }

  @Test
  void aTraceTooLargeIsRefusedInSpanishWhenAskedSo() {
    HttpResponse<String> answer = client.post("/api/nim/trace?lang=es", "{\"position\":\"5,5,5\"}");
    assertThat(answer.statusCode()).isEqualTo(400);
    assertThat(answer.body())
        .contains("visita más de 2.000 nodos, lo más que traza este servidor")
        .doesNotContain("--max-nodes");
  }

  @Test
  void theTreeIsBoundedTheSameWay() {
    HttpResponse<String> answer =
        client.post("/api/nim/tree", "{\"position\":\"1,2\",\"maxNodes\":1000000}");
    assertThat(answer.statusCode()).isEqualTo(400);
    assertThat(answer.body()).contains("field 'maxNodes' is 1000000; expected 1 to 10000");
  }
}
