package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.Player;
import dev.zerosum.core.PositionKey;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class NimTest {
  private final Nim game = Nim.normal(3, 4, 5);

  @Test
  void startsFromItsPilesWithTheFirstPlayerToMove() {
    Nim classic = new Nim(List.of(1L, 3L, 5L, 7L), NimRules.MISERE);

    assertThat(classic.initialState()).isEqualTo(NimPosition.of(Player.MAX, 1, 3, 5, 7));
    assertThat(classic.player(classic.initialState())).as("MAX moves first").isEqualTo(Player.MAX);
    assertThat(classic.rules()).isEqualTo(NimRules.MISERE);
    assertThat(classic).hasToString("Nim 1,3,5,7 (MISERE)");
  }

  @Test
  void listsMovesPileByPileThenByCountTaken() {
    assertThat(Nim.normal(1, 2).actions(NimPosition.of(Player.MAX, 1, 2)))
        .as("A first, then B taking 1 before 2")
        .containsExactly(new NimMove(0, 1), new NimMove(1, 1), new NimMove(1, 2));
    assertThat(game.actions(NimPosition.of(Player.MIN, 2, 0, 1)))
        .as("an empty pile offers no move")
        .containsExactly(new NimMove(0, 1), new NimMove(0, 2), new NimMove(2, 1));
    assertThat(game.actions(NimPosition.of(Player.MAX, 0, 0, 0)))
        .as("no move once every pile is empty")
        .isEmpty();
  }

  @Test
  void listsTheSameMovesAsNestedLoopsOnEverySmallPosition() {
    int checked = 0;
    for (long[] piles : AllPiles.upTo(4, 3)) {
      List<NimMove> expected = new ArrayList<>();
      for (int pile = 0; pile < piles.length; pile++) {
        for (long count = 1; count <= piles[pile]; count++) {
          expected.add(new NimMove(pile, count));
        }
      }
      List<NimMove> actions = game.actions(NimPosition.of(Player.MAX, piles));

      assertThat(actions).as("moves of %s", Arrays.toString(piles)).isEqualTo(expected);
      for (int i = 0; i < expected.size(); i++) {
        assertThat(actions.indexOf(expected.get(i)))
            .as("index of move %d of %s, found by arithmetic", i, Arrays.toString(piles))
            .isEqualTo(i);
      }
      checked++;
    }
    assertThat(checked).as("4 + 16 + 64 + 256 positions of 1 to 4 piles of 0 to 3").isEqualTo(340);
  }

  @Test
  void listsAHugeNumberOfMovesWithoutAllocatingThem() {
    long billion = 1L << 30;
    List<NimMove> actions = game.actions(NimPosition.of(Player.MAX, billion, 5));

    assertThat(actions.size()).as("2^30 moves on pile A, 5 on pile B").isEqualTo(billion + 5);
    assertThat(actions.get((int) billion - 1))
        .as("the last move on A takes it all")
        .isEqualTo(new NimMove(0, billion));
    assertThat(actions.get((int) billion)).isEqualTo(new NimMove(1, 1));
    assertThat(actions.indexOf(new NimMove(1, 5))).isEqualTo((int) billion + 4);
    assertThat(actions.contains(new NimMove(1, 6))).as("B holds only 5").isFalse();
    assertThat(actions.contains(new NimMove(0, 0))).as("taking nothing is no move").isFalse();
    assertThatThrownBy(() -> actions.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> actions.add(new NimMove(0, 1)))
        .as("the list of moves is read-only")
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @ParameterizedTest
  @MethodSource("positionsWithTooManyMoves")
  void refusesToListMoreMovesThanAListCanHoldAndPointsToTheSolver(long[] piles) {
    assertThatThrownBy(() -> game.actions(NimPosition.of(Player.MAX, piles)))
        .as("%s has more than 2^31 - 1 moves", Arrays.toString(piles))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("more than 2,147,483,647 legal moves")
        .hasMessageContaining("NimSumSolver");
  }

  static Stream<long[]> positionsWithTooManyMoves() {
    long[] thousandPiles = new long[1000];
    Arrays.fill(thousandPiles, NimPosition.MAX_PILE);
    return Stream.of(
        new long[] {1L << 31},
        new long[] {1L << 30, 1L << 30},
        new long[] {NimPosition.MAX_PILE, NimPosition.MAX_PILE},
        thousandPiles);
  }

  @Test
  void takesObjectsAndPassesTheTurn() {
    NimPosition after = game.result(NimPosition.of(Player.MAX, 3, 4, 5), new NimMove(1, 3));

    assertThat(after).isEqualTo(NimPosition.of(Player.MIN, 3, 1, 5));
    assertThat(game.result(after, new NimMove(2, 5)))
        .as("a pile may be taken whole")
        .isEqualTo(NimPosition.of(Player.MAX, 3, 1, 0));
  }

  @Test
  void neverChangesThePositionItPlaysIn() {
    NimPosition before = NimPosition.of(Player.MAX, 3, 4, 5);
    NimPosition copy = NimPosition.of(Player.MAX, 3, 4, 5);

    for (NimMove move : game.actions(before)) {
      game.result(before, move);
    }
    assertThat(before).as("after playing all 12 moves from it").isEqualTo(copy);
    assertThat(before.piles()).containsExactly(3, 4, 5);
  }

  @ParameterizedTest(name = "{0} in 3,4,5: {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "3 |  1 | cannot take 1 from pile D: pile D does not exist; the piles are A to C",
        "-1 | 1 | cannot take 1 from pile 0: pile 0 does not exist; the piles are 1 to 3",
        "1 |  0 | cannot take 0 from pile B: a move takes at least 1 object",
        "1 | -2 | cannot take -2 from pile B: a move takes at least 1 object",
        "1 |  6 | cannot take 6 from pile B: it holds 4",
      })
  void refusesAnIllegalMoveSayingWhy(int pile, long count, String message) {
    NimPosition position = NimPosition.of(Player.MAX, 3, 4, 5);

    assertThatThrownBy(() -> game.result(position, new NimMove(pile, count)))
        .as("the message names the move and the reason")
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage(message);
  }

  @Test
  void refusesMovesOnAnEmptyPileAndAfterTheEnd() {
    assertThatThrownBy(() -> game.result(NimPosition.of(Player.MAX, 0, 4), new NimMove(0, 1)))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cannot take 1 from pile A: it is empty");
    assertThatThrownBy(() -> game.result(NimPosition.of(Player.MIN, 0, 0), new NimMove(0, 1)))
        .as("the game is over before any pile is looked at")
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cannot take 1 from pile A: the game is over, every pile is empty");
    assertThatThrownBy(
            () -> game.result(NimPosition.of(Player.MAX, new long[30]), new NimMove(0, 1)))
        .as("the game is over")
        .isInstanceOf(IllegalMoveException.class)
        .hasMessageContaining("pile 1: the game is over");
    long[] thirtyPiles = new long[30];
    Arrays.fill(thirtyPiles, 2);
    assertThatThrownBy(
            () -> game.result(NimPosition.of(Player.MAX, thirtyPiles), new NimMove(30, 1)))
        .as("past 26 piles, piles are named by number")
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("cannot take 1 from pile 31: pile 31 does not exist; the piles are 1 to 30");
  }

  @ParameterizedTest(name = "{0}, {1} to move with no object left: utility {2}")
  @CsvSource({"NORMAL, MAX, -1", "NORMAL, MIN, 1", "MISERE, MAX, 1", "MISERE, MIN, -1"})
  void scoresTheEndFromMaxsPointOfView(NimRules rules, Player toMove, int utility) {
    Nim nim = new Nim(List.of(1L, 2L), rules);
    NimPosition end = NimPosition.of(toMove, 0, 0);

    assertThat(nim.isTerminal(end)).as("every pile is empty").isTrue();
    assertThat(nim.utility(end))
        .as(
            "normal play: the player to move cannot move and loses; misère: the other player"
                + " took the last object and loses")
        .isEqualTo(utility);
  }

  @ParameterizedTest(name = "{0}: MAX takes the last object, utility {1}")
  @CsvSource({"NORMAL, 1", "MISERE, -1"})
  void takingTheLastObjectWinsOnlyInNormalPlay(NimRules rules, int utility) {
    Nim nim = new Nim(List.of(0L, 1L), rules);
    NimPosition end = nim.result(nim.initialState(), new NimMove(1, 1));

    assertThat(nim.isTerminal(end)).isTrue();
    assertThat(nim.utility(end))
        .as("MAX took the last object under %s play", rules)
        .isEqualTo(utility);
  }

  @Test
  void hasNoUtilityBeforeTheEnd() {
    NimPosition position = NimPosition.of(Player.MAX, 0, 1);

    assertThat(game.isTerminal(position)).as("pile B holds an object").isFalse();
    assertThatThrownBy(() -> game.utility(position))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage(
            "the game is not over: 0,1 (MAX to move) has no utility until every pile is empty");
  }

  @Test
  void givesEverySmallPositionAKeyOfItsOwn() {
    PositionKey<NimPosition> key = game.positionKey().orElseThrow();
    Map<Long, NimPosition> seen = new HashMap<>();
    List<long[]> boundaries =
        List.of(
            new long[] {(1L << 50) - 1},
            new long[] {1L << 50},
            new long[] {(1L << 25) - 1, (1L << 25) - 1},
            new long[] {1L << 25, 0},
            new long[] {NimPosition.MAX_PILE},
            new long[50],
            new long[51],
            new long[63],
            new long[64],
            new long[] {
              1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1,
              1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1
            });
    List<long[]> all = new ArrayList<>(AllPiles.upTo(4, 5));
    all.addAll(boundaries);
    for (long[] piles : all) {
      for (Player toMove : Player.values()) {
        NimPosition position = NimPosition.of(toMove, piles);
        NimPosition before = seen.put(key.of(position), position);
        assertThat(before)
            .as("%s and %s share the key %x", before, position, key.of(position))
            .isNull();
      }
    }
    assertThat(seen).as("(1,554 small + 10 boundary positions) x 2 players").hasSize(3128);
  }

  @Test
  void givesLargePositionsDistinctHashedKeys() {
    long seed = 20_240_601L;
    SplittableRandom random = new SplittableRandom(seed);
    PositionKey<NimPosition> key = game.positionKey().orElseThrow();
    Map<Long, NimPosition> seen = new HashMap<>();
    for (int i = 0; i < 100_000; i++) {
      long[] piles = new long[1 + random.nextInt(60)];
      int bits = 1 + random.nextInt(62);
      for (int p = 0; p < piles.length; p++) {
        piles[p] = random.nextLong(1L << bits);
      }
      NimPosition position = NimPosition.of(random.nextBoolean() ? Player.MAX : Player.MIN, piles);
      NimPosition before = seen.put(key.of(position), position);
      assertThat(before == null || before.equals(position))
          .as("seed %d: %s and %s share the key %x", seed, before, position, key.of(position))
          .isTrue();
    }
  }

  @Test
  void givesPositionsWithTheSamePilesInAnotherOrderTheSameCanonicalKey() {
    PositionKey<NimPosition> canonical = game.canonicalKey().orElseThrow();
    Map<Long, List<Long>> sortedPilesByKey = new HashMap<>();
    Set<List<Long>> distinct = new HashSet<>();
    for (long[] piles : AllPiles.upTo(4, 5)) {
      for (Player toMove : Player.values()) {
        // What makes positions equivalent: the same piles in any order, the same player to move.
        List<Long> identity = new ArrayList<>(Arrays.stream(piles).sorted().boxed().toList());
        identity.add((long) toMove.ordinal());
        distinct.add(identity);
        List<Long> before =
            sortedPilesByKey.putIfAbsent(canonical.of(NimPosition.of(toMove, piles)), identity);
        assertThat(before == null || before.equals(identity))
            .as(
                "%s, %s to move, shares a canonical key with %s",
                Arrays.toString(piles), toMove, before)
            .isTrue();
      }
    }
    assertThat(sortedPilesByKey)
        .as("one canonical key for each set of equivalent positions, no more")
        .hasSameSizeAs(distinct);
    assertThat(canonical.of(NimPosition.of(Player.MIN, 5, 0, 3)))
        .as("a rearrangement of the piles has the same value, so the same canonical key")
        .isEqualTo(canonical.of(NimPosition.of(Player.MIN, 3, 5, 0)))
        .isNotEqualTo(canonical.of(NimPosition.of(Player.MAX, 3, 5, 0)));
    assertThat(game.symmetries())
        .as("the canonical key stands in for n! permutations, so no images are offered")
        .isEmpty();
  }
}
