package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class ShellWordsTest {

  static Stream<Arguments> lines() {
    return Stream.of(
        Arguments.of("./zerosum trace nim 1,2", List.of("./zerosum", "trace", "nim", "1,2")),
        Arguments.of("  a   b\tc  ", List.of("a", "b", "c")),
        Arguments.of("a 'b c' d", List.of("a", "b c", "d")),
        Arguments.of("a \"b c\" d", List.of("a", "b c", "d")),
        Arguments.of("'it''s'", List.of("its")),
        Arguments.of("\"say \\\"hi\\\"\"", List.of("say \"hi\"")),
        Arguments.of("'$HOME'", List.of("$HOME")),
        Arguments.of("a\\ b", List.of("a b")),
        Arguments.of("''", List.of("")),
        Arguments.of("--players=mcts:100,random", List.of("--players=mcts:100,random")),
        Arguments.of("", List.of()));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("lines")
  void splitsAsAShellDoes(String line, List<String> words) {
    assertThat(ShellWords.split(line)).isEqualTo(words);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "a | b",
        "a > out.txt",
        "a; b",
        "a && b",
        "echo $HOME",
        "echo \"$HOME\"",
        "ls *.md",
        "a 'b",
        "a \"b",
        "a \\",
        "a # comment"
      })
  void refusesWhatAShellWouldReadDifferently(String line) {
    assertThatThrownBy(() -> ShellWords.split(line))
        .as("the test would run something other than what a reader's shell runs")
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(line);
  }
}
