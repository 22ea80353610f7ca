package dev.zerosum.app.web;

import dev.zerosum.app.save.SaveFile;
import dev.zerosum.app.save.SavedGames;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A game's texts made fit for the page, which has no command line: where they name an option as it
 * is typed ({@code --piles}), they name it as the page labels its field ({@code Piles}, {@code
 * Montones}: {@link OptionSpec#title}). The games' and the registry's messages name options by
 * their flags, which is right in a terminal; the API says them in the page's words.
 */
final class OptionWords {
  private OptionWords() {}

  /** Returns {@code text} with each of {@code options} named by its title, not its flag. */
  static String forPeople(String text, List<OptionSpec> options) {
    if (text == null || options.isEmpty() || !text.contains("--")) {
      return text;
    }
    // One of the options, typed whole ("--k", not "--kx").
    String flag =
        options.stream()
            .map(option -> Pattern.quote(option.flagName()))
            .collect(Collectors.joining("|", "(?:", ")(?![a-z0-9-])"));
    // An option and its value followed by another, "--rows 3 --cols 3", read "Rows 3, Columns 3".
    String said =
        Pattern.compile("(" + flag + " [^\\s-]\\S*) (?=" + flag + ")")
            .matcher(text)
            .replaceAll("$1, ");
    for (OptionSpec option : options) {
      said =
          Pattern.compile(Pattern.quote(option.flagName()) + "(?![a-z0-9-])")
              .matcher(said)
              .replaceAll(Matcher.quoteReplacement(option.title()));
    }
    return said;
  }

  /** Returns the game {@code module} makes with the options {@code given}, by their names. */
  static PlayableGame<?, ?> create(GameModule module, Map<String, ?> given) {
    try {
      return module.create(GameOptions.of(module.options(), given));
    } catch (GameInputException wrong) {
      throw forPeople(wrong, module.options());
    }
  }

  /** Returns the game of a save file uploaded to the page, as {@link SavedGames#gameOf} does. */
  static PlayableGame<?, ?> gameOf(SaveFile save, String source, GameRegistry registry) {
    try {
      return SavedGames.gameOf(save, source, registry);
    } catch (GameInputException wrong) {
      List<OptionSpec> options;
      try {
        options = registry.find(save.game()).options();
      } catch (GameInputException unknownGame) {
        options = List.of();
      }
      throw forPeople(wrong, options);
    }
  }

  /**
   * Returns the mistake said with {@code options} named by their titles; one made from a coded
   * problem, which every language says from its code, stays as it is.
   */
  static GameInputException forPeople(GameInputException wrong, List<OptionSpec> options) {
    if (wrong.code().isPresent()) {
      return wrong;
    }
    String said = forPeople(wrong.getMessage(), options);
    return said.equals(wrong.getMessage()) ? wrong : new GameInputException(said);
  }
}
