package dev.zerosum.registry;

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
        "depth:|'depth:' has no number",
        "depth:x|'depth:x' has no number",
        "mcts:x|'mcts:x' has no number",
        "mcts:0|simulations 0 is out of range",
        "mcts:0s|'0s' is no time at all",
        "depth:0|depth 0 is out of range",
        "depth:100|depth 100 is out of range",
        "\"\"|unknown player ''"
      })
  void refusesWhatIsNoPlayer(String text, String message) {
    assertThatThrownBy(() -> AgentSpec.parse(text))
        .isInstanceOf(GameInputException.class)
        .hasMessageContaining(message);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "mcts, 0, '', mcts",
    "MCTS:10000, 10000, '', mcts:10000",
    "mcts:1s, 0, PT1S, mcts:1s",
    "mcts:500ms, 0, PT0.5S, mcts:500ms",
    "mcts:1.5s, 0, PT1.5S, mcts:1.5s"
  })
  void readsTheMonteCarloPlayersWithTheirBudgets(
      String text, long iterations, String time, String written) {
    AgentSpec spec = AgentSpec.parse(text);
    assertThat(spec.kind()).isEqualTo(AgentSpec.Kind.MCTS);
    assertThat(spec.iterations()).isEqualTo(iterations);
    assertThat(spec.time()).isEqualTo(time.isEmpty() ? null : java.time.Duration.parse(time));
    assertThat(spec.toString()).isEqualTo(written);
    assertThat(AgentSpec.parse(written)).as("round trip").isEqualTo(spec);
    assertThat(spec.kindName()).isEqualTo("mcts");
  }
}
