package dev.zerosum.games.mnk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.Player;
import dev.zerosum.core.SearchResult;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import dev.zerosum.games.tictactoe.TicTacToePositions;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The 3,3,3-game is tic-tac-toe: the counts known from the literature, and the same positions as
 * the tic-tac-toe package's, found by rules written apart.
 */
class MnkTicTacToeTest {
  private final MnkShape shape = MnkShape.of(3, 3, 3);
  private final Mnk game = new Mnk(shape);

  @Test
  void minimaxVisitsTheWholeGameTreeAndFindsADraw() {
    SearchResult<MnkMove> result = MinimaxSearch.on(game).build().search(game.initialState());
    assertThat(result.statistics().nodes()).as("549,946 nodes, root included").isEqualTo(549_946);
    assertThat(result.statistics().leaves()).as("one leaf per possible game").isEqualTo(255_168);
    assertThat(result.value().describe()).isEqualTo("draw");
  }

  @Test
  void thereAre5478ReachablePositions958Terminal765UpToSymmetry() {
    Set<MnkPosition> all = MnkPositions.reachable(shape);
    assertThat(all).hasSize(5_478);
    Map<String, Long> terminal =
        all.stream()
            .filter(MnkPosition::isOver)
            .collect(
                Collectors.groupingBy(
                    p -> p.winner().map(w -> w == Player.MAX ? "X" : "O").orElse("draw"),
                    Collectors.counting()));
    assertThat(terminal)
        .containsExactlyInAnyOrderEntriesOf(Map.of("X", 626L, "O", 316L, "draw", 16L));
    Set<Long> classes = new HashSet<>();
    all.forEach(p -> classes.add(game.canonicalKey().orElseThrow().of(p)));
    assertThat(classes).as("positions up to the 8 symmetries").hasSize(765);
  }

  @Test
  void theyAreTheTicTacToePackagesPositions() {
    Set<String> mnk =
        MnkPositions.reachable(shape).stream()
            .map(p -> p.toString().replace("/", ""))
            .collect(Collectors.toSet());
    Set<String> ticTacToe =
        TicTacToePositions.reachable().stream()
            .map(TicTacToePosition::toString)
            .collect(Collectors.toSet());
    assertThat(mnk).isEqualTo(ticTacToe);
  }

  @Test
  void theLegalityCheckAcceptsExactlyTheReachablePositions() {
    MnkNotation notation = new MnkNotation(shape);
    Set<MnkPosition> accepted = new HashSet<>();
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
        .isEqualTo(MnkPositions.reachable(shape));
  }
}
