package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Language;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The points of an m,n,k board as gomoku players write them: columns lettered from {@code a} at the
 * left, rows numbered from 1 at the bottom ({@code h8} is the centre of 15 × 15), on every board
 * past 16 cells; cell numbers on the small ones; and the older forms still read.
 */
class MnkPointsTest {

  /** Boards of each kind: numbered, read numbers but written as points, neither; long and tall. */
  static Stream<Arguments> boards() {
    return Stream.of(
        Arguments.of(3, 3, 3),
        Arguments.of(4, 4, 4),
        Arguments.of(2, 8, 2),
        Arguments.of(5, 5, 4),
        Arguments.of(6, 7, 4),
        Arguments.of(9, 11, 5),
        Arguments.of(10, 10, 5),
        Arguments.of(15, 15, 5),
        Arguments.of(19, 19, 5),
        Arguments.of(1, 19, 5),
        Arguments.of(19, 1, 5));
  }

  @ParameterizedTest(name = "{0} x {1}")
  @MethodSource("boards")
  void everyCellIsWrittenOnceAndReadBackInEveryForm(int rows, int columns, int k) {
    MnkShape shape = MnkShape.of(rows, columns, k);
    MnkNotation notation = new MnkNotation(shape);
    MnkPosition empty = MnkPosition.empty(shape);
    Set<String> written = new HashSet<>();
    for (int cell = 0; cell < shape.cells(); cell++) {
      MnkMove move = MnkMove.ofCell(shape, cell);
      String text = notation.formatMove(empty, move);
      assertThat(written.add(text)).as("%s is written for one cell only", text).isTrue();
      assertThat(notation.parseMove(empty, text)).as("%s read back", text).isEqualTo(move);
      String column = String.valueOf((char) ('a' + move.column()));
      String point = column + (rows - move.row());
      if (shape.isNumbered()) {
        assertThat(text).as("a small board's cell number").isEqualTo(Integer.toString(cell + 1));
      } else {
        assertThat(text).as("the column's letter, the row from 1 at the bottom").isEqualTo(point);
      }
      assertThat(notation.parseMove(empty, point.toUpperCase(Locale.ROOT)))
          .as("%s as a point, upper case, on any board", point)
          .isEqualTo(move);
      assertThat(notation.parseMove(empty, move.column() + "," + move.row()))
          .as("the old x,y of %s (a save or a link before points)", point)
          .isEqualTo(move);
      assertThat(notation.parseMove(empty, move.column() + " " + move.row())).isEqualTo(move);
      if (shape.cells() <= MnkShape.MAX_READ_NUMBERED_CELLS) {
        assertThat(notation.parseMove(empty, Integer.toString(cell + 1)))
            .as("the old cell number of %s, read up to 99 cells", point)
            .isEqualTo(move);
      }
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"h8:7:7", "a15:0:0", "o15:14:0", "a1:0:14", "o1:14:14", "i9:8:6"})
  void gomokusPointsAreLetteredFromTheLeftAndCountedFromTheBottom(String example) {
    String[] parts = example.split(":");
    MnkShape gomoku = MnkShape.of(15, 15, 5);
    MnkMove move = new MnkMove(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]));
    MnkNotation notation = new MnkNotation(gomoku);
    assertThat(notation.format(move)).isEqualTo(parts[0]);
    assertThat(notation.parseMove(MnkPosition.empty(gomoku), parts[0])).isEqualTo(move);
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"en", "es"})
  void theGridNamesItsAxesAndAMoveSaysItsPoint(String language) {
    PlayableGame<MnkPosition, MnkMove> gomoku = gomoku(Map.of());
    MnkPosition position = gomoku.notation().parsePosition(".".repeat(15 * 15));
    BoardView.Grid grid = (BoardView.Grid) gomoku.board(position);
    assertThat(grid.axes().columns()).as("a to o, i too").hasSize(15).startsWith("a").endsWith("o");
    assertThat(grid.axes().columns().get(8)).isEqualTo("i");
    assertThat(grid.axes().rows()).as("from the top: 15 down to 1").startsWith("15").endsWith("1");
    assertThat(grid.axes().name(7, 7)).isEqualTo("h8");
    try (Language.Scope scope = Language.fromTag(language).map(Language::use).orElseThrow()) {
      assertThat(gomoku.moveText(position, new MnkMove(7, 7)))
          .isEqualTo(language.equals("en") ? "X at h8" : "X en h8");
      assertThat(gomoku.moveHelp())
          .isEqualTo(
              language.equals("en")
                  ? "type a point: a column a to o and a row 1 to 15 (1 at the bottom), like h8"
                  : "escribe un punto: una columna de la a a la o y una fila de 1 a 15 (1 abajo),"
                      + " como h8");
    }
    PlayableGame<MnkPosition, MnkMove> small = mnk(Map.of("rows", 3L, "cols", 3L, "k", 3L));
    assertThat(((BoardView.Grid) small.board(MnkPosition.empty(MnkShape.of(3, 3, 3)))).axes())
        .as("a numbered board has no axes: its cells show their numbers")
        .isEqualTo(BoardView.Axes.NONE);
  }

  @Test
  void theTerminalDrawsTheGridInsideItsAxes() {
    PlayableGame<MnkPosition, MnkMove> game = mnk(Map.of("rows", 5L, "cols", 6L, "k", 4L));
    MnkPosition position = game.notation().parsePosition("....../....../..X.../...O../......");
    assertThat(game.render(position, false))
        .as("c3 is X, d2 is O; rows count up from the bottom")
        .isEqualTo(
            String.join(
                "\n",
                "  a b c d e f",
                "5 . . . . . . 5",
                "4 . . . . . . 4",
                "3 . . X . . . 3",
                "2 . . . O . . 2",
                "1 . . . . . . 1",
                "  a b c d e f",
                ""));
    PlayableGame<MnkPosition, MnkMove> gomoku = gomoku(Map.of());
    MnkPosition centre = MnkPosition.empty(MnkShape.of(15, 15, 5)).play(7 * 15 + 7);
    List<String> lines = gomoku.render(centre, false).lines().toList();
    assertThat(lines).hasSize(17);
    assertThat(lines.get(0)).isEqualTo("   a b c d e f g h i j k l m n o");
    assertThat(lines.get(1)).isEqualTo("15 . . . . . . . . . . . . . . . 15");
    assertThat(lines.get(8)).as("h8 in the middle").isEqualTo(" 8 . . . . . . . X . . . . . . . 8");
    assertThat(lines.get(15)).isEqualTo(" 1 . . . . . . . . . . . . . . . 1");
    assertThat(lines.get(16)).isEqualTo(lines.get(0));
  }

  @SuppressWarnings("unchecked") // the modules make m,n,k games
  private static PlayableGame<MnkPosition, MnkMove> gomoku(Map<String, Object> options) {
    GomokuModule module = new GomokuModule();
    return (PlayableGame<MnkPosition, MnkMove>) module.create(optionsOf(module, options));
  }

  @SuppressWarnings("unchecked") // the modules make m,n,k games
  private static PlayableGame<MnkPosition, MnkMove> mnk(Map<String, Object> options) {
    MnkModule module = new MnkModule();
    return (PlayableGame<MnkPosition, MnkMove>) module.create(optionsOf(module, options));
  }

  private static GameOptions optionsOf(GameModule module, Map<String, Object> options) {
    return GameOptions.of(module.options(), options);
  }
}
