package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

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
    assertThat(algorithm.err()).contains("negascout");
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
