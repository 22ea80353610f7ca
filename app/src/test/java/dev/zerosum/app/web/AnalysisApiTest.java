package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.Analysis.MoveAnalysis;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The analysis the page lists in words: each move's text in the request's language, the best moves
 * ranked, and the options named as the page labels them, never as the command line types them.
 */
class AnalysisApiTest extends StandardServerTest {
  private static JsonNode post(String path, String body) throws Exception {
    var answer = client.post(path, body);
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    return JSON.readTree(answer.body());
  }

  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "nim|en|{\"position\":\"3,40\"}|B-37|take 37 from pile B",
        "nim|es|{\"position\":\"3,40\"}|B-37|quitar 37 del montón B",
        "dernier|en|{\"position\":\"100\",\"options\":{\"matches\":100}}|3|take 3 matches",
        "dernier|es|{\"position\":\"100\",\"options\":{\"matches\":100}}|3|quitar 3 cerillas",
        "dernier|en|{\"position\":\"2\"}|1|take 1 match",
        "dernier|es|{\"position\":\"2\"}|1|quitar 1 cerilla",
        "tictactoe|en|{\"position\":\"XX.OO....\"}|3|X in row 1, column 3",
        "tictactoe|es|{\"position\":\"XX.OO....\"}|3|X en la fila 1, columna 3",
        "connect4|en|{\"position\":\"445566\"}|3|drop in column 3",
        "connect4|es|{\"position\":\"445566\"}|3|soltar en la columna 3",
        "mnk|en|{\"position\":\"XX./OO./...\",\"options\":{\"rows\":3,\"cols\":3,\"k\":3}}"
            + "|3|X in row 1, column 3",
        "mnk|es|{\"position\":\"XX./OO./...\",\"options\":{\"rows\":3,\"cols\":3,\"k\":3}}"
            + "|3|X en la fila 1, columna 3",
      })
  void theFastestWinComesFirstInWords(
      String game, String lang, String body, String move, String text) throws Exception {
    JsonNode analysis = post("/api/" + game + "/analyze?lang=" + lang, body);
    JsonNode best = analysis.get("bestMoves");
    assertThat(best).as(analysis.toString()).isNotEmpty();
    assertThat(best.get(0).get("move").asText()).isEqualTo(move);
    assertThat(best.get(0).get("text").asText()).isEqualTo(text);
    assertThat(best.get(0).get("outcome").asText()).isEqualTo("win");
    assertThat(analysis.get("moves"))
        .as("every listed move has its words")
        .allSatisfy(m -> assertThat(m.get("text").asText()).isNotBlank());
  }

  @Test
  void nimThreeFortyNamesTheOneWinningMoveAmongFortyThree() throws Exception {
    JsonNode analysis = post("/api/nim/analyze", "{\"position\":\"3,40\"}");
    assertThat(analysis.get("moves")).hasSize(43);
    assertThat(analysis.get("bestMoves")).hasSize(1);
    assertThat(analysis.get("outcome").asText()).isEqualTo("win");
  }

  @Test
  void theTextbookTreeNamesItsChildren() throws Exception {
    JsonNode analysis = post("/api/tree/analyze?lang=es", "{\"position\":\"[[3,12,8],[2,4,6]]\"}");
    assertThat(analysis.get("moves"))
        .allSatisfy(m -> assertThat(m.get("text").asText()).startsWith("ir al nodo "));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "wins, fastest first, proven first|win:5 win:3 draw: win~3 win:1 loss:2|win:1 win:3 win:5 win~3",
        "at most five|win:9 win:8 win:7 win:6 win:5 win:4 win:3|win:3 win:4 win:5 win:6 win:7",
        "else the draws|loss:2 draw: unknown~ draw:|draw: draw:",
        "else the slowest losses|loss:2 loss:6 loss:4|loss:6 loss:4 loss:2",
        "nothing proven better than a loss|loss:2 unknown~ unknown~|",
        "nothing at all proven|unknown~ unknown~|",
      })
  void theBestMovesAreRanked(String name, String moves, String expected) {
    List<MoveAnalysis> listed = parse(moves);
    Analysis analysis =
        new Analysis("g", "p", "X", "playing", null, "win", null, true, listed, List.of());
    assertThat(AnalysisAnswer.best(analysis).stream().map(AnalysisApiTest::written).toList())
        .isEqualTo(expected == null ? List.of() : List.of(expected.split(" ")));
  }

  @Test
  void withTooManyMovesToListTheBestAreTheAnalysissOwn() {
    Analysis analysis =
        new Analysis(
            "nim",
            "p",
            "first",
            "playing",
            null,
            "win",
            null,
            true,
            null,
            List.of("A-1", "B-2", "C-3", "D-4", "E-5", "F-6"),
            true,
            true);
    assertThat(AnalysisAnswer.best(analysis))
        .extracting(MoveAnalysis::move)
        .containsExactly("A-1", "B-2", "C-3", "D-4", "E-5");
  }

  /** Reads "win:3" (proven, in 3 plies), "draw:" (proven), "win~3" (not proven) … */
  private static List<MoveAnalysis> parse(String moves) {
    String[] words = moves.split(" ");
    return java.util.stream.IntStream.range(0, words.length)
        .mapToObj(
            i -> {
              String[] parts = words[i].split("[:~]", -1);
              Integer plies = parts[1].isEmpty() ? null : Integer.valueOf(parts[1]);
              return new MoveAnalysis(words[i], parts[0], plies, words[i].contains(":"));
            })
        .toList();
  }

  private static String written(MoveAnalysis move) {
    return move.move();
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "en|/api/nim/view|{\"options\":{\"piles\":\"abc\"}}|Piles 'abc': 'abc' is not a whole number",
        "es|/api/nim/view|{\"options\":{\"piles\":\"abc\"}}|Montones 'abc'",
        "en|/api/nim/view|{\"options\":{\"piles\":\"0,0\"}}|Piles 0,0: every pile is empty",
        "en|/api/mnk/view|{\"options\":{\"rows\":3,\"cols\":3,\"k\":9}}|Rows 3, Columns 3, In a row to win 9:",
        "es|/api/mnk/view|{\"options\":{\"rows\":3,\"cols\":3,\"k\":9}}|Filas 3, Columnas 3, En raya para ganar 9:",
        "en|/api/dernier/view|{\"options\":{\"take\":0}}|Most taken in a move: 0 is out of range",
      })
  void aMistakeInTheOptionsNamesThemAsThePageLabelsThem(
      String lang, String path, String body, String message) throws Exception {
    var answer = client.post(path + "?lang=" + lang, body);
    assertThat(answer.statusCode()).isEqualTo(400);
    String error = JSON.readTree(answer.body()).get("error").asText();
    assertThat(error).startsWith(message).doesNotContain("--");
  }

  @Test
  void aSaveFileWhoseOptionsMakeNoGameNamesThemAsThePageLabelsThem() throws Exception {
    var saved =
        client.post(
            "/api/save",
            "{\"game\":\"nim\",\"first\":\"human\",\"second\":\"perfect\",\"moves\":[]}");
    assertThat(saved.statusCode()).as(saved.body()).isEqualTo(200);
    String broken = saved.body().replaceFirst("\"piles\" : \\[[^\\]]*\\]", "\"piles\" : [ 0, 0 ]");
    assertThat(broken).as(saved.body()).contains("[ 0, 0 ]");
    var refused = client.post("/api/load?name=empty.json&lang=es", broken);
    assertThat(refused.statusCode()).isEqualTo(400);
    assertThat(JSON.readTree(refused.body()).get("error").asText())
        .startsWith("empty.json: Montones 0,0: ")
        .doesNotContain("--");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"en,Piles,Rows", "es,Montones,Filas"})
  void theOptionsHaveTitlesInThePagesLanguageAndTheSummariesNoFlags(
      String lang, String piles, String rows) throws Exception {
    var answer = client.get("/api/games?lang=" + lang);
    JsonNode games = JSON.readTree(answer.body()).get("games");
    for (JsonNode game : games) {
      assertThat(game.get("summary").asText()).as(game.get("name").asText()).doesNotContain("--");
      for (JsonNode option : game.get("options")) {
        assertThat(option.get("title").asText()).isNotBlank();
      }
      if (game.get("name").asText().equals("nim")) {
        assertThat(game.at("/options/0/title").asText()).isEqualTo(piles);
      }
      if (game.get("name").asText().equals("mnk")) {
        assertThat(game.at("/options/0/title").asText()).isEqualTo(rows);
      }
    }
  }
}
