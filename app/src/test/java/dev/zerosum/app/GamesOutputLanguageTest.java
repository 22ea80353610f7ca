package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What programs read of Nim, Dernier, Connect Four and the m,n,k-games is the same in every
 * language: the JSON of an analysis and the lines of {@code solve}.
 */
class GamesOutputLanguageTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "analyze nim 3,4,5 --format json",
        "analyze nim 2,1,1 --misere --format json",
        "analyze dernier 21 --format json",
        "analyze connect4 4453 --format json",
        "analyze mnk X.../.O../..../.... --format json",
      })
  void theJsonOfAnAnalysisIsTheSameInSpanishAndEnglish(String command) {
    String[] args = command.split(" ");
    CommandRun english = CommandRun.of("", with("en", args));
    CommandRun spanish = CommandRun.of("", with("es", args));
    assertThat(english.exitCode()).as(english.err()).isZero();
    assertThat(english.out()).startsWith("{\"game\":");
    assertThat(spanish.out()).isEqualTo(english.out());
    assertThat(spanish.exitCode()).isZero();
  }

  @ParameterizedTest(name = "solve connect4 {0}")
  @CsvSource({"''", "--weak"})
  void theLinesOfSolveAreTheSameInSpanishAndEnglish(String option) {
    // Two positions of the public set Test_L3_R1, near their end: solved at once.
    String lines = "7422341735647741166133573473242566\n2252576253462244111563365343671351441 -1\n";
    String[] args =
        option.isEmpty()
            ? new String[] {"solve", "connect4"}
            : new String[] {"solve", "connect4", option};
    CommandRun english = CommandRun.of(lines, with("en", args));
    CommandRun spanish = CommandRun.of(lines, with("es", args));
    assertThat(english.exitCode()).as(english.err()).isZero();
    assertThat(english.out().lines()).hasSize(2);
    assertThat(spanish.out()).isEqualTo(english.out());
  }

  private static String[] with(String language, String[] args) {
    String[] all = new String[args.length + 2];
    all[0] = "--lang";
    all[1] = language;
    System.arraycopy(args, 0, all, 2, args.length);
    return all;
  }
}
