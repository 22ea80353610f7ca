package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The textbook's trees through every command, from their module alone: trace, tree, analyze and
 * play, in text and in JSON, with the plain values and the cut-offs of the book.
 */
class TreeCommandsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** The figure every course draws (AIMA, Figure 5.2), without its labels. */
  private static final String FIGURE = "[[3,12,8],[2,4,6],[14,5,2]]";

  /** The same figure with its labels: the game's start. */
  private static final String LABELLED =
      "{\"label\":\"A\",\"children\":["
          + "{\"label\":\"B\",\"children\":[{\"label\":\"b1\",\"value\":3},"
          + "{\"label\":\"b2\",\"value\":12},{\"label\":\"b3\",\"value\":8}]},"
          + "{\"label\":\"C\",\"children\":[{\"label\":\"c1\",\"value\":2},"
          + "{\"label\":\"c2\",\"value\":4},{\"label\":\"c3\",\"value\":6}]},"
          + "{\"label\":\"D\",\"children\":[{\"label\":\"d1\",\"value\":14},"
          + "{\"label\":\"d2\",\"value\":5},{\"label\":\"d3\",\"value\":2}]}]}";

  @Test
  void alphaBetaBacksUpThreeAndNeverLooksAtTheFourAndTheSix() {
    CommandRun run = CommandRun.of("", "trace", "tree", FIGURE, "--algorithm", "alphabeta");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .startsWith(
            "Alpha-beta on tree " + FIGURE + ", first (MAX) to move: 11 calls, 2 moves pruned")
        .contains("plain minimax values, with no preference")
        .contains("value +3: what first (MAX) is sure of with best play; best move 1 (line 1 1)");
    List<String> rows = rows(run.out());
    assertThat(rows).hasSize(11);
    assertThat(rows.get(0))
        .as("the root: 3, a plain value")
        .matches(" *1 +0 +MAX +/ +- +-inf +\\+inf +\\+3");
    assertThat(rows.get(5))
        .as("C is worth at most 2 once its first leaf is seen: its 4 and 6 are pruned")
        .matches(" *6 +1 +MIN +/2 +2 +\\+3 +\\+inf +<=\\+2 +4 6");
    assertThat(rows.get(6)).matches(" *7 +2 +MAX +2 \\(end\\) +1 +\\+3 +\\+inf +\\+2");
    assertThat(run.out()).doesNotContain("@");
  }

  @Test
  void minimaxVisitsTheThirteenNodes() {
    CommandRun run = CommandRun.of("", "trace", "tree", FIGURE);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("first (MAX) to move: 13 calls\n");
    assertThat(rows(run.out())).hasSize(13);
    assertThat(rows(run.out()).get(0)).endsWith("+3");
  }

  @Test
  void theLabelledFigureNamesItsNodesAndItsPrunedLeaves() {
    CommandRun run = CommandRun.of("", "trace", "tree", LABELLED, "--algorithm", "alphabeta");
    assertThat(run.exitCode()).as(run.err()).isZero();
    List<String> rows = rows(run.out());
    assertThat(rows.get(0)).matches(" *1 +0 +MAX +A +- .*\\+3");
    assertThat(rows.get(5)).matches(" *6 +1 +MIN +C +C .*<=\\+2 +c2 c3");
    assertThat(run.out()).contains("best move B (line B b1)");
  }

  @Test
  void theTraceInJsonHasPlainValuesAndNoPlies() throws Exception {
    CommandRun run =
        CommandRun.of("", "trace", "tree", FIGURE, "--algorithm", "alphabeta", "--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode trace = JSON.readTree(run.out());
    assertThat(trace.get("value").asInt()).isEqualTo(3);
    assertThat(trace.get("endsAtPly").isNull()).isTrue();
    assertThat(trace.get("calls").asInt()).isEqualTo(11);
    assertThat(trace.get("pruned").asInt()).isEqualTo(2);
    JsonNode sixth = trace.get("rows").get(5);
    assertThat(trace.get("position").asText() + sixth.get("position").asText())
        .as("the notation, to read back: the root's, then the moves from it")
        .isEqualTo(FIGURE + "/2");
    assertThat(sixth.get("value").asInt()).isEqualTo(2);
    assertThat(sixth.get("bound").asText()).isEqualTo("upper");
    assertThat(sixth.get("alpha").asText()).isEqualTo("+3");
    assertThat(sixth.get("pruned").toString())
        .as("moves, as the notation writes them")
        .isEqualTo("[\"2\",\"3\"]");
  }

  @Test
  void theTreeIsDrawnWithItsPrunedLeaves() throws Exception {
    CommandRun json =
        CommandRun.of("", "tree", "tree", FIGURE, "--algorithm", "alphabeta", "--format", "json");
    assertThat(json.exitCode()).as(json.err()).isZero();
    JsonNode nodes = JSON.readTree(json.out()).get("nodes");
    assertThat(nodes).as("11 searched, 2 pruned").hasSize(13);
    List<String> pruned = new ArrayList<>();
    for (JsonNode node : nodes) {
      if (node.get("pruned").asBoolean()) {
        pruned.add(node.get("position").asText());
      }
    }
    assertThat(pruned).as("the moves from the root").containsExactly("/2/2", "/2/3");
    assertThat(nodes.get(0).get("value").asInt()).isEqualTo(3);
    assertThat(nodes.get(0).get("ply").isNull()).isTrue();

    CommandRun svg = CommandRun.of("", "tree", "tree", FIGURE, "--algorithm", "alphabeta");
    assertThat(svg.exitCode()).as(svg.err()).isZero();
    assertThat(svg.out())
        .contains("Alpha-beta on Textbook tree " + FIGURE)
        .contains("11 nodes searched, 2 moves pruned · value +3 · best move 1")
        .contains(">/2</text>")
        .doesNotContain("@");
    CommandRun dot = CommandRun.of("", "tree", "tree", FIGURE, "--format", "dot");
    assertThat(dot.out()).contains("label=\"/1\\n+3\"").contains("label=\"+12\", shape=box");
  }

  @Test
  void analyzeGivesTheMovesAndTheirMinimaxValues() throws Exception {
    CommandRun run = CommandRun.of("", "analyze", "tree", LABELLED);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("node A, MAX to move; its children:\n  B  MIN to move, 3 children\n")
        .contains("B  win\nC  win\nD  win\nbest: B\n")
        .contains("Minimax values for MAX below A, in the order written: B = 3, C = 2, D = 2.")
        .contains("MAX takes the first of the highest: B, value 3.");

    CommandRun json = CommandRun.of("", "analyze", "tree", "--format", "json", LABELLED + "/C");
    assertThat(json.exitCode()).as(json.err()).isZero();
    JsonNode answer = JSON.readTree(json.out());
    assertThat(answer.fieldNames())
        .toIterable()
        .containsExactlyElementsOf(CommandRun.ANALYSIS_KEYS);
    assertThat(answer.get("toMove").asText()).isEqualTo("second");
    assertThat(answer.get("outcome").asText()).as("MIN at C loses 2 to MAX").isEqualTo("loss");
    assertThat(answer.get("plies").isNull()).as("plain values have no plies").isTrue();
    assertThat(answer.get("best").toString()).isEqualTo("[\"c1\"]");
    assertThat(answer.get("moves")).hasSize(3);
  }

  @Test
  void aMalformedTreeIsNamedInEitherLanguage() {
    CommandRun english = CommandRun.of("", "trace", "tree", "[[3,12,8],[]]");
    assertThat(english.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(english.err())
        .isEqualTo(
            "zerosum trace: the inner node at character 11 has no children; it needs at least"
                + " one\n");
    CommandRun spanish = CommandRun.of("", "--lang", "es", "analyze", "tree", "[[3,1.5]]");
    assertThat(spanish.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(spanish.err())
        .isEqualTo(
            "zerosum analyze: '1.5' en el carácter 5 no es un número entero; la utilidad de una"
                + " hoja lo es\n");
  }

  @Test
  void aPersonPlaysTheFigureAgainstPerfect() {
    CommandRun run = CommandRun.of("x\nC\nn\n", "play", "tree", "--plain");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("node A, MAX to move; its children:")
        .contains(
            "'x' is not a move at A; expected a child's label (B, C, D) or its number, 1 to 3")
        .contains("second (perfect) plays c1")
        .contains("leaf c1: the game is over, with utility 2 for MAX");
  }

  @Test
  void monteCarloSearchProvesTheValueToo() {
    CommandRun run = CommandRun.of("", "trace", "tree", FIGURE, "--algorithm", "mcts");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).as("proven as an outcome, as MCTS-Solver proves").contains("value +3@2");
  }

  private static List<String> rows(String trace) {
    return trace.lines().filter(line -> line.matches(" *\\d+ +\\d+ .*")).toList();
  }
}
