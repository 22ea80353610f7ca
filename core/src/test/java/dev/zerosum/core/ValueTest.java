package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ValueTest {

  @Test
  void describesWinsDrawsLossesAndEstimates() {
    assertThat(new Value(Score.ofTerminal(1, 3), true).describe()).isEqualTo("win in 3 plies");
    assertThat(new Value(Score.ofTerminal(-1, 1), true).describe()).isEqualTo("loss in 1 ply");
    assertThat(Value.draw().describe()).isEqualTo("draw");
    assertThat(new Value(0, false).describe())
        .as("a 0 estimate is no draw")
        .isEqualTo("estimate +0");
    assertThat(new Value(-12, false).describe()).isEqualTo("estimate -12");
  }

  @Test
  void outcomesFollowTheScore() {
    assertThat(new Value(Score.ofTerminal(1, 3), false).outcome())
        .as("a proven win is a win even in a search that estimated elsewhere")
        .isEqualTo(Outcome.WIN);
    assertThat(new Value(Score.ofTerminal(-1, 3), true).outcome()).isEqualTo(Outcome.LOSS);
    assertThat(new Value(0, false).outcome()).isEqualTo(Outcome.UNKNOWN);
    assertThat(new Value(5, false).plies()).isEmpty();
  }

  @Test
  void aChildsValueBecomesTheMoversValueOnePlyFurther() {
    Value childLosesIn2 = new Value(Score.ofTerminal(-1, 2), true);
    assertThat(childLosesIn2.forMover(false).describe())
        .as("the opponent loses in 2 after my move: I win in 3")
        .isEqualTo("win in 3 plies");
    assertThat(childLosesIn2.forMover(true).describe())
        .as("I move again and lose in 2: I lose in 3")
        .isEqualTo("loss in 3 plies");
    assertThat(Value.draw().forMover(false)).isEqualTo(Value.draw());
  }
}
