package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.core.Ticker;
import java.net.http.HttpResponse;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** The API carries Connect Four's board size in its options, as the page sends them. */
@ExtendWith(WebFixture.class)
class Connect4SizesApiTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static WebServer server;
  private static ApiClient client;

  @BeforeAll
  static void start(Servers servers) {
    // A clock that never moves: the analysis ends when it has proven every move, not by time.
    Ticker frozen = () -> 0L;
    server = servers.start(ServerSettings.standard().withTicker(frozen));
    client = new ApiClient(server.uri());
  }

  @Test
  void theGamesListOffersTheSizeOptions() {
    HttpResponse<String> games = client.get("/api/games");
    assertThat(games.body()).contains("\"name\":\"cols\"").contains("\"name\":\"rows\"");
  }

  @Test
  void aMoveOnEightColumnsOfSevenComesBackWithItsBoard() throws Exception {
    HttpResponse<String> answer =
        client.post(
            "/api/connect4/move",
            "{\"position\":\"8\",\"move\":\"8\",\"options\":{\"cols\":8,\"rows\":7}}");
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    JsonNode got = JSON.readTree(answer.body());
    assertThat(got.get("position").asText()).isEqualTo("88");
    assertThat(got.get("board").get("rows").asInt()).isEqualTo(7);
    assertThat(got.get("board").get("columns").asInt()).isEqualTo(8);
  }

  @Test
  void anAnalysisOfASmallBoardIsExact() throws Exception {
    HttpResponse<String> answer =
        client.post(
            "/api/connect4/analyze", "{\"position\":\"\",\"options\":{\"cols\":5,\"rows\":4}}");
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    JsonNode got = JSON.readTree(answer.body());
    assertThat(got.get("outcome").asText()).isEqualTo("draw"); // 5 × 4, published a draw
    assertThat(got.get("exact").asBoolean()).isTrue();
  }
}
