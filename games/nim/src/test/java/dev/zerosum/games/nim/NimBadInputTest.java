package dev.zerosum.games.nim;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Player;
import dev.zerosum.registry.BadInputs;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.PlayableGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Bad input from a seed (to the standard piles, and to one pile): every mistake it causes has a
 * code, said in English and in Spanish from the bundle; and every mistake of the bundle is among
 * them.
 */
class NimBadInputTest {
  private static final long SEED = 20_261_201L;

  @Test
  void everyMistakeOfBadInputIsSaidInBothLanguages() {
    List<GameInputException> mistakes = new ArrayList<>();
    for (PlayableGame<?, ?> game : games()) {
      mistakes.addAll(BadInputs.mistakes(game, SEED, 10_000));
    }
    // No engine the page or the command line offers lists the moves of piles this big any more
    // (PlayableNim.SEARCHED_MOVES), so only code that asks for them meets this mistake.
    mistakes.add(
        BadInputs.mistakeOf(
            () -> NimActions.of(NimPosition.of(Player.MAX, Integer.MAX_VALUE, Integer.MAX_VALUE))));
    BadInputs.assertSaidInBothLanguages(games().get(0), mistakes);
    Set<String> reached = new TreeSet<>();
    mistakes.forEach(mistake -> reached.addAll(BadInputs.codesIn(mistake)));
    Set<String> expected = new TreeSet<>(BadInputs.codesOf(games().get(0).module()));
    assertThat(reached).as("the codes seed %d reaches", SEED).isEqualTo(expected);
  }

  private static List<PlayableGame<?, ?>> games() {
    return List.of(
        new NimModule().createDefault(),
        new NimModule()
            .create(GameOptions.of(new NimModule().options(), Map.of("piles", List.of(5L)))));
  }
}
