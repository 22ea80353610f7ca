package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.games.connect4.BenchmarkSets;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code zerosum solve connect4}: lines in, scores out, in order; mistakes named, exit codes. */
class SolveCommandTest {
  // Three positions of the public set Test_L3_R1 with their published scores.
  private static final String LINES =
      "2252576253462244111563365343671351441 -1\n"
          + "7422341735647741166133573473242566 1\n"
          + "23163416124767223154467471272416755633 0\n";

  @Test
  void printsTheMovesAndTheScoreOfEveryLineInOrder() {
    CommandRun run = CommandRun.of(LINES, "solve", "connect4");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .isEqualTo(
            "2252576253462244111563365343671351441 -1\n"
                + "7422341735647741166133573473242566 1\n"
                + "23163416124767223154467471272416755633 0\n");
  }

  @Test
  void weakModePrintsOnlyWinDrawOrLoss() {
    CommandRun run = CommandRun.of(LINES, "solve", "connect4", "--weak", "--check");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out().lines().map(line -> line.split(" ")[1]).toList())
        .containsExactly("-1", "1", "0");
  }

  @Test
  void statsAddNodesAndMicrosecondsAndASummary() {
    CommandRun run = CommandRun.of(LINES, "solve", "connect4", "--stats");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out().lines()).allMatch(line -> line.matches("\\d+ -?\\d+ \\d+ \\d+"));
    assertThat(run.err())
        .contains("positions: 3")
        .contains("mean time: ")
        .contains("mean nodes: ")
        .contains("nodes per second: ");
  }

  @Test
  void aWholeSetFromAFileWithTwoThreadsPassesTheCheckInOrder() throws IOException {
    Path set = BenchmarkSets.file("Test_L3_R1");
    CommandRun run =
        CommandRun.of("", "solve", "connect4", set.toString(), "--check", "--threads", "2");
    assertThat(run.exitCode()).as(run.err()).isZero();
    List<String> expected = Files.readAllLines(set);
    assertThat(run.out().lines().toList())
        .as("every published score, in order")
        .isEqualTo(expected);
  }

  @Test
  void checkListsEveryMismatchAndExitsWithOne() {
    String wrong =
        "2252576253462244111563365343671351441 3\n"
            + "7422341735647741166133573473242566 1\n"
            + "23163416124767223154467471272416755633 -4\n";
    CommandRun run = CommandRun.of(wrong, "solve", "connect4", "--check");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .contains("line 1: 2252576253462244111563365343671351441 scores -1, expected 3")
        .contains("line 3: 23163416124767223154467471272416755633 scores 0, expected -4")
        .contains("2 of 3 scores differ from the expected ones")
        .doesNotContain("line 2:");
  }

  @Test
  void badLinesAreNamedAndNothingIsSolved() {
    CommandRun run = CommandRun.of("4453\n44x3 1\n444444 4 4\n124444444 0\n", "solve", "connect4");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.out()).as("nothing solved").isEmpty();
    assertThat(run.err())
        .contains("stdin: line 2: bad character 'x' at place 3 of '44x3'")
        .contains("stdin: line 3: '444444 4 4' is not a position")
        .contains("stdin: line 4: move 9 of '124444444' is in column 4, which is already full")
        .contains("3 lines cannot be read")
        .doesNotContain("\tat ");
  }

  @Test
  void badUsageIsNamedWithWhatWasExpected() {
    assertThat(CommandRun.of("", "solve", "tictactoe").err())
        .contains("tictactoe has no benchmark sets to solve; expected connect4");
    CommandRun threads = CommandRun.of("", "solve", "connect4", "--threads", "0");
    assertThat(threads.exitCode()).isEqualTo(2);
    assertThat(threads.err()).contains("--threads '0': 0 is out of range; expected 1 to 256");
    CommandRun table = CommandRun.of("", "solve", "connect4", "--table-mb", "0");
    assertThat(table.err()).contains("--table-mb '0': 0 is out of range; expected 1 to 8192");
    CommandRun missing = CommandRun.of("", "solve", "connect4", "no-such-file");
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("cannot read no-such-file");
    CommandRun unchecked = CommandRun.of("4453\n", "solve", "connect4", "--check");
    assertThat(unchecked.exitCode()).isEqualTo(2);
    assertThat(unchecked.err()).contains("line 1: --check needs an expected score after the moves");
  }
}
