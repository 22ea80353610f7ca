package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.core.Ticker;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The JSON API over HTTP, in-process: every answer, and every error the issue lists. */
class GameApiTest extends StandardServerTest {
  @Test
  void listsTheGamesTheirOptionsAndTheAgents() {
    HttpResponse<String> games = client.get("/api/games");
    assertThat(games.statusCode()).isEqualTo(200);
    assertThat(games.headers().firstValue("Content-Type"))
        .hasValueSatisfying(t -> assertThat(t).startsWith("application/json"));
    assertThat(games.body())
        .contains("\"name\":\"tictactoe\"")
        .contains("\"name\":\"nim\"")
        .contains("\"name\":\"connect4\"")
        .contains("\"name\":\"piles\",\"type\":\"integers\"")
        .contains("\"default\":[1,3,5,7]")
        .contains(
            "\"agents\":[\"perfect\",\"alphabeta\",\"minimax\",\"depth:N\",\"mcts\",\"heuristic\",\"random\"]")
        .contains("\"board\":{\"kind\":\"grid\",\"rows\":6,\"columns\":7,\"gravity\":true");
  }

  @ParameterizedTest(name = "{0} in {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "tictactoe|en|easy,medium,perfect|random,heuristic,perfect|Easy|plays at random: good for"
            + " learning the rules|alphabeta|alpha-beta",
        "tictactoe|es|easy,medium,perfect|random,heuristic,perfect|Fácil|juega al azar: ideal para"
            + " aprender las reglas|alphabeta|alfa-beta",
        "connect4|en|easy,medium,hard,strongest|random,heuristic,depth:6,perfect|Easy|plays at"
            + " random: good for learning the rules|depth:N|alpha-beta to depth N",
        "connect4|es|easy,medium,hard,strongest|random,heuristic,depth:6,perfect|Fácil|juega al"
            + " azar: ideal para aprender las reglas|depth:6|alfa-beta a profundidad 6",
        "nim|es|easy,medium,hard,perfect|random,heuristic,depth:6,perfect|Fácil|juega al azar:"
            + " ideal para aprender las reglas|random|al azar"
      })
  void everyGameOffersItsLevelsAndNamesItsEnginesInTheRequestsLanguage(
      String game,
      String lang,
      String levels,
      String agents,
      String title,
      String description,
      String agent,
      String agentTitle)
      throws Exception {
    JsonNode listed = null;
    for (JsonNode each : JSON.readTree(client.get("/api/games?lang=" + lang).body()).get("games")) {
      listed = each.get("name").asText().equals(game) ? each : listed;
    }
    JsonNode viewed =
        JSON.readTree(client.post("/api/" + game + "/view?lang=" + lang, "{}").body());
    for (JsonNode answer : List.of(listed, viewed)) {
      List<String> names = new ArrayList<>();
      List<String> engines = new ArrayList<>();
      answer.get("levels").forEach(level -> names.add(level.get("name").asText()));
      answer.get("levels").forEach(level -> engines.add(level.get("agent").asText()));
      assertThat(names).containsExactly(levels.split(","));
      assertThat(engines).containsExactly(agents.split(","));
      assertThat(answer.at("/levels/0/title").asText()).isEqualTo(title);
      assertThat(answer.at("/levels/0/description").asText()).isEqualTo(description);
      assertThat(answer.get("agentTitles").get(agent).asText()).isEqualTo(agentTitle);
      for (JsonNode raw : answer.get("agents")) {
        assertThat(answer.get("agentTitles").has(raw.asText()))
            .as("a name for every engine: " + raw)
            .isTrue();
      }
    }
  }

  @Test
  void analyzeAnswersTheCommandLinesObjectWithTheMovesInWordsAndTheBestOnes() {
    HttpResponse<String> answer =
        client.post("/api/tictactoe/analyze", "{\"position\":\"XO.X.....\"}");
    assertThat(answer.statusCode()).isEqualTo(200);
    assertThat(answer.body())
        .isEqualTo(
            "{\"game\":\"tictactoe\",\"position\":\"XO.X.....\",\"toMove\":\"O\",\"status\":\"playing\","
                + "\"winner\":null,\"outcome\":\"loss\",\"plies\":4,\"exact\":true,"
                + "\"moves\":["
                + MOVE_3
                + ","
                + MOVE_5
                + ","
                + MOVE_6
                + ","
                + MOVE_7
                + ","
                + MOVE_8
                + ","
                + MOVE_9
                + "],"
                + "\"best\":[\"7\"],"
                + "\"bestMoves\":["
                + MOVE_7
                + ","
                + MOVE_3
                + ","
                + MOVE_5
                + ","
                + MOVE_6
                + ","
                + MOVE_8
                + "]}");
  }

  private static final String MOVE_3 = move("3", "O in row 1, column 3", 2);
  private static final String MOVE_5 = move("5", "O in row 2, column 2", 2);
  private static final String MOVE_6 = move("6", "O in row 2, column 3", 2);
  private static final String MOVE_7 = move("7", "O in row 3, column 1", 4);
  private static final String MOVE_8 = move("8", "O in row 3, column 2", 2);
  private static final String MOVE_9 = move("9", "O in row 3, column 3", 2);

  private static String move(String move, String text, int plies) {
    return "{\"move\":\""
        + move
        + "\",\"text\":\""
        + text
        + "\",\"outcome\":\"loss\",\"plies\":"
        + plies
        + ",\"exact\":true}";
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "the engine blocks|tictactoe|{\"position\":\"XO.X.....\",\"agent\":\"perfect\",\"seed\":1}"
            + "|{\"move\":\"7\",\"position\":\"XO.X..O..\",\"toMove\":\"X\",\"status\":\"playing\",\"winner\":null}",
        "a person's move|tictactoe|{\"position\":\".........\",\"move\":\"5\"}"
            + "|{\"move\":\"5\",\"position\":\"....X....\",\"toMove\":\"O\",\"status\":\"playing\",\"winner\":null}",
        "a move typed x y|tictactoe|{\"position\":\".........\",\"move\":\"2 0\"}"
            + "|{\"move\":\"3\",\"position\":\"..X......\",\"toMove\":\"O\",\"status\":\"playing\",\"winner\":null}",
        "the engine wins|tictactoe|{\"position\":\"XX.OO....\"}"
            + "|{\"move\":\"3\",\"position\":\"XXXOO....\",\"toMove\":\"O\",\"status\":\"won\",\"winner\":\"X\"}",
        "the last cell draws|tictactoe|{\"position\":\"XOXXOOOX.\",\"move\":\"9\"}"
            + "|{\"move\":\"9\",\"position\":\"XOXXOOOXX\",\"toMove\":\"O\",\"status\":\"drawn\",\"winner\":null}",
        "nim, second to move|nim|{\"position\":\"1,2\",\"toMove\":\"second\"}"
            + "|{\"move\":\"B-1\",\"position\":\"1,1\",\"toMove\":\"first\",\"status\":\"playing\",\"winner\":null}",
        "nim, the last object|nim|{\"position\":\"0,3\",\"toMove\":\"first\"}"
            + "|{\"move\":\"B-3\",\"position\":\"0,0\",\"toMove\":\"second\",\"status\":\"won\",\"winner\":\"first\"}",
        "nim misère|nim|{\"position\":\"0,3\",\"options\":{\"misere\":true}}"
            + "|{\"move\":\"B-2\",\"position\":\"0,1\",\"toMove\":\"second\",\"status\":\"playing\",\"winner\":null}"
      })
  void movePlaysAndSaysWhatFollows(String name, String game, String request, String expected)
      throws Exception {
    HttpResponse<String> answer = client.post("/api/" + game + "/move", request);
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    JsonNode got = JSON.readTree(answer.body());
    JsonNode want = JSON.readTree(expected);
    for (String field : List.of("move", "position", "toMove", "status", "winner")) {
      assertThat(got.get(field)).as("%s: %s", name, field).isEqualTo(want.get(field));
    }
    assertThat(got.get("board").get("kind").asText())
        .as("the board of the new position comes along")
        .isEqualTo(game.equals("nim") ? "piles" : "grid");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "malformed JSON|/api/tictactoe/analyze|{\"position\":|400|malformed JSON at line 1",
        "not an object|/api/tictactoe/analyze|[1,2]|400|expected a JSON object, found array",
        "no body|/api/tictactoe/analyze|``|400|the request has no body; expected a JSON object",
        "missing position|/api/tictactoe/analyze|{}|400|field 'position' is missing",
        "position not text|/api/tictactoe/analyze|{\"position\":5}|400|field 'position' should be text",
        "unknown field|/api/tictactoe/analyze|{\"position\":\".........\",\"colour\":1}|400|unknown field 'colour'",
        "unknown game|/api/chess/analyze|{\"position\":\"e4\"}|400|unknown game 'chess'; expected tictactoe, nim, ",
        "unknown option|/api/nim/analyze|{\"position\":\"1,2\",\"options\":{\"colour\":true}}|400|--colour is not an option of this game; expected Piles, Misère play",
        "bad option|/api/nim/analyze|{\"position\":\"1,2\",\"options\":{\"misere\":3}}|400|Misère play should be true or false",
        "unknown agent|/api/tictactoe/move|{\"position\":\".........\",\"agent\":\"genius\"}|400|unknown player 'genius'",
        "agent not offered|/api/connect4/move|{\"position\":\"\",\"agent\":\"minimax\"}|400|minimax is not a player of Connect Four",
        "a human agent|/api/tictactoe/move|{\"position\":\".........\",\"agent\":\"human\"}|400|a human is no engine",
        "illegal position|/api/tictactoe/analyze|{\"position\":\"XXXX.O...\"}|400|too many X: 4 X and 1 O",
        "bad character|/api/tictactoe/move|{\"position\":\"XO.Z.....\"}|400|bad character 'Z' for cell 4",
        "illegal move|/api/tictactoe/move|{\"position\":\"....X....\",\"move\":\"5\"}|400|cell 5 is already taken by X",
        "not a move|/api/tictactoe/move|{\"position\":\".........\",\"move\":\"abc\"}|400|'abc' is not a move",
        "game over|/api/tictactoe/move|{\"position\":\"XXXOO....\"}|400|the game is over in XXXOO....",
        "wrong player|/api/tictactoe/move|{\"position\":\".........\",\"toMove\":\"O\"}|400|X is to move in .........",
        "nim pile|/api/nim/move|{\"position\":\"1,2\",\"move\":\"C-1\"}|400|pile C does not exist",
        "nim sizes|/api/nim/analyze|{\"position\":\"1,-2\"}|400|-2",
        "seed not a number|/api/nim/move|{\"position\":\"1,2\",\"seed\":\"x\"}|400|field 'seed' should be a whole number",
        "unknown path|/api/nothing|{}|404|no such path: /api/nothing",
        "unknown page|/nothing.html|{}|404|no such path: /nothing.html"
      })
  void everyErrorIsJsonWithItsReasonAndNoStackTrace(
      String name, String path, String body, int status, String message) {
    HttpResponse<String> answer = client.post(path, body == null ? "" : body);
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(status);
    assertThat(answer.body()).startsWith("{\"error\":\"").contains(message);
    assertNoStackTrace(answer);
  }

  @Test
  void aWrongMethodIs405() {
    HttpResponse<String> answer = client.get("/api/tictactoe/move");
    assertThat(answer.statusCode()).isEqualTo(405);
    assertThat(answer.body())
        .isEqualTo("{\"error\":\"GET is not allowed on /api/tictactoe/move\"}");
    assertThat(
            client
                .send(HttpRequest.newBuilder(server.uri().resolve("/api/games")).DELETE())
                .statusCode())
        .isEqualTo(405);
  }

  @Test
  void aBodyPast16KiBIs413() {
    String big = "{\"position\":\"" + ".".repeat(17 * 1024) + "\"}";
    HttpResponse<String> answer = client.post("/api/tictactoe/analyze", big);
    assertThat(answer.statusCode()).isEqualTo(413);
    assertThat(answer.body()).contains("larger than 16 KiB");
    assertNoStackTrace(answer);
    String fits = "{\"position\":\"" + ".........\",\"toMove\":\"X" + "\"}";
    assertThat(client.post("/api/tictactoe/analyze", fits).statusCode()).isEqualTo(200);
  }

  @Test
  void theSaveFileIsTheCommandLinesAndLoadingChecksItTheSameWay() {
    HttpResponse<String> saved =
        client.post(
            "/api/save",
            "{\"game\":\"tictactoe\",\"first\":\"human\",\"second\":\"perfect\",\"moves\":[\"5\",\"1\"]}");
    assertThat(saved.statusCode()).as(saved.body()).isEqualTo(200);
    assertThat(saved.body())
        .contains("\"format\" : \"zerosum-save\"")
        .contains("\"moves\" : [ \"5\", \"1\" ]");

    HttpResponse<String> loaded = client.post("/api/load?name=game.json", saved.body());
    assertThat(loaded.statusCode()).isEqualTo(200);
    assertThat(loaded.body())
        .contains("\"positions\":[\".........\",\"....X....\",\"O...X....\"]")
        .contains("\"toMoves\":[\"X\",\"O\",\"X\"]");

    String broken = saved.body().replace("\"1\" ]", "\"5\" ]");
    HttpResponse<String> refused = client.post("/api/load?name=broken.json", broken);
    assertThat(refused.statusCode()).isEqualTo(400);
    assertThat(refused.body())
        .isEqualTo("{\"error\":\"broken.json: move 2 ('5'): cell 5 is already taken by X\"}");
    HttpResponse<String> notJson = client.post("/api/load?name=notes.txt", "hello");
    assertThat(notJson.body()).contains("notes.txt: not a zerosum save: the JSON is broken");
  }

  @Test
  void theTreeOfASmallPositionComesAsSvgOrJson() throws Exception {
    HttpResponse<String> svg =
        client.post("/api/nim/tree", "{\"position\":\"1,2\",\"algorithm\":\"minimax\"}");
    assertThat(svg.statusCode()).as(svg.body()).isEqualTo(200);
    assertThat(svg.body()).startsWith("{\"svg\":\"<svg");
    HttpResponse<String> json =
        client.post(
            "/api/nim/tree",
            "{\"position\":\"1,2\",\"algorithm\":\"minimax\",\"format\":\"json\"}");
    JsonNode nodes = new ObjectMapper().readTree(json.body()).get("nodes");
    assertThat(nodes).as("Nim(1,2): the 12 nodes of the textbook figure").hasSize(12);
    HttpResponse<String> pruned =
        client.post(
            "/api/tictactoe/tree", "{\"position\":\"XOX.O.X..\",\"algorithm\":\"alphabeta\"}");
    assertThat(pruned.statusCode()).as(pruned.body()).isEqualTo(200);
  }

  @Test
  void compareAnswersTheSameObjectAsTheCommandLine() throws Exception {
    HttpResponse<String> answer =
        client.post("/api/nim/compare", "{\"position\":\"1,2\",\"depth\":2}");
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    JsonNode comparison = JSON.readTree(answer.body());
    assertThat(comparison.get("depth").asInt()).isEqualTo(2);
    assertThat(comparison.get("exactValuesAgree").asBoolean()).isTrue();
    List<Long> nodes = new java.util.ArrayList<>();
    comparison.get("rows").forEach(row -> nodes.add(row.get("nodes").asLong()));
    assertThat(nodes)
        .as("depth 2: the root, its 3 moves and their 5")
        .containsExactly(12L, 12L, 12L, 10L, 9L);
    assertThat(comparison.get("rows").get(4).get("search").asText()).isEqualTo("depth:2");

    HttpResponse<String> limited =
        client.post("/api/tictactoe/compare", "{\"position\":\".........\",\"maxNodes\":1000}");
    JsonNode minimax = JSON.readTree(limited.body()).get("rows").get(0);
    assertThat(minimax.get("notRun").asText()).isEqualTo("max-nodes");

    HttpResponse<String> wrong =
        client.post("/api/nim/compare", "{\"position\":\"1,2\",\"depth\":0}");
    assertThat(wrong.statusCode()).isEqualTo(400);
    assertThat(wrong.body()).contains("out of range");
    assertNoStackTrace(wrong);
  }

  @Test
  void theTreeOfEverySearchATraceRunsIsDrawn() throws Exception {
    for (String algorithm : List.of("alphabeta-ordered", "depth:2")) {
      HttpResponse<String> json =
          client.post(
              "/api/tictactoe/tree",
              "{\"position\":\"XOX.O....\",\"algorithm\":\""
                  + algorithm
                  + "\",\"format\":\"json\"}");
      assertThat(json.statusCode()).as(json.body()).isEqualTo(200);
      assertThat(JSON.readTree(json.body()).get("nodes").size()).isGreaterThan(1);
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "unknown algorithm|{\"position\":\"1,2\",\"algorithm\":\"dfs\"}|unknown algorithm 'dfs'",
        "unknown format|{\"position\":\"1,2\",\"format\":\"png\"}|unknown format 'png'",
        "too large|{\"position\":\"5,5,5\"}|visits more than 2,000 nodes"
      })
  void aTreeThatCannotBeDrawnIsRefused(String name, String body, String message) {
    HttpResponse<String> answer = client.post("/api/nim/tree", body);
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(400);
    assertThat(answer.body()).contains(message);
    assertNoStackTrace(answer);
  }

  @Test
  void aSearchThatRunsOutOfTimeAnswersWithTheBestMoveItFound(Servers servers) throws Exception {
    // 1 ms each time the clock is read (every 4,096 nodes): 100 readings, on any machine.
    Ticker counting = Ticker.counting(Duration.ofMillis(1));
    ServerSettings hurry = ServerSettings.standard(Duration.ofMillis(100)).withTicker(counting);
    try (WebServer hurried = servers.start(hurry)) {
      ApiClient fast = new ApiClient(hurried.uri());
      // Minimax over 5,6,7,8,9 has billions of nodes: it cannot finish in 400,000.
      HttpResponse<String> answer =
          fast.post("/api/nim/move", "{\"position\":\"5,6,7,8,9\",\"agent\":\"minimax\"}");
      assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
      JsonNode move = JSON.readTree(answer.body());
      assertThat(move.get("move").asText()).matches("[A-E]-[1-9]");
      assertThat(move.get("status").asText()).isEqualTo("playing");
    }
  }

  @Test
  void thePageIsServed() {
    HttpResponse<String> page = client.get("/");
    assertThat(page.statusCode()).isEqualTo(200);
    assertThat(page.body()).contains("<title>zerosum");
    assertThat(client.get("/js/main.js").statusCode()).isEqualTo(200);
    assertThat(client.get("/style.css").statusCode()).isEqualTo(200);
  }

  private static void assertNoStackTrace(HttpResponse<String> answer) {
    assertThat(answer.body())
        .doesNotContain("Exception")
        .doesNotContain("\tat ")
        .doesNotContain(".java:");
  }
}
