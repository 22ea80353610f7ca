package dev.zerosum.core.arena;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The Bradley–Terry fit against results worked out by hand, and its intervals' coverage. */
class EloFitTest {

  /** Returns a cross table in which each listed pairing scored as given, first colour only. */
  private static CrossTable table(List<String> players, Object... pairings) {
    List<ArenaGame<Integer>> games = new ArrayList<>();
    for (int i = 0; i < pairings.length; i += 4) {
      String a = (String) pairings[i];
      String b = (String) pairings[i + 1];
      int winsOfA = (Integer) pairings[i + 2];
      int winsOfB = (Integer) pairings[i + 3];
      for (int w = 0; w < winsOfA; w++) {
        games.add(game(games.size(), a, b, GameScore.FIRST_WINS));
      }
      for (int w = 0; w < winsOfB; w++) {
        games.add(game(games.size(), a, b, GameScore.SECOND_WINS));
      }
    }
    return CrossTable.of(players, games);
  }

  private static ArenaGame<Integer> game(int number, String first, String second, GameScore score) {
    return new ArenaGame<>(
        number + 1, first, second, List.of(), List.of(), score, GameEnd.RULES, null, "");
  }

  @Test
  void threeWinsInFourRateLog10OfThreeTimesFourHundredAbove() {
    CrossTable table = table(List.of("a", "b"), "a", "b", 3, 1);
    Ratings ratings = EloFit.fit(table, "b", 1000, 0);
    Rating a = ratings.of("a");
    assertThat(a.elo())
        .as("odds of 3 to 1: 400 log10(3) above")
        .isCloseTo(1000 + 400 * Math.log10(3), within(1e-6));
    // Fisher information 4 p (1 - p) = 0.75 per natural unit squared: sigma = 1 / sqrt(0.75).
    double sigma = 1 / Math.sqrt(0.75) * 400 / Math.log(10);
    assertThat(a.margin()).isCloseTo(1.959964 * sigma, within(1e-3));
    assertThat(ratings.of("b").elo()).as("the anchor").isEqualTo(1000);
    assertThat(ratings.of("b").margin()).as("the anchor is the scale's origin").isZero();
    assertThat(a.games()).isEqualTo(4);
    assertThat(a.points()).isEqualTo(3);
  }

  @Test
  void differencesAddUpAlongAChainOfPairings() {
    CrossTable table = table(List.of("a", "b", "c"), "a", "b", 3, 1, "b", "c", 3, 1);
    Ratings ratings = EloFit.fit(table, "c", 0, 0);
    assertThat(ratings.of("a").elo())
        .as("a never met c: twice 400 log10(3) above it, through b")
        .isCloseTo(800 * Math.log10(3), within(1e-6));
    assertThat(ratings.of("a").margin())
        .as("less sure than b, two links away")
        .isGreaterThan(ratings.of("b").margin());
  }

  @Test
  void drawsCountAsHalfAWin() {
    List<ArenaGame<Integer>> games = new ArrayList<>();
    for (int i = 0; i < 4; i++) {
      games.add(game(i, "a", "b", GameScore.DRAW));
    }
    games.add(game(4, "a", "b", GameScore.FIRST_WINS));
    games.add(game(5, "b", "a", GameScore.SECOND_WINS));
    Ratings ratings = EloFit.fit(CrossTable.of(List.of("a", "b"), games), "b", 0, 0);
    assertThat(ratings.of("a").elo())
        .as("4 points of 6: odds of 2 to 1")
        .isCloseTo(400 * Math.log10(2), within(1e-6));
  }

  @Test
  void aPriorOfVirtualDrawsGivesAOneSidedPairingAFiniteRating() {
    CrossTable table = table(List.of("a", "b"), "a", "b", 100, 0);
    assertThatThrownBy(() -> EloFit.fit(table, "b", 0, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("has no finite rating");
    assertThat(EloFit.fit(table, "b", 0, EloFit.DEFAULT_PRIOR_DRAWS).of("a").elo())
        .as("100.5 points of 101: odds of 201 to 1")
        .isCloseTo(400 * Math.log10(201), within(1e-6));
  }

  @Test
  void playersWithoutALinkToTheAnchorCannotBeRated() {
    CrossTable table = table(List.of("a", "b", "c", "d"), "a", "b", 2, 1, "c", "d", 1, 2);
    assertThatThrownBy(() -> EloFit.fit(table, "a", 0, 1))
        .hasMessageContaining("player c has no games linking it to the anchor a");
    assertThatThrownBy(() -> EloFit.fit(table, "e", 0, 1))
        .hasMessageContaining("the anchor e is not one of the players");
  }

  /**
   * Simulates 200 round robins of four players of known ratings (100 games a pairing, a fifth of
   * them drawn, the expected score as the model says) and counts how often each interval holds the
   * true rating: 95% of the time if the intervals are right. The seeds are fixed, so the count is
   * too; a wrong variance (by a factor of 1.5 either way) would move it far outside 90 to 99.
   */
  @Test
  void theNinetyFivePercentIntervalsHoldTheTrueRatingsNinetyFivePercentOfTheTime() {
    List<String> players = List.of("anchor", "b", "c", "d");
    double[] truth = {0, 120, -80, 300};
    int covered = 0;
    int intervals = 0;
    for (long seed = 1; seed <= 200; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      List<ArenaGame<Integer>> games = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        for (int j = i + 1; j < 4; j++) {
          double expected = 1 / (1 + Math.pow(10, (truth[j] - truth[i]) / 400));
          double draw = Math.min(0.2, 2 * Math.min(expected, 1 - expected));
          for (int g = 0; g < 100; g++) {
            double u = random.nextDouble();
            GameScore score =
                u < expected - draw / 2
                    ? GameScore.FIRST_WINS
                    : u < expected + draw / 2 ? GameScore.DRAW : GameScore.SECOND_WINS;
            games.add(game(games.size(), players.get(i), players.get(j), score));
          }
        }
      }
      Ratings ratings = EloFit.fit(CrossTable.of(players, games), "anchor", 0, 1);
      for (int p = 1; p < 4; p++) {
        Rating rating = ratings.of(players.get(p));
        intervals++;
        if (rating.lower() <= truth[p] && truth[p] <= rating.upper()) {
          covered++;
        }
      }
    }
    assertThat(covered * 100.0 / intervals)
        .as("per cent of %d intervals that hold the true rating (seeds 1 to 200)", intervals)
        .isBetween(90.0, 99.0);
  }
}
