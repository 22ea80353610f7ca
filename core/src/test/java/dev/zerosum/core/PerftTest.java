package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The reference move count on the subtraction game (take 1 to 3; the last one taken ends it): by
 * hand on a pile of 4, and against an enumeration of every sequence of takes on a pile of 10, which
 * knows nothing of the game's code. No clock: the stop conditions count the times they are asked.
 */
class PerftTest {
  @ParameterizedTest(name = "pile {0}, depth {1}: {2}")
  @CsvSource({
    "4, 0, 1", // the position itself
    "4, 1, 3", // take 1, 2 or 3
    "4, 2, 6", // 1-1 1-2 1-3 2-1 2-2 3-1
    "4, 3, 4", // 1-1-1 1-1-2 1-2-1 2-1-1: 2-2 and 1-3 took the last one already
    "4, 4, 1", // 1-1-1-1
    "4, 5, 0", // no game of 4 lasts five moves
    "0, 0, 1", // a terminal position is still one sequence of no move
    "0, 1, 0" // and has no moves
  })
  void countsTheMoveSequencesOfALength(int pile, int depth, long leaves) {
    TakeAwayGame game = new TakeAwayGame(pile);
    assertThat(Perft.count(game, game.initialState(), depth, StopCondition.never()))
        .as("sequences of %d takes from %d", depth, pile)
        .isEqualTo(leaves);
  }

  @ParameterizedTest(name = "pile 10, depth {0}")
  @ValueSource(ints = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11})
  void agreesWithEveryTakeEnumerated(int depth) {
    TakeAwayGame game = new TakeAwayGame(10);
    assertThat(Perft.count(game, game.initialState(), depth, StopCondition.never()))
        .as("the sequences of takes in 1..3 that leave something before their last")
        .isEqualTo(enumerated(10, depth));
  }

  /**
   * Returns how many of the 3^depth sequences of takes of 1 to 3 are games from {@code pile}: each
   * take but the last leaves something, and the last takes no more than is left.
   */
  private static long enumerated(int pile, int depth) {
    long games = 0;
    int sequences = IntStream.range(0, depth).reduce(1, (product, i) -> product * 3);
    for (int code = 0; code < sequences; code++) {
      int left = pile;
      boolean legal = true;
      int digits = code;
      for (int ply = 0; ply < depth && legal; ply++) {
        legal = left > 0 && digits % 3 + 1 <= left;
        left -= digits % 3 + 1;
        digits /= 3;
      }
      games += legal ? 1 : 0;
    }
    return games;
  }

  @ParameterizedTest(name = "asked after {0} asks")
  @ValueSource(ints = {1, 2, 5})
  void aStopEndsTheCountWithNoAnswer(int asks) {
    TakeAwayGame game = new TakeAwayGame(40);
    AtomicInteger asked = new AtomicInteger();
    StopCondition stop = () -> asked.incrementAndGet() >= asks;

    assertThatThrownBy(() -> Perft.count(game, game.initialState(), 12, stop))
        .as("half a count is no count")
        .isInstanceOf(SearchStoppedException.class);
    assertThat(asked).as("it stops at the first yes").hasValue(asks);
  }

  @ParameterizedTest(name = "depth {0}")
  @ValueSource(ints = {0, 1, 6, 9})
  void theStopIsAskedAtTheFirstNodeThenEvery4096(int depth) {
    TakeAwayGame game = new TakeAwayGame(20);
    long nodes = 0; // the nodes to the depth: the sequences of each length up to it
    for (int length = 0; length <= depth; length++) {
      nodes += enumerated(20, length);
    }
    AtomicInteger asked = new AtomicInteger();

    Perft.count(game, game.initialState(), depth, () -> asked.incrementAndGet() < 0);

    assertThat((long) asked.get())
        .as("%d nodes: a question at node 1, 4,097, 8,193 …", nodes)
        .isEqualTo((nodes + 4095) / 4096);
  }

  @ParameterizedTest(name = "depth {0}")
  @ValueSource(ints = {-1, Integer.MIN_VALUE})
  void aNegativeDepthIsRefused(int depth) {
    TakeAwayGame game = new TakeAwayGame(4);
    assertThatThrownBy(() -> Perft.count(game, game.initialState(), depth, StopCondition.never()))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("expected 0 or more");
  }
}
