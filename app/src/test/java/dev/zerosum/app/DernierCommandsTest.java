package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** Dernier through every command, from its module alone: play, analyze, trace and tree. */
class DernierCommandsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void analyzeGivesTheValueOfEachMoveAndExplainsItByRoundsOfKPlusOne() {
    CommandRun run = CommandRun.of("", "analyze", "dernier", "20");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .startsWith("20: first to move, win in 10\n")
        .contains("| | | | | | | | | | | | | | | | | | | |\n")
        .contains("1  loss in 11\n2  loss in 11\n3  win in 10\nbest: 3\n")
        .as("the explanation names the rule and the move")
        .contains("whoever faces 1 more than a multiple of 4 (1, 5, 9, 13, …)")
        .contains("Here 20 = 5 × 4 + 0: take 3 to leave 17 = 4 × 4 + 1, and win in 10 plies.");
  }

  @Test
  void theOptionsChangeTheRule() throws Exception {
    CommandRun run =
        CommandRun.of(
            "", "analyze", "dernier", "--take", "2", "--last-wins", "--format", "json", "7");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode answer = JSON.readTree(run.out());
    assertThat(answer.get("outcome").asText()).isEqualTo("win");
    assertThat(answer.get("plies").asInt()).as("7 → 6, then two rounds of 3").isEqualTo(5);
    assertThat(answer.get("best").toString()).as("leave 6, a multiple of 3").isEqualTo("[\"1\"]");
    assertThat(answer.get("moves")).hasSize(2);
  }

  @Test
  void aRowTooLongForAScoreIsAnsweredByTheRuleAlone() throws Exception {
    CommandRun run =
        CommandRun.of("", "analyze", "dernier", "--format", "json", "4611686018427387904");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode answer = JSON.readTree(run.out());
    assertThat(answer.get("outcome").asText()).as("2^62 = 0 mod 4").isEqualTo("win");
    assertThat(answer.get("plies").isNull()).as("too long to count in plies").isTrue();
    assertThat(answer.get("best").toString()).isEqualTo("[\"3\"]");
  }

  @Test
  void aPersonWinsFromAWinningRowAgainstPerfect() {
    // 7 matches: take 2 to leave 5 (1 more than 4); perfect takes 1; take 3 to leave the last.
    CommandRun run = CommandRun.of("4\n2\n3\nn\n", "play", "dernier", "--matches", "7", "--plain");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("7 matches left; take 1 to 3, and whoever takes the last one loses")
        .contains("cannot take 4 of 7 matches; take 1 to 3")
        .contains("second (perfect) plays 1")
        .contains("Game 1: first (human) wins.");
  }

  @Test
  void traceAndTreeDrawASmallRow() {
    CommandRun trace =
        CommandRun.of("", "trace", "dernier", "4", "--take", "2", "--algorithm", "alphabeta");
    assertThat(trace.exitCode()).as(trace.err()).isZero();
    assertThat(trace.out())
        .contains("Alpha-beta on dernier 4, first (MAX) to move: 11 calls, 1 move pruned")
        .contains("value -1@3: second (MIN) wins in 3 plies");
    CommandRun tree = CommandRun.of("", "tree", "dernier", "5", "--format", "json");
    assertThat(tree.exitCode()).as(tree.err()).isZero();
    assertThat(tree.out()).startsWith("{\"nodes\":[{\"id\":1,\"parent\":null,\"position\":\"5\"");
  }

  @Test
  void aBadOptionIsNamed() {
    CommandRun run = CommandRun.of("", "analyze", "dernier", "--take", "0", "5");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains("--take '0': 0 is out of range; expected 1 to 1000");
  }
}
