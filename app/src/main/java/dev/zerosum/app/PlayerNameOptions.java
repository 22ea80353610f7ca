package dev.zerosum.app;

import dev.zerosum.app.i18n.Messages;
import dev.zerosum.app.registry.GameModule;
import dev.zerosum.app.registry.GameRegistry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

/**
 * Options named after the games' players, {@code --x PLAYER} and {@code --o PLAYER}: the same as
 * {@code --first} and {@code --second} in the games whose players bear those names. They come from
 * the registry, so a game with players called {@code red} and {@code blue} gets {@code --red} and
 * {@code --blue}.
 */
final class PlayerNameOptions {
  private static final Messages MESSAGES = Messages.of(PlayerNameOptions.class);

  private PlayerNameOptions() {}

  /**
   * Adds an option for every player name of every game, but first and second, described in the
   * current language.
   */
  static void add(CommandSpec command, GameRegistry registry) {
    Map<String, List<String>> games = new LinkedHashMap<>();
    for (GameModule module : registry.modules()) {
      for (String player : module.players()) {
        String name = player.toLowerCase(Locale.ROOT);
        if (name.matches("[a-z][a-z0-9-]*") && !name.equals("first") && !name.equals("second")) {
          games.computeIfAbsent(name, key -> new ArrayList<>()).add(module.name());
        }
      }
    }
    games.forEach(
        (name, owners) ->
            command.addOption(
                OptionSpec.builder("--" + name)
                    .paramLabel("PLAYER")
                    .type(String.class)
                    .description(
                        MESSAGES.text(
                            "play.option.player",
                            name.toUpperCase(Locale.ROOT),
                            String.join(", ", owners)))
                    .build()));
  }

  /** Returns the player names whose options were given, without the dashes. */
  static List<String> given(CommandSpec command) {
    List<String> given = new ArrayList<>();
    ParseResult parsed = command.commandLine().getParseResult();
    for (OptionSpec option : parsed.matchedOptions()) {
      String name = option.longestName().substring(2);
      if (isPlayerName(command, name)) {
        given.add(name);
      }
    }
    return given;
  }

  /** Returns what the option of player {@code name} says. */
  static String value(CommandSpec command, String name) {
    return command.commandLine().getParseResult().matchedOptionValue("--" + name, null);
  }

  private static boolean isPlayerName(CommandSpec command, String name) {
    OptionSpec option = command.findOption("--" + name);
    return option != null
        && "PLAYER".equals(option.paramLabel())
        && !name.equals("first")
        && !name.equals("second");
  }
}
