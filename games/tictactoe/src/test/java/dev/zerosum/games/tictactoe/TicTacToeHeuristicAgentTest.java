package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Player;
import org.junit.jupiter.api.Test;

class TicTacToeHeuristicAgentTest {
  private final TicTacToeHeuristicAgent agent = new TicTacToeHeuristicAgent();

  @Test
  void neverMissesAWinInOne() {
    int checked = 0;
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      if (!position.isOver() && winningCells(position) != 0) {
        checked++;
        int cell = agent.chooseAction(position).cell();
        assertThat(position.play(cell).winner())
            .as("%s: plays %d", position, cell)
            .hasValue(position.toMove());
      }
    }
    assertThat(checked).isPositive();
  }

  @Test
  void neverLeavesASingleThreatOpen() {
    int checked = 0;
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      int threats = threatCells(position);
      if (!position.isOver() && winningCells(position) == 0 && Integer.bitCount(threats) == 1) {
        checked++;
        int cell = agent.chooseAction(position).cell();
        assertThat(1 << cell).as("%s: must block, plays %d", position, cell).isEqualTo(threats);
      }
    }
    assertThat(checked).isPositive();
  }

  @Test
  void takesTheCentreThenACorner() {
    assertThat(agent.chooseAction(TicTacToePosition.empty()).cell()).isEqualTo(4);
    assertThat(agent.chooseAction(TicTacToePosition.empty().play(4)).cell()).isEqualTo(0);
  }

  private static int winningCells(TicTacToePosition position) {
    int mine = position.toMove() == Player.MAX ? position.xs() : position.os();
    return TicTacToeHeuristicAgent.completingCells(mine, position.emptyCells());
  }

  private static int threatCells(TicTacToePosition position) {
    int theirs = position.toMove() == Player.MAX ? position.os() : position.xs();
    return TicTacToeHeuristicAgent.completingCells(theirs, position.emptyCells());
  }
}
