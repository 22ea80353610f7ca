package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code zerosum play connect4} and {@code zerosum analyze connect4} from the command line. */
class Connect4CommandsTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void analyzeWritesTheSameJsonKeysAsTheOtherGames() throws Exception {
    CommandRun run =
        CommandRun.of(
            "", "analyze", "connect4", "--format", "json", "2252576253462244111563365343671351441");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode answer = JSON.readTree(run.out());
    List<String> keys = new ArrayList<>();
    for (Iterator<String> it = answer.fieldNames(); it.hasNext(); ) {
      keys.add(it.next());
    }
    assertThat(keys).containsExactlyElementsOf(CommandRun.ANALYSIS_KEYS);
    assertThat(answer.get("position").asText()).isEqualTo("2252576253462244111563365343671351441");
    assertThat(answer.get("outcome").asText()).as("the set scores it -1").isEqualTo("loss");
    List<Integer> columns = new ArrayList<>();
    answer.get("moves").forEach(move -> columns.add(move.get("move").asInt()));
    assertThat(columns).as("the open columns, left to right").isNotEmpty().isSorted();
  }

  @Test
  void theEmptyBoardIsAnsweredExactlyFromTheShippedBook() {
    CommandRun run = CommandRun.of("", "analyze", "connect4", "");
    assertThat(run.exitCode()).as(run.err()).isZero();
    // Pascal Pons' scores of the first moves: -2 -1 0 +1 0 -1 -2.
    assertThat(run.out())
        .startsWith("the start: X to move, win in 41\n")
        .contains("1  loss in 40\n2  loss in 42\n3  draw\n4  win in 41\n5  draw\n")
        .contains("6  loss in 42\n7  loss in 40\nbest: 4");
  }

  @Test
  void analyzeNamesABadPosition() {
    CommandRun run = CommandRun.of("", "analyze", "connect4", "12121214");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .contains("move 8 (column 4) of '12121214' comes after the end of the game")
        .doesNotContain("\tat ");
  }

  @Test
  void aPersonPlaysWithMistakesTypedInAndGetsMessagesNotStackTraces() {
    String input = String.join("\n", "8", "x", "", "4", "4", "4", "4", "4", "4", "4", "quit");
    CommandRun run = CommandRun.of(input, "play", "connect4", "--second", "depth:2", "--seed", "3");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("  1 2 3 4 5 6 7\n")
        .contains("column 8 is off the board; columns are numbered 1 to 7")
        .contains("'x' is not a move; type a column, 1 (left) to 7 (right)")
        .contains("O (depth:2) plays ");
    assertThat(run.all()).doesNotContain("Exception").doesNotContain("\tat ");
  }

  @Test
  void twoEnginesPlayWholeGames() {
    CommandRun run =
        CommandRun.of(
            "",
            "play",
            "connect4",
            "--first",
            "depth:5",
            "--second",
            "random",
            "--games",
            "3",
            "--seed",
            "9");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("Scoreboard after 3 games:");
  }

  /** A position of the public set Test_L3_R1 with its published score. */
  private static final String LINE = "7422341735647741166133573473242566 1\n";

  @Test
  void aGamesOwnCommandIsRunByTheCommandLineAndAskedOfAnotherGameSaysWhoseItIs() {
    // The command itself is tested in games/connect4 (SolveCommandTest); here, how zerosum runs it.
    CommandRun solved = CommandRun.of(LINE, "solve", "connect4", "--weak", "--check");
    assertThat(solved.exitCode()).as(solved.err()).isZero();
    assertThat(solved.out()).isEqualTo(LINE);
    CommandRun other = CommandRun.of("", "solve", "tictactoe");
    assertThat(other.exitCode()).isEqualTo(2);
    assertThat(other.err()).contains("tictactoe has no benchmark sets to solve; expected connect4");
    CommandRun threads = CommandRun.of("", "solve", "connect4", "--threads", "0");
    assertThat(threads.err()).contains("--threads '0': 0 is out of range; expected 1 to 256");
  }
}
