package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Player;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.PlayableGame;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The winning line the page draws for known m,n,k and gomoku positions. */
class MnkWinningLineTest {
  private static BoardView.Cell at(int row, int column) {
    return new BoardView.Cell(row, column);
  }

  static Stream<Arguments> positions() {
    return Stream.of(
        Arguments.of("4x4, k 3: nobody yet", 4, 4, 3, "XX../OO../..../....", List.of()),
        Arguments.of(
            "4x4, k 3: X across",
            4,
            4,
            3,
            ".XXX/OO../..../....",
            List.of(at(0, 1), at(0, 2), at(0, 3))),
        Arguments.of(
            "4x4, k 3: O down a falling diagonal",
            4,
            4,
            3,
            "XO../..O./.X.O/X...",
            List.of(at(0, 1), at(1, 2), at(2, 3))),
        Arguments.of(
            "5x5, k 3: X's line of four, all of it",
            5,
            5,
            3,
            "XXXX./OO.../O..../...../.....",
            List.of(at(0, 0), at(0, 1), at(0, 2), at(0, 3))),
        Arguments.of(
            "5x5, k 4: O up a rising diagonal",
            5,
            5,
            4,
            "XX..O/XX.O./..O../.O.../.....",
            List.of(at(0, 4), at(1, 3), at(2, 2), at(3, 1))));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("positions")
  void drawsTheLine(
      String what, int rows, int columns, int k, String text, List<BoardView.Cell> expected) {
    PlayableGame<MnkPosition, MnkMove> game = game(rows, columns, k);
    long xs = text.chars().filter(c -> c == 'X').count();
    long os = text.chars().filter(c -> c == 'O').count();
    MnkPosition position = game.parsePosition(text, xs == os ? Player.MAX : Player.MIN);
    BoardView.Grid grid = (BoardView.Grid) game.board(position);
    assertThat(grid.line()).as(what).containsExactlyElementsOf(expected);
  }

  @org.junit.jupiter.api.Test
  void gomokuDrawsTheFive() {
    @SuppressWarnings("unchecked") // the gomoku module makes games of these types
    PlayableGame<MnkPosition, MnkMove> gomoku =
        (PlayableGame<MnkPosition, MnkMove>) new GomokuModule().createDefault();
    String[] rows = new String[15];
    java.util.Arrays.fill(rows, ".".repeat(15));
    rows[7] = "....OOOO.......";
    for (int r = 3; r < 8; r++) {
      rows[r] = rows[r].substring(0, 10 - r) + "X" + rows[r].substring(11 - r);
    }
    MnkPosition position = gomoku.parsePosition(String.join("/", rows), Player.MIN);
    BoardView.Grid grid = (BoardView.Grid) gomoku.board(position);
    assertThat(grid.line()).containsExactly(at(3, 7), at(4, 6), at(5, 5), at(6, 4), at(7, 3));
  }

  @SuppressWarnings("unchecked") // the m,n,k module makes games of these types
  private static PlayableGame<MnkPosition, MnkMove> game(int rows, int columns, int k) {
    GameModule module = new MnkModule();
    return (PlayableGame<MnkPosition, MnkMove>)
        module.create(
            GameOptions.of(
                module.options(),
                Map.of("rows", (long) rows, "cols", (long) columns, "k", (long) k)));
  }
}
