package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class TutorialMarkdownTest {
  private static final String TWO_COMMANDS =
      String.join(
          "\n",
          "# A chapter",
          "",
          "```console",
          "$ ./zerosum analyze nim 1,1",
          "first line",
          "",
          "  indented",
          "$ ./zerosum trace nim '1,2' --algorithm minimax",
          "```",
          "",
          "```java",
          "$ ./zerosum not a command: a java block is not run",
          "```",
          "");

  @Test
  void readsEachCommandWithTheLinesUnderIt() {
    TutorialMarkdown parsed = TutorialMarkdown.parse(TWO_COMMANDS);
    assertThat(parsed.problems()).isEmpty();
    assertThat(parsed.examples())
        .containsExactly(
            new TutorialMarkdown.Example(
                4,
                "./zerosum analyze nim 1,1",
                List.of("analyze", "nim", "1,1"),
                List.of("first line", "", "  indented")),
            new TutorialMarkdown.Example(
                8,
                "./zerosum trace nim '1,2' --algorithm minimax",
                List.of("trace", "nim", "1,2", "--algorithm", "minimax"),
                List.of()));
    assertThat(parsed.examples().get(0).shownText())
        .as("blank lines and indentation are output too")
        .isEqualTo("first line\n\n  indented\n");
    assertThat(parsed.examples().get(1).shownText()).isEmpty();
  }

  @Test
  void windowsLineEndsAreReadAsNewlines() {
    assertThat(TutorialMarkdown.parse(TWO_COMMANDS.replace("\n", "\r\n")))
        .isEqualTo(TutorialMarkdown.parse(TWO_COMMANDS));
  }

  static Stream<Arguments> malformed() {
    return Stream.of(
        Arguments.of("```console\n```\n", 1, "a console block without a command"),
        Arguments.of("```console\n\n```\n", 2, "output before the first command"),
        Arguments.of("```console\nhello\n$ ./zerosum a\n```\n", 2, "output before the first"),
        Arguments.of("```console\n$ ls -l\n```\n", 2, "not ./zerosum"),
        Arguments.of("```console\n$ ./zerosum a | head\n```\n", 2, "means more to a shell"),
        Arguments.of("text\n```console\n$ ./zerosum a\n", 2, "never closed"),
        Arguments.of("- item\n  ```console\n  $ ./zerosum a\n  ```\n", 2, "must start the line"));
  }

  @ParameterizedTest(name = "{2}")
  @MethodSource("malformed")
  void aMalformedBlockIsAProblemNotASkippedCommand(String markdown, int line, String message) {
    TutorialMarkdown parsed = TutorialMarkdown.parse(markdown);
    assertThat(parsed.problems())
        .as("a block the test cannot run must fail, not pass unchecked")
        .singleElement()
        .satisfies(
            problem -> {
              assertThat(problem.line()).isEqualTo(line);
              assertThat(problem.message()).contains(message);
            });
  }

  @Test
  void rewritingReplacesOnlyTheOutputs() {
    String rewritten =
        TutorialMarkdown.withOutputs(
            TWO_COMMANDS, example -> example.args().get(0) + " says\nhello\n");
    assertThat(rewritten)
        .isEqualTo(
            String.join(
                "\n",
                "# A chapter",
                "",
                "```console",
                "$ ./zerosum analyze nim 1,1",
                "analyze says",
                "hello",
                "$ ./zerosum trace nim '1,2' --algorithm minimax",
                "trace says",
                "hello",
                "```",
                "",
                "```java",
                "$ ./zerosum not a command: a java block is not run",
                "```",
                ""));
  }

  @Test
  void rewritingWithTheSameOutputsChangesNothing() {
    assertThat(TutorialMarkdown.withOutputs(TWO_COMMANDS, TutorialMarkdown.Example::shownText))
        .isEqualTo(TWO_COMMANDS);
  }
}
