package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class Connect4ScoreTest {

  @Test
  void aWinAtOnceIsOnePly() {
    // X to move after 6 stones wins with its 4th: 22 - 4 = 18.
    assertThat(Connect4Score.pliesToEnd(18, 6)).isEqualTo(1);
    // O to move after 7 stones wins with its 4th: 18, one ply.
    assertThat(Connect4Score.pliesToEnd(18, 7)).isEqualTo(1);
    assertThat(Connect4Score.toValue(18, 6).describe()).isEqualTo("win in 1 ply");
  }

  @Test
  void aLossCountsTheOpponentsStones() {
    // X to move after 6 stones; O wins with its 4th stone (it has 3): two plies away.
    assertThat(Connect4Score.pliesToEnd(-18, 6)).isEqualTo(2);
    // O to move after 7 stones; X has 4 and wins with its 5th: two plies away.
    assertThat(Connect4Score.pliesToEnd(-17, 7)).isEqualTo(2);
    assertThat(Connect4Score.toValue(-17, 7).describe()).isEqualTo("loss in 2 plies");
  }

  @Test
  void theLastStoneOfAFinishedGameScoresForItsPlayer() {
    assertThat(Connect4Score.lastStoneScore(7)).as("X's 4th stone").isEqualTo(18);
    assertThat(Connect4Score.lastStoneScore(8)).as("O's 4th stone").isEqualTo(18);
    assertThat(Connect4Score.lastStoneScore(42)).as("O's 21st stone").isEqualTo(1);
    assertThat(Connect4Score.pliesToEnd(-18, 7)).as("already over").isZero();
  }

  @Test
  void aDrawIsADraw() {
    assertThat(Connect4Score.toValue(0, 20).describe()).isEqualTo("draw");
    assertThat(Connect4Score.describe(0, 20)).isEqualTo("draw");
  }
}
