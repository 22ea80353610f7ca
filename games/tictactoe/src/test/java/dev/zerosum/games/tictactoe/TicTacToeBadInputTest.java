package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.BadInputs;
import dev.zerosum.registry.PlayableGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Bad input from a seed: every mistake it causes has a code, said in English and in Spanish from
 * the bundle, with the mistakes only a program's calls to the rules make; and every mistake of the
 * bundle is among them.
 */
class TicTacToeBadInputTest {
  private static final long SEED = 20_261_201L;

  @Test
  void everyMistakeOfBadInputIsSaidInBothLanguages() {
    List<GameInputException> mistakes = new ArrayList<>();
    for (PlayableGame<?, ?> game : games()) {
      mistakes.addAll(BadInputs.mistakes(game, SEED, 10_000));
    }
    // Only a program's calls make these: a cell index or a mask off the board, a cell marked twice.
    mistakes.add(BadInputs.mistakeOf(() -> TicTacToeMove.of(9)));
    mistakes.add(BadInputs.mistakeOf(() -> TicTacToeMove.at(3, 0)));
    mistakes.add(BadInputs.mistakeOf(() -> TicTacToePosition.of(1 << 9, 0)));
    mistakes.add(BadInputs.mistakeOf(() -> TicTacToePosition.of(1, 1)));
    BadInputs.assertSaidInBothLanguages(games().get(0), mistakes);
    Set<String> reached = new TreeSet<>();
    mistakes.forEach(mistake -> reached.addAll(BadInputs.codesIn(mistake)));
    Set<String> expected = new TreeSet<>(BadInputs.codesOf(games().get(0).module()));
    assertThat(reached).as("the codes seed %d reaches", SEED).isEqualTo(expected);
  }

  private static List<PlayableGame<?, ?>> games() {
    return List.of(new TicTacToeModule().createDefault());
  }
}
