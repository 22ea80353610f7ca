package dev.zerosum.core;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Typed text quoted back: whole when short, cut with its length when long. */
class InputTextTest {
  @ParameterizedTest(name = "{0} characters")
  @CsvSource({
    "0, false, 0, ''''''",
    "40, false, 40, '''xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'''",
    "41, true, 33, '''xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'' (41 characters)'",
    "2000, true, 33, '''xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx…'' (2,000 characters)'",
  })
  void aTextIsQuotedWholeOrCutWithItsLength(
      int length, boolean cut, int shownLength, String english) {
    String typed = "x".repeat(length);
    InputText.Quoted quoted = InputText.quoted(typed);

    assertThat(quoted.isCut()).isEqualTo(cut);
    assertThat(quoted.shown()).hasSize(shownLength);
    assertThat(quoted.length()).isEqualTo(length);
    assertThat(quoted).hasToString(english);
    assertThat(InputText.quote(typed)).isEqualTo(english);
  }

  @Test
  void controlCharactersAreShownAsEscapesAndCountTowardTheCut() {
    String[][] cases = {
      {"a\0b", "'a\\0b'"},
      {"line\nnext", "'line\\nnext'"},
      {"\u001b[31mred", "'\\u001b[31mred'"},
      {"tab\there\r", "'tab\\there\\r'"},
      {"\u202eevil", "'\\u202eevil'"},
      {"\u0007".repeat(8), "'" + "\\u0007".repeat(5) + "…' (8 characters)"},
    };
    for (String[] quoted : cases) {
      assertThat(InputText.quote(quoted[0])).as(quoted[1]).isEqualTo(quoted[1]);
    }
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"connect4.draw, a draw", "mnk.estimate, estimate +12"})
  void aNoteReadsAsItsEnglishText(String code, String text) {
    AgentNote note = AgentNote.of(code, text, 12);
    assertThat(note).hasToString(text);
    assertThat(note.values()).containsExactly(12);
  }
}
