package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The perfect engine against the random and the heuristic players: it never loses. */
class PerfectNeverLosesTest {
  private static final int GAMES = 1_000;

  @ParameterizedTest(name = "{0} {1}: {2} against {3}, seed {4}")
  @CsvSource(
      delimiter = '|',
      value = {
        // tic-tac-toe: perfect play never loses from the empty board, on either side
        "tictactoe||perfect|random|11",
        "tictactoe||random|perfect|12",
        "tictactoe||perfect|heuristic|13",
        "tictactoe||heuristic|perfect|14",
        // Nim: the side perfect plays must be the winning one: 3,4,5 (nim-sum 2) for the first
        // player,
        // 1,3,5,7 (nim-sum 0) for the second; misère keeps the same winners for these piles
        "nim|3,4,5|perfect|random|21",
        "nim|1,3,5,7|random|perfect|22",
        "nim|3,4,5|perfect|heuristic|23",
        "nim|1,3,5,7|heuristic|perfect|24",
        "nim|3,4,5 --misere|perfect|random|25",
        "nim|1,3,5,7 --misere|random|perfect|26",
        "nim|3,4,5 --misere|perfect|heuristic|27",
        "nim|1,3,5,7 --misere|heuristic|perfect|28"
      })
  void perfectNeverLoses(String game, String piles, String first, String second, long seed) {
    java.util.List<String> args =
        new java.util.ArrayList<>(
            java.util.List.of(
                "play",
                game,
                "--first",
                first,
                "--second",
                second,
                "--games",
                Integer.toString(GAMES),
                "--seed",
                Long.toString(seed)));
    if (piles != null) { // an empty column reads as null
      String[] parts = piles.split(" ");
      args.add("--piles");
      args.add(parts[0]);
      if (parts.length > 1) {
        args.add(parts[1]);
      }
    }
    CommandRun run = CommandRun.of("", args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    String perfectSide = first.equals("perfect") ? "first" : "second";
    if (game.equals("tictactoe")) {
      perfectSide = first.equals("perfect") ? "X" : "O";
    }
    Matcher tally =
        Pattern.compile(perfectSide + " \\(perfect\\)\\s+wins (\\d+)  losses (\\d+)  draws (\\d+)")
            .matcher(run.out());
    assertThat(tally.find()).as("scoreboard in:%n%s", run.out()).isTrue();
    assertThat(Integer.parseInt(tally.group(2))).as("losses of perfect, seed %d", seed).isZero();
    int wins = Integer.parseInt(tally.group(1));
    int draws = Integer.parseInt(tally.group(3));
    assertThat(wins + draws).isEqualTo(GAMES);
    if (game.equals("nim")) {
      assertThat(wins)
          .as("Nim has no draws: perfect wins every game from its winning side")
          .isEqualTo(GAMES);
    }
  }
}
