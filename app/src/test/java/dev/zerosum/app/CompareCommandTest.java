package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code zerosum compare}: the table, its JSON, its limits, in both languages. */
class CompareCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** A time as the table writes it: milliseconds to the hundredth, thousands grouped. */
  private static final String TIME = "\\d{1,3}(,\\d{3})*\\.\\d\\d ms";

  private static final String SPANISH_TIME = "\\d{1,3}(\\.\\d{3})*,\\d\\d ms";

  @Test
  void nimOneTwoIsOneRowPerSearchWithItsWork() {
    CommandRun run = CommandRun.of("", "compare", "nim", "1,2");
    assertThat(run.exitCode()).as(run.err()).isZero();
    List<String> lines = run.out().lines().toList();
    assertThat(lines.get(0)).isEqualTo("The searches compared on nim 1,2, first (MAX) to move");
    assertThat(lines)
        .as("search, value, best move, nodes, leaves, cut-offs, table hits, time")
        .anyMatch(line -> line.matches("minimax +\\+1@3 +B-1 +12 +5 +0 +0 +" + TIME))
        .anyMatch(
            line -> line.matches("alpha-beta, moves as listed +\\+1@3 +B-1 +12 +5 +0 +0 +" + TIME))
        .anyMatch(
            line -> line.matches("alpha-beta with a table +\\+1@3 +B-1 +10 +3 +0 +2 +" + TIME))
        .anyMatch(line -> line.matches("alpha-beta to depth 4 +\\+1@3 +B-1 +12 +5 +0 +0 +" + TIME));
    assertThat(run.out())
        .contains("Every search that reached the end finds +1@3")
        .contains("nim has no move ordering of its own");
  }

  @Test
  void theJsonHasARowPerSearchNamedAsTheTraceNamesIt() throws Exception {
    CommandRun run =
        CommandRun.of("", "compare", "tictactoe", "XO.X.....", "--depth", "2", "--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode comparison = JSON.readTree(run.out());
    assertThat(fieldNames(comparison))
        .containsExactly(
            "game",
            "position",
            "toMove",
            "depth",
            "maxNodes",
            "gameOrders",
            "exactValuesAgree",
            "rows");
    assertThat(comparison.get("toMove").asText()).isEqualTo("O");
    assertThat(comparison.get("exactValuesAgree").asBoolean()).isTrue();
    List<String> searches = new ArrayList<>();
    List<String> traces = new ArrayList<>();
    for (JsonNode row : comparison.get("rows")) {
      searches.add(row.get("search").asText());
      traces.add(row.get("trace").isNull() ? null : row.get("trace").asText());
      assertThat(row.get("millis").isNumber()).isTrue();
    }
    assertThat(searches)
        .containsExactly(
            "minimax", "alphabeta-unordered", "alphabeta", "alphabeta-ordered", "depth:2");
    assertThat(traces)
        .containsExactly("minimax", null, "alphabeta", "alphabeta-ordered", "depth:2");
    JsonNode minimax = comparison.get("rows").get(0);
    assertThat(minimax.get("value").asInt()).as("X wins: O to move loses").isEqualTo(1);
    assertThat(minimax.get("endsAtPly").asInt()).isEqualTo(4);
    assertThat(minimax.get("nodes").asLong()).isEqualTo(1_019);
    JsonNode depth = comparison.get("rows").get(4);
    assertThat(depth.get("exact").asBoolean()).isFalse();
    assertThat(depth.get("estimates").asLong()).isPositive();
  }

  @Test
  void aSearchPastMaxNodesIsShownAsNotRun() throws Exception {
    CommandRun text =
        CommandRun.of("", "compare", "tictactoe", ".........", "--max-nodes", "100000");
    assertThat(text.exitCode()).as(text.err()).isZero();
    assertThat(text.out())
        .containsPattern("minimax +- +- +not run: more than 100,000 nodes \\(--max-nodes\\)")
        .containsPattern("alpha-beta with a table +0 +5 +531 ");
    CommandRun json =
        CommandRun.of(
            "", "compare", "tictactoe", ".........", "--max-nodes", "100000", "--format", "json");
    JsonNode minimax = JSON.readTree(json.out()).get("rows").get(0);
    assertThat(minimax.get("ran").asBoolean()).isFalse();
    assertThat(minimax.get("notRun").asText()).isEqualTo("max-nodes");
    assertThat(minimax.get("value").isNull()).isTrue();
  }

  @Test
  void gameOptionsAreTheGamesOwn() {
    CommandRun run = CommandRun.of("", "compare", "dernier", "9", "--take", "2");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).containsPattern("minimax +\\+1@6 +2 +143 ");
    CommandRun wrong = CommandRun.of("", "compare", "tictactoe", ".........", "--take", "2");
    assertThat(wrong.exitCode()).isEqualTo(Main.BAD_INPUT);
  }

  @Test
  void badInputIsAnsweredWithAMessageAndExitTwo() {
    for (String[] args :
        List.of(
            new String[] {"compare", "nim", "1,2", "--depth", "0"},
            new String[] {"compare", "nim", "1,2", "--max-nodes", "0"},
            new String[] {"compare", "nim", "1,x"})) {
      CommandRun run = CommandRun.of("", args);
      assertThat(run.exitCode()).as(String.join(" ", args)).isEqualTo(Main.BAD_INPUT);
      assertThat(run.err()).doesNotContain("\tat ").doesNotContain("Exception");
    }
    assertThat(CommandRun.of("", "compare", "nim", "1,2", "--depth", "100").err())
        .contains("--depth 100 is out of range; expected 1 to 99");
  }

  @Test
  void inSpanishTheWordsAndTheSeparatorsChangeAndTheJsonDoesNot() throws Exception {
    CommandRun run = CommandRun.in(Map.of("LANG", "es_ES.UTF-8"), "", "compare", "nim", "1,2");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .startsWith("Las búsquedas comparadas sobre nim 1,2, mueve primero (MAX)")
        .as("a Spanish reader's separators, as in the rest of the Spanish texts: 1.234,56 ms")
        .containsPattern("alfa-beta con tabla +\\+1@3 +B-1 +10 +3 +0 +2 +" + SPANISH_TIME)
        .containsPattern("minimax +\\+1@3 +B-1 +\\d+ ")
        .contains("Todas las búsquedas que llegaron al final dan +1@3");
    CommandRun english = CommandRun.of("", "compare", "nim", "1,2", "--format", "json");
    CommandRun spanish =
        CommandRun.in(
            Map.of("LANG", "es_ES.UTF-8"), "", "compare", "nim", "1,2", "--format", "json");
    assertThat(withoutTimes(spanish.out())).isEqualTo(withoutTimes(english.out()));
  }

  private static String withoutTimes(String json) {
    return json.replaceAll("\"millis\":[0-9.E-]+", "\"millis\":_");
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
