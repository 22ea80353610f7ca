package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code zerosum solve connect4} in Spanish: its help and its mistakes, not its lines. */
class SolveInSpanishTest {

  @Test
  void theHelpIsInSpanish() {
    CommandRun run = CommandRun.of("", "--lang", "es", "solve", "--help");
    assertThat(run.exitCode()).isZero();
    assertThat(run.out())
        .contains("Resuelve posiciones de Conecta cuatro como lo hacen los conjuntos de prueba.\n")
        .contains("ficheros de posiciones")
        .contains("solo gana (1), tablas (0) o pierde (-1): más rápido")
        .contains("(por omisión 8;")
        .contains("Códigos de salida: 0 bien;");
    assertThat(CommandRun.of("", "--lang", "en", "solve", "--help").out())
        .contains("Solve Connect Four positions as the benchmark sets do.\n")
        .contains("(default 8;");
  }

  @Test
  void unreadableLinesAreNamedInSpanishWithTheirNumber() {
    CommandRun run = CommandRun.of("4453\n448\n4453 x\n", "--lang", "es", "solve", "connect4");
    assertThat(run.exitCode()).isEqualTo(2);
    assertThat(run.out()).as("nothing is solved when a line cannot be read").isEmpty();
    assertThat(run.err())
        .isEqualTo(
            "zerosum solve: stdin: línea 2: carácter erróneo '8' en el lugar 3 de '448'; se"
                + " esperaban las columnas jugadas, cada una un dígito de 1 a 7\n"
                + "zerosum solve: stdin: línea 3: la puntuación esperada 'x' no es un número; se"
                + " esperaba un entero de -21 a 21\n"
                + "zerosum solve: no se pueden leer 2 líneas\n");
  }

  @Test
  void aScoreThatDiffersIsSaidInSpanish() {
    String moves = "2252576253462244111563365343671351441"; // -1, from the set Test_L3_R1
    CommandRun run = CommandRun.of(moves + " 5\n", "--lang", "es", "solve", "connect4", "--check");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEqualTo(moves + " -1\n");
    assertThat(run.err())
        .contains("zerosum solve: línea 1: " + moves + " puntúa -1, se esperaba 5\n")
        .contains("zerosum solve: 1 de 1 puntuaciones difieren de las esperadas\n");
  }
}
