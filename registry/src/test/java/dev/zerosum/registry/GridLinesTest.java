package dev.zerosum.registry;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class GridLinesTest {
  private static BoardView.Cell at(int row, int column) {
    return new BoardView.Cell(row, column);
  }

  static Stream<Arguments> grids() {
    return Stream.of(
        Arguments.of("XXX/OO./...", 'X', 3, List.of(at(0, 0), at(0, 1), at(0, 2))),
        Arguments.of("XO./XO./X..", 'X', 3, List.of(at(0, 0), at(1, 0), at(2, 0))),
        Arguments.of("X.O/.XO/..X", 'X', 3, List.of(at(0, 0), at(1, 1), at(2, 2))),
        Arguments.of("X.O/XO./O.X", 'O', 3, List.of(at(0, 2), at(1, 1), at(2, 0))),
        // A run longer than k: every cell of it.
        Arguments.of(
            ".XXXX./....../......", 'X', 3, List.of(at(0, 1), at(0, 2), at(0, 3), at(0, 4))),
        // Too short, or another mark's: none.
        Arguments.of("XX./OO./...", 'X', 3, List.of()),
        Arguments.of("XXX/OO./...", 'O', 3, List.of()),
        Arguments.of("..../....", '.', 2, List.of()));
  }

  @ParameterizedTest
  @MethodSource("grids")
  void findsTheRun(String grid, char mark, int k, List<BoardView.Cell> expected) {
    assertThat(GridLines.longRun(List.of(grid.split("/")), mark, k)).isEqualTo(expected);
  }
}
