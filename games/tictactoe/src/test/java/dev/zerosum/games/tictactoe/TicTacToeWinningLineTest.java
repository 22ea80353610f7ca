package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The winning line the page draws, checked on every position tic-tac-toe can reach. */
class TicTacToeWinningLineTest {
  @SuppressWarnings("unchecked") // the tic-tac-toe module makes games of these types
  private final PlayableGame<TicTacToePosition, TicTacToeMove> game =
      (PlayableGame<TicTacToePosition, TicTacToeMove>)
          GameRegistry.standard().find("tictactoe").createDefault();

  private final TicTacToe rules = new TicTacToe();

  @Test
  void everyWonPositionShowsThreeOfTheWinnersMarksInARow() {
    int won = 0;
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      BoardView.Grid grid = (BoardView.Grid) game.board(position);
      if (!rules.isTerminal(position) || rules.utility(position) == 0) {
        assertThat(grid.line()).as("no line on %s", position).isEmpty();
        continue;
      }
      won++;
      char winner = rules.utility(position) > 0 ? 'X' : 'O';
      List<BoardView.Cell> line = grid.line();
      assertThat(line).as("the line on %s", position).hasSize(3);
      for (BoardView.Cell cell : line) {
        assertThat(grid.cells().get(cell.row()).charAt(cell.column()))
            .as("%s on %s", cell, position)
            .isEqualTo(winner);
      }
      // In a row: the same step from each cell to the next, one of the four directions.
      int rowStep = line.get(1).row() - line.get(0).row();
      int columnStep = line.get(1).column() - line.get(0).column();
      assertThat(List.of(List.of(0, 1), List.of(1, 0), List.of(1, 1), List.of(1, -1)))
          .as("the direction of %s on %s", line, position)
          .contains(List.of(rowStep, columnStep));
      assertThat(line.get(2).row() - line.get(1).row()).isEqualTo(rowStep);
      assertThat(line.get(2).column() - line.get(1).column()).isEqualTo(columnStep);
    }
    assertThat(won).as("won positions").isEqualTo(942);
  }
}
