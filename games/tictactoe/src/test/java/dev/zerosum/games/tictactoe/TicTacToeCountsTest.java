package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.Player;
import dev.zerosum.core.SearchResult;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The exact counts of tic-tac-toe known from the literature: the oracles of every engine. */
class TicTacToeCountsTest {
  private final TicTacToe game = new TicTacToe();

  @Test
  void minimaxVisitsTheWholeGameTreeAndFindsADraw() {
    SearchResult<TicTacToeMove> result = MinimaxSearch.on(game).build().search(game.initialState());
    assertThat(result.statistics().nodes()).as("549,946 nodes, root included").isEqualTo(549_946);
    assertThat(result.statistics().leaves()).as("one leaf per possible game").isEqualTo(255_168);
    assertThat(result.value().describe()).isEqualTo("draw");
    assertThat(result.principalVariation()).as("a draw fills the board").hasSize(9);
  }

  @Test
  void thereAre255168PossibleGames() {
    long[] ends = new long[3]; // X wins, O wins, draws
    countGames(TicTacToePosition.empty(), ends);
    assertThat(ends[0]).as("won by X").isEqualTo(131_184);
    assertThat(ends[1]).as("won by O").isEqualTo(77_904);
    assertThat(ends[2]).as("drawn").isEqualTo(46_080);
    assertThat(ends[0] + ends[1] + ends[2]).isEqualTo(255_168);
  }

  private static void countGames(TicTacToePosition position, long[] ends) {
    if (position.isOver()) {
      Optional<Player> winner = position.winner();
      ends[winner.map(p -> p == Player.MAX ? 0 : 1).orElse(2)]++;
      return;
    }
    for (int cell = 0; cell < TicTacToePosition.CELLS; cell++) {
      if (position.isEmpty(cell)) {
        countGames(position.play(cell), ends);
      }
    }
  }

  @Test
  void thereAre5478ReachablePositionsAnd958Terminal() {
    Set<TicTacToePosition> all = TicTacToePositions.reachable();
    assertThat(all).hasSize(5_478);
    Map<String, Long> terminal =
        all.stream()
            .filter(TicTacToePosition::isOver)
            .collect(Collectors.groupingBy(TicTacToeCountsTest::ending, Collectors.counting()));
    assertThat(terminal)
        .containsExactlyInAnyOrderEntriesOf(Map.of("X", 626L, "O", 316L, "draw", 16L));
  }

  private static String ending(TicTacToePosition position) {
    return position.winner().map(p -> p == Player.MAX ? "X" : "O").orElse("draw");
  }

  @Test
  void thereAre765PositionsUpToSymmetry() {
    Set<Long> classes = new HashSet<>();
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      classes.add(TicTacToeSymmetries.canonicalKey(position));
    }
    assertThat(classes).hasSize(765);
  }

  @Test
  void theLegalityCheckAcceptsExactlyTheReachablePositions() {
    TicTacToeNotation notation = new TicTacToeNotation();
    Set<TicTacToePosition> accepted = new HashSet<>();
    char[] marks = {'.', 'X', 'O'};
    for (int code = 0; code < 19_683; code++) { // 3^9 boards
      StringBuilder text = new StringBuilder();
      for (int cell = 0, rest = code; cell < 9; cell++, rest /= 3) {
        text.append(marks[rest % 3]);
      }
      try {
        accepted.add(notation.parsePosition(text.toString()));
      } catch (GameInputException unreachable) {
        // counted by its absence
      }
    }
    assertThat(accepted)
        .as("of the 19,683 boards, the check keeps the 5,478 the game reaches")
        .isEqualTo(TicTacToePositions.reachable());
  }

  @Test
  void symmetricImagesShareTheCanonicalKeyAndTheValue() {
    TicTacToeSymmetries symmetries = new TicTacToeSymmetries();
    Function<TicTacToePosition, Integer> value =
        p -> MinimaxSearch.on(game).build().search(p).value().score();
    for (TicTacToePosition position : TicTacToePositions.reachable()) {
      if (position.marks() < 4) {
        continue; // the values of the big trees are covered by the search tests
      }
      int expected = value.apply(position);
      for (TicTacToePosition image : symmetries.images(position)) {
        assertThat(TicTacToeSymmetries.canonicalKey(image))
            .isEqualTo(TicTacToeSymmetries.canonicalKey(position));
        assertThat(value.apply(image))
            .as("%s and its image %s", position, image)
            .isEqualTo(expected);
      }
    }
  }
}
