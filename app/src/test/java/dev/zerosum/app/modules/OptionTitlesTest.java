package dev.zerosum.app.modules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.i18n.Language;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every option of every game the registry finds (the test-only Take-away too) has a title of its
 * own in English and in Spanish: the page labels its fields with them, and a bad link names the
 * option by it. An option left untitled is called by its name, capitalised ("Cols"), in both
 * languages.
 */
class OptionTitlesTest {

  static Stream<GameModule> modules() {
    return GameRegistry.standard().modules().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("modules")
  void everyOptionIsTitledInEnglishAndInSpanish(GameModule module) {
    List<OptionSpec> english = optionsIn(module, Language.ENGLISH);
    List<OptionSpec> spanish = optionsIn(module, Language.SPANISH);
    assertThat(spanish)
        .extracting(OptionSpec::name)
        .isEqualTo(english.stream().map(OptionSpec::name).toList());
    for (int i = 0; i < english.size(); i++) {
      OptionSpec inEnglish = english.get(i);
      OptionSpec inSpanish = spanish.get(i);
      String untitled =
          inEnglish.name().substring(0, 1).toUpperCase(Locale.ROOT) + inEnglish.name().substring(1);
      assertThat(inSpanish.title())
          .as("%s --%s in Spanish: its own title, not its name", module.name(), inEnglish.name())
          .isNotBlank()
          .isNotEqualTo(untitled)
          .isNotEqualTo(inEnglish.title());
      assertThat(inEnglish.title())
          .as(
              "%s --%s in English: a word, not an abbreviation of it",
              module.name(), inEnglish.name())
          .isNotBlank()
          .isNotEqualTo("Cols");
      assertThat(inSpanish.description())
          .as("%s --%s described in Spanish", module.name(), inEnglish.name())
          .isNotEqualTo(inEnglish.description());
    }
  }

  private static List<OptionSpec> optionsIn(GameModule module, Language language) {
    try (Language.Scope scope = Language.use(language)) {
      return module.options();
    }
  }
}
