package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class PlayCommandTest {

  @Test
  void aWholeGameAgainstPerfectWithMistakesTypedInIt() {
    // Every kind of bad line comes before or between the moves. Perfect O answers X's centre in
    // the first corner, blocks X's diagonal at 7, then 6 and 2; X blocks at 4, then 8 and 9: a
    // draw. The last lines come after the end, at the play-again prompt.
    String input =
        String.join(
            "\n", "", // empty
            "abc", // not a move
            "0", // off the board, too low
            "10", // off the board, too high
            "1 5", // a row off the board
            "5", // X in the centre; O replies 1
            "5", // taken by X
            "1", // taken by O
            "help", "hint", "3", // O blocks at 7
            "4", // X blocks 1-4-7; O replies 6
            "6", // taken by O
            "8", // O replies 2
            "9", // the last cell: a draw
            "2", // a move after the game ended
            "5", "n");
    CommandRun run = CommandRun.of(input, "play", "tictactoe", "--seed", "1");

    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains(" 1 | 2 | 3\n---+---+---\n 4 | 5 | 6\n---+---+---\n 7 | 8 | 9\n")
        .contains("no move given; type a cell 1 to 9, or a column and a row 'x y', each 0 to 2")
        .contains("'abc' is not a move; type a cell 1 to 9")
        .contains("cell 0 is off the board; cells are numbered 1 to 9")
        .contains("cell 10 is off the board; cells are numbered 1 to 9")
        .contains("'1 5': row 5 is off the board; rows are 0 to 2")
        .contains("cell 5 is already taken by X")
        .contains("cell 1 is already taken by O")
        .contains("Commands: hint")
        .contains("hint: ")
        .contains("O (perfect) plays ")
        .contains("the game is over; answer y to play again or n to stop")
        .contains("Scoreboard after 1 game:");
    assertThat(run.out()).as("perfect play never loses").doesNotContain("X (human) wins");
    assertThat(run.all()).as("no stack trace").doesNotContain("Exception").doesNotContain("\tat ");
  }

  @Test
  void theEndOfTheInputEndsTheProgramCleanly() {
    CommandRun run = CommandRun.of("5\n", "play", "tictactoe");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).as("no game ended: no empty scoreboard").doesNotContain("Scoreboard");
  }

  @Test
  void undoTakesBackTheLastHumanMoveAndTheReply() {
    CommandRun run = CommandRun.of("undo\n5\nundo\nquit\n", "play", "tictactoe", "--plain");
    assertThat(run.out())
        .contains("nothing to undo: no move of yours has been played in this game")
        .contains("took back 2 moves");
    // After the undo the board is empty again, with the number of every empty cell, as on
    // every board: what to type is always in sight.
    assertThat(run.out())
        .containsSubsequence(
            "took back 2 moves", " 1 | 2 | 3\n---+---+---\n 4 | 5 | 6\n---+---+---\n 7 | 8 | 9\n");
    assertThat(run.out())
        .as("after X at 5 and O at 1")
        .contains(" O | 2 | 3\n---+---+---\n 4 | X | 6\n");
  }

  @Test
  void everyGameTakesATimeToThinkAMoveInOneSyntax() {
    CommandRun run = CommandRun.of("4\nquit\n", "play", "connect4", "--time", "200ms", "--plain");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("O (perfect) plays ");
    CommandRun nim = CommandRun.of("quit\n", "play", "nim", "--time", "1.5s", "--plain");
    assertThat(nim.exitCode()).as("every game takes --time").isZero();
    CommandRun soon = CommandRun.of("", "play", "connect4", "--time", "soon");
    assertThat(soon.exitCode()).isEqualTo(2);
    assertThat(soon.err())
        .contains("'soon' is not a time; expected seconds or milliseconds, like 2s or 500ms");
  }

  @Test
  void aBarePlayIsTicTacToe() {
    assertThat(CommandRun.of("quit\n", "play").out()).startsWith(" 1 | 2 | 3\n");
  }

  @Test
  void theEngineCanMoveFirst() {
    CommandRun run = CommandRun.of("quit\n", "play", "tictactoe", "--engine-first");
    assertThat(run.out()).startsWith("X (perfect) plays ");
  }

  @Test
  void machineAgainstMachinePlaysTheGamesItIsToldAndKeepsTheScore() {
    CommandRun run =
        CommandRun.of("", "play", "tictactoe", "--x", "perfect", "--o", "perfect", "--games", "3");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("Game 3: a draw.")
        .contains("X (perfect)  wins 0  losses 0  draws 3");
  }

  @Test
  void aLevelsNameDoesForItsEngine() {
    CommandRun run =
        CommandRun.of(
            "",
            "play",
            "tictactoe",
            "--x",
            "perfect",
            "--o",
            "medium",
            "--games",
            "2",
            "--seed",
            "1");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .as("medium is the rule of thumb in tic-tac-toe")
        .contains("O (heuristic)");
  }

  @Test
  void nimIsPlayedWithPileLetters() {
    CommandRun run =
        CommandRun.of("Z-1\nA-2\nA-1\nquit\n", "play", "nim", "--piles", "1,2", "--plain");
    assertThat(run.out())
        .contains("A  1  |\nB  2  ||\n")
        .contains("cannot take 1 from pile Z: pile Z does not exist")
        .contains("cannot take 2 from pile A: it holds 1")
        .contains("second (perfect) plays B-2")
        .contains("Game 1: second (perfect) wins.");
  }

  @Test
  void badOptionsAreRefusedWithTheirReasonAndExitCode2() {
    assertRefused(
        CommandRun.of("", "play", "chess"), "unknown game 'chess'; expected tictactoe, nim, ");
    assertRefused(
        CommandRun.of("", "play", "tictactoe", "--x", "genius"), "unknown player 'genius'");
    assertRefused(
        CommandRun.of("", "play", "tictactoe", "--first", "depth:0"), "depth 0 is out of range");
    assertRefused(
        CommandRun.of("", "play", "nim", "--x", "human"),
        "--x names a player Nim does not have; its players are first and second");
    assertRefused(
        CommandRun.of("", "play", "tictactoe", "--piles", "3,4"),
        "--piles is an option of nim, not of tictactoe, which takes no options");
    assertRefused(
        CommandRun.of("", "play", "nim", "--piles", "3,x"),
        "--piles '3,x': 'x' is not a whole number");
    assertRefused(
        CommandRun.of("", "play", "nim", "--piles", "1,,2"),
        "--piles '1,,2': number 2 of 3 is empty; expected whole numbers separated by commas");
    assertRefused(
        CommandRun.of("", "play", "nim", "--piles", "0,0"),
        "every pile is empty, so the game would be over before it starts");
    assertRefused(
        CommandRun.of("", "play", "tictactoe", "--engine-first", "--first", "human"),
        "--engine-first says who plays which side");
    assertRefused(
        CommandRun.of("", "play", "tictactoe", "--x", "perfect", "--first", "human"),
        "--x is --first in this game: give one of them");
    assertRefused(
        CommandRun.of("", "play", "tictactoe", "--games", "0"), "--games 0 is out of range");
    assertRefused(CommandRun.of("", "play", "tictactoe", "--bogus"), "unknown option: --bogus");
  }

  @Test
  void aMistakeOnTheCommandLineGetsOneLineNotTheWholeUsage() {
    CommandRun seed = CommandRun.of("", "play", "--seed", "abc");
    assertThat(seed.exitCode()).isEqualTo(2);
    assertThat(seed.err().lines().toList())
        .containsExactly(
            "zerosum play: --seed: 'abc' is not a whole number",
            "Try 'zerosum play --help' for more.");
    CommandRun command = CommandRun.of("", "foo");
    assertThat(command.exitCode()).isEqualTo(2);
    assertThat(command.err().lines().toList())
        .containsExactly(
            "zerosum: unknown command 'foo'; expected play, analyze, trace, compare, tree, perft,"
                + " serve, arena, solve, generate-completion",
            "Try 'zerosum --help' for more.");
  }

  @Test
  void aHugeLineIsQuotedBackCutShort() {
    String huge = "x".repeat(2_000_000);
    CommandRun run = CommandRun.of(huge + "\nquit\n", "play", "--plain");
    assertThat(run.out())
        .contains("'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (2,000,000 characters) is not a move")
        .hasSizeLessThan(2_000);
  }

  @Test
  void connectFoursPlayersAreXAndOToo() {
    CommandRun run =
        CommandRun.of(
            "",
            "play",
            "connect4",
            "--x",
            "depth:2",
            "--o",
            "random",
            "--games",
            "1",
            "--seed",
            "4");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("X (depth:2)").contains("O (random)");
  }

  @Test
  void aHintOfManyMovesNamesAFewAndCountsThem() {
    String thirty = String.join(",", java.util.Collections.nCopies(30, "7"));
    CommandRun run = CommandRun.of("hint\nquit\n", "play", "nim", "--piles", thirty, "--plain");
    assertThat(run.out())
        .as("a nim-sum of 0: every one of the 210 moves loses, and the hint says so briefly")
        .containsPattern("hint: 1-1, 1-2, 1-3, 1-4, 1-5, 1-6 … \\(210 moves in all\\) \\(loss\\)");
  }

  private static void assertRefused(CommandRun run, String message) {
    assertThat(run.exitCode()).as(run.err()).isEqualTo(2);
    assertThat(run.err()).contains(message).doesNotContain("\tat ");
  }

  @Test
  void everyCommandHasHelpAndTheProgramAVersion() {
    for (String command :
        new String[] {
          "play", "analyze", "trace", "compare", "tree", "serve", "solve", "generate-completion"
        }) {
      CommandRun run = CommandRun.of("", command, "--help");
      assertThat(run.exitCode()).as(command).isZero();
      assertThat(run.out()).as(command).contains("Usage: zerosum " + command);
      assertThat(run.out().lines())
          .as("%s: the help fits 80 columns, so the terminal never wraps it mid-word", command)
          .allMatch(line -> line.length() <= 80);
    }
    assertThat(CommandRun.of("", "--help").out())
        .as("the games come from the registry")
        .contains("tictactoe (or tic-tac-toe, ttt)")
        .contains("nim:")
        .contains("connect4 (or connect-four, c4)");
    CommandRun version = CommandRun.of("", "--version");
    assertThat(version.exitCode()).isZero();
    assertThat(version.out()).startsWith("zerosum ");
    assertThat(CommandRun.of("", "generate-completion").out()).contains("complete -F");
  }
}
