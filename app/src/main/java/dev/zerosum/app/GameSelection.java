package dev.zerosum.app;

import dev.zerosum.app.help.CommandHelp;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;

/**
 * What every command that takes a game shares: the GAME argument and the games' own options ({@code
 * --piles}, {@code --misere} …), which come from the registry, not from this class. {@link
 * #addGameOptions} puts every option of every module on a command; {@link #create} checks that the
 * options given belong to the game chosen and sets it up.
 */
final class GameSelection {
  private static final Messages MESSAGES = Messages.of(GameSelection.class);
  private final GameRegistry registry;
  private CommandSpec command; // the command that was given the options

  GameSelection(GameRegistry registry) {
    this.registry = registry;
  }

  /** Reads the game options from what {@code command} parsed; call before the others. */
  GameSelection of(CommandSpec command) {
    this.command = command;
    return this;
  }

  /**
   * Adds to {@code command} an option for every option of every game, each described with the games
   * it belongs to: its text, made when the help is shown, goes into {@code help}.
   *
   * @throws IllegalStateException if two games declare one option name with different types
   */
  static void addGameOptions(
      CommandSpec command, GameRegistry registry, Map<String, Supplier<String>> help) {
    Map<String, OptionSpec> byName = new LinkedHashMap<>();
    Map<String, Map<GameModule, OptionSpec>> owners = new LinkedHashMap<>();
    for (GameModule module : registry.modules()) {
      for (OptionSpec option : module.options()) {
        OptionSpec before = byName.putIfAbsent(option.name(), option);
        if (before != null && before.type() != option.type()) {
          throw new IllegalStateException(
              option.flagName() + " means different things to two games; rename one of them");
        }
        owners.computeIfAbsent(option.name(), name -> new LinkedHashMap<>()).put(module, option);
      }
    }
    byName.forEach(
        (name, option) -> {
          String key = "game-option." + name;
          help.put(key, () -> optionHelp(owners.get(name)));
          command.addOption(picocliOption(option).descriptionKey(key).build());
        });
  }

  /**
   * Returns the help of one option that {@code owners} share, each game with its own description
   * (its ranges and default): games that describe it alike share a line. Connect Four's "4 to 12"
   * was once said for mnk and gomoku too.
   */
  private static String optionHelp(Map<GameModule, OptionSpec> owners) {
    Map<String, List<String>> games = new LinkedHashMap<>();
    owners.forEach(
        (module, option) ->
            games
                .computeIfAbsent(option.description(), text -> new ArrayList<>())
                .add(module.name()));
    List<String> lines = new ArrayList<>();
    games.forEach(
        (description, names) ->
            lines.add(
                CommandHelp.messages()
                    .text("help.game-option", String.join(", ", names), description)));
    return String.join("\n", lines);
  }

  /** Returns the picocli option that reads {@code option}: a flag, or one text that it parses. */
  static CommandLine.Model.OptionSpec.Builder picocliOption(OptionSpec option) {
    CommandLine.Model.OptionSpec.Builder builder =
        CommandLine.Model.OptionSpec.builder(option.flagName());
    if (option.type() == OptionSpec.Type.FLAG) {
      builder.type(boolean.class).arity("0");
    } else {
      builder.type(String.class).paramLabel(option.label());
    }
    return builder;
  }

  /** Returns the game named, or the first of the registry when none is: tic-tac-toe. */
  GameModule module(String typed) {
    return typed == null ? registry.first() : registry.find(typed);
  }

  /**
   * Returns the game {@code typed} names (the first game when null), set up with the options given
   * on the command line.
   *
   * @throws GameInputException for an unknown game, an option of another game, or a bad value
   */
  PlayableGame<?, ?> create(String typed) {
    GameModule module = module(typed);
    return module.create(GameOptions.of(module.options(), givenOptions(module)));
  }

  /**
   * Returns the game {@code typed} names, set up as {@link #create} sets it up, for a command that
   * reads its own positions: an option that sets only where a game starts is refused, naming it.
   *
   * @throws GameInputException as {@link #create} does, or for an option of the start
   */
  PlayableGame<?, ?> createForPositions(String typed) {
    GameModule module = module(typed);
    for (String flag : given()) {
      if (module.startOptions().contains(flag.substring(2))) {
        throw new GameInputException(
            MESSAGES.text("game.start-option", flag, module.name(), command.qualifiedName(" ")));
      }
    }
    return create(typed);
  }

  /** Returns the names of the game options given on the command line, as typed. */
  List<String> given() {
    List<String> given = new ArrayList<>();
    ParseResult parsed = command.commandLine().getParseResult();
    for (GameModule module : registry.modules()) {
      for (OptionSpec option : module.options()) {
        if (parsed.hasMatchedOption(option.flagName()) && !given.contains(option.flagName())) {
          given.add(option.flagName());
        }
      }
    }
    return given;
  }

  /** Returns the values of {@code module}'s options given on the command line, checked. */
  private Map<String, Object> givenOptions(GameModule module) {
    ParseResult parsed = command.commandLine().getParseResult();
    Map<String, Object> values = new LinkedHashMap<>();
    for (String flag : given()) {
      OptionSpec option =
          module.options().stream()
              .filter(spec -> spec.flagName().equals(flag))
              .findFirst()
              .orElseThrow(
                  () ->
                      new GameInputException(
                          module.options().isEmpty()
                              ? MESSAGES.text(
                                  "game.option-of-other", flag, ownersOf(flag), module.name())
                              : MESSAGES.text(
                                  "game.option-of-other.takes",
                                  flag,
                                  ownersOf(flag),
                                  module.name(),
                                  String.join(
                                      ", ",
                                      module.options().stream()
                                          .map(OptionSpec::flagName)
                                          .toList()))));
      Object raw = parsed.matchedOptionValue(flag, null);
      values.put(option.name(), option.parse(raw == null ? "" : String.valueOf(raw)));
    }
    return values;
  }

  private String ownersOf(String flag) {
    List<String> owners = new ArrayList<>();
    for (GameModule module : registry.modules()) {
      if (module.options().stream().anyMatch(spec -> spec.flagName().equals(flag))) {
        owners.add(module.name());
      }
    }
    return owners.size() == 1
        ? owners.get(0)
        : MESSAGES.text(
            "game.owners",
            String.join(", ", owners.subList(0, owners.size() - 1)),
            owners.get(owners.size() - 1));
  }
}
