package dev.zerosum.registry.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class LanguageTest {

  @ParameterizedTest(name = "{0} -> {1}")
  @CsvSource({
    "es, SPANISH",
    "ES, SPANISH",
    "es_ES.UTF-8, SPANISH",
    "es-MX, SPANISH",
    "es_AR@euro, SPANISH",
    "en, ENGLISH",
    "en_GB.UTF-8, ENGLISH",
    "C, ENGLISH",
    "C.UTF-8, ENGLISH",
    "POSIX, ENGLISH",
  })
  void readsTheUsualSpellings(String tag, Language expected) {
    assertThat(Language.fromTag(tag)).contains(expected);
  }

  @Test
  void aLanguageItDoesNotSpeakIsNone() {
    assertThat(Language.fromTag("fr_FR.UTF-8")).isEmpty();
    assertThat(Language.fromTag("")).isEmpty();
    assertThat(Language.fromTag(null)).isEmpty();
  }

  @ParameterizedTest(name = "LC_ALL={0} LC_MESSAGES={1} LANG={2} -> {3}")
  @CsvSource({
    "'', '', es_ES.UTF-8, SPANISH",
    "'', es_ES.UTF-8, en_US.UTF-8, SPANISH",
    "en_US.UTF-8, es_ES.UTF-8, es_ES.UTF-8, ENGLISH",
    "es_ES.UTF-8, '', en_US.UTF-8, SPANISH",
    "'', '', fr_FR.UTF-8, ENGLISH",
    "C, '', es_ES.UTF-8, ENGLISH",
  })
  void theEnvironmentDecidesInPosixOrder(
      String lcAll, String lcMessages, String lang, Language expected) {
    Map<String, String> environment = new HashMap<>();
    environment.put("LC_ALL", lcAll);
    environment.put("LC_MESSAGES", lcMessages);
    environment.put("LANG", lang);
    assertThat(Language.fromEnvironment(environment, Locale.GERMANY)).isEqualTo(expected);
  }

  @Test
  void withoutTheVariablesTheJvmLocaleDecides() {
    assertThat(Language.fromEnvironment(Map.of(), Locale.forLanguageTag("es-CL")))
        .isEqualTo(Language.SPANISH);
    assertThat(Language.fromEnvironment(Map.of(), Locale.GERMANY)).isEqualTo(Language.ENGLISH);
  }

  @ParameterizedTest(name = "Accept-Language: {0} -> {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "es-ES,es;q=0.9,en;q=0.8 | SPANISH",
        "en-US,en;q=0.9,es;q=0.8 | ENGLISH",
        "fr-FR,fr;q=0.9,es;q=0.5 | SPANISH",
        "de,en;q=0.3,es;q=0.7 | SPANISH",
        "es;q=0,en | ENGLISH",
        "fr | ENGLISH",
        "* | ENGLISH",
        "es;q=abc | ENGLISH",
      })
  void theBrowserSaysWhichItPrefers(String header, Language expected) {
    assertThat(Language.fromAcceptLanguage(header)).isEqualTo(expected);
  }

  @Test
  void aScopeSetsTheLanguageAndRestoresTheOneBefore() throws Exception {
    assertThat(Language.current()).isEqualTo(Language.ENGLISH);
    try (Language.Scope outer = Language.use(Language.SPANISH)) {
      assertThat(Language.current()).isEqualTo(Language.SPANISH);
      Language[] seen = new Language[1];
      Thread started = new Thread(() -> seen[0] = Language.current());
      started.start();
      started.join();
      assertThat(seen[0]).as("a thread started in the scope").isEqualTo(Language.SPANISH);
      try (Language.Scope inner = Language.use(Language.ENGLISH)) {
        assertThat(Language.current()).isEqualTo(Language.ENGLISH);
      }
      assertThat(Language.current()).isEqualTo(Language.SPANISH);
    }
    assertThat(Language.current()).isEqualTo(Language.ENGLISH);
    assertThat(Optional.of(Language.SPANISH.tag())).contains("es");
  }
}
