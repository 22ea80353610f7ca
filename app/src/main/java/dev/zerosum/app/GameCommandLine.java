package dev.zerosum.app;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.GameCommand;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.PositionalParamSpec;

/**
 * A game's own command ({@link GameCommand}) on the command line: {@code zerosum NAME GAME
 * [OPERAND…] [--OPTION…]}, with the game's help texts, its options read and checked by their {@link
 * OptionSpec}s, and the game named checked to be the one whose command it is.
 */
final class GameCommandLine implements Callable<Integer> {
  private final GameCommand command;
  private final GameModule owner;
  private final GameRegistry registry;
  private final Console console;
  private CommandSpec spec; // set once, by spec(), before picocli calls call()

  private GameCommandLine(
      GameCommand command, GameModule owner, GameRegistry registry, Console console) {
    this.command = command;
    this.owner = owner;
    this.registry = registry;
    this.console = console;
  }

  /**
   * Returns {@code owner}'s {@code command} as a picocli command, its help in the current language.
   */
  static CommandSpec spec(
      GameCommand command, GameModule owner, GameRegistry registry, Console console) {
    GameCommandLine callable = new GameCommandLine(command, owner, registry, console);
    CommandSpec spec = CommandSpec.wrapWithoutInspection(callable);
    spec.name(command.name()).mixinStandardHelpOptions(true);
    spec.usageMessage()
        .description(command.description().split("\n", -1))
        .footer(command.footer().isEmpty() ? new String[0] : command.footer().split("\n", -1));
    spec.addPositional(
        PositionalParamSpec.builder()
            .index("0")
            .paramLabel("GAME")
            .type(String.class)
            .description(owner.name())
            .build());
    spec.addPositional(
        PositionalParamSpec.builder()
            .index("1..*")
            .arity("0..*")
            .paramLabel(command.operandsLabel())
            .type(List.class)
            .auxiliaryTypes(String.class)
            .description(command.operandsDescription())
            .build());
    for (OptionSpec option : command.options()) {
      spec.addOption(GameSelection.picocliOption(option).description(option.description()).build());
    }
    callable.spec = spec;
    return spec;
  }

  @Override
  public Integer call() throws IOException {
    List<PositionalParamSpec> positionals = spec.positionalParameters();
    GameModule named = registry.find(positionals.get(0).getValue());
    if (named != owner) {
      throw new GameInputException(command.notForGame(named, owner));
    }
    Map<String, Object> given = new LinkedHashMap<>();
    for (OptionSpec option : command.options()) {
      if (spec.commandLine().getParseResult().hasMatchedOption(option.flagName())) {
        Object value = spec.findOption(option.flagName()).getValue();
        given.put(option.name(), option.check(value instanceof String ? value : value.toString()));
      }
    }
    List<String> operands = positionals.get(1).getValue();
    return command.run(
        console,
        GameOptions.of(command.options(), given),
        operands == null ? List.of() : List.copyOf(operands));
  }
}
