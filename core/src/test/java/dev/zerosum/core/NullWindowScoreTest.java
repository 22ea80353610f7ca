package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NullWindowScoreTest {

  @ParameterizedTest(name = "[{0}, {1}], fail-soft {2}")
  @CsvSource({"-21, 21, false", "-21, 21, true", "-4, 5, false", "0, 1, false", "-8, 0, true"})
  void pinsDownEveryScoreOfTheRangeAskingInsideIt(int min, int max, boolean soft) {
    for (int score = min; score <= max; score++) {
      int actual = score;
      List<Integer> asked = new ArrayList<>();
      int found =
          NullWindowScore.halving(
              min,
              max,
              split -> {
                asked.add(split);
                if (actual <= split) {
                  return soft ? actual : split;
                }
                return soft ? actual : split + 1;
              });
      assertThat(found).as("score %d", score).isEqualTo(score);
      assertThat(asked).as("score %d", score).allMatch(split -> split >= min && split < max);
      assertThat(asked.size()).as("score %d: halving", score).isLessThanOrEqualTo(9);
    }
  }
}
