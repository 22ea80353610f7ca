package dev.zerosum.core.english;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.AgentNote;
import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.InputText;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Problem;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A game's problems and notes read in English from the bundle beside its classes (this package's
 * test bundle), whatever the JVM's language (the tests run in German), and a mistake keeps the code
 * and values it was made with.
 */
class EnglishTextsTest {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(EnglishTextsTest.class);

  @Test
  void aProblemIsItsCodeItsValuesAndItsEnglish() {
    Problem taken = ENGLISH.problem("sample.taken", "5", "X");

    assertThat(taken.code()).isEqualTo("sample.taken");
    assertThat(taken.values()).containsExactly("5", "X");
    assertThat(taken.text()).isEqualTo("cell 5 is already taken by X");
    assertThat(taken).hasToString("cell 5 is already taken by X");
  }

  @Test
  void valuesReadInEnglish() {
    assertThat(ENGLISH.problem("sample.not-a-move", InputText.quoted("x".repeat(2000))).text())
        .as("typed text quoted, cut with its length")
        .isEqualTo(
            "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…' (2,000 characters) is not a move; type a cell,"
                + " like '5'");
    assertThat(ENGLISH.problem("sample.count", "B", 12345).text())
        .as("a number grouped as English groups it")
        .isEqualTo("pile B holds 12,345 objects");
    Problem inner = ENGLISH.problem("sample.taken", "5", "X");
    assertThat(ENGLISH.problem("sample.line", "7", inner).text())
        .as("a problem within a problem reads as its English")
        .isEqualTo("line 7: cell 5 is already taken by X");
  }

  @Test
  void aMistakeMadeFromAProblemKeepsItsCodeAndValues() {
    GameInputException mistake =
        new IllegalMoveException(ENGLISH.problem("sample.taken", "5", "X"));

    assertThat(mistake).hasMessage("cell 5 is already taken by X");
    assertThat(mistake.code()).contains("sample.taken");
    assertThat(mistake.values()).containsExactly("5", "X");
    assertThat(mistake.problem())
        .contains(
            new Problem(
                "sample.taken", "cell 5 is already taken by X", java.util.List.of("5", "X")));
  }

  @Test
  void aMistakeSaidAlreadyHasNoCode() {
    GameInputException mistake = new NotationException("la casilla 5 ya está ocupada");

    assertThat(mistake).hasMessage("la casilla 5 ya está ocupada");
    assertThat(mistake.code()).isEmpty();
    assertThat(mistake.values()).isEmpty();
    assertThat(mistake.problem()).isEmpty();
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource({
    "0, 0, sample.verdict-draw, a draw",
    "1, 1, sample.verdict-wins, X wins in 1 ply",
    "3, 7, sample.verdict-wins, X wins in 7 plies",
    "-2, 4, sample.verdict-loses, X loses in 4 plies",
  })
  void aVerdictIsANoteInTheGamesWords(int score, int plies, String code, String english) {
    AgentNote verdict = AgentNote.verdict(ENGLISH, "sample", "X", score, plies);

    assertThat(verdict.code()).isEqualTo(code);
    assertThat(verdict.text()).isEqualTo(english);
    assertThat(ENGLISH.note("sample.estimate", -8)).hasToString("estimate -8");
  }

  @Test
  void aMissingTextFailsLoudly() {
    assertThatThrownBy(() -> ENGLISH.problem("sample.nothing"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("no English text problem.sample.nothing in dev.zerosum.core.english.Messages");
    assertThatThrownBy(() -> EnglishTexts.of(AgentNote.class).problem("sample.taken"))
        .as("core has no bundle: it knows no language")
        .isInstanceOf(IllegalStateException.class);
  }
}
