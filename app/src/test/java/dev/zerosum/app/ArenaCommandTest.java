package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code zerosum arena}: engines against each other, rated; every game's players from the registry.
 */
class ArenaCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void aRoundRobinGivesTheCrossTableAndTheRatings() {
    CommandRun run =
        CommandRun.of(
            "", "arena", "tictactoe", "--players", "perfect,mcts:300,random", "--games", "4");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .containsPattern("perfect +-")
        .contains("(wins-draws-losses of the row's player against the column's)")
        .contains("95% interval")
        .contains("anchored at random = 0");
    assertThat(run.err()).contains("12 games played");
    assertThat(run.out())
        .as("random is the anchor: rated 0")
        .containsPattern("\\nrandom\\s+0\\s+0 to\\s+0\\s+8");
  }

  @Test
  void theGamesLevelsDoForTheirEngines() {
    CommandRun run =
        CommandRun.of(
            "",
            "arena",
            "connect4",
            "--players",
            "easy,medium",
            "--games",
            "2",
            "--anchor",
            "easy");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .as("easy and medium are random and the rule of thumb in Connect Four")
        .containsPattern("random +heuristic\\n")
        .contains("anchored at random = 0");
  }

  @Test
  void theSameSeedGivesTheSameResultsAndTheJsonSaysSo() throws Exception {
    String[] args = nimArena("json");
    CommandRun first = CommandRun.of("", args);
    CommandRun second = CommandRun.of("", args);
    assertThat(first.out()).as("seeded players, seeded openings").isEqualTo(second.out());
    JsonNode results = JSON.readTree(first.out());
    assertThat(results.get("players")).hasSize(2);
    assertThat(results.get("games").asInt()).isEqualTo(6);
    assertThat(results.get("ratings").get(0).get("player").asText()).isIn("heuristic", "random");
    CommandRun csv = CommandRun.of("", nimArena("csv"));
    assertThat(csv.out()).startsWith("player,opponent,wins,draws,losses,elo,elo_low,elo_high\n");
  }

  /** Returns the arguments of a seeded Nim arena of two players, six games, in {@code format}. */
  private static String[] nimArena(String format, String... more) {
    List<String> args =
        new ArrayList<>(
            List.of(
                "arena",
                "nim",
                "--piles",
                "2,3",
                "--players",
                "heuristic,random",
                "--games",
                "6",
                "--seed",
                "5",
                "--format",
                format));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  @Test
  void aGauntletAndAPlotOfStrengthAgainstTime(@TempDir Path folder) throws Exception {
    Path plot = folder.resolve("plot.svg");
    CommandRun run =
        CommandRun.of(
            "",
            "arena",
            "takeaway",
            "--players",
            "mcts:20ms,mcts:40ms,random",
            "--gauntlet",
            "random",
            "--games",
            "2",
            "-o",
            plot.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.err()).contains("4 games played").contains("wrote " + plot);
    String svg = Files.readString(plot);
    DocumentBuilderFactory.newInstance()
        .newDocumentBuilder()
        .parse(plot.toFile()); // well-formed XML, or this throws
    assertThat(svg).contains("time a move (logarithmic)").contains(">mcts<").contains(">random<");
  }

  @Test
  void aJournalLetsAStoppedRunGoOnAndRefusesAnotherRunsSettings(@TempDir Path folder)
      throws Exception {
    Path journal = folder.resolve("games.txt");
    String[] args = nimArena("csv", "--journal", journal.toString());
    CommandRun whole = CommandRun.of("", args);
    assertThat(whole.exitCode()).as(whole.err()).isZero();
    List<String> lines = Files.readAllLines(journal);
    assertThat(lines).as("two header lines, six games").hasSize(8);
    assertThat(lines.get(1))
        .isEqualTo(
            "# settings: nim --piles [2, 3] --misere false --players heuristic,random --games 6"
                + " --time 2000ms --seed 5 --openings 2");

    Files.write(journal, lines.subList(0, 5)); // as if stopped after three games
    CommandRun resumed = CommandRun.of("", args);
    assertThat(resumed.err()).contains("3 games already played in " + journal);
    assertThat(resumed.out()).as("the same results as the whole run").isEqualTo(whole.out());
    assertThat(Files.readAllLines(journal)).isEqualTo(lines);

    args[7] = "8";
    CommandRun other = CommandRun.of("", args);
    assertThat(other.exitCode()).isEqualTo(2);
    assertThat(other.err())
        .contains("cannot go on from the journal " + journal)
        .contains(
            "this run's are \"nim --piles [2, 3] --misere false --players heuristic,random"
                + " --games 8")
        .doesNotContain("\tat ");
    assertThat(Files.readAllLines(journal)).as("the journal is left as it was").isEqualTo(lines);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "odd games|--games|3|--games 3 is out of range; expected an even number",
        "a human|--players|human,random|a human cannot play in the arena",
        "one player|--players|random|--players names 1 player; expected 2 or more",
        "twice|--players|random,random|random is named twice",
        "not offered|--players|minimax,random|minimax is not a player of connect4",
      })
  void mistakesAreNamed(String name, String option, String value, String message) {
    String players = option.equals("--players") ? value : "random,heuristic";
    String games = option.equals("--games") ? value : "2";
    CommandRun run = CommandRun.of("", "arena", "connect4", "--players", players, "--games", games);
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.err()).contains(message).doesNotContain("\tat ");
  }
}
