package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Player;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The winning line the page draws for known positions, given by their moves. */
class Connect4WinningLineTest {
  @SuppressWarnings("unchecked") // the Connect Four module makes games of these types
  private final PlayableGame<Connect4Position, Connect4Move> game =
      (PlayableGame<Connect4Position, Connect4Move>)
          GameRegistry.standard().find("connect4").createDefault();

  private static BoardView.Cell at(int row, int column) {
    return new BoardView.Cell(row, column);
  }

  // Rows from 0 at the top: the bottom row is 5; columns from 0 (the move 1).
  static Stream<Arguments> positions() {
    return Stream.of(
        Arguments.of("nobody has won", "4455", List.of()),
        Arguments.of(
            "the first player along the bottom",
            "1122334",
            List.of(at(5, 0), at(5, 1), at(5, 2), at(5, 3))),
        Arguments.of(
            "the first player along the bottom, the second with three up column 7",
            "1727374",
            List.of(at(5, 0), at(5, 1), at(5, 2), at(5, 3))),
        Arguments.of(
            "the second player up column 7",
            "17273757",
            List.of(at(2, 6), at(3, 6), at(4, 6), at(5, 6))),
        Arguments.of(
            "the first player on a rising diagonal",
            "12234334644",
            List.of(at(2, 3), at(3, 2), at(4, 1), at(5, 0))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("positions")
  void drawsTheLine(String what, String moves, List<BoardView.Cell> expected) {
    Connect4Position position = Connect4Position.empty();
    for (char move : moves.toCharArray()) {
      position = position.play(Character.getNumericValue(move) - 1);
    }
    BoardView.Grid grid = (BoardView.Grid) game.board(position);
    assertThat(grid.line()).as(what).containsExactlyInAnyOrderElementsOf(expected);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("positions")
  void theLineIsTheWinnersMarks(String what, String moves, List<BoardView.Cell> expected) {
    Connect4Position position = Connect4Position.empty();
    for (char move : moves.toCharArray()) {
      position = position.play(Character.getNumericValue(move) - 1);
    }
    BoardView.Grid grid = (BoardView.Grid) game.board(position);
    char mark = position.winner().map(w -> w == Player.MAX ? 'X' : 'O').orElse('.');
    for (BoardView.Cell cell : grid.line()) {
      assertThat(grid.cells().get(cell.row()).charAt(cell.column())).as(what).isEqualTo(mark);
    }
  }
}
