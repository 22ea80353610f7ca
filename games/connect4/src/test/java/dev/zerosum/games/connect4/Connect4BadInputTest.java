package dev.zerosum.games.connect4;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.BadInputs;
import dev.zerosum.registry.PlayableGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Bad input from a seed: every mistake it causes has a code, said in English and in Spanish from
 * the bundle, with the mistakes of a solve line, of a column on a drawn board (rare at random) and
 * of a program's column off the board; and every mistake of the bundle is among them but {@code
 * connect4.line-no-expected}, which {@code zerosum solve --check} makes (its test says it).
 */
class Connect4BadInputTest {
  private static final long SEED = 20_261_201L;

  /** Made by {@link SolveCommand} alone, and said in its test in the app. */
  private static final String SOLVE_CHECK = "connect4.line-no-expected";

  @Test
  void everyMistakeOfBadInputIsSaidInBothLanguages() {
    List<GameInputException> mistakes = new ArrayList<>();
    for (PlayableGame<?, ?> game : games()) {
      mistakes.addAll(BadInputs.mistakes(game, SEED, 10_000));
    }
    mistakes.add(BadInputs.mistakeOf(() -> drawnBoard().play(3)));
    mistakes.add(BadInputs.mistakeOf(() -> Connect4Move.of(Connect4Size.MAX_WIDTH)));
    mistakes.add(BadInputs.mistakeOf(() -> Connect4Position.empty().play(7)));
    mistakes.add(BadInputs.mistakeOf(() -> Connect4Position.of("4,8")));
    mistakes.add(BadInputs.mistakeOf(() -> Connect4Position.of(Connect4Size.of(10, 5), "10,3,11")));
    mistakes.add(BadInputs.mistakeOf(() -> Connect4SolveLine.parse(1, "1 2 3")));
    mistakes.add(BadInputs.mistakeOf(() -> Connect4SolveLine.parse(2, "4453 x")));
    mistakes.add(BadInputs.mistakeOf(() -> Connect4SolveLine.parse(3, "448")));
    BadInputs.assertSaidInBothLanguages(games().get(0), mistakes);
    Set<String> reached = new TreeSet<>();
    mistakes.forEach(mistake -> reached.addAll(BadInputs.codesIn(mistake)));
    Set<String> expected = new TreeSet<>(BadInputs.codesOf(games().get(0).module()));
    expected.remove(SOLVE_CHECK);
    assertThat(reached).as("the codes seed %d reaches", SEED).isEqualTo(expected);
  }

  private static List<PlayableGame<?, ?>> games() {
    return List.of(new Connect4Module().createDefault());
  }

  /** Returns the first full board nobody won of games played at random from the seed. */
  private static Connect4Position drawnBoard() {
    SplittableRandom random = new SplittableRandom(SEED);
    while (true) {
      Connect4Position position = Connect4Position.empty();
      while (!position.isOver()) {
        int column = random.nextInt(7);
        if (position.canPlay(column)) {
          position = position.play(column);
        }
      }
      if (position.winner().isEmpty()) {
        return position;
      }
    }
  }
}
