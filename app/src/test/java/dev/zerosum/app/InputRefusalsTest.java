package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.app.save.AtomicFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The inputs of issue 23 that were answered late, wrongly or not at all: each is now answered at
 * once, in one line that says what is wrong and what to do.
 */
class InputRefusalsTest {
  @Test
  void anArenaWhosePlotCannotBeWrittenIsRefusedBeforeAnyGame(@TempDir Path folder) {
    Path plot = folder.resolve("missing").resolve("p.svg");
    CommandRun run =
        CommandRun.of(
            "",
            "arena",
            "takeaway",
            "--players",
            "random,heuristic",
            "--games",
            "2",
            "-o",
            plot.toString());

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err()).contains("the folder " + plot.getParent() + " does not exist");
    assertThat(run.err()).doesNotContain("games played");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void aTreeWhoseFileCannotBeWrittenIsRefusedBeforeTheSearch(@TempDir Path folder) {
    Path svg = folder.resolve("missing").resolve("t.svg");
    CommandRun run = CommandRun.of("", "tree", "tictactoe", ".........", "-o", svg.toString());

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err()).contains("does not exist").doesNotContain("wrote");
  }

  @Test
  void aPictureTooLargeToDrawIsRefusedUpFrontWithTheLimit() {
    CommandRun run = CommandRun.of("", "tree", "tictactoe", ".........", "--max-nodes", "1000000");

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err())
        .isEqualTo(
            "zerosum tree: --max-nodes 1000000: a picture holds at most 50,000 nodes; give"
                + " --max-nodes 50,000 or less, or --format dot or json\n");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void aBinaryBenchmarkSetIsRefusedAsNotText(@TempDir Path folder) throws Exception {
    Path binary = folder.resolve("rand.bin");
    Files.write(binary, new byte[] {(byte) 0xff, (byte) 0xfe, 0, 1, (byte) 0xc3, 0x28});
    Path zeros = folder.resolve("zeros.bin");
    Files.write(zeros, new byte[64]);

    for (Path file : new Path[] {binary, zeros}) {
      CommandRun run = CommandRun.of("", "solve", "connect4", file.toString());
      assertThat(run.exitCode()).as(run.err()).isEqualTo(Main.BAD_INPUT);
      assertThat(run.err())
          .isEqualTo(
              "zerosum solve: "
                  + file
                  + " is not a text file (UTF-8); expected lines of positions, like 4453 2\n");
    }
  }

  @Test
  void aSaveThroughASymbolicLinkReplacesTheFileLinkedToAndKeepsTheLink(@TempDir Path folder)
      throws Exception {
    Path real = Files.createDirectory(folder.resolve("real")).resolve("game.json");
    Files.writeString(real, "old");
    Path link = Files.createSymbolicLink(folder.resolve("link.json"), real);

    AtomicFiles.write(link, "new", "save to");

    assertThat(Files.isSymbolicLink(link)).isTrue();
    assertThat(Files.readSymbolicLink(link)).isEqualTo(real);
    assertThat(Files.readString(real, StandardCharsets.UTF_8)).isEqualTo("new");
    assertThat(Files.list(real.getParent())).containsExactly(real); // no temporary file left
  }

  /** A file to write that is no file to write, made in {@code folder}; returns the name to give. */
  private static String unwritable(String kind, Path folder) throws Exception {
    switch (kind) {
      case "read-only" -> {
        Path file = Files.writeString(folder.resolve("kept.svg"), "mine");
        Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("r--r--r--"));
        return file.toString();
      }
      case "a loop of links" -> {
        Files.createSymbolicLink(folder.resolve("a.svg"), folder.resolve("b.svg"));
        Files.createSymbolicLink(folder.resolve("b.svg"), folder.resolve("a.svg"));
        return folder.resolve("a.svg").toString();
      }
      case "a link to nothing" -> {
        Files.createSymbolicLink(folder.resolve("link.svg"), folder.resolve("nothing.svg"));
        return folder.resolve("link.svg").toString();
      }
      case "no name" -> {
        return "";
      }
      default -> throw new IllegalArgumentException(kind);
    }
  }

  @ParameterizedTest(name = "{0}, {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "read-only|en|: it is read-only",
        "read-only|es|: es de solo lectura",
        "a loop of links|en|: its symbolic links go round in a loop",
        "a link to nothing|en|: it is a symbolic link to FOLDER/nothing.svg, which does not exist",
        "a link to nothing|es|: es un enlace simbólico a FOLDER/nothing.svg, que no existe",
        "no name|en|zerosum tree: cannot write '': no file name given; expected a file",
        "no name|es|zerosum tree: no se puede escribir '': no se ha dado ningún nombre de archivo;"
            + " se esperaba un archivo"
      })
  void aFileThatIsNoFileToWriteIsRefusedAndLeftAsItWas(
      String kind, String language, String message, @TempDir Path folder) throws Exception {
    String file = unwritable(kind, folder);
    List<Path> before;
    try (var listed = Files.list(folder)) {
      before = listed.toList();
    }

    CommandRun run =
        CommandRun.of("", "--lang", language, "tree", "tictactoe", "XOXOX....", "-o", file);

    assertThat(run.exitCode()).as(run.err()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err().strip()).contains(message.replace("FOLDER", folder.toString()));
    try (var listed = Files.list(folder)) {
      assertThat(listed.toList()).as("no file made, none replaced").hasSameElementsAs(before);
    }
    if (kind.equals("read-only")) {
      assertThat(Files.readString(Path.of(file))).isEqualTo("mine");
    }
  }

  @Test
  void aFolderWhereNoFileCanBeMadeIsRefusedBeforeTheArenaPlays() {
    // The superuser may write in every folder by its permissions, yet not in /proc (nor /sys).
    Path proc = Path.of("/proc/self");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.isDirectory(proc), "Linux only");
    Path plot = proc.resolve("p.svg");

    CommandRun run =
        CommandRun.of(
            "",
            "arena",
            "tictactoe",
            "--players",
            "random,heuristic",
            "--games",
            "2",
            "-o",
            plot.toString());

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err()).startsWith("zerosum arena: cannot write " + plot + ": ");
    assertThat(run.err()).doesNotContain("games played");
    assertThat(run.out()).isEmpty();
  }

  @Test
  void aFileReplacedKeepsItsPermissions(@TempDir Path folder) throws Exception {
    Path file = Files.writeString(folder.resolve("kept.svg"), "old");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r-----"));

    AtomicFiles.write(file, "new", "write");

    assertThat(Files.readString(file)).isEqualTo("new");
    assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file)))
        .as("the mode the user gave it, not the umask's")
        .isEqualTo("rw-r-----");
  }

  @Test
  void anOptionOnlyOfTheStartIsRefusedWhereAPositionIsGiven() {
    CommandRun analyze = CommandRun.of("", "analyze", "nim", "3,4,5", "--piles", "1,2");
    CommandRun trace = CommandRun.of("", "trace", "dernier", "21", "--matches", "5");

    assertThat(analyze.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(analyze.err())
        .isEqualTo(
            "zerosum analyze: --piles sets only where a game of nim starts; zerosum analyze reads"
                + " the position it is given, so give that position instead\n");
    assertThat(trace.err())
        .startsWith("zerosum trace: --matches sets only where a game of dernier");
  }

  @Test
  void analyzeWithNoPositionAnywhereSaysSo() {
    CommandRun run = CommandRun.of("", "analyze", "nim");

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err())
        .isEqualTo(
            "zerosum analyze: no position given; expected POSITION, or positions on standard"
                + " input, one a line\n");
  }

  @Test
  void simulationsAreRefusedForASearchThatHasNone() {
    CommandRun run = CommandRun.of("", "trace", "nim", "1,2", "--simulations", "5");

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err())
        .isEqualTo(
            "zerosum trace: --simulations counts the simulations of Monte Carlo tree search"
                + " (--algorithm mcts); minimax has none\n");
    assertThat(
            CommandRun.of("", "trace", "nim", "1,2", "--algorithm", "mcts", "--simulations", "5")
                .exitCode())
        .isZero();
  }

  @Test
  void aLongArgumentIsQuotedCutAndEscaped() {
    String line = "\u001b" + "x".repeat(100_000);
    CommandRun run = CommandRun.of("", "trace", "nim", "1", line);

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err().lines().findFirst().orElseThrow())
        .hasSizeLessThan(120)
        .contains("one argument too many: '\\u001bxxx")
        .contains("(100,001 characters)")
        .doesNotContain("\u001b");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "play --games 99999999999|zerosum play: --games: 99999999999 is too large; expected at most"
            + " 2,147,483,647",
        "--lang es play --games 99999999999|zerosum play: --games: 99999999999 es demasiado grande;"
            + " se esperaba como mucho 2.147.483.647",
        "tree tictactoe --max-nodes -99999999999|zerosum tree: --max-nodes: -99999999999 is too"
            + " small; expected at least -2,147,483,648",
        "play --seed 99999999999999999999|zerosum play: --seed: 99999999999999999999 is too large;"
            + " expected at most 9,223,372,036,854,775,807",
        "analyze nim 1 --time 1000000s|zerosum analyze: --time: '1000000s' is longer than any time"
            + " an engine is given; expected at most 999999s (some 11 days)",
        "--lang es analyze nim 1 --time 99999999999999999999999ms|zerosum analyze: --time:"
            + " '99999999999999999999999ms' es más de lo que se da nunca a un motor; se esperaba como"
            + " mucho 999999s (unos 11 días)",
        "arena tictactoe --players random,heuristic --openings 12|zerosum arena: --openings 12: on"
            + " tictactoe a line of 12 random moves ends the game before the engines play; expected"
            + " at most 8",
        "solve connect4 /no/such/file|zerosum solve: cannot read /no/such/file: no such file;"
            + " expected a file of positions",
        "solve connect4 /tmp|zerosum solve: cannot read /tmp: it is a folder; expected a file of"
            + " positions"
      })
  void aValuePastWhatIsReadSaysTheLimit(String line, String message) {
    CommandRun run = CommandRun.of("", ShellWords.split(line).toArray(String[]::new));

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err().lines().findFirst().orElseThrow()).isEqualTo(message);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "analyze nim 1 --time 1000000ms", // a thousand seconds: within the limit, in milliseconds
        "solve connect4 /dev/null", // no positions, as an empty file
        "arena tictactoe --players random,heuristic --openings 8 --games 2"
      })
  void aValueWithinTheLimitsIsTaken(String line) {
    CommandRun run = CommandRun.of("", ShellWords.split(line).toArray(String[]::new));

    assertThat(run.exitCode()).as(run.err()).isZero();
  }

  @Test
  void malformedNumbersAndOpenRangesAreSaidInPlainWords() {
    assertThat(CommandRun.of("", "play", "--seed", "1e9").err())
        .startsWith("zerosum play: --seed: '1e9' is not a whole number\n");
    assertThat(CommandRun.of("", "play", "nim", "--piles", "1,-1").err())
        .startsWith("zerosum play: --piles '1,-1': '-1': -1 is out of range; expected 0 or more\n");
    assertThat(CommandRun.of("", "analyze", "nim", "1", "--time", "soon").err())
        .startsWith("zerosum analyze: --time: 'soon' is not a time");
  }
}
