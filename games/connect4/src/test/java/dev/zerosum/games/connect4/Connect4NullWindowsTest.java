package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.NullWindowScore;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class Connect4NullWindowsTest {

  /** A null-window search of a position scoring {@code score}, which records what it is asked. */
  private static final class Oracle implements IntUnaryOperator {
    final int score;
    final boolean soft; // fail-soft: answers the score itself; else the window's edge
    final List<Integer> asked = new ArrayList<>();

    Oracle(int score, boolean soft) {
      this.score = score;
      this.soft = soft;
    }

    @Override
    public int applyAsInt(int split) {
      asked.add(split);
      if (score <= split) {
        return soft ? score : split;
      }
      return soft ? score : split + 1;
    }
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void bothOrdersPinDownEveryScoreOfTheEmptyBoardsRange(boolean soft) {
    for (int score = -21; score <= 21; score++) {
      Oracle halving = new Oracle(score, soft);
      Oracle walking = new Oracle(score, soft);
      assertThat(NullWindowScore.halving(-21, 21, halving)).as("halving").isEqualTo(score);
      assertThat(Connect4NullWindows.walking(-21, 21, walking)).as("walking").isEqualTo(score);
      assertThat(walking.asked)
          .as("score %d: never asked outside the range", score)
          .allMatch(split -> split >= -21 && split < 21);
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {-21, -3, -1, 0, 1, 2, 20})
  void bothOrdersKeepToTheRangeTheyAreGiven(int score) {
    int min = Math.min(score, -2);
    int max = Math.max(score, 3);
    assertThat(Connect4NullWindows.walking(min, max, new Oracle(score, false))).isEqualTo(score);
    assertThat(NullWindowScore.halving(min, max, new Oracle(score, false))).isEqualTo(score);
  }

  @Test
  void walkingAsksFirstForAtLeastADrawThenOneStepAtATime() {
    Oracle emptyBoard = new Oracle(1, false); // the empty 7 × 6 board scores +1
    Connect4NullWindows.walking(-21, 21, emptyBoard);
    assertThat(emptyBoard.asked).containsExactly(-1, 0, 1);

    Oracle losing = new Oracle(-2, false);
    Connect4NullWindows.walking(-21, 21, losing);
    assertThat(losing.asked).containsExactly(-1, -2, -3);
  }

  @Test
  void walkingGoesStraightToTheBoundAnAnswerGives() {
    Oracle emptyBoard = new Oracle(1, true); // "above -1" answered with 1: next, is it above 1?
    Connect4NullWindows.walking(-21, 21, emptyBoard);
    assertThat(emptyBoard.asked).containsExactly(-1, 1);
  }

  @ParameterizedTest
  @ValueSource(booleans = {false, true})
  void halvingAsksFarFewerQuestionsOfAQuickWin(boolean soft) {
    // Why the solver walks only in the opening: a score of 13 (a win with the 9th stone).
    Oracle halving = new Oracle(13, soft);
    Oracle walking = new Oracle(13, false);
    NullWindowScore.halving(-19, 19, halving);
    Connect4NullWindows.walking(-19, 19, walking);
    assertThat(walking.asked).hasSize(15);
    assertThat(halving.asked.size()).isLessThanOrEqualTo(6);
  }
}
