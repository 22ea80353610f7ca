package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class FencedCommandsTest {
  private static final String PAGE =
      String.join(
          "\n",
          "# A page",
          "",
          "./zerosum play   # outside a block: prose, not read",
          "",
          "```",
          "./zerosum play                          # you (X) against the perfect engine",
          "./zerosum analyze connect4 \"\"",
          "./zerosum arena connect4 --players perfect,random \\",
          "  --games 2 -o plot.svg",
          "bench/run --quick                       # another program: not read",
          "```",
          "",
          "```console",
          "$ ./zerosum trace nim 1,2",
          "output a console block shows",
          "```",
          "",
          "```",
          "$ LANG=es_ES.UTF-8 ./zerosum play --plain",
          "Turno de X> 5",
          "```",
          "");

  @Test
  void readsTheCommandsOfFencedBlocksButNotOfConsoleBlocks() {
    FencedCommands parsed = FencedCommands.parse(PAGE);
    assertThat(parsed.problems()).isEmpty();
    assertThat(parsed.commands())
        .containsExactly(
            new FencedCommands.Command(6, "./zerosum play", Map.of(), List.of("play")),
            new FencedCommands.Command(
                7, "./zerosum analyze connect4 \"\"", Map.of(), List.of("analyze", "connect4", "")),
            new FencedCommands.Command(
                8,
                "./zerosum arena connect4 --players perfect,random  --games 2 -o plot.svg",
                Map.of(),
                List.of(
                    "arena",
                    "connect4",
                    "--players",
                    "perfect,random",
                    "--games",
                    "2",
                    "-o",
                    "plot.svg")),
            new FencedCommands.Command(
                19,
                "./zerosum play --plain",
                Map.of("LANG", "es_ES.UTF-8"),
                List.of("play", "--plain")));
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "./zerosum play $HOME",
        "cat saved.json | ./zerosum play --load -",
        "./zerosum analyze nim 'unclosed",
      })
  void aCommandItCannotReadIsAProblem(String line) {
    FencedCommands parsed = FencedCommands.parse("```\n" + line + "\n```\n");
    assertThat(parsed.commands()).isEmpty();
    assertThat(parsed.problems()).extracting(TutorialMarkdown.Problem::line).containsExactly(2);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      quoteCharacter = '"',
      delimiterString = " => ",
      value = {
        "./zerosum play # a comment => \"./zerosum play \"",
        "./zerosum play#not a comment => ./zerosum play#not a comment",
        "./zerosum analyze nim '1 # 2' # the comment => \"./zerosum analyze nim '1 # 2' \"",
      })
  void aCommentStartsAtAHashAfterABlankOutsideQuotes(String line, String without) {
    assertThat(FencedCommands.withoutComment(line)).isEqualTo(without);
  }
}
