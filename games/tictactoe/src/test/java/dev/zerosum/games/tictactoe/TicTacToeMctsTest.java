package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Value;
import dev.zerosum.core.mcts.MctsReport;
import dev.zerosum.core.mcts.MctsSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The MCTS-Solver proves tic-tac-toe: the empty board and every reachable position. */
class TicTacToeMctsTest {
  private static final TicTacToe GAME = new TicTacToe();
  private static final long PLENTY = 1_000_000; // far more than any proof here takes

  @Test
  void theSolverProvesTheEmptyBoardADraw() {
    MctsReport<TicTacToeMove> report =
        MctsSearch.on(GAME).iterations(PLENTY).seed(1).build().analyze(GAME.initialState());
    assertThat(report.result().value()).as("proven").isEqualTo(Value.draw());
    assertThat(report.statistics().proven()).isTrue();
    assertThat(report.statistics().simulations())
        .as("the proof ends the search long before the budget")
        .isLessThan(50_000);
    assertThat(report.result().principalVariation()).as("a drawn game to the end").hasSize(9);
  }

  @ParameterizedTest(name = "{0} thread(s), {1}")
  @CsvSource({"1, TREE", "2, TREE", "2, ROOT"})
  void theSolverProvesEveryReachablePositionWithMinimaxsValueAndABestMove(
      int threads, MctsSearch.Parallelism parallelism) {
    Map<TicTacToePosition, TicTacToeMinimaxOracle.Answer> answers =
        TicTacToeMinimaxOracle.answers();
    List<String> disagreements = new ArrayList<>();
    long seed = 0;
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      TicTacToeMinimaxOracle.Answer answer = answers.get(position);
      MctsReport<TicTacToeMove> report =
          MctsSearch.on(GAME)
              .iterations(PLENTY)
              .threads(threads)
              .parallelism(parallelism)
              .seed(seed++)
              .build()
              .analyze(position);
      Value proven = report.result().value();
      if (!proven.equals(answer.value())) {
        disagreements.add(position + ": MCTS " + proven + ", minimax " + answer.value());
      } else if (!position.isOver()
          && !answer.bestMoves().contains(report.result().bestAction().orElseThrow())) {
        disagreements.add(
            position + ": MCTS plays " + report.result().bestAction().get() + ", not a best move");
      }
    }
    assertThat(disagreements)
        .as(
            "positions of the 5,478 where the proven value (outcome and plies) or the move differs"
                + " from minimax's, with %d thread(s), %s",
            threads, parallelism)
        .isEmpty();
  }
}
