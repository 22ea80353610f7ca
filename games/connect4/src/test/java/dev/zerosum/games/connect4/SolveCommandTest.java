package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code zerosum solve connect4}, run in the registry's terms as any front end runs it ({@link
 * SolveRun}): lines in, scores out, in order; mistakes named, exit codes.
 */
class SolveCommandTest {
  // Three positions of the public set Test_L3_R1 with their published scores.
  private static final String LINES =
      "2252576253462244111563365343671351441 -1\n"
          + "7422341735647741166133573473242566 1\n"
          + "23163416124767223154467471272416755633 0\n";

  @Test
  void printsTheMovesAndTheScoreOfEveryLineInOrder() {
    SolveRun run = SolveRun.of(LINES);
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .isEqualTo(
            "2252576253462244111563365343671351441 -1\n"
                + "7422341735647741166133573473242566 1\n"
                + "23163416124767223154467471272416755633 0\n");
  }

  @Test
  void weakModePrintsOnlyWinDrawOrLoss() {
    SolveRun run = SolveRun.of(LINES, "--weak", "--check");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out().lines().map(line -> line.split(" ")[1]).toList())
        .containsExactly("-1", "1", "0");
  }

  @Test
  void statsAddNodesAndMicrosecondsAndASummary() {
    SolveRun run = SolveRun.of(LINES, "--stats");
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
    SolveRun run = SolveRun.of("", set.toString(), "--check", "--threads", "2");
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
    SolveRun run = SolveRun.of(wrong, "--check");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.err())
        .contains("line 1: 2252576253462244111563365343671351441 scores -1, expected 3")
        .contains("line 3: 23163416124767223154467471272416755633 scores 0, expected -4")
        .contains("2 of 3 scores differ from the expected ones")
        .doesNotContain("line 2:");
  }

  @Test
  void badLinesAreNamedAndNothingIsSolved() {
    SolveRun run = SolveRun.of("4453\n44x3 1\n444444 4 4\n124444444 0\n");
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
    SolveRun threads = SolveRun.of("", "--threads", "0");
    assertThat(threads.exitCode()).isEqualTo(2);
    assertThat(threads.err()).contains("--threads '0': 0 is out of range; expected 1 to 256");
    SolveRun table = SolveRun.of("", "--table-mb", "0");
    assertThat(table.err()).contains("--table-mb '0': 0 is out of range; expected 1 to 8192");
    SolveRun missing = SolveRun.of("", "no-such-file");
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err()).contains("cannot read no-such-file");
    SolveRun unchecked = SolveRun.of("4453\n", "--check");
    assertThat(unchecked.exitCode()).isEqualTo(2);
    assertThat(unchecked.err()).contains("line 1: --check needs an expected score after the moves");
  }
}
