package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Player;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.Durations;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Language;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The registry's mistakes (a game, a player, an engine, a time, a game's option) in both languages:
 * the English as it has always been, the Spanish in the same places.
 */
class RegistryInSpanishTest {
  private static final GameRegistry REGISTRY = GameRegistry.standard();
  private static final OptionSpec PILES =
      OptionSpec.integers("piles", "SIZES", "the piles", List.of(1L, 3L), 1, 100);
  private static final OptionSpec MISERE = OptionSpec.flag("misere", "misère play");

  static Stream<Arguments> mistakes() {
    PlayableGame<?, ?> ticTacToe = REGISTRY.find("tictactoe").createDefault();
    AgentContext context = AgentContext.of(1, AgentContext.DEFAULT_TIME);
    return Stream.of(
        mistake(
            "an unknown game",
            () -> REGISTRY.find("chess"),
            "unknown game 'chess'; expected tictactoe, ",
            "juego desconocido 'chess'; se esperaba tictactoe, "),
        mistake(
            "an unknown player name",
            () -> ticTacToe.playerNamed("Z"),
            "unknown player 'Z'; expected X or O",
            "jugador desconocido 'Z'; se esperaba X o O"),
        mistake(
            "an unknown engine",
            () -> AgentSpec.parse("genius"),
            "unknown player 'genius'; expected human, random, heuristic, minimax, alphabeta,"
                + " depth:N (N from 1 to 99), mcts, mcts:N (simulations), mcts:1s (a time),"
                + " perfect or strongest",
            "jugador desconocido 'genius'; se esperaba human, random, heuristic, minimax,"
                + " alphabeta, depth:N (N del 1 al 99), mcts, mcts:N (simulaciones), mcts:1s (un"
                + " tiempo), perfect o strongest"),
        mistake(
            "a depth out of range",
            () -> AgentSpec.parse("depth:1000"),
            "depth 1000 is out of range; expected",
            "la profundidad 1000 está fuera de rango; se esperaba"),
        mistake(
            "no number",
            () -> AgentSpec.parse("mcts:x"),
            "'mcts:x' has no number; expected",
            "'mcts:x' no tiene número; se esperaba"),
        mistake(
            "a human as an engine",
            () -> ticTacToe.agent(AgentSpec.HUMAN, context),
            "a human is not an engine: a person plays that side",
            "human no es un motor: ese lado lo juega una persona"),
        mistake(
            "a player to move that is not",
            () -> ticTacToe.parsePosition("X........", Player.MAX),
            "O is to move in X........, not X",
            "en X........ juega O, no X"),
        mistake(
            "no time",
            () -> Durations.parse("0s"),
            "'0s' is no time at all; expected more than 0, like 2s or 500ms",
            "'0s' no es ningún tiempo; se esperaba más de 0, como 2s o 500ms"),
        mistake(
            "an unknown option",
            () -> GameOptions.of(List.of(MISERE), Map.of("piles", "3")),
            "--piles is not an option of this game; expected --misere",
            "--piles no es una opción de este juego; se esperaba --misere"),
        mistake(
            "an option of a game that has none",
            () -> GameOptions.of(List.of(), Map.of("piles", "3")),
            "--piles is not an option of this game; it has none",
            "--piles no es una opción de este juego; no tiene ninguna"),
        mistake(
            "a number out of range",
            () -> PILES.parse("3,1000"),
            "--piles '3,1000': '1000': 1000 is out of range; expected 1 to 100",
            "--piles '3,1000': '1000': 1000 está fuera de rango; se esperaba de 1 a 100"),
        mistake(
            "an empty number",
            () -> PILES.parse("3,,4"),
            "--piles '3,,4': number 2 of 3 is empty; expected whole numbers separated by commas,"
                + " like 1,3",
            "--piles '3,,4': el número 2 de 3 está vacío; se esperaban números enteros separados"
                + " por comas, como 1,3"),
        mistake(
            "a list item out of range",
            () -> PILES.check(List.of(3, 0)),
            "--piles item: 0 is out of range; expected 1 to 100",
            "elemento de --piles: 0 está fuera de rango; se esperaba de 1 a 100"),
        mistake(
            "a flag that is neither",
            () -> MISERE.parse("maybe"),
            "--misere 'maybe' is not on or off; expected true or false",
            "--misere 'maybe' no es sí ni no; se esperaba true o false"));
  }

  private static Arguments mistake(
      String what, ThrowingCallable mistake, String english, String spanish) {
    return Arguments.of(what, mistake, english, spanish);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mistakes")
  void isSaidInEveryLanguage(
      String what, ThrowingCallable mistake, String english, String spanish) {
    for (Map.Entry<Language, String> expected :
        Map.of(Language.ENGLISH, english, Language.SPANISH, spanish).entrySet()) {
      try (Language.Scope scope = Language.use(expected.getKey())) {
        GameInputException wrong = catchThrowableOfType(mistake, GameInputException.class);
        assertThat(wrong).as(what).isNotNull();
        assertThat(REGISTRY.describe(wrong)).as(what).startsWith(expected.getValue());
      }
    }
  }
}
