package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.core.Ticker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dernier, the m,n,k-games and gomoku through the API, as their modules describe them: the boards
 * the page draws, moves, and analyses within the server's budget (its clock counts readings, so the
 * answers are the same on any machine).
 */
@ExtendWith(WebFixture.class)
class MoreGamesApiTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static WebServer server;
  private static ApiClient client;

  @BeforeAll
  static void start(Servers servers) {
    server =
        servers.start(
            ServerSettings.standard(Duration.ofMillis(100))
                .withTicker(Ticker.counting(Duration.ofMillis(1))));
    client = new ApiClient(server.uri());
  }

  @Test
  void theGamesListGivesEachItsBoard() throws Exception {
    JsonNode games = JSON.readTree(client.get("/api/games").body()).get("games");
    List<String> boards = new ArrayList<>();
    for (JsonNode game : games) {
      JsonNode board = game.get("start").get("board");
      boards.add(
          game.get("name").asText()
              + " "
              + board.get("kind").asText()
              + (board.has("rows") ? " " + board.get("rows") + "x" + board.get("columns") : "")
              + (board.has("count")
                  ? " " + board.get("count") + " take " + board.get("maxTake")
                  : ""));
    }
    assertThat(boards)
        .contains("dernier row 21 take 3", "mnk grid 4x4", "gomoku grid 15x15", "tree tree");
  }

  @Test
  void aTreeShowsItsNodeAndIsPlayedByItsChildren() throws Exception {
    JsonNode start = null;
    for (JsonNode game : JSON.readTree(client.get("/api/games").body()).get("games")) {
      if (game.get("name").asText().equals("tree")) {
        start = game.get("start");
      }
    }
    assertThat(start).as("the textbook's figure is the start").isNotNull();
    assertThat(start.get("board").get("node").asText()).isEqualTo("A");
    assertThat(start.get("board").get("children").toString())
        .isEqualTo(
            "[{\"move\":\"B\",\"utility\":null,\"children\":3},"
                + "{\"move\":\"C\",\"utility\":null,\"children\":3},"
                + "{\"move\":\"D\",\"utility\":null,\"children\":3}]");
    assertThat(start.get("moves").get(1).get("move").asText()).isEqualTo("C");

    JsonNode mine =
        JSON.readTree(
            client
                .post("/api/tree/move", "{\"position\":\"[[3,12,8],[2,4,6]]\",\"move\":\"2\"}")
                .body());
    assertThat(mine.get("board").get("node").asText()).isEqualTo("/2");
    assertThat(mine.get("board").get("children").get(1).get("utility").asInt()).isEqualTo(4);
    assertThat(mine.get("toMove").asText()).isEqualTo("second");
    JsonNode reply =
        JSON.readTree(
            client
                .post(
                    "/api/tree/move",
                    "{\"position\":\"[[3,12,8],[2,4,6]]/2\",\"agent\":\"perfect\"}")
                .body());
    assertThat(reply.get("move").asText()).as("MIN takes the lowest, 2").isEqualTo("1");
    assertThat(reply.get("status").asText()).isEqualTo("won");
    assertThat(reply.get("winner").asText()).as("a utility of 2 is MAX's").isEqualTo("first");
    assertThat(reply.get("board").get("utility").asInt()).isEqualTo(2);
    assertThat(reply.get("position").asText()).isEqualTo("[[3,12,8],[2,4,6]]/2/1");
  }

  @Test
  void dernierAnswersWithTheRuleAtOnce() throws Exception {
    JsonNode move =
        JSON.readTree(
            client
                .post(
                    "/api/dernier/move",
                    "{\"options\":{\"matches\":10,\"take\":3},\"position\":\"10\",\"agent\":\"perfect\"}")
                .body());
    assertThat(move.get("move").asText()).as("10 - 1 = 9 = 2 x 4 + 1").isEqualTo("1");
    assertThat(move.get("board").get("count").asInt()).isEqualTo(9);
    assertThat(move.get("at").get("take").asInt()).isEqualTo(1);
  }

  @Test
  void anMnkAnalysisIsExactOrMarkedWithinTheBudget() throws Exception {
    JsonNode small =
        JSON.readTree(
            client.post("/api/mnk/analyze", "{\"position\":\"X.../..../..../....\"}").body());
    assertThat(small.get("outcome").asText())
        .as("4,4,4 is a draw: 100 readings are plenty")
        .isEqualTo("draw");
    assertThat(small.get("exact").asBoolean()).isTrue();
    JsonNode large =
        JSON.readTree(
            client
                .post(
                    "/api/mnk/analyze",
                    "{\"options\":{\"rows\":7,\"cols\":7,\"k\":5},\"position\":\""
                        + emptyRows(7, 7)
                        + "\"}")
                .body());
    assertThat(large.get("exact").asBoolean())
        .as("7,7,5 cannot be proven in 100 readings")
        .isFalse();
    assertThat(large.get("moves")).hasSize(49);
  }

  @Test
  void gomokuPlaysAndAnalysesItsFifteenByFifteen() throws Exception {
    String opened =
        emptyRows(15, 15).substring(0, 16 * 7)
            + ".......X......."
            + emptyRows(15, 15).substring(16 * 8 - 1);
    JsonNode move =
        JSON.readTree(
            client
                .post(
                    "/api/gomoku/move", "{\"position\":\"" + opened + "\",\"agent\":\"strongest\"}")
                .body());
    assertThat(move.get("notes").get(0).asText()).startsWith("15 × 15 is too large to solve: ");
    assertThat(move.get("move").asText()).as("a point").matches("[a-o]([1-9]|1[0-5])");
    JsonNode analysis =
        JSON.readTree(
            client.post("/api/gomoku/analyze", "{\"position\":\"" + opened + "\"}").body());
    assertThat(analysis.get("moves")).hasSize(224);
    assertThat(analysis.get("exact").asBoolean()).isFalse();
  }

  private static String emptyRows(int rows, int columns) {
    return String.join("/", java.util.Collections.nCopies(rows, ".".repeat(columns)));
  }

  /**
   * The engines' notes are texts for people: in the language of the request, numbers and all, on a
   * clock of the test's own (1 ms a reading, 100 ms a move).
   */
  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "gomoku | | 15 × 15 is too large to solve: h8 from a ",
        "gomoku | ?lang=es | 15 × 15 es demasiado grande para resolverlo: h8 según una búsqueda a ",
        "mnk | | solved: a draw with perfect play",
        "mnk | ?lang=es | resuelto: tablas con juego perfecto",
      })
  void theNotesSpeakTheLanguageOfTheRequest(String game, String query, String note)
      throws Exception {
    String position = game.equals("gomoku") ? emptyRows(15, 15) : emptyRows(4, 4);
    JsonNode move =
        JSON.readTree(
            client
                .post(
                    "/api/" + game + "/move" + (query == null ? "" : query),
                    "{\"position\":\""
                        + position
                        + "\",\"agent\":\""
                        + (game.equals("gomoku") ? "strongest" : "perfect")
                        + "\"}")
                .body());
    assertThat(move.get("notes")).as("%s", move).hasSize(1);
    assertThat(move.get("notes").get(0).asText()).startsWith(note);
  }
}
