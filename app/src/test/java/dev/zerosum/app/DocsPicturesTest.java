package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The pictures in docs/ are what {@code zerosum tree} draws today, not an older drawing. */
class DocsPicturesTest {

  @ParameterizedTest(name = "docs/{0}")
  @CsvSource({
    "nim-1-2-minimax.svg, nim, '1,2', --algorithm minimax",
    "tictactoe-alphabeta.svg, tictactoe, .X..OX..O, --algorithm alphabeta",
    "tictactoe-mcts.svg, tictactoe, .X..OX..O, --algorithm mcts --simulations 200",
    "tree-figure-alphabeta.svg, tree, '[[3,12,8],[2,4,6],[14,5,2]]', --algorithm alphabeta",
  })
  void theCommittedPictureIsTheOneTheCommandDraws(
      String file, String game, String position, String options) throws Exception {
    Path committed = Path.of("..", "docs", file); // tests run in app/
    List<String> args = new ArrayList<>(List.of("tree", game, position));
    args.addAll(List.of(options.split(" ")));
    CommandRun run = CommandRun.of("", args.toArray(String[]::new));
    assertThat(run.exitCode()).as(run.err()).isZero();
    String drawn = run.out().replace("\r\n", "\n"); // a checkout may have turned \n into \r\n
    assertThat(Files.readString(committed, StandardCharsets.UTF_8).replace("\r\n", "\n"))
        .as(
            "docs/%s is out of date; redraw it with ./zerosum tree %s %s %s -o docs/%s",
            file, game, position, options, file)
        .isEqualTo(drawn);
  }
}
