package dev.zerosum.app.picture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The names of the searches a trace runs, as a person types them. */
class AlgorithmChoiceTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "minimax, MINIMAX, 0, minimax",
    "alphabeta, ALPHABETA, 0, alphabeta",
    "Alpha-Beta, ALPHABETA, 0, alphabeta",
    "alphabeta-ordered, ALPHABETA_ORDERED, 0, alphabeta-ordered",
    "depth:3, DEPTH, 3, depth:3",
    "DEPTH:99, DEPTH, 99, depth:99",
    "mcts, MCTS, 0, mcts"
  })
  void everyNameReadsAsItsSearchAndIsWrittenBackTheSame(
      String typed, Kind algorithm, int depth, String name) {
    AlgorithmChoice choice = AlgorithmChoice.parse(typed);
    assertThat(choice.algorithm()).isEqualTo(algorithm);
    assertThat(choice.depth()).isEqualTo(depth);
    assertThat(choice.name()).isEqualTo(name);
    assertThat(AlgorithmChoice.parse(choice.name())).isEqualTo(choice);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"dfs", "depth", "depth:", "depth:x", "depth:-1", "alphabeta:2", ""})
  void anyOtherNameIsRefusedWithTheNamesThereAre(String typed) {
    assertThatThrownBy(() -> AlgorithmChoice.parse(typed))
        .isInstanceOf(GameInputException.class)
        .hasMessageContaining("unknown algorithm '" + typed + "'")
        .hasMessageContaining("minimax, alphabeta, alphabeta-ordered, depth:N (N from 1 to 99)");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"depth:0", "depth:100", "depth:1000000000"})
  void aDepthOutOfRangeIsRefusedWithTheRange(String typed) {
    assertThatThrownBy(() -> AlgorithmChoice.parse(typed))
        .isInstanceOf(GameInputException.class)
        .hasMessageContaining("is out of range; expected depth:N with N from 1 to 99");
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"minimax", "alphabeta", "mcts"})
  void theSearchesThatWereThereBeforeTraceAsTheyDid(String typed) {
    PlayableGame<?, ?> nim = GameRegistry.standard().find("nim").createDefault();
    Kind algorithm = AlgorithmChoice.parse(typed).algorithm();
    GameTree byName = SearchTracer.trace(nim, "1,3", AlgorithmChoice.parse(typed), 2_000, 50);
    GameTree byAlgorithm = SearchTracer.trace(nim, "1,3", algorithm, 2_000, 50);

    assertThat(byName.nodes()).isEqualTo(byAlgorithm.nodes());
    assertThat(byName.nodes())
        .as("no table, no depth limit")
        .noneMatch(TreeNode::tableHit)
        .noneMatch(TreeNode::estimate);
    assertThat(byName.depthLimit()).isZero();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"alphabeta-ordered", "depth:2"})
  void nothingIsSearchedBelowATableHitOrAnEstimate(String typed) {
    PlayableGame<?, ?> game = GameRegistry.standard().find("tictactoe").createDefault();
    GameTree tree = SearchTracer.trace(game, "XOX.O....", AlgorithmChoice.parse(typed), 2_000, 1);
    var children = tree.children();

    assertThat(tree.nodes()).anyMatch(node -> node.tableHit() || node.estimate());
    for (TreeNode node : tree.nodes()) {
      if (node.tableHit() || node.estimate()) {
        assertThat(children.getOrDefault(node.id(), java.util.List.of()))
            .as("below call %d", node.id())
            .isEmpty();
        assertThat(node.terminal()).isFalse();
      }
    }
  }
}
