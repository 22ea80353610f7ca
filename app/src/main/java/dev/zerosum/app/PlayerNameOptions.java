package dev.zerosum.app;

import dev.zerosum.app.help.CommandHelp;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
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

  private PlayerNameOptions() {}

  /**
   * Adds an option for every player name of every game, but first and second; its text, made when
   * the help is shown, goes into {@code help}.
   */
  static void add(CommandSpec command, GameRegistry registry, Map<String, Supplier<String>> help) {
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
        (name, owners) -> {
          String key = "player-option." + name;
          help.put(
              key,
              () ->
                  CommandHelp.messages()
                      .text(
                          "help.player-option",
                          name.toUpperCase(Locale.ROOT),
                          String.join(", ", owners)));
          command.addOption(
              OptionSpec.builder("--" + name)
                  .paramLabel("PLAYER")
                  .type(String.class)
                  .descriptionKey(key)
                  .build());
        });
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
