package dev.zerosum.app.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.GameInputException;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AgentSpecTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "human, HUMAN, 0, human",
    "Perfect, PERFECT, 0, perfect",
    "' random ', RANDOM, 0, random",
    "heuristic, HEURISTIC, 0, heuristic",
    "minimax, MINIMAX, 0, minimax",
    "alphabeta, ALPHABETA, 0, alphabeta",
    "depth:3, DEPTH, 3, depth:3",
    "DEPTH:99, DEPTH, 99, depth:99"
  })
  void readsEveryKindAndWritesItBack(String text, AgentSpec.Kind kind, int depth, String written) {
    AgentSpec spec = AgentSpec.parse(text);
    assertThat(spec).isEqualTo(new AgentSpec(kind, depth));
    assertThat(spec.toString()).isEqualTo(written);
    assertThat(AgentSpec.parse(spec.toString())).as("round trip").isEqualTo(spec);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '"',
      value = {
        "genius|unknown player 'genius'",
        "depth|unknown player 'depth'",
        "depth:|'depth:' has no depth",
        "depth:x|'depth:x' has no depth",
        "depth:0|depth 0 is out of range",
        "depth:100|depth 100 is out of range",
        "\"\"|unknown player ''"
      })
  void refusesWhatIsNoPlayer(String text, String message) {
    assertThatThrownBy(() -> AgentSpec.parse(text))
        .isInstanceOf(GameInputException.class)
        .hasMessageStartingWith(message)
        .hasMessageEndingWith("or perfect");
  }
}
