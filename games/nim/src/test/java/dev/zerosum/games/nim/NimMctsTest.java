package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.Player;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.Value;
import dev.zerosum.core.mcts.MctsSearch;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The MCTS-Solver on Nim, against the nim-sum and minimax's plies. */
class NimMctsTest {

  @ParameterizedTest
  @EnumSource(NimRules.class)
  void theSolverAgreesWithTheNimSumAndMinimaxOnUpToThreePilesOfUpToThree(NimRules rules) {
    Nim game = new Nim(List.of(1L), rules);
    NimSumSolver nimSum = new NimSumSolver(rules);
    MinimaxSearch<NimPosition, NimMove> minimax = MinimaxSearch.on(game).build();
    MctsSearch<NimPosition, NimMove> mcts =
        MctsSearch.on(game).iterations(1_000_000).seed(3).build();
    List<String> disagreements = new ArrayList<>();
    int positions = 0;
    for (long[] piles : AllPiles.upTo(3, 3)) {
      for (Player toMove : Player.values()) {
        NimPosition position = NimPosition.of(toMove, piles);
        SearchResult<NimMove> result = mcts.search(position);
        Value exact = minimax.search(position).value();
        positions++;
        if (result.value().outcome() != nimSum.outcome(position)) {
          disagreements.add(
              position + ": MCTS " + result.value() + ", nim-sum " + nimSum.outcome(position));
        } else if (!result.value().equals(exact)) {
          disagreements.add(position + ": MCTS " + result.value() + ", minimax " + exact);
        } else if (!nimSum.winningMoves(position).isEmpty()
            && !nimSum.winningMoves(position).contains(result.bestAction().orElseThrow())) {
          disagreements.add(position + ": MCTS plays " + result.bestAction().get() + ", no win");
        }
      }
    }
    assertThat(positions).as("(4 + 16 + 64 piles) x 2 players").isEqualTo(168);
    assertThat(disagreements)
        .as("positions where the proven value or the move is wrong under %s play", rules)
        .isEmpty();
  }
}
