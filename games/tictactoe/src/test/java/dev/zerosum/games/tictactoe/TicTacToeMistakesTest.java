package dev.zerosum.games.tictactoe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/**
 * Every mistake tic-tac-toe reports with a code, said in both languages from the module's bundle:
 * in English exactly as the game's own message (the English texts are its oracle), in Spanish in
 * the seed tutorial's words.
 */
class TicTacToeMistakesTest {
  private static final TicTacToeNotation NOTATION = new TicTacToeNotation();
  private static final Messages MESSAGES = new TicTacToeModule().messages();

  /** Each mistake, made, with the Spanish a person reads. */
  private static Map<ThrowingCallable, String> mistakes() {
    TicTacToePosition empty = TicTacToePosition.empty();
    TicTacToePosition xInTheCorner = NOTATION.parsePosition("X........");
    TicTacToePosition won = NOTATION.parsePosition("XXXOO....");
    Map<ThrowingCallable, String> mistakes = new LinkedHashMap<>();
    mistakes.put(
        () -> NOTATION.parseMove(empty, "10"),
        "La casilla 10 está fuera del tablero. La posición debe estar entre 1 y 9.");
    mistakes.put(
        () -> NOTATION.parseMove(xInTheCorner, "1"),
        "Esa casilla ya está ocupada: en la 1 hay una X.");
    mistakes.put(
        () -> NOTATION.parseMove(won, "6"), "La partida ha terminado: ya no se puede jugar más.");
    mistakes.put(
        () -> NOTATION.parseMove(empty, " "),
        "No has escrito ninguna jugada. Escribe una casilla del 1 al 9, o una columna y una fila"
            + " 'x y', cada una del 0 al 2.");
    mistakes.put(
        () -> NOTATION.parseMove(empty, "abc"),
        "'abc' no es una jugada. Escribe una casilla del 1 al 9, o una columna y una fila 'x y',"
            + " cada una del 0 al 2.");
    mistakes.put(
        () -> NOTATION.parseMove(empty, "3 1"),
        "'3 1': la columna 3 está fuera del tablero; las columnas van del 0 al 2.");
    mistakes.put(
        () -> NOTATION.parseMove(empty, "1 5"),
        "'1 5': la fila 5 está fuera del tablero; las filas van del 0 al 2.");
    mistakes.put(
        () -> NOTATION.parsePosition("XX"),
        "Longitud incorrecta: 'XX' tiene 2 casillas; se esperaban 9 de X, O y . (fila a fila, se"
            + " admite '/' entre filas).");
    mistakes.put(
        () -> NOTATION.parsePosition("XXOZ....."),
        "El carácter 'Z' de la casilla 4 no vale; se esperaba X, O, o . - _ para una casilla"
            + " vacía.");
    mistakes.put(
        () -> NOTATION.parsePosition("XXX......"),
        "Demasiadas X: 3 X y 0 O. X juega primero, así que hay tantas X como O, o una más.");
    mistakes.put(
        () -> NOTATION.parsePosition("OO......."),
        "Demasiadas O: 0 X y 2 O. X juega primero, así que hay tantas X como O, o una más.");
    mistakes.put(
        () -> NOTATION.parsePosition("XXXOOO..."),
        "Dos ganadores: X y O tienen las dos un tres en línea.");
    mistakes.put(
        () -> NOTATION.parsePosition("XXXOO.O.."),
        "X tiene un tres en línea pero O jugó después; la partida acaba al hacer la línea.");
    mistakes.put(
        () -> NOTATION.parsePosition("OOOXX.X.X"),
        "O tiene un tres en línea pero X jugó después; la partida acaba al hacer la línea.");
    mistakes.put(
        () -> TicTacToeMove.of(9),
        "La casilla 9 está fuera del tablero; las casillas van del 0 al 8 (se escriben del 1 al"
            + " 9).");
    mistakes.put(
        () -> TicTacToeMove.at(3, 0),
        "La columna 3, fila 0 está fuera del tablero; cada una va del 0 al 2.");
    mistakes.put(
        () -> TicTacToePosition.of(1 << 9, 0),
        "Hay una marca fuera del tablero; las casillas van del 0 al 8.");
    mistakes.put(() -> TicTacToePosition.of(1, 1), "La casilla 0 tiene a la vez X y O.");
    mistakes.put(
        () -> won.play(5),
        "La casilla 5 (se escribe 6) no se puede jugar: la partida ha terminado.");
    mistakes.put(
        () -> xInTheCorner.play(0),
        "Esa casilla ya está ocupada: la 0 (se escribe 1) tiene una X.");
    return mistakes;
  }

  @Test
  void everyMistakeIsSaidInEnglishAsTheGameSaysItAndInSpanish() {
    Set<String> codes = new TreeSet<>();
    mistakes()
        .forEach(
            (mistake, spanish) -> {
              GameInputException wrong = catchThrowableOfType(mistake, GameInputException.class);
              assertThat(wrong).as("expected a mistake, reading %s", spanish).isNotNull();
              assertThat(wrong.code()).as(wrong.getMessage()).isPresent();
              codes.add(wrong.code().get());
              try (Language.Scope english = Language.use(Language.ENGLISH)) {
                assertThat(Messages.describe(wrong, List.of(MESSAGES)))
                    .as("the English text of %s is the game's own message", wrong.code().get())
                    .isEqualTo(wrong.getMessage());
              }
              try (Language.Scope es = Language.use(Language.SPANISH)) {
                assertThat(Messages.describe(wrong, List.of(MESSAGES))).isEqualTo(spanish);
              }
            });
    Set<String> texts =
        MESSAGES.patterns(Language.ENGLISH).keySet().stream()
            .filter(key -> key.startsWith("problem."))
            .map(key -> key.substring("problem.".length()))
            .collect(Collectors.toCollection(TreeSet::new));
    assertThat(codes)
        .as("every text of a mistake is checked, and every mistake has one")
        .isEqualTo(texts);
  }

  @Test
  void theModuleSpeaksTheCurrentLanguage() {
    TicTacToeModule module = new TicTacToeModule();
    try (Language.Scope es = Language.use(Language.SPANISH)) {
      assertThat(module.title()).isEqualTo("Tres en raya");
      assertThat(module.summary()).contains("tablas");
      assertThat(module.createDefault().moveHelp()).startsWith("escribe una casilla del 1 al 9");
    }
    assertThat(module.title()).as("English unless told").isEqualTo("Tic-tac-toe");
    assertThat(module.positionHelp())
        .isEqualTo(
            "9 characters of X, O and . row by row (- or _ for empty, / between rows), like"
                + " XO.X.....");
  }
}
