package dev.zerosum.registry;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.kit.takeaway.TakeAway;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The perft SPI: the generic count is core's reference, stopped by its condition; a game's own
 * counter (here one that counts the take-away game's sequences by the pile alone, never making a
 * position) plugs in beside it and is held to the same numbers.
 */
class PerftCounterTest {
  /** Counts the take-away game's sequences from the pile's size alone, by dynamic programming. */
  private static final PerftCounter<TakeAway.Pile> BY_PILE =
      (pile, depth) -> {
        long[] ways = new long[pile.left() + 1]; // ways[n]: sequences of the length so far from n
        Arrays.fill(ways, 1);
        for (int length = 1; length <= depth; length++) {
          long[] longer = new long[ways.length];
          for (int left = 1; left < ways.length; left++) {
            for (int take = 1; take <= Math.min(3, left); take++) {
              longer[left] += ways[left - take];
            }
          }
          ways = longer;
        }
        return ways[pile.left()];
      };

  @ParameterizedTest(name = "pile 4, depth {0}: {1}")
  @CsvSource({"0, 1", "1, 3", "2, 6", "3, 4", "4, 1", "5, 0"})
  void theGenericCountIsCoresReference(int depth, long leaves) {
    TakeAway game = new TakeAway(4);
    assertThat(PerftCounter.generic(game).count(game.initialState(), depth))
        .as("1-1 1-2 1-3 2-1 2-2 3-1 at depth 2; only 1-1-1-1 lasts four moves")
        .isEqualTo(leaves);
  }

  static Stream<Arguments> pilesAndDepths() {
    return IntStream.rangeClosed(0, 12)
        .boxed()
        .flatMap(pile -> IntStream.rangeClosed(0, 8).mapToObj(depth -> Arguments.of(pile, depth)));
  }

  @ParameterizedTest(name = "pile {0}, depth {1}")
  @MethodSource("pilesAndDepths")
  void aGamesOwnCounterAgreesWithTheGenericOne(int pile, int depth) {
    TakeAway game = new TakeAway(pile);
    assertThat(BY_PILE.count(game.initialState(), depth))
        .as("the counter by the pile's size against every move made")
        .isEqualTo(PerftCounter.generic(game).count(game.initialState(), depth));
  }

  @Test
  void theGenericCountAsksTheStop() {
    TakeAway game = new TakeAway(30);
    AtomicInteger asked = new AtomicInteger();
    StopCondition stop = () -> asked.incrementAndGet() >= 2;

    assertThatThrownBy(() -> PerftCounter.generic(game).count(game.initialState(), 14, stop))
        .isInstanceOf(SearchStoppedException.class);
    assertThat(asked).as("asked until it said stop").hasValue(2);
  }

  @Test
  void aCounterThatTakesNoStopCountsToItsEnd() {
    TakeAway game = new TakeAway(10);
    assertThat(BY_PILE.count(game.initialState(), 5, () -> true))
        .as("the default leaves the stop to the caller, between the first ply's moves")
        .isEqualTo(PerftCounter.generic(game).count(game.initialState(), 5));
  }
}
