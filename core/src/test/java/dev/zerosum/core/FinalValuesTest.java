package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A game whose utilities are final values: the exact searches back up the plain minimax values of
 * the textbook, at any depth, where other games prefer a quicker win.
 */
class FinalValuesTest {

  /**
   * MAX at A chooses between B, a MIN node over the MAX node B1 over the leaf B11 (3, three plies
   * down), and C, a MIN node over the leaves C1 (3, two plies down) and C2 (9).
   */
  private static ExplicitTreeGame raggedTree() {
    return new ExplicitTreeGame(
        Map.of(
            "A",
            List.of("B", "C"),
            "B",
            List.of("B1"),
            "B1",
            List.of("B11"),
            "C",
            List.of("C1", "C2")),
        Map.of("B11", 3, "C1", 3, "C2", 9));
  }

  @Test
  void aFinalValueScoresAsItIsAndIsExactWithoutPlies() {
    assertThat(Score.ofFinalValue(3)).isEqualTo(3);
    assertThat(Score.ofFinalValue(-1_000_000)).isEqualTo(-1_000_000);
    assertThat(Score.isDecisive(Score.ofFinalValue(Score.DECISIVE - 1)))
        .as("a final value is never a win in N plies")
        .isFalse();
    assertThatThrownBy(() -> Score.ofFinalValue(Score.DECISIVE))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("out of range");
    Value three = new Value(3, true);
    assertThat(three.describe()).isEqualTo("value +3");
    assertThat(three.outcome()).as("above 0, as a utility").isEqualTo(Outcome.WIN);
    assertThat(new Value(-2, true).outcome()).isEqualTo(Outcome.LOSS);
    assertThat(three.plies()).isEmpty();
    assertThat(three.forMover(false))
        .as("a final value is the same one ply further, seen by the other side")
        .isEqualTo(new Value(-3, true));
    assertThat(new Value(3, false).describe())
        .as("not exact: still an estimate")
        .isEqualTo("estimate +3");
  }

  @Test
  void theTextbookFigureBacksUpThePlainValues() {
    ExplicitTreeGame game = ExplicitTreeGame.textbookTwoPly().withFinalValues();
    SearchResult<String> minimax = MinimaxSearch.on(game).build().search(game.initialState());
    SearchResult<String> alphaBeta = AlphaBetaSearch.on(game).build().search(game.initialState());
    assertThat(minimax.value()).isEqualTo(new Value(3, true));
    assertThat(alphaBeta.value()).isEqualTo(new Value(3, true));
    assertThat(minimax.principalVariation()).containsExactly("B", "B1");
    assertThat(alphaBeta.principalVariation()).containsExactly("B", "B1");
    assertThat(minimax.statistics().nodes()).isEqualTo(13);
    assertThat(alphaBeta.statistics().nodes()).as("C2 and C3 never visited").isEqualTo(11);
  }

  @Test
  void equalValuesTieWhateverTheirDepthSoTheFirstBestMoveIsKept() {
    ExplicitTreeGame outcomes = raggedTree();
    ExplicitTreeGame finalValues = raggedTree().withFinalValues();
    assertThat(MinimaxSearch.on(outcomes).build().search(outcomes.initialState()).bestAction())
        .as("as outcomes, C's 3 two plies down is a quicker win than B's three plies down")
        .hasValue("C");
    SearchResult<String> plain =
        MinimaxSearch.on(finalValues).build().search(finalValues.initialState());
    assertThat(plain.bestAction())
        .as("as final values, B and C are both 3: B comes first")
        .hasValue("B");
    assertThat(plain.value()).isEqualTo(new Value(3, true));
  }

  @Test
  void alphaBetaCutsWhenAlphaReachesBetaOnEqualValues() {
    ExplicitTreeGame outcomes = raggedTree();
    ExplicitTreeGame finalValues = raggedTree().withFinalValues();
    assertThat(skipped(finalValues))
        .as("C1 = 3 is no better for MIN than B = 3 already is for MAX: alpha >= beta, C2 is cut")
        .containsExactly("C2");
    assertThat(skipped(outcomes))
        .as("as outcomes, C1's quicker 3 is worth more than B's slower one: no cut")
        .isEmpty();
    assertThat(
            AlphaBetaSearch.on(finalValues)
                .build()
                .search(finalValues.initialState())
                .statistics()
                .nodes())
        .isEqualTo(6);
  }

  private static List<String> skipped(ExplicitTreeGame game) {
    List<String> skipped = new ArrayList<>();
    SearchListener<ExplicitTreeGame.Node, String> listener =
        new SearchListener<>() {
          @Override
          public void prune(ExplicitTreeGame.Node state, List<String> moves) {
            skipped.addAll(moves);
          }
        };
    AlphaBetaSearch.on(game).listener(listener).build().search(game.initialState());
    return skipped;
  }
}
