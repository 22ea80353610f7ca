package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class TraceCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void minimaxOnNimOneTwoIsTwelveRowsInCallOrder() {
    CommandRun run = CommandRun.of("", "trace", "nim", "1,2");
    assertThat(run.exitCode()).as(run.err()).isZero();
    List<String> rows = run.out().lines().filter(line -> line.matches(" *\\d+ +\\d+ .*")).toList();
    assertThat(rows).as("one row per call").hasSize(12);
    assertThat(rows.get(0)).matches(" *1 +0 +MAX +1,2 +- +\\+1@3");
    assertThat(rows.get(11)).matches(" *12 +2 +MAX +0,0 \\(end\\) +A-1 +-1@2");
    assertThat(run.out()).contains("best move B-1 (line B-1 A-1 B-1)");
  }

  @Test
  void alphaBetaShowsTheWindowsAndThePrunedMoves() {
    CommandRun run =
        CommandRun.of("", "trace", "tictactoe", ".X..OX..O", "--algorithm", "alphabeta");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("26 calls, 20 moves pruned");
    assertThat(run.out().lines().filter(line -> line.contains("alpha") && line.contains("pruned")))
        .as("the header")
        .hasSize(1);
    assertThat(run.out())
        .as("X 3 is refuted by O 1, and O's three other replies are never tried")
        .containsPattern("\\.XX\\.OX\\.\\.O +3 +0 +\\+inf +<=-1@2 +7 4 8");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "trace tree '[[1,2],[3,[4,5]]]' --format json|rows",
        "tree tree '[[1,2],[3,[4,5]]]' --format json|nodes"
      })
  void aTreeGamesNodesBelowTheRootAreWrittenAsTheirPathAlone(String command, String list)
      throws Exception {
    CommandRun run = CommandRun.of("", ShellWords.split(command).toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode nodes = JSON.readTree(run.out()).get(list);

    assertThat(nodes.get(0).get("position").asText())
        .as("the root is written whole")
        .isEqualTo("[[1,2],[3,[4,5]]]");
    List<String> below = new ArrayList<>();
    nodes.forEach(node -> below.add(node.get("position").asText()));
    assertThat(below.subList(1, below.size()))
        .as("every node below it is the moves from the root: the tree is not repeated")
        .contains("/1", "/1/2", "/2/2/1")
        .allMatch(position -> position.matches("(/[0-9]+)+"));
  }

  @Test
  void aTicTacToeTracesRowsKeepTheirBoards() throws Exception {
    CommandRun run = CommandRun.of("", "trace", "tictactoe", "XOXOXO...", "--format", "json");
    JsonNode rows = JSON.readTree(run.out()).get("rows");

    assertThat(rows.get(1).get("position").asText())
        .as("a board that is not the root's text and a path is written whole")
        .matches("[XO.]{9}");
  }

  @Test
  void theJsonHasOneRowPerCall() throws Exception {
    CommandRun run =
        CommandRun.of("", "trace", "nim", "1,2", "--algorithm", "alphabeta", "--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode trace = JSON.readTree(run.out());
    assertThat(trace.get("calls").asInt()).isEqualTo(12);
    assertThat(trace.get("rows")).hasSize(12);
    assertThat(trace.get("value").asInt()).isEqualTo(1);
    assertThat(trace.get("principalVariation").get(0).asText()).isEqualTo("B-1");
    JsonNode fifth = trace.get("rows").get(4);
    assertThat(fifth.get("move").asText()).isEqualTo("B-2");
    assertThat(fifth.get("beta").asText()).as("MIN at 0,2 holds +1 from B-1").isEqualTo("+1@3");
    assertThat(fifth.get("value").asInt()).isEqualTo(-1);
    assertThat(trace.get("rows").get(0).get("parent").isNull()).isTrue();
  }

  @Test
  void theJsonKeepsEveryKeyItHadAndAddsTheNewOnesAfter() throws Exception {
    for (String algorithm :
        List.of("minimax", "alphabeta", "alphabeta-ordered", "depth:2", "mcts")) {
      CommandRun run =
          CommandRun.of(
              "", "trace", "tictactoe", "XOX.O....", "--algorithm", algorithm, "--format", "json");
      assertThat(run.exitCode()).as(run.err()).isZero();
      JsonNode trace = JSON.readTree(run.out());
      assertThat(fieldNames(trace))
          .as(algorithm)
          .containsExactly(
              "game",
              "position",
              "algorithm",
              "calls",
              "pruned",
              "value",
              "endsAtPly",
              "principalVariation",
              "rows",
              "algorithmName",
              "depthLimit",
              "exact",
              "tableHits",
              "estimates",
              "iterations",
              "finalValues",
              "meanScale");
      assertThat(trace.get("algorithmName").asText()).isEqualTo(algorithm);
      assertThat(fieldNames(trace.get("rows").get(0)))
          .as(algorithm)
          .containsExactly(
              "call",
              "parent",
              "depth",
              "player",
              "position",
              "move",
              "terminal",
              "alpha",
              "beta",
              "value",
              "endsAtPly",
              "bound",
              "pruned",
              "visits",
              "mean",
              "tableHit",
              "estimate",
              "name",
              "prunedValues");
      assertThat(trace.get("finalValues").asBoolean()).as("tic-tac-toe's are outcomes").isFalse();
      assertThat(trace.get("iterations").isNull()).isEqualTo(!algorithm.equals("mcts"));
      assertThat(trace.get("depthLimit").isNull()).isEqualTo(!algorithm.startsWith("depth"));
    }
  }

  @Test
  void theTextbooksTreeNamesItsRowsAndSaysItsValuesAreUtilitiesOnOneScale() throws Exception {
    String figure = "[[3,12,8],[2,4,6],[14,5,2]]";
    JsonNode alphaBeta =
        JSON.readTree(
            CommandRun.of(
                    "", "trace", "tree", figure, "--algorithm", "alphabeta", "--format", "json")
                .out());
    List<String> names = new ArrayList<>();
    alphaBeta.get("rows").forEach(row -> names.add(row.get("name").asText()));
    assertThat(names)
        .as("each row named by its path, a leaf by its utility, as the figure draws them")
        .containsExactly("/", "/1", "3", "12", "8", "/2", "2", "/3", "14", "5", "2");
    assertThat(alphaBeta.get("rows").get(5).get("prunedValues").toString())
        .as("C's leaves 4 and 6, which the cut-off spared the search")
        .isEqualTo("[4,6]");
    assertThat(alphaBeta.get("finalValues").asBoolean()).isTrue();
    assertThat(alphaBeta.get("meanScale").isNull()).as("no Monte Carlo means").isTrue();
    JsonNode mcts =
        JSON.readTree(
            CommandRun.of(
                    "",
                    "trace",
                    "tree",
                    figure,
                    "--algorithm",
                    "mcts",
                    "--simulations",
                    "50",
                    "--format",
                    "json")
                .out());
    assertThat(mcts.get("finalValues").asBoolean())
        .as("Monte Carlo search on the tree: the same utilities, not outcomes")
        .isTrue();
    assertThat(mcts.get("meanScale").asInt())
        .as("a mean of +1 is the largest leaf, 14")
        .isEqualTo(14);
    assertThat(mcts.get("value").asInt()).as("minimax's value, proven").isEqualTo(3);
  }

  @Test
  void tableHitsAndEstimatesAreMarkedInTheRowsAndCountedAtTheTop() throws Exception {
    JsonNode table =
        JSON.readTree(
            CommandRun.of(
                    "",
                    "trace",
                    "tictactoe",
                    "XOX.O....",
                    "--algorithm",
                    "alphabeta-ordered",
                    "--format",
                    "json")
                .out());
    assertThat(count(table, "tableHit")).isEqualTo(table.get("tableHits").asInt()).isEqualTo(14);
    assertThat(table.get("algorithm").asText()).isEqualTo("alpha-beta with a table");
    assertThat(table.get("exact").asBoolean()).isTrue();
    JsonNode depth =
        JSON.readTree(
            CommandRun.of(
                    "",
                    "trace",
                    "tictactoe",
                    "XOX.O....",
                    "--algorithm",
                    "depth:2",
                    "--format",
                    "json")
                .out());
    assertThat(count(depth, "estimate")).isEqualTo(depth.get("estimates").asInt()).isEqualTo(16);
    assertThat(depth.get("depthLimit").asInt()).isEqualTo(2);
    assertThat(depth.get("exact").asBoolean()).isFalse();
    for (JsonNode row : depth.get("rows")) {
      if (row.get("estimate").asBoolean()) {
        assertThat(row.get("depth").asInt()).as("at the limit").isEqualTo(2);
        assertThat(row.get("terminal").asBoolean()).isFalse();
      }
    }
  }

  @Test
  void theTextMarksTheTableAndTheEstimatesAndSaysWhatTheyMean() {
    CommandRun table =
        CommandRun.of("", "trace", "tictactoe", "XOX.O....", "--algorithm", "alphabeta-ordered");
    assertThat(table.exitCode()).as(table.err()).isZero();
    assertThat(table.out())
        .startsWith(
            "Alpha-beta with a table on tictactoe XOX.O...., X (MAX) to move: 64 calls,"
                + " 9 moves pruned, 14 from the table")
        .contains("table: the value was read from the transposition table")
        .containsPattern("value +pruned +note\n")
        .containsPattern("XOXOO\\.XXO +4 +\\+1@3 +\\+inf +<=0 +table\n");
    CommandRun depth =
        CommandRun.of("", "trace", "tictactoe", "XOX.O....", "--algorithm", "depth:2");
    assertThat(depth.out())
        .contains("26 calls, 0 moves pruned, 16 estimates at depth 2")
        .contains("estimate: the search stops 2 plies down")
        .containsPattern("XOX\\.O\\.X\\.O +9 +-inf +\\+inf +~-2 +estimate\n")
        .contains("value ~-1: an estimate of the evaluator 2 plies ahead, not a proof; best move");
    CommandRun spanish =
        CommandRun.of(
            "", "--lang", "es", "trace", "tictactoe", "XOX.O....", "--algorithm", "depth:2");
    assertThat(spanish.out())
        .contains("16 estimaciones a profundidad 2")
        .contains("estimación: la búsqueda se detiene 2 jugadas más abajo")
        .containsPattern("valor +podadas +nota\n");
  }

  @ParameterizedTest(name = "{0} {1}, {2} simulations")
  @CsvSource({
    "nim, '1,2', 200",
    "nim, '3,4,5', 300",
    "tictactoe, .........,  500",
    "tictactoe, XOX.O...., 200",
    "connect4, 22525762534622441115633653436713, 400"
  })
  void replayingTheSimulationsGivesEveryRowItsVisitsAndMean(
      String game, String position, int simulations) throws Exception {
    CommandRun run =
        CommandRun.of(
            "",
            "trace",
            game,
            position,
            "--algorithm",
            "mcts",
            "--simulations",
            String.valueOf(simulations),
            "--max-nodes",
            "1000",
            "--format",
            "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode trace = JSON.readTree(run.out());
    Map<Integer, Long> visits = new HashMap<>();
    Map<Integer, Double> sums = new HashMap<>();
    for (JsonNode iteration : trace.get("iterations")) {
      List<Integer> touched = new ArrayList<>();
      iteration.get("path").forEach(call -> touched.add(call.asInt()));
      assertThat(touched.get(0)).as("from the root").isEqualTo(1);
      if (!iteration.get("expanded").isNull()) {
        touched.add(iteration.get("expanded").asInt());
      }
      double result = iteration.get("result").asDouble();
      assertThat(iteration.get("result").isInt()).as("+1, 0 or -1").isTrue();
      for (int call : touched) {
        visits.merge(call, 1L, Long::sum);
        sums.merge(call, result, Double::sum);
      }
    }
    assertThat(trace.get("iterations"))
        .as("one per simulation of the root")
        .hasSize(trace.get("rows").get(0).get("visits").asInt());
    for (JsonNode row : trace.get("rows")) {
      int call = row.get("call").asInt();
      long n = row.get("visits").asLong();
      assertThat(visits.getOrDefault(call, 0L)).as("visits of call %d", call).isEqualTo(n);
      assertThat(sums.get(call) / n)
          .as("mean of call %d", call)
          .isEqualTo(row.get("mean").asDouble());
    }
  }

  private static int count(JsonNode trace, String flag) {
    int count = 0;
    for (JsonNode row : trace.get("rows")) {
      count += row.get(flag).asBoolean() ? 1 : 0;
    }
    return count;
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }

  @Test
  void aTreeTooLargeToTraceIsRefusedWithExitTwoAndNoStackTrace() {
    CommandRun run = CommandRun.of("", "trace", "tictactoe", ".........");
    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err())
        .contains("visits more than 2,000 nodes")
        .contains("--max-nodes")
        .doesNotContain("Exception")
        .doesNotContain("\tat ");
    assertThat(CommandRun.of("", "trace", "tictactoe", "XOXOXO...", "--max-nodes", "5").exitCode())
        .isEqualTo(Main.BAD_INPUT);
  }

  @Test
  void badInputIsAnsweredWithAMessageAndExitTwo() {
    CommandRun position = CommandRun.of("", "trace", "nim", "1,x");
    assertThat(position.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(position.err()).contains("'x' is not a pile size").doesNotContain("\tat ");
    CommandRun algorithm = CommandRun.of("", "trace", "nim", "1,2", "--algorithm", "negascout");
    assertThat(algorithm.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(algorithm.err())
        .contains(
            "unknown algorithm 'negascout'; expected minimax, alphabeta, alphabeta-ordered,"
                + " depth:N (N from 1 to 99) or mcts");
    CommandRun depth = CommandRun.of("", "trace", "nim", "1,2", "--algorithm", "depth:100");
    assertThat(depth.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(depth.err()).contains("depth 100 is out of range");
    CommandRun misere = CommandRun.of("", "trace", "tictactoe", "XO.......", "--misere");
    assertThat(misere.exitCode()).isEqualTo(Main.BAD_INPUT);
  }

  @Test
  void misereNimIsTracedUnderItsOwnRules() {
    CommandRun run = CommandRun.of("", "trace", "nim", "1,1", "--misere");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .as("whoever takes the last object loses, so the first player wins")
        .contains("value +1@2: first (MAX) wins in 2 plies");
  }

  @Test
  void aMonteCarloRootLeftUnprovenIsSummedUpAsAMeanNotAVerdict() {
    CommandRun run =
        CommandRun.of(
            "", "trace", "tictactoe", ".........", "--algorithm", "mcts", "--simulations", "20");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out().lines().reduce((first, second) -> second).orElseThrow())
        .matches(
            "not proven: a mean result of [+-]\\d\\.\\d\\d for MAX over 20 simulations; most"
                + " visited move \\d \\(line [\\d ]+\\)")
        .doesNotContain("with best play");
    CommandRun proven = CommandRun.of("", "trace", "tictactoe", "XOX.O....", "--algorithm", "mcts");
    assertThat(proven.out()).contains("value 0: a draw with best play; best move 8");
  }
}
