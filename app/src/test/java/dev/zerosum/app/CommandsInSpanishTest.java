package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.i18n.Language;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What the commands other than play write for people, in Spanish: the analysis, the trace, the
 * tree's legend, the arena's report and the mistakes on a command line; and what they write for
 * programs (JSON, CSV, DOT), the same byte for byte in every language.
 */
class CommandsInSpanishTest {

  @ParameterizedTest(name = "{0} {1} {2} -> {3} / {4}")
  @CsvSource(
      delimiter = '|',
      nullValues = "null",
      value = {
        "win     | 3    | true  | win in 3                         | gana en 3 jugadas",
        "win     | 1    | true  | win in 1                         | gana en 1 jugada",
        "loss    | 2    | true  | loss in 2                        | pierde en 2 jugadas",
        "loss    | 1234 | true  | loss in 1234                     | pierde en 1.234 jugadas",
        "win     | null | true  | win                              | gana",
        "loss    | null | true  | loss                             | pierde",
        "draw    | null | true  | draw                             | tablas",
        "unknown | null | false | unknown (not proven in time)     | desconocido (sin demostrar a tiempo)",
        "win     | 5    | false | win in 5 (not proven in time)    | gana en 5 jugadas (sin demostrar a tiempo)",
      })
  void theValueOfAMoveIsSaidInEachLanguage(
      String outcome, Integer plies, boolean exact, String english, String spanish) {
    assertThat(AnalysisText.value(outcome, plies, exact)).isEqualTo(english);
    try (Language.Scope scope = Language.use(Language.SPANISH)) {
      assertThat(AnalysisText.value(outcome, plies, exact)).isEqualTo(spanish);
    }
  }

  @ParameterizedTest(name = "analyze {0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "tictactoe | X.O.X.... | X.O.X....: juega O, tablas",
        "tictactoe | X.O.X.... | 2  pierde en 2 jugadas",
        "tictactoe | X.O.X.... | 9  tablas",
        "tictactoe | X.O.X.... | mejor: 9",
        "tictactoe | XXXOO.... | XXXOO....: la partida ha terminado: ganó X",
        "tictactoe | XOXXOOOXX | XOXXOOOXX: la partida ha terminado: tablas",
        "nim       | 3         | A-3  gana en 1 jugada",
      })
  void theAnalysisIsInSpanish(String game, String position, String line) {
    CommandRun run = CommandRun.of("", "--lang", "es", "analyze", game, position);

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out().lines()).contains(line);
  }

  @ParameterizedTest(name = "trace --algorithm {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "minimax   | Minimax sobre nim 1,2, mueve primero (MAX): 12 llamadas",
        "minimax   | llamada  prof.  jugador    posición   jugada  valor",
        "minimax   | valor +1@3: gana primero (MAX) en 3 jugadas con juego perfecto; mejor jugada B-1"
            + " (línea B-1 A-1 B-1)",
        "alphabeta | Alfa-beta sobre nim 1,2, mueve primero (MAX): 12 llamadas, 0 jugadas podadas",
        "alphabeta | llamada  prof.  jugador    posición   jugada  alfa  beta  valor  podadas",
        "alphabeta | jugada 3, y ganar antes (perder después) vale más. >= y <=: una cota que dejó"
            + " una poda.",
        "alphabeta | '      4      3        MIN  0,0 (fin)  B-1     -inf  +inf  +1@3'",
        "mcts      | valor con @ (o un 0 solo: tablas) lo demostró el MCTS-Solver.",
      })
  void theTraceIsInSpanish(String algorithm, String line) {
    CommandRun run =
        CommandRun.of("", "--lang", "es", "trace", "nim", "1,2", "--algorithm", algorithm);

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out().lines()).contains(line);
  }

  @ParameterizedTest(name = "tree --algorithm {0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "minimax   | <title>Minimax sobre Nim 1,2, mueve primero (MAX)</title>",
        "minimax   | >mueve MAX (primero)</text>",
        "minimax   | >mueve MIN (segundo)</text>",
        "minimax   | >fin de la partida: utilidad para MAX</text>",
        "minimax   | >juego perfecto (variante principal)</text>",
        "minimax   | >otra jugada, con su nombre</text>",
        "minimax   | >12 nodos buscados · valor +1@3: gana primero (MAX) en 3 jugadas · mejor jugada"
            + " B-1</text>",
        "minimax   | <title>llamada 1: mueve MAX, posición 1,2, valor +1@3, alfa -inf, beta"
            + " +inf</title>",
        "alphabeta | >podada: nunca se buscó</text>",
        "alphabeta | ; ≥ o ≤: solo una cota, tras una poda. Números grises pequeños: el orden de las"
            + " llamadas.</text>",
        "mcts      | o su valor donde lo demostró el MCTS-Solver (@3: en la jugada 3). Números",
      })
  void theTreesLegendIsInSpanish(String algorithm, String text) {
    CommandRun run =
        CommandRun.of("", "--lang", "es", "tree", "nim", "1,2", "--algorithm", algorithm);

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains(text);
    assertThat(run.out())
        .as("no English word of the legend left")
        .doesNotContain(" to move", "nodes searched", "best play", "game over", "call ", "pruned");
  }

  @Test
  void theArenaReportIsInSpanish() {
    CommandRun run =
        CommandRun.of(
            "", "--lang", "es", "arena", "nim", "--players", "perfect,random", "--games", "2");

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .contains("(victorias-tablas-derrotas del jugador de la fila contra el de la columna)")
        .contains("jugador      Elo   intervalo 95 %  partidas   puntos")
        .contains("perfect")
        .contains(" a ")
        .contains("Elo por un ajuste de Bradley-Terry")
        .contains("1 partida virtual en tablas por pareja), anclado en random = 0.");
    assertThat(run.err()).isEqualTo("zerosum arena: 2 partidas jugadas\n");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "play --foo            | zerosum play: opción desconocida: --foo",
        "play --foo --bar      | zerosum play: opciones desconocidas: --foo, --bar",
        "foo                   | zerosum: orden desconocida 'foo'; se esperaba play, analyze,"
            + " trace, compare, tree, perft, serve, arena, solve, generate-completion",
        "analyze               | zerosum analyze: falta el parámetro obligatorio: 'GAME'",
        "trace                 | zerosum trace: faltan los parámetros obligatorios: 'GAME',"
            + " 'POSITION'",
        "arena nim             | zerosum arena: falta la opción obligatoria: '--players=LIST'",
        "analyze nim --time    | zerosum analyze: falta el valor de la opción --time",
        "play --seed abc       | zerosum play: --seed: 'abc' no es un número entero",
        "trace nim 1 --format xml | zerosum trace: --format: 'xml' no es uno de TEXT, JSON (en"
            + " mayúsculas o minúsculas)",
        "trace nim 1 --format json --format text | zerosum trace: la opción --format se da más de"
            + " una vez; dala una sola vez",
        "trace nim 1 x         | zerosum trace: un argumento de más: 'x'",
        "trace nim 1 x y       | zerosum trace: argumentos de más: 'x', 'y'",
        "analyze nim --time --format json | zerosum analyze: falta el valor de la opción"
            + " --time; se encontró --format",
      })
  void aMistakeOnTheCommandLineIsSaidInSpanish(String args, String line) {
    List<String> arguments = new ArrayList<>(List.of("--lang=es"));
    arguments.addAll(List.of(args.split(" ")));
    CommandRun run = CommandRun.of("", arguments.toArray(String[]::new));

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    String command = line.substring(0, line.indexOf(':'));
    assertThat(run.err()).isEqualTo(line + "\nMás información con '" + command + " --help'.\n");
  }

  @Test
  void noCommandIsSaidInSpanish() {
    CommandRun run = CommandRun.of("", "--lang", "es");

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err())
        .isEqualTo("zerosum: falta la orden\nMás información con 'zerosum --help'.\n");
    assertThat(CommandRun.of("").err()).startsWith("zerosum: a command is missing\n");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "trace nim 1 --simulations 0 --algorithm mcts | zerosum trace: --simulations 0 está fuera"
            + " de rango; se esperaba 1 o más",
        "trace nim 1 --max-nodes 0 | zerosum trace: --max-nodes 0 está fuera de rango; se esperaba"
            + " de 1 a 1.000.000",
        "trace tictactoe ......... | zerosum trace: la búsqueda minimax de ......... visita más de"
            + " 2.000 nodos, el límite de --max-nodes; elige una posición más cerca del final de la"
            + " partida, o sube --max-nodes",
        "analyze tictactoe --piles 3 | zerosum analyze: --piles es una opción de nim, no de"
            + " tictactoe, que no tiene opciones",
        "analyze nim --rows 3 | zerosum analyze: --rows es una opción de connect4, mnk y gomoku, no"
            + " de nim, que tiene --piles, --misere",
        "serve --port 70000 | zerosum serve: --port 70000 está fuera de rango; se esperaba de 0 a"
            + " 65535",
        "serve --allow-origin localhost:3000 | zerosum serve: --allow-origin localhost:3000 no es"
            + " el origen de una página; se esperaba esquema://host[:puerto], como"
            + " http://localhost:3000",
        "serve --allow-host http://zerosum.local | zerosum serve: --allow-host"
            + " http://zerosum.local no es un host; se esperaba un nombre o una dirección, con"
            + " :PUERTO o sin él, como zerosum.local o 192.168.1.5:8080",
        "arena nim --players perfect | zerosum arena: --players indica 1 jugador; se esperaban 2 o"
            + " más",
        "arena nim --players perfect,perfect | zerosum arena: perfect aparece dos veces en"
            + " --players",
        "arena nim --players perfect,human | zerosum arena: una persona no puede jugar en la arena:"
            + " indica solo motores",
        "arena nim --players perfect,random --games 3 | zerosum arena: --games 3 está fuera de"
            + " rango; se esperaba un número par, 2 o más",
      })
  void aCommandsOwnMistakeIsSaidInSpanish(String args, String line) {
    List<String> arguments = new ArrayList<>(List.of("--lang", "es"));
    arguments.addAll(List.of(args.split(" ")));
    CommandRun run = CommandRun.of("", arguments.toArray(String[]::new));

    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err().lines()).contains(line);
  }

  static Stream<List<String>> machineReadable() {
    return Stream.of(
        List.of("analyze", "tictactoe", "X.O.X....", "XXXOO....", "--format", "json"),
        List.of("analyze", "nim", "1,2,3", "x", "--format", "json"),
        List.of("analyze", "connect4", "4453", "--format", "json"),
        List.of("trace", "nim", "1,2", "--algorithm", "alphabeta", "--format", "json"),
        List.of("trace", "nim", "1,2", "--algorithm", "mcts", "--format", "json"),
        List.of("tree", "nim", "1,2", "--algorithm", "alphabeta", "--format", "dot"),
        List.of("tree", "tictactoe", ".X..OX..O", "--format", "dot"),
        List.of("tree", "nim", "1,2", "--algorithm", "minimax", "--format", "json"),
        List.of("arena", "nim", "--players", "perfect,random", "--games", "2", "--format", "json"),
        List.of("arena", "nim", "--players", "perfect,random", "--games", "2", "--format", "csv"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("machineReadable")
  void whatProgramsReadIsTheSameInEveryLanguage(List<String> args) {
    CommandRun english = run("en", args);
    CommandRun spanish = run("es", args);

    assertThat(english.out()).isNotBlank();
    assertThat(spanish.out()).isEqualTo(english.out());
  }

  @Test
  void theDotsCommentIsEnglishInEveryLanguage() {
    assertThat(run("es", List.of("tree", "nim", "1,2", "--format", "dot")).out())
        .contains("  // value +1@3: first (MAX) wins in 3 plies with best play; best move B-1");
  }

  private static CommandRun run(String language, List<String> args) {
    List<String> arguments = new ArrayList<>(List.of("--lang", language));
    arguments.addAll(args);
    return CommandRun.of("", arguments.toArray(String[]::new));
  }
}
