package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.core.Search;
import dev.zerosum.core.TranspositionTable;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

class NimSumSolverTest {
  private static final NimNotation NOTATION = new NimNotation();

  @Test
  void computesTheNimSumAsTheXorOfThePiles() {
    assertThat(NimSumSolver.nimSum(NimPosition.of(Player.MAX, 3, 4, 5)))
        .as("011 ^ 100 ^ 101 = 010")
        .isEqualTo(2);
    assertThat(NimSumSolver.nimSum(NimPosition.of(Player.MAX, 1, 3, 5, 7)))
        .as("001 ^ 011 ^ 101 ^ 111 = 000")
        .isZero();
  }

  /** Published values, for the player to move; the search confirms them (each is small enough). */
  @ParameterizedTest(name = "{0} {1}: {2} for the player to move")
  @CsvSource(
      delimiter = '|',
      value = {
        "NORMAL | 5,8,13   | LOSS", // 0101 ^ 1000 ^ 1101 = 0
        "NORMAL | 2,3,8,10 | WIN", // 0010 ^ 0011 ^ 1000 ^ 1010 = 0011
        "NORMAL | 1,1,1    | WIN", // take one, two remain: the opponent takes one, we take the last
        "NORMAL | 100      | WIN", // take it all
        "MISERE | 1,1,1    | LOSS", // an odd number of 1-piles: we take the second to last
        "MISERE | 100      | WIN", // take 99, the opponent takes the last
        "NORMAL | 1,3,5,7  | LOSS", // nim-sum 0
        "MISERE | 1,3,5,7  | LOSS", // nim-sum 0 with several piles of 2 or more
        "MISERE | 0,0      | WIN", // the opponent took the last object
        "NORMAL | 0,0      | LOSS", // no move left
      })
  void agreesWithPublishedValues(NimRules rules, String piles, Outcome outcome) {
    NimPosition position = NOTATION.parsePosition(piles);
    Nim game = new Nim(List.of(1L), rules);
    Search<NimPosition, NimMove> search =
        AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 16)).build();

    assertThat(new NimSumSolver(rules).outcome(position))
        .as("the nim-sum answer for %s under %s play", piles, rules)
        .isEqualTo(outcome);
    assertThat(search.search(position).value().outcome())
        .as("an exact search of %s under %s play", piles, rules)
        .isEqualTo(outcome);
  }

  @ParameterizedTest(name = "{0} {1}: winning moves {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "NORMAL | 3,4,5    | A-2", // 3 ^ 2 = 1: leave 1,4,5
        "NORMAL | 2,3,8,10 | A-1 B-3 D-1", // s = 3: 2 -> 1, 3 -> 0, 8 -> 11 no, 10 -> 9
        "NORMAL | 5,8,13   | ''", // lost
        "NORMAL | 1,1,1    | A-1 B-1 C-1",
        "MISERE | 1,1,1    | ''",
        "MISERE | 1,1,0,1,1| A-1 B-1 D-1 E-1", // four 1-piles: any move leaves three
        "MISERE | 100      | A-99", // leave one object for the opponent
        "MISERE | 1,100    | B-100", // leave one 1-pile
        "MISERE | 1,1,7    | C-6", // leave three 1-piles
        "MISERE | 0,0      | ''", // over: won, but no move to make
        "MISERE | 3,4,5    | A-2", // two piles of 2 or more: as in normal play
        "MISERE | 2,3      | B-1", // leave 2,2
      })
  void findsEveryWinningMove(NimRules rules, String piles, String moves) {
    NimPosition position = NOTATION.parsePosition(piles);

    assertThat(
            new NimSumSolver(rules)
                .winningMoves(position).stream().map(m -> NOTATION.formatMove(position, m)))
        .as("the winning moves of %s under %s play, in the game's order", piles, rules)
        .containsExactly(moves.isEmpty() ? new String[0] : moves.split(" "));
  }

  @ParameterizedTest(name = "{0} {1}: plays {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "NORMAL | 3,4,5   | A-2", // the first winning move
        "NORMAL | 5,8,13  | C-1", // lost: take 1 from the largest pile
        "NORMAL | 4,9,9,4 | B-1", // lost: the first of the largest piles
        "MISERE | 1,1,1   | A-1", // lost, and every pile is as large as the others
      })
  void choosesAWinningMoveElseStallsOnTheLargestPile(NimRules rules, String piles, String move) {
    NimPosition position = NOTATION.parsePosition(piles);

    assertThat(NOTATION.formatMove(position, new NimSumSolver(rules).chooseMove(position)))
        .isEqualTo(move);
  }

  @Test
  void hasNoMoveToChooseOnceTheGameIsOver() {
    assertThatThrownBy(
            () -> new NimSumSolver(NimRules.NORMAL).chooseMove(NimPosition.of(Player.MIN, 0, 0)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("the game is over: every pile is empty, so there is no move to choose");
  }

  @ParameterizedTest(name = "{0}, seed {1}")
  @MethodSource("rulesAndSeeds")
  void answersForAThousandPilesOfUpToTwoToThe62(NimRules rules, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    long[] piles = new long[1000];
    for (int p = 0; p < piles.length; p++) {
      piles[p] = random.nextLong(NimPosition.MAX_PILE + 1);
    }
    NimPosition position = NimPosition.of(Player.MAX, piles);
    Nim game = new Nim(List.of(1L), rules);
    NimSumSolver solver = new NimSumSolver(rules);

    Outcome outcome = solver.outcome(position);
    List<NimMove> winning = solver.winningMoves(position);
    NimMove chosen = solver.chooseMove(position);

    assertThat(outcome)
        .as("seed %d: the nim-sum of 1,000 random piles is 0 with a chance of 2^-62", seed)
        .isEqualTo(Outcome.WIN);
    assertThat(winning).as("seed %d: a won position has a winning move", seed).isNotEmpty();
    assertThat(winning).as("seed %d: the chosen move is a winning one", seed).contains(chosen);
    for (NimMove move : winning) {
      assertThat(NimSumSolver.nimSum(game.result(position, move)))
          .as("seed %d: %s is legal and leaves a nim-sum of 0", seed, move)
          .isZero();
    }
  }

  @ParameterizedTest(name = "{0}, seed {1}")
  @MethodSource("rulesAndSeeds")
  void answersForALostPositionOfAThousandPiles(NimRules rules, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    long[] piles = new long[1000];
    long others = 0;
    for (int p = 0; p < piles.length - 1; p++) {
      piles[p] = random.nextLong(NimPosition.MAX_PILE); // below 2^62, so their XOR is too
      others ^= piles[p];
    }
    piles[piles.length - 1] = others; // the nim-sum becomes 0
    NimPosition position = NimPosition.of(Player.MIN, piles);
    NimSumSolver solver = new NimSumSolver(rules);

    assertThat(solver.outcome(position))
        .as("seed %d: nim-sum 0 with many large piles is lost in both rules", seed)
        .isEqualTo(Outcome.LOSS);
    assertThat(solver.winningMoves(position)).as("seed %d", seed).isEmpty();
    NimMove stall = solver.chooseMove(position);
    assertThat(stall.count()).as("seed %d: a lost position stalls by 1", seed).isEqualTo(1);
    assertThat(piles[stall.pile()])
        .as("seed %d: from the largest pile", seed)
        .isEqualTo(Arrays.stream(piles).max().orElseThrow());
  }

  static Stream<Arguments> rulesAndSeeds() {
    return Stream.of(NimRules.values())
        .flatMap(rules -> Stream.of(1L, 42L, 20_240_601L).map(seed -> Arguments.of(rules, seed)));
  }
}
