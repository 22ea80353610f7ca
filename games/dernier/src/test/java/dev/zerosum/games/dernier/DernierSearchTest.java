package dev.zerosum.games.dernier;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.Search;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The rule of K + 1 against the generic searches of core, which know nothing of it: the value (who
 * wins, and in how many plies) and the best moves of every position.
 */
class DernierSearchTest {
  private static final int MOST_MATCHES = 60;
  private static final int MOST_TAKE = 6;
  private static final int MINIMAX_MATCHES = 14; // the whole tree of 14 matches, K = 6: 8,192 nodes

  @ParameterizedTest
  @EnumSource(DernierRules.class)
  void alphaBetaAgreesWithTheRuleOnEveryPositionUpToSixtyMatchesAndKUpToSix(DernierRules rules) {
    List<String> disagreements = new ArrayList<>();
    int positions = 0;
    for (int k = 1; k <= MOST_TAKE; k++) {
      Dernier game = new Dernier(MOST_MATCHES, k, rules);
      Search<DernierPosition, DernierMove> search =
          AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 10)).build();
      positions += disagreements(game, search, MOST_MATCHES, disagreements);
    }
    assertThat(positions).as("61 counts, 6 values of K, both players to move").isEqualTo(732);
    assertThat(disagreements)
        .as("positions where alpha-beta and the rule disagree (%s)", rules)
        .isEmpty();
  }

  @ParameterizedTest
  @EnumSource(DernierRules.class)
  void minimaxAgreesWithTheRuleOnEveryPositionItCanSearchWhole(DernierRules rules) {
    List<String> disagreements = new ArrayList<>();
    for (int k = 1; k <= MOST_TAKE; k++) {
      Dernier game = new Dernier(MINIMAX_MATCHES, k, rules);
      disagreements(game, MinimaxSearch.on(game).build(), MINIMAX_MATCHES, disagreements);
    }
    assertThat(disagreements)
        .as("positions where minimax, the reference, and the rule disagree (%s)", rules)
        .isEmpty();
  }

  /** Checks every count up to {@code most}, both players to move; returns how many it checked. */
  private static int disagreements(
      Dernier game,
      Search<DernierPosition, DernierMove> search,
      int most,
      List<String> disagreements) {
    DernierSolver solver = new DernierSolver(game);
    int checked = 0;
    for (long n = 0; n <= most; n++) {
      for (Player toMove : Player.values()) {
        DernierPosition position = new DernierPosition(n, toMove);
        checked++;
        Value searched = search.search(position).value();
        Value rule = solver.value(position);
        if (!searched.equals(rule)) {
          disagreements.add(
              game + ", " + position + ": search " + searched + ", rule " + rule.describe());
        }
        if (n == 0) {
          continue;
        }
        List<MoveValue<DernierMove>> searchedMoves = MoveValue.ofEveryMove(game, search, position);
        List<MoveValue<DernierMove>> ruleMoves = solver.valuesOfMoves(game, position);
        if (!searchedMoves.equals(ruleMoves)) {
          disagreements.add(
              game + ", " + position + ": moves " + searchedMoves + ", rule " + ruleMoves);
        }
        List<DernierMove> best = MoveValue.best(searchedMoves);
        DernierMove chosen = solver.chooseMove(position);
        if (!best.contains(chosen)) {
          disagreements.add(
              game + ", " + position + ": the rule plays " + chosen + ", not " + best);
        }
      }
    }
    return checked;
  }
}
