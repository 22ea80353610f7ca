package dev.zerosum.app.play;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;

/** The prompt's commands, by their words in the bundles, understood in every language at once. */
class PromptCommandTest {

  @ParameterizedTest(name = "{0} is {1}")
  @CsvSource({
    "quit, QUIT",
    "exit, QUIT",
    "salir, QUIT",
    "Salir, QUIT",
    "help, HELP",
    "?, HELP",
    "ayuda, HELP",
    "go, GO",
    "sigue, GO",
    "hint, HINT",
    "PISTA, HINT",
    "undo, UNDO",
    "deshacer, UNDO",
    "save, SAVE",
    "guardar, SAVE",
    "load, LOAD",
    "cargar, LOAD",
  })
  void eachWordOfEveryLanguageNamesItsCommand(String word, PromptCommand command) {
    for (Language language : Language.values()) {
      try (Language.Scope scope = Language.use(language)) {
        assertThat(PromptCommand.named(word))
            .as("whatever the language, " + language)
            .hasValue(command);
      }
    }
  }

  @ParameterizedTest
  @CsvSource({"5", "4 4", "B-1", "quitar", "''"})
  void aMoveIsNoCommand(String line) {
    assertThat(PromptCommand.named(line)).isEmpty();
  }

  @ParameterizedTest
  @EnumSource(PromptCommand.class)
  void everyCommandHasItsWordsInEveryLanguage(PromptCommand command) {
    Messages messages = Messages.of(PromptCommand.class);
    for (Language language : Language.values()) {
      assertThat(messages.patterns(language))
          .as("the words of %s in %s", command, language)
          .containsKey(command.key());
      assertThat(messages.text(language, command.key())).isNotBlank();
    }
  }
}
