package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.app.save.AtomicFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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
