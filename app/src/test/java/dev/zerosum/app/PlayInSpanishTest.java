package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Tic-tac-toe played in the terminal in Spanish, as {@code LANG=es_ES.UTF-8 ./zerosum play} plays
 * it: the language comes from the environment, {@code --lang} overrides it, and the save files are
 * the same bytes in every language.
 */
class PlayInSpanishTest {
  private static final Map<String, String> SPANISH = Map.of("LANG", "es_ES.UTF-8");
  private static final Map<String, String> ENGLISH = Map.of("LANG", "en_US.UTF-8");

  private static final String EMPTY_BOARD =
      " 1 | 2 | 3\n---+---+---\n 4 | 5 | 6\n---+---+---\n 7 | 8 | 9\n";

  /**
   * The moves of a draw against perfect O with seed 1 (as in PlayCommandTest): X in the centre, O
   * replies 1; X 3, O blocks at 7; X blocks at 4, O 6; X 8, O 2; X 9 fills the board.
   */
  private static final String DRAW = "5\n3\n4\n8\n9\n";

  @TempDir Path folder;

  @Test
  void aWholeGameIsPlayedInSpanish() {
    String input =
        String.join(
            "\n",
            "10", // off the board
            "5", // X in the centre; O replies 1
            "5", // taken
            "pista", // the hint, by its Spanish name
            "3", // O blocks at 7
            "deshacer", // takes back 3 and 7
            "3",
            "4",
            "8",
            "9", // the board is full: tablas
            "quizás", // not an answer
            "s", // one more game
            DRAW + "n");
    CommandRun run = run(SPANISH, input, "play", "tictactoe", "--seed", "1");

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .startsWith(EMPTY_BOARD + "Turno de X> ")
        .containsSubsequence(
            "La casilla 10 está fuera del tablero. La posición debe estar entre 1 y 9.",
            "O (perfect) juega 1",
            "Esa casilla ya está ocupada: en la 5 hay una X.",
            "pista: 2, 3, 4, 6, 7, 8 … (7 jugadas en total) (tablas)",
            "O (perfect) juega 7",
            "deshechas 2 jugadas",
            " O | 2 | 3\n---+---+---\n 4 | X | 6\n---+---+---\n 7 | 8 | 9\n",
            "Partida 1: tablas.",
            "¿Jugar otra vez? (s/n) ",
            "la partida ha terminado; responde s para jugar otra vez o n para terminar",
            "¿Jugar otra vez? (s/n) " + EMPTY_BOARD,
            "Partida 2: tablas.",
            "¿Jugar otra vez? (s/n) ",
            "Marcador tras 2 partidas:\n",
            "  X (human)    ganadas 0  perdidas 0  tablas 2\n",
            "  O (perfect)  ganadas 0  perdidas 0  tablas 2\n");
    assertThat(run.out())
        .as("no English left")
        .doesNotContain("to move", "plays", "Game ", "draw", "Scoreboard", "play again", "cell ");
    assertThat(run.all()).as("no stack trace").doesNotContain("Exception").doesNotContain("\tat ");
  }

  @Test
  void theEnginesNotesAreSaidInSpanish() {
    // Gomoku's board is too large to solve, whatever the clock: perfect O always says so.
    CommandRun run =
        run(SPANISH, "7 7\nsalir\n", "play", "gomoku", "--seed", "1", "--time", "50ms");

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("15 × 15 es demasiado grande para resolverlo: ")
        .contains(" según una búsqueda a ")
        .doesNotContain("too large", "search to depth");
  }

  /** A long text typed is quoted cut, with its length in the words and digits of the language. */
  @ParameterizedTest(name = "LANG={0} {1}")
  @CsvSource({
    "es_ES.UTF-8, a move, '''xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'' (2.000 caracteres) no es una jugada'",
    "en_US.UTF-8, a move, '''xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'' (2,000 characters) is not a move'",
    "es_ES.UTF-8, a game, '''xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'' (2.000 caracteres)'",
    "en_US.UTF-8, a game, '''xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'' (2,000 characters)'",
  })
  void aLongTextIsQuotedWithItsLengthInTheLanguage(String lang, String what, String quoted) {
    String typed = "x".repeat(2000);
    CommandRun run =
        what.equals("a move")
            ? run(Map.of("LANG", lang), typed + "\nsalir\n", "play", "tictactoe", "--seed", "1")
            : run(Map.of("LANG", lang), "", "play", typed);
    assertThat(run.all()).contains(quoted);
  }

  @Test
  void theHelpAndEveryCommandSpeakSpanish() throws IOException {
    Path file = folder.resolve("partida.json");
    String input =
        String.join(
            "\n",
            "ayuda",
            "deshacer", // nothing to take back yet
            "0 7", // a row off the board
            "guardar",
            "5",
            "guardar " + file,
            "cargar " + file,
            "salir");
    CommandRun run = run(SPANISH, input, "play", "tictactoe", "--plain", "--seed", "1");

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .containsSubsequence(
            "Tu jugada: escribe una casilla del 1 al 9 (la 1 arriba a la izquierda, fila a fila),"
                + " o una columna y una fila 'x y', cada una del 0 al 2.",
            "Órdenes: pista (la mejor jugada y su valor), deshacer (retira tu última jugada),",
            "  guardar ARCHIVO, cargar ARCHIVO (sigue una partida guardada), ayuda, salir;",
            "nada que deshacer: todavía no has hecho ninguna jugada en esta partida",
            "'0 7': la fila 7 está fuera del tablero; las filas van del 0 al 2.",
            "guardar necesita el nombre de un archivo: guardar ARCHIVO",
            "partida guardada en " + file,
            "cargado " + file + ": 2 jugadas");
    assertThat(Files.readString(file)).contains("\"moves\" : [ \"5\", \"1\" ]");
  }

  @Test
  void theScoreboardWritesItsCountsAsTheyAreInEveryLanguage() {
    String[] args = {"play", "--x", "perfect", "--o", "perfect", "--games", "1000"};
    assertThat(run(SPANISH, "", args).out())
        .contains("Partida 1000: tablas.")
        .contains("Marcador tras 1000 partidas:")
        .contains("X (perfect)  ganadas 0  perdidas 0  tablas 1000");
    assertThat(run(ENGLISH, "", args).out())
        .as("not 1,000: scripts read these numbers")
        .contains("Game 1000: a draw.")
        .contains("Scoreboard after 1000 games:")
        .contains("X (perfect)  wins 0  losses 0  draws 1000");
  }

  @Test
  void theEnglishAnswersAndCommandsStillWorkInSpanish() {
    CommandRun run = run(SPANISH, "hint\n" + DRAW + "y\nquit\n", "play", "--seed", "1");
    assertThat(run.out())
        .contains("pista: ")
        .as("y is yes in every language: a second board")
        .contains("¿Jugar otra vez? (s/n) " + EMPTY_BOARD)
        .contains("Marcador tras 1 partida:");
  }

  @ParameterizedTest(name = "LANG={0} {1}: {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "en_US.UTF-8 | --lang=es | Turno de X>",
        "en_US.UTF-8 |           | X to move>",
        "es_ES.UTF-8 | --lang=en | X to move>",
        "es_ES.UTF-8 |           | Turno de X>",
        "es_MX       |           | Turno de X>",
        "C           | --lang=es | Turno de X>",
      })
  void theLangOptionOverridesTheEnvironment(String lang, String option, String prompt) {
    String[] args =
        option == null
            ? new String[] {"play", "--plain"}
            : new String[] {"play", option, "--plain"};
    CommandRun run = run(Map.of("LANG", lang), "quit\n", args);
    assertThat(run.out()).isEqualTo(EMPTY_BOARD + prompt + " ");
  }

  @Test
  void theLangOptionMayComeAfterTheGame() {
    CommandRun run = run(ENGLISH, "10\nquit\n", "play", "tictactoe", "--lang", "es", "--plain");
    assertThat(run.out()).contains("La posición debe estar entre 1 y 9.");
    CommandRun english = run(SPANISH, "10\nquit\n", "play", "--plain", "--lang", "en");
    assertThat(english.out()).contains("cell 10 is off the board; cells are numbered 1 to 9");
  }

  @Test
  void aSaveFileIsTheSameInEveryLanguage() throws IOException {
    Path spanish = folder.resolve("es.json");
    Path english = folder.resolve("en.json");
    String moves = "5\n3\nhint\n";
    run(SPANISH, moves + "guardar " + spanish + "\nsalir\n", "play", "--seed", "3", "--time", "1s");
    run(ENGLISH, moves + "save " + english + "\nquit\n", "play", "--seed", "3", "--time", "1s");
    assertThat(Files.readAllBytes(spanish))
        .as("the save file's format never changes with the language")
        .isEqualTo(Files.readAllBytes(english));
    assertThat(Files.readString(spanish)).contains("\"moves\" : [ \"5\", \"1\", \"3\", \"7\" ]");

    // And each language loads what the other saved.
    CommandRun loaded = run(SPANISH, "salir\n", "play", "--load", english.toString(), "--plain");
    assertThat(loaded.exitCode()).as(loaded.err()).isZero();
    assertThat(loaded.out()).startsWith(" O | 2 | X\n").contains("Turno de X> ");
  }

  @Test
  void mistakesOnTheCommandLineAreSaidInSpanish() {
    CommandRun run = run(SPANISH, "", "play", "ajedrez");
    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err())
        .contains("zerosum play: juego desconocido 'ajedrez'; se esperaba tictactoe, ");
    assertThat(run(SPANISH, "", "play", "--x", "genio").err())
        .contains("jugador desconocido 'genio'; se esperaba human, random");
    assertThat(run(SPANISH, "", "play", "--time", "pronto").err())
        .contains("'pronto' no es un tiempo; se esperaban segundos o milisegundos");
  }

  @Test
  void aSavedGameThatIsOverIsSaidInSpanish() throws IOException {
    Path file = folder.resolve("over.json");
    Files.writeString(
        file,
        "{\"format\":\"zerosum-save\",\"version\":2,\"game\":\"tictactoe\",\"options\":{},"
            + "\"players\":{\"first\":\"human\",\"second\":\"human\"},"
            + "\"moves\":[\"1\",\"4\",\"2\",\"5\",\"3\"]}");
    CommandRun run = run(SPANISH, "salir\n", "play", "--load", file.toString(), "--plain");
    assertThat(run.out())
        .contains(
            "La partida guardada ya ha terminado: gana X (human). Empieza una partida nueva.");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "an illegal move|`\"moves\":[\"5\",\"5\"]}`"
            + "|: jugada 2 ('5'): Esa casilla ya está ocupada: en la 5 hay una X.",
        "a move off the board|`\"moves\":[\"12\"]}`"
            + "|: jugada 1 ('12'): La casilla 12 está fuera del tablero.",
        "an unknown field|`\"moves\":[],\"colour\":1}`|: campo desconocido 'colour'",
        "a missing field|`\"seed\":1}`|: falta el campo 'moves'",
        "a field of the wrong kind|`\"moves\":7}`"
            + "|: el campo 'moves' debería ser una lista de jugadas, y es un número (7)",
        "an unknown engine|`\"moves\":[]}`|players: jugador desconocido 'genio'",
      })
  void aBadSaveFileIsSaidInSpanish(String what, String tail, String message) throws IOException {
    Path file = folder.resolve("mala.json");
    String second = what.equals("an unknown engine") ? "genio" : "perfect";
    Files.writeString(
        file,
        "{\"format\":\"zerosum-save\",\"version\":2,\"game\":\"tictactoe\",\"options\":{},"
            + "\"players\":{\"first\":\"human\",\"second\":\""
            + second
            + "\"},"
            + tail);
    CommandRun run = run(SPANISH, "", "play", "--load", file.toString());
    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err()).startsWith("zerosum play: " + file).contains(message);
  }

  @Test
  void aMissingSaveFileIsSaidInSpanish() {
    Path file = folder.resolve("no-esta.json");
    CommandRun run = run(SPANISH, "", "play", "--load", file.toString());
    assertThat(run.err()).contains(file + ": el archivo no existe");
    CommandRun inGame = run(SPANISH, "cargar " + file + "\nsalir\n", "play", "--plain");
    assertThat(inGame.out()).contains(file + ": el archivo no existe");
    CommandRun noFolder = run(SPANISH, "guardar " + file + "/x.json\nsalir\n", "play", "--plain");
    assertThat(noFolder.out())
        .contains("no se puede guardar en " + file + "/x.json: la carpeta " + file + " no existe");
  }

  @Test
  void theHelpOfPlayIsInSpanish() {
    CommandRun run = run(SPANISH, "", "play", "--help");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("Juega una partida en la terminal.")
        .contains("cargar ARCHIVO, salir (también en inglés: help, hint, undo, save, load, quit).")
        .contains("el juego (por omisión: el primero de la lista de")
        .contains("quién mueve primero")
        .contains("el motor mueve primero, tú segundo")
        .contains("quién juega con X (tictactoe, ")
        .doesNotContain("who moves first")
        .doesNotContain("Play a game");
  }

  @Test
  void mistakesInThePlayOptionsAreSaidInSpanish() {
    assertThat(run(SPANISH, "", "play", "--games", "0").err())
        .contains("--games 0 está fuera de rango; se esperaba 1 o más");
    assertThat(run(SPANISH, "", "play", "nim", "--x", "human").err())
        .contains("--x nombra un jugador que Nim no tiene; sus jugadores son first y second");
    assertThat(run(SPANISH, "", "play", "--x", "perfect", "--first", "human").err())
        .contains("--x es --first en este juego: da solo una de las dos");
    assertThat(run(SPANISH, "", "play", "--engine-first", "--o", "random").err())
        .contains("--engine-first dice quién juega cada lado, y también la opción del segundo");
  }

  private static CommandRun run(Map<String, String> environment, String input, String... args) {
    return CommandRun.in(environment, input, args);
  }
}
