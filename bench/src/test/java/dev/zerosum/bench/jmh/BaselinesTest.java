package dev.zerosum.bench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import aima.core.environment.tictactoe.TicTacToeGame;
import aima.core.environment.tictactoe.TicTacToeState;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.MoveValue;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every contender of the benchmark chooses one of minimax's best moves in each benchmarked
 * position, so that the times compare like with like; and the baselines do the work they stand for.
 */
class BaselinesTest {
  private static final TicTacToe GAME = new TicTacToe();

  private static List<TicTacToeMove> minimaxBestMoves(TicTacToePosition position) {
    return MoveValue.best(MoveValue.ofEveryMove(GAME, MinimaxSearch.on(GAME).build(), position));
  }

  @Test
  void everyContenderChoosesABestMoveInEveryBenchmarkedPosition() {
    for (String name : TicTacToeContenders.POSITIONS.keySet()) {
      TicTacToeContenders contenders = new TicTacToeContenders(name);
      List<TicTacToeMove> best = minimaxBestMoves(contenders.position());
      for (String method : TicTacToeContenders.METHODS) {
        assertThat(best).as("%s on %s", method, name).contains(contenders.move(method));
      }
    }
  }

  @Test
  void onTheSeedPositionOnlyOneMoveHoldsOutAndEveryContenderFindsIt() {
    TicTacToeContenders seed = new TicTacToeContenders("seed");
    assertThat(minimaxBestMoves(seed.position())).containsExactly(TicTacToeMove.of(6));
    assertThat(seed.seedNaive()).as("the naive design prefers the slower loss").isEqualTo(6);
    assertThat(AimaTicTacToe.moveOf(seed.aimaAlphaBeta())).isEqualTo(TicTacToeMove.of(6));
  }

  @Test
  void theNaiveDesignAndAimasMinimaxVisitTheWholeGameTree() {
    TicTacToeContenders empty = new TicTacToeContenders("empty");
    assertThat(empty.nodes("seedNaive"))
        .as("549,945 below the root, as the seed counted")
        .isEqualTo(549_946);
    assertThat(empty.nodes("aimaMinimax")).isEqualTo(549_946);
    assertThat(empty.nodes("minimax")).as("core's count, root included").isEqualTo(549_946);
    assertThat(empty.nodes("aimaAlphaBeta"))
        .as("pruning, in aima's order")
        .isLessThan(549_946 / 10);
  }

  @Test
  void aimasStateOfTheSeedHasTheMarksOfOursWithOToMove() {
    TicTacToeGame game = new TicTacToeGame();
    TicTacToeState state = AimaTicTacToe.stateOf(game, TicTacToeContenders.POSITIONS.get("seed"));
    assertThat(state.getValue(0, 0)).as("cell 0").isEqualTo(TicTacToeState.X);
    assertThat(state.getValue(0, 1)).as("cell 3: column 0, row 1").isEqualTo(TicTacToeState.X);
    assertThat(state.getValue(1, 0)).as("cell 1: column 1, row 0").isEqualTo(TicTacToeState.O);
    assertThat(state.getNumberOfMarkedPositions()).isEqualTo(3);
    assertThat(state.getPlayerToMove()).isEqualTo(TicTacToeState.O);
  }

  @Test
  void theNaiveSearchLeavesItsBoardAsItFoundIt() {
    TicTacToeContenders seed = new TicTacToeContenders("seed");
    long first = seed.nodes("seedNaive");
    assertThat(seed.seedNaive()).isEqualTo(6);
    assertThat(seed.nodes("seedNaive")).as("same work the second time").isEqualTo(first);
  }
}
