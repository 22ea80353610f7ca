package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Connect Four on boards other than 7 × 6 from the command line: {@code --cols W --rows H}. */
class Connect4SizesCommandsTest {
  @Test
  void solveScoresTheEmptyBoardOfSixColumnsOfFour() {
    // 6 × 4 is won by the second player with the last cell: -1 for the first player.
    CommandRun run = CommandRun.of("\n", "solve", "connect4", "--cols", "6", "--rows", "4");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).isEqualTo(" -1\n");
  }

  @Test
  void solveReadsPositionsOfTenColumnsWithCommas() {
    CommandRun run =
        CommandRun.of(
            "10,1,10,1,10,1\n",
            "solve",
            "connect4",
            "--cols",
            "10",
            "--rows",
            "4",
            "--threads",
            "2");
    assertThat(run.exitCode()).as(run.err()).isZero();
    // The first player completes four in column 10 with its next stone, onto 6 stones: (41 - 6) /
    // 2.
    assertThat(run.out()).isEqualTo("10,1,10,1,10,1 17\n");
  }

  @Test
  void analyzeSolvesASmallBoard() {
    CommandRun run = CommandRun.of("", "analyze", "connect4", "--cols", "5", "--rows", "4", "");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("the start: X to move, draw\n").contains("5  ");
  }

  @Test
  void aGameIsPlayedOnEightColumnsOfSeven() {
    String input = String.join("\n", "9", "8", "quit");
    CommandRun run =
        CommandRun.of(
            input,
            "play",
            "connect4",
            "--cols",
            "8",
            "--rows",
            "7",
            "--second",
            "depth:2",
            "--seed",
            "3");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("1 2 3 4 5 6 7 8");
    assertThat(run.out() + run.err())
        .contains("column 9 is off the board; columns are numbered 1 to 8");
  }

  @Test
  void aBoardThatDoesNotFit64BitsIsRefusedSayingWhy() {
    CommandRun run = CommandRun.of("", "analyze", "connect4", "--cols", "9", "--rows", "7", "");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err())
        .contains("a board of 9 columns of 7 rows needs 72 bits")
        .contains("expected at most 6 rows")
        .doesNotContain("\tat ");
  }
}
