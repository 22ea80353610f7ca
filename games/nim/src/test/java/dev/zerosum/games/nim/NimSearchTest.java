package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.core.Search;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** The generic searches of core and the nim-sum solver, checked against each other. */
class NimSearchTest {
  private static final NimNotation NOTATION = new NimNotation();

  /**
   * Nim(1,2), by hand. Root 1,2 has three moves: A-1 leads to 0,2 (then B-1 to 0,1 to 0,0, or B-2
   * to 0,0: 4 nodes); B-1 to 1,1 (then A-1 to 0,1 to 0,0, or B-1 to 1,0 to 0,0: 5 nodes); B-2 to
   * 1,0 (then A-1 to 0,0: 2 nodes). 1 + 4 + 5 + 2 = 12 nodes.
   *
   * <p>Normal play: after B-1 the opponent must leave one object and MAX takes it at ply 3; after
   * A-1 or B-2 the opponent takes the rest at once. Misère: after B-2 the opponent must take the
   * last object at ply 2; after A-1 or B-1 MAX is left to take the last one. The opponent's replies
   * in the line are the first of its equally good moves, as minimax keeps the first best.
   */
  @ParameterizedTest(name = "{0}: {1}, win in {2} plies")
  @CsvSource({"NORMAL, B-1 A-1 B-1, 3", "MISERE, B-2 A-1, 2"})
  void minimaxSearchesTheTwelveNodesOfNimOneTwo(NimRules rules, String line, int plies) {
    Nim game = new Nim(List.of(1L, 2L), rules);
    NimPosition start = game.initialState();

    SearchResult<NimMove> result = MinimaxSearch.on(game).build().search(start);

    assertThat(result.statistics().nodes()).as("the whole tree of Nim(1,2)").isEqualTo(12);
    assertThat(result.value().outcome()).as("the first player wins").isEqualTo(Outcome.WIN);
    assertThat(result.value().plies()).as("the quickest win").hasValue(plies);
    assertThat(NOTATION.formatMove(start, result.bestAction().orElseThrow()))
        .as("the best move")
        .isEqualTo(line.split(" ")[0]);
    assertThat(formatLine(game, start, result.principalVariation()))
        .as("best play to the end")
        .isEqualTo(line);
    assertThat(new NimSumSolver(rules).chooseMove(start))
        .as("the solver picks the same move")
        .isEqualTo(result.bestAction().orElseThrow());
  }

  @ParameterizedTest
  @EnumSource(NimRules.class)
  void alphaBetaAgreesWithTheNimSumOnEveryPositionOfUpToFourPilesOfUpToFive(NimRules rules) {
    Nim game = new Nim(List.of(1L), rules);
    Search<NimPosition, NimMove> search =
        AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 16)).build();

    List<String> disagreements = disagreements(game, search, AllPiles.upTo(4, 5));

    assertThat(disagreements)
        .as(
            "positions (of 6 + 36 + 216 + 1,296, each player to move) where alpha-beta and the"
                + " nim-sum disagree under %s play",
            rules)
        .isEmpty();
  }

  @ParameterizedTest
  @EnumSource(NimRules.class)
  void minimaxAgreesWithTheNimSumOnEveryPositionOfUpToThreePilesOfUpToThree(NimRules rules) {
    Nim game = new Nim(List.of(1L), rules);

    List<String> disagreements =
        disagreements(game, MinimaxSearch.on(game).build(), AllPiles.upTo(3, 3));

    assertThat(disagreements)
        .as(
            "positions (of 4 + 16 + 64, each player to move) where minimax and the nim-sum"
                + " disagree under %s play",
            rules)
        .isEmpty();
  }

  @ParameterizedTest
  @EnumSource(NimRules.class)
  void winningMovesAreExactlyTheMovesASearchProvesWinning(NimRules rules) {
    Nim game = new Nim(List.of(1L), rules);
    Search<NimPosition, NimMove> search =
        AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 16)).build();
    NimSumSolver solver = new NimSumSolver(rules);
    int withWinningMoves = 0;

    for (long[] piles : AllPiles.upTo(3, 4)) {
      for (Player toMove : Player.values()) {
        NimPosition position = NimPosition.of(toMove, piles);
        List<NimMove> provenWins =
            MoveValue.ofEveryMove(game, search, position).stream()
                .filter(move -> move.value().outcome() == Outcome.WIN)
                .map(MoveValue::action)
                .toList();

        assertThat(solver.winningMoves(position))
            .as("winning moves of %s under %s play", position, rules)
            .isEqualTo(provenWins);
        withWinningMoves += provenWins.isEmpty() ? 0 : 1;
      }
    }
    assertThat(withWinningMoves)
        .as("most of the 155 positions (x 2 players) are won, so the comparison is not vacuous")
        .isGreaterThan(200);
  }

  /** Returns a line for each position whose outcome for the player to move differs. */
  private static List<String> disagreements(
      Nim game, Search<NimPosition, NimMove> search, List<long[]> allPiles) {
    NimSumSolver solver = new NimSumSolver(game.rules());
    List<String> disagreements = new ArrayList<>();
    for (long[] piles : allPiles) {
      for (Player toMove : Player.values()) {
        NimPosition position = NimPosition.of(toMove, piles);
        Outcome searched = search.search(position).value().outcome();
        Outcome solved = solver.outcome(position);
        if (searched != solved) {
          disagreements.add(position + ": search " + searched + ", nim-sum " + solved);
        }
      }
    }
    assertThat(allPiles).as("the positions to compare").isNotEmpty();
    return disagreements;
  }

  private static String formatLine(Nim game, NimPosition start, List<NimMove> moves) {
    List<String> words = new ArrayList<>();
    NimPosition position = start;
    for (NimMove move : moves) {
      words.add(NOTATION.formatMove(position, move));
      position = game.result(position, move);
    }
    assertThat(game.isTerminal(position)).as("the line %s ends the game", words).isTrue();
    return String.join(" ", words);
  }
}
