package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

/** The m,n,k-games and gomoku through every command, from their modules alone. */
class MnkCommandsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void fourByFourByFourIsADrawProvenAtOnce() throws Exception {
    CommandRun run = CommandRun.of("", "analyze", "mnk", "--format", "json", "..../..../..../....");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode answer = JSON.readTree(run.out());
    assertThat(answer.get("outcome").asText()).isEqualTo("draw");
    assertThat(answer.get("exact").asBoolean()).isTrue();
    assertThat(answer.get("moves")).hasSize(16);
  }

  @Test
  void theTextAnalysisNumbersTheCellsOfASmallBoard() {
    CommandRun run =
        CommandRun.of(
            "", "analyze", "mnk", "--rows", "3", "--cols", "4", "--k", "3", "X.../..../....");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .startsWith("X.../..../....: O to move, loss in ")
        .contains("  X |  2 |  3 |  4\n----+----+----+----\n");
  }

  @Test
  void aPersonPlaysTicTacToeAsThreeThreeThreeAndPerfectNeverLoses() {
    CommandRun run =
        CommandRun.of(
            "1\n1\n2\n3\n4\n5\n6\n7\n8\n9\nn\n",
            "play",
            "mnk",
            "--rows",
            "3",
            "--cols",
            "3",
            "--k",
            "3",
            "--plain");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("cell 1 is already taken by X")
        .contains("O (perfect) plays ")
        .containsAnyOf("Game 1: a draw.", "Game 1: O (perfect) wins.");
  }

  @Test
  void gomokuIsPlayedByItsNameWithPoints() {
    CommandRun run =
        CommandRun.of("h8\n113\nquit\n", "play", "gomoku", "--second", "heuristic", "--plain");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("   a b c d e f g h i j k l m n o\n")
        .contains(" 8 . . . . . . . X . . . . . . . 8\n")
        .contains("O (heuristic) plays ")
        .contains("'113' is one number, but the cells of a board this large have none");
  }

  @Test
  void gomokuTakesNoKAndABoardThatCannotBeWonIsNamed() {
    CommandRun k = CommandRun.of("", "analyze", "gomoku", "--k", "4", ".");
    assertThat(k.exitCode()).isEqualTo(2);
    assertThat(k.err())
        .contains("--k is an option of mnk, not of gomoku, which takes --rows, --cols");
    CommandRun small =
        CommandRun.of("", "analyze", "mnk", "--rows", "3", "--cols", "3", "--k", "4", ".");
    assertThat(small.exitCode()).isEqualTo(2);
    assertThat(small.err())
        .contains(
            "--rows 3 --cols 3 --k 4: k = 4 in a row cannot be made on 3 × 3; expected 1 to 3");
  }

  @Test
  void traceAndTreeDrawASmallPosition() {
    CommandRun trace =
        CommandRun.of(
            "",
            "trace",
            "mnk",
            "--rows",
            "3",
            "--cols",
            "3",
            "--k",
            "3",
            "XOX/OX./...",
            "--algorithm",
            "alphabeta");
    assertThat(trace.exitCode()).as(trace.err()).isZero();
    assertThat(trace.out()).contains("Alpha-beta on mnk XOX/OX./...").contains("X (MAX) wins");
    CommandRun tree =
        CommandRun.of(
            "",
            "tree",
            "mnk",
            "--rows",
            "3",
            "--cols",
            "3",
            "--k",
            "3",
            "XOX/OX./...",
            "--format",
            "json");
    assertThat(tree.exitCode()).as(tree.err()).isZero();
    assertThat(tree.out())
        .startsWith("{\"nodes\":[{\"id\":1,\"parent\":null,\"position\":\"XOX/OX./...\"");
  }
}
