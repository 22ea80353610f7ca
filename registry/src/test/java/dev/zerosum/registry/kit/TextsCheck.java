package dev.zerosum.registry.kit;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.util.Map;

/**
 * The promise that a game's mistakes are said in every language: each {@code problem.*} text of the
 * module's bundle has a text of its own in Spanish (a key missing from {@code
 * Messages_es.properties} would be said in English), none is blank, and each mistake the game
 * reports with a code, when the contract provokes one, has its text in the module's bundle or the
 * registry's. A module with no bundle speaks English only, and may report no coded mistake.
 */
final class TextsCheck {
  private static final String PROBLEM = "problem.";

  private final GameModule module;
  private final String name;
  private final Messages texts;
  private final Messages registry = Messages.of(GameRegistry.class);

  TextsCheck(GameModule module, String name) {
    this.module = module;
    this.name = name;
    this.texts = module.messages();
  }

  /**
   * Checks every {@code problem.*} text of the module's bundle in English and Spanish.
   *
   * @throws AssertionError naming the key that is blank or lacks its Spanish
   */
  void checkBundle() {
    Map<String, String> english;
    try {
      english = texts.patterns(Language.ENGLISH);
    } catch (IllegalStateException noBundle) {
      return; // English only: every coded mistake is then refused by said()
    }
    Map<String, String> spanish = texts.patterns(Language.SPANISH);
    for (Map.Entry<String, String> text : english.entrySet()) {
      String key = text.getKey();
      if (!key.startsWith(PROBLEM)) {
        continue;
      }
      if (text.getValue().isBlank() || spanish.getOrDefault(key, "").isBlank()) {
        throw new AssertionError(name + ": the text " + key + " is blank");
      }
      if (spanish.get(key).equals(text.getValue())) {
        throw new AssertionError(
            name
                + ": the text "
                + key
                + " reads the same in Spanish as in English: "
                + texts.baseName().replace('.', '/')
                + "_es.properties has none of its own, and a Spanish reader would get '"
                + text.getValue()
                + "'");
      }
    }
  }

  /**
   * Checks that {@code mistake}, which the game reported, is said in English and Spanish when it
   * has a code; {@code where} says what provoked it.
   */
  void said(GameInputException mistake, String where) {
    if (mistake.code().isEmpty()) {
      return; // said already, in the language of the moment, as the registry's own mistakes are
    }
    String key = PROBLEM + mistake.code().get();
    Messages owner = texts.has(key) ? texts : registry.has(key) ? registry : null;
    if (owner == null) {
      throw new AssertionError(
          name
              + ": "
              + where
              + ", the game reports the mistake '"
              + mistake.getMessage()
              + "' with the code "
              + mistake.code().get()
              + ", and "
              + module.getClass().getPackageName().replace('.', '/')
              + "/Messages.properties has no text "
              + key
              + " to say it in every language");
    }
    for (Language language : Language.values()) {
      try {
        owner.text(language, key, mistake.values().toArray());
      } catch (IllegalArgumentException badPattern) {
        throw new AssertionError(
            name + ": the text " + key + " in " + language + " cannot be written: " + badPattern);
      }
    }
  }
}
