package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NimExplanationTest {

  @Test
  void threeFourFiveIsWonByMakingTheNimSumZero() {
    CommandRun run = CommandRun.of("", "analyze", "nim", "3,4,5");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("  A    3  011\n  B    4  100\n  C    5  101\n  XOR     010  = 2\n")
        .as("2 is the nim-sum's highest bit, and only pile A (011) has it")
        .contains(
            "take 2 from A (A-2), which leaves\n  A    1  001\n  B    4  100\n  C    5  101\n")
        .contains("  XOR     000  = 0\n");
  }

  @Test
  void aZeroNimSumSaysWhyEveryMoveLoses() {
    CommandRun run = CommandRun.of("", "analyze", "nim", "1,2,3");
    assertThat(run.out()).contains("  XOR     00  = 0\n").contains("every move loses");
  }

  @Test
  void everyPileWithTheHighBitGivesAWinningMove() {
    CommandRun run = CommandRun.of("", "analyze", "nim", "5,6,7");
    assertThat(run.out()).as("5 ^ 6 ^ 7 = 4").contains("= 4").contains("A-4 B-4 C-4");
  }

  @Test
  void misereEndgamesAreExplainedByTheirOwnRule() {
    assertThat(CommandRun.of("", "analyze", "nim", "1,1", "--misere").out())
        .contains("misère play")
        .contains("even: the player to move wins");
    assertThat(CommandRun.of("", "analyze", "nim", "2,1,1", "--misere").out())
        .contains("only pile A holds more than 1")
        .contains("A-1");
  }

  @Test
  void theJsonIsUnchanged() {
    CommandRun run = CommandRun.of("", "analyze", "nim", "3,4,5", "--format", "json");
    assertThat(run.out())
        .doesNotContain("XOR")
        .startsWith("{\"game\":\"nim\",\"position\":\"3,4,5\",\"toMove\":\"first\"");
  }
}
