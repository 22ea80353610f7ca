package dev.zerosum.games.mnk;

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
 * Bad input from a seed (4 × 4 with numbered cells, and gomoku's 15 × 15 without): every mistake it
 * causes has a code, said in English and in Spanish from the bundle, with the mistakes only a
 * program's calls to the rules make; and every mistake of the bundle is among them.
 */
class MnkBadInputTest {
  private static final long SEED = 20_261_201L;

  @Test
  void everyMistakeOfBadInputIsSaidInBothLanguages() {
    List<GameInputException> mistakes = new ArrayList<>();
    for (PlayableGame<?, ?> game : games()) {
      mistakes.addAll(BadInputs.mistakes(game, SEED, 10_000));
    }
    // Only a program's calls make these: a cell off the board, a cell given to both players.
    MnkShape shape = MnkShape.of(4, 4, 4);
    mistakes.add(BadInputs.mistakeOf(() -> MnkPosition.empty(shape).play(16)));
    mistakes.add(BadInputs.mistakeOf(() -> MnkPosition.of(shape, new int[] {0}, new int[] {0})));
    BadInputs.assertSaidInBothLanguages(games().get(0), mistakes);
    Set<String> reached = new TreeSet<>();
    mistakes.forEach(mistake -> reached.addAll(BadInputs.codesIn(mistake)));
    Set<String> expected = new TreeSet<>(BadInputs.codesOf(games().get(0).module()));
    assertThat(reached).as("the codes seed %d reaches", SEED).isEqualTo(expected);
  }

  private static List<PlayableGame<?, ?>> games() {
    return List.of(new MnkModule().createDefault(), new GomokuModule().createDefault());
  }
}
