package dev.zerosum.app;

import dev.zerosum.app.registry.GameModule;
import dev.zerosum.app.registry.GameRegistry;
import dev.zerosum.core.GameInputException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * The {@code zerosum} command: {@code play}, {@code analyze}, {@code trace}, {@code tree}, {@code
 * serve}, the games' own commands (Connect Four's {@code solve}), and {@code generate-completion}
 * for the shell. The games come from the {@link GameRegistry}: their names, options and commands
 * are added to the command tree, so a game's module on the class path appears everywhere. Exit
 * codes: 0 ok, 1 failure, 2 bad usage or input.
 */
public final class Main {
  /** The exit code of bad usage or bad input. */
  public static final int BAD_INPUT = 2;

  /** The exit code of a failure that is not the user's. */
  public static final int FAILURE = 1;

  private Main() {}

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    System.exit(run(args, Console.system()));
  }

  /** Runs the command line on {@code console} and returns the exit code. */
  public static int run(String[] args, Console console) {
    return commandLine(console, GameRegistry.standard()).execute(args);
  }

  /** Returns the command tree for the games of {@code registry}, writing to {@code console}. */
  static CommandLine commandLine(Console console, GameRegistry registry) {
    CommandLine commandLine = new CommandLine(new ZerosumCommand());
    commandLine.getCommandSpec().usageMessage().description(description(registry));
    List<Object> commands = new ArrayList<>();
    commands.add(new PlayCommand(console, registry));
    commands.add(new AnalyzeCommand(console, registry));
    commands.add(new TraceCommand(console, registry));
    commands.add(new TreeCommand(console, registry));
    commands.add(new ServeCommand(console));
    for (GameModule module : registry.modules()) {
      commands.addAll(module.commands(console));
    }
    for (Object command : commands) {
      commandLine.addSubcommand(command);
    }
    commandLine.addSubcommand(new AutoComplete.GenerateCompletion());
    for (String name : List.of("play", "analyze", "trace", "tree")) {
      CommandSpec spec = commandLine.getSubcommands().get(name).getCommandSpec();
      GameSelection.addGameOptions(spec, registry);
      if (name.equals("play")) {
        PlayerNameOptions.add(spec, registry);
      }
    }
    commandLine.setOut(new PrintWriter(console.out(), true));
    commandLine.setErr(new PrintWriter(console.err(), true));
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    commandLine.setParameterExceptionHandler(
        (wrong, args) -> {
          CommandLine where = wrong.getCommandLine();
          String name = where.getCommandSpec().qualifiedName();
          console.err().println(name + ": " + OneLine.of(wrong, where));
          console.err().println("Try '" + name + " --help' for more.");
          return BAD_INPUT;
        });
    commandLine.setExecutionExceptionHandler(
        (failure, line, parsed) -> {
          String name = line.getCommandSpec().qualifiedName();
          if (failure instanceof GameInputException wrong) {
            console.err().println(name + ": " + wrong.getMessage());
            return BAD_INPUT;
          }
          console.err().println(name + ": failed: " + failure);
          return FAILURE;
        });
    return commandLine;
  }

  /** Returns the top command's description: what zerosum is, then every game it plays. */
  private static String[] description(GameRegistry registry) {
    List<String> lines = new ArrayList<>();
    lines.add("Play and analyze two-player, zero-sum games of perfect information.");
    lines.add("");
    lines.add("Games (GAME in the commands below):");
    for (GameModule module : registry.modules()) {
      String aliases =
          module.aliases().isEmpty() ? "" : " (or " + String.join(", ", module.aliases()) + ")";
      lines.addAll(HelpText.wrap(module.name() + aliases + ": " + module.summary(), "  ", "    "));
      lines.addAll(HelpText.wrap("a position is " + module.positionHelp(), "    ", "      "));
    }
    return lines.toArray(String[]::new);
  }
}
