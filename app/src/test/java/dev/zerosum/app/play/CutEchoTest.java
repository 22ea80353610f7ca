package dev.zerosum.app.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.i18n.Language;
import org.junit.jupiter.api.Test;

/**
 * What the terminal shows of a line typed: whole up to 200 characters, else cut with its length.
 */
class CutEchoTest {
  private final CutEcho echo = new CutEcho();

  @Test
  void aLineOfAMoveOrACommandIsShownAndKeptWhole() {
    String longest = "save " + "x".repeat(CutEcho.MOST - 5);
    assertThat(echo.display("4 4")).isEqualTo("4 4");
    assertThat(echo.display(longest)).isEqualTo(longest);
    assertThat(echo.history(longest)).as("in the history, for the up arrow").isEqualTo(longest);
  }

  @Test
  void aLineTooLongIsShownCutWithItsLengthInTheLanguageAndLeftOutOfTheHistory() {
    String pasted = "cell " + "7".repeat(100_055);
    try (Language.Scope english = Language.use(Language.ENGLISH)) {
      assertThat(echo.display(pasted))
          .isEqualTo("cell " + "7".repeat(CutEcho.SHOWN - 5) + "… (100,060 characters in all)");
    }
    try (Language.Scope spanish = Language.use(Language.SPANISH)) {
      assertThat(echo.display(pasted)).endsWith("… (100.060 caracteres en total)");
    }
    assertThat(echo.history(pasted)).as("not kept: the up arrow would bring it back").isNull();
  }
}
