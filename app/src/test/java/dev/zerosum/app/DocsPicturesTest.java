package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The pictures in docs/ are what {@code zerosum tree} draws today, not an older drawing. */
class DocsPicturesTest {

  @ParameterizedTest(name = "docs/{0}")
  @CsvSource({
    "nim-1-2-minimax.svg, nim, '1,2', minimax",
    "tictactoe-alphabeta.svg, tictactoe, .X..OX..O, alphabeta",
  })
  void theCommittedPictureIsTheOneTheCommandDraws(
      String file, String game, String position, String algorithm) throws Exception {
    Path committed = Path.of("..", "docs", file); // tests run in app/
    CommandRun run = CommandRun.of("", "tree", game, position, "--algorithm", algorithm);
    assertThat(run.exitCode()).as(run.err()).isZero();
    String drawn = run.out().replace("\r\n", "\n"); // a checkout may have turned \n into \r\n
    assertThat(Files.readString(committed, StandardCharsets.UTF_8).replace("\r\n", "\n"))
        .as(
            "docs/%s is out of date; redraw it with ./zerosum tree %s %s --algorithm %s -o docs/%s"
                + " (and its PNG with rsvg-convert)",
            file, game, position, algorithm, file)
        .isEqualTo(drawn);
  }
}
