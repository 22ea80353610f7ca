package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code zerosum perft} on every game through the registry, with exact counts as oracles: the
 * literature's, or ones derived by hand in the comment beside each. The time it took goes to the
 * standard error and is checked only on a clock the test moves.
 */
class PerftCommandTest {
  private static final Pattern DIVIDED = Pattern.compile("(.+): (\\d+)");

  @ParameterizedTest(name = "{0} {1} --depth {2}: {3}")
  @CsvSource(
      delimiter = '|',
      value = {
        // Tic-tac-toe: 9 × 8 × … until a win at ply 5 ends a game: depth 6 is
        // (15,120 − 1,440 won by X at ply 5) × 4; depth 9 is the 127,872 games that fill the
        // board (81,792 won by X at the last move, 46,080 drawn); nothing lasts ten moves.
        "tictactoe||0|1",
        "tictactoe||1|9",
        "tictactoe||2|72",
        "tictactoe||3|504",
        "tictactoe||4|3024",
        "tictactoe||5|15120",
        "tictactoe||6|54720",
        "tictactoe||7|148176",
        "tictactoe||8|200448",
        "tictactoe||9|127872",
        "tictactoe||10|0",
        // X has won: the game is over, and no move follows.
        "tictactoe|XXXOO....|1|0",
        "tictactoe|XXXOO....|0|1",
        // Connect Four: 7^n until a column of six is full or a game is won; the first win is at
        // ply 7, and of the 7^7 sequences the 7 that play all seven moves in one column are
        // illegal at their seventh.
        "connect4||1|7",
        "connect4||2|49",
        "connect4||3|343",
        "connect4||4|2401",
        "connect4||5|16807",
        "connect4||6|117649",
        "connect4||7|823536",
        // Column 1 holds five: a sixth fills it, then six columns are left for the next move.
        "connect4|11111|2|48",
        // Nim (1,2): the 12 nodes of the textbook's tree are 1 + 3 + 5 + 3 by depth.
        "nim|1,2|1|3",
        "nim|1,2|2|5",
        "nim|1,2|3|3",
        "nim|1,2|4|0",
        // (3,4): 7 first moves, then (2+4) + (1+4) + 4 after pile A and 6 + 5 + 4 + 3 after B.
        "nim|3,4|2|33",
        // Dernier, 21 matches taking 1 to 3: no game ends in 7 moves, so 3^7.
        "dernier||7|2187",
        // From 4: 1-1-1 1-1-2 1-2-1 2-1-1; 1-3, 2-2 and 3-1 took the last match.
        "dernier|4|3|4",
        "dernier|4|4|1",
        "dernier|4|5|0"
      })
  void countsTheLeavesOfTheMoveTree(String game, String position, int depth, long leaves) {
    CommandRun run = perft(game, position, "--depth", String.valueOf(depth));

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).as("the count, alone on its line").isEqualTo(leaves + "\n");
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "'--piles 3,4', 33", // the start the options set up: as nim 3,4 above
    "'--piles 1,2 --misere', 5" // misère play changes who wins, not the moves
  })
  void countsFromTheStartTheGamesOptionsSetUp(String options, long leaves) {
    List<String> args = new ArrayList<>(List.of("perft", "nim", "--depth", "2"));
    args.addAll(ShellWords.split(options));
    CommandRun run = CommandRun.of("", args.toArray(String[]::new));

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).isEqualTo(leaves + "\n");
  }

  @ParameterizedTest(name = "{0} {1} --depth {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "tictactoe||2|1 2 3 4 5 6 7 8 9|8 8 8 8 8 8 8 8 8",
        "connect4||3|1 2 3 4 5 6 7|49 49 49 49 49 49 49",
        "nim|1,2|2|A-1 B-1 B-2|2 2 1",
        // Below 3, 1 leaves a game of 3 moves, 2 one of 2 with 1-1 only, 3 ends it.
        "dernier|4|3|1 2 3|3 1 0",
        // X to move can win at 3; a won game has no moves below it.
        "tictactoe|XX.OO....|2|3 6 7 8 9|0 4 4 4 4",
        "tictactoe|XXXOO....|1||"
      })
  void divideListsEveryMoveWithItsCountAndTheTotalLast(
      String game, String position, int depth, String moves, String counts) {
    CommandRun run = perft(game, position, "--depth", String.valueOf(depth), "--divide");

    assertThat(run.exitCode()).as(run.err()).isZero();
    List<String> lines = run.out().lines().toList();
    List<String> movesListed = new ArrayList<>();
    List<String> countsListed = new ArrayList<>();
    long sum = 0;
    for (String line : lines.subList(0, lines.size() - 1)) {
      Matcher divided = DIVIDED.matcher(line);
      assertThat(divided.matches()).as("MOVE: COUNT, not %s", line).isTrue();
      movesListed.add(divided.group(1));
      countsListed.add(divided.group(2));
      sum += Long.parseLong(divided.group(2));
    }
    assertThat(movesListed).as("every legal move, in the game's notation").isEqualTo(words(moves));
    assertThat(countsListed).isEqualTo(words(counts));
    assertThat(lines.get(lines.size() - 1)).as("the total, last").isEqualTo(String.valueOf(sum));
    assertThat(run.out())
        .as("the total is the count without --divide")
        .endsWith(perft(game, position, "--depth", String.valueOf(depth)).out());
  }

  private static List<String> words(String text) {
    return text == null ? List.of() : List.of(text.split(" "));
  }

  @Test
  void theTimeAndTheLeavesASecondGoToTheStandardErrorOnTheCommandsClock() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Console console =
        new Console(
            new ByteArrayInputStream(new byte[0]),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            false);
    // The clock moves a quarter of a second each time it is read: once before, once after.
    PerftCommand command =
        new PerftCommand(
            console,
            dev.zerosum.registry.GameRegistry.standard(),
            dev.zerosum.core.Ticker.counting(Duration.ofMillis(250)));

    int code = new picocli.CommandLine(command).execute("tictactoe", "--depth", "2");

    assertThat(code).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("72\n");
    assertThat(err.toString(StandardCharsets.UTF_8))
        .isEqualTo("zerosum perft: 72 leaves in 0.250 s, 288 a second (the generic count)\n");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "perft chess --depth 1|unknown game 'chess'; expected tictactoe, nim,",
        "perft tictactoe XXX --depth 1|'XXX' has 3 cells; expected 9",
        "perft tictactoe --depth -1|--depth -1 is out of range; expected 0 to 64",
        "perft tictactoe --depth 65|--depth 65 is out of range; expected 0 to 64",
        "perft tictactoe --depth 2147483648|--depth: 2147483648 is too large",
        "perft tictactoe --depth two|--depth: 'two' is not a whole number",
        "perft tictactoe|an option is needed: '--depth=D'",
        "perft tictactoe --depth 0 --divide|--divide lists the moves of the first ply",
        "perft nim 1,2 --piles 3 --depth 1|--piles sets only where a game of nim starts",
        "perft nim --take 2 --depth 1|--take is an option of",
        "--lang es perft tictactoe --depth 65|--depth 65 está fuera de rango; se esperaba de 0 a 64",
        "--lang es perft tictactoe --depth 0 --divide|--divide lista las jugadas de la primera",
        "--lang es perft tictactoe|falta la opción obligatoria: '--depth=D'"
      })
  void badInputIsOneLineNamingWhatIsWrongAndWhatWasExpected(String command, String said) {
    CommandRun run = CommandRun.of("", ShellWords.split(command).toArray(String[]::new));

    assertThat(run.exitCode()).as(run.err()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err()).startsWith("zerosum perft: ").contains(said);
    assertThat(run.err()).as("no stack trace").doesNotContain("\tat ", "Exception");
    assertThat(run.out()).as("no count").isEmpty();
  }

  @Test
  void theTimeLineIsInSpanishWithSpanishNumbers() {
    CommandRun run =
        CommandRun.in(Map.of(), "", "--lang", "es", "perft", "connect4", "--depth", "4");

    assertThat(run.out()).as("programs read the same count").isEqualTo("2401\n");
    assertThat(run.err())
        .matches(
            "zerosum perft: 2\\.401 hojas en \\d+,\\d{3} s, [\\d.]+ por segundo"
                + " \\(el conteo genérico\\)\n");
  }

  private static CommandRun perft(String game, String position, String... rest) {
    List<String> args = new ArrayList<>(List.of("perft", game));
    if (position != null) {
      args.add(position);
    }
    args.addAll(List.of(rest));
    return CommandRun.of("", args.toArray(String[]::new));
  }
}
