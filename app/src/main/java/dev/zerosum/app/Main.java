package dev.zerosum.app;

import dev.zerosum.app.help.CommandHelp;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.Durations;
import dev.zerosum.registry.GameCommand;
import dev.zerosum.registry.GameLimits;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameModuleException;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import dev.zerosum.registry.i18n.Quotes;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.Supplier;
import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * The {@code zerosum} command: {@code play}, {@code analyze}, {@code trace}, {@code compare},
 * {@code tree}, {@code perft}, {@code serve}, the games' own commands (Connect Four's {@code
 * solve}), and {@code generate-completion} for the shell. The games come from the {@link
 * GameRegistry}: their names, options and commands are added to the command tree, so a game's
 * module on the class path appears everywhere. Exit codes: 0 ok, 1 failure, 2 bad usage or input.
 */
public final class Main {
  /** The exit code of bad usage or bad input. */
  public static final int BAD_INPUT = 2;

  /** The exit code of a failure that is not the user's. */
  public static final int FAILURE = 1;

  /** The commands the application adds for every game (a game may add its own), by name. */
  private static final Set<String> BUILT_IN =
      Set.of("play", "analyze", "trace", "compare", "tree", "perft", "serve", "arena");

  private static final Messages MESSAGES = Messages.of(Main.class);

  private Main() {}

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    System.exit(run(args, Console.system()));
  }

  /**
   * Runs the command line on {@code console} and returns the exit code, in the language {@code
   * --lang} names, else the one the console's environment asks for.
   */
  public static int run(String[] args, Console console) {
    Optional<String> asked = languageArgument(args);
    Language language = console.language();
    if (asked.isPresent()) {
      Optional<Language> named = Language.fromTag(asked.get());
      if (named.isEmpty()) {
        console.err().println(MESSAGES.text("lang.unknown", Quotes.quote(asked.get())));
        return BAD_INPUT;
      }
      language = named.get();
    }
    try (Language.Scope scope = Language.use(language)) {
      if (asksOnlyTheVersion(args)) {
        // Said before picocli is loaded: building even the top command costs more than the
        // JVM's own start.
        console.out().println(ZerosumCommand.line());
        return written(console, 0);
      }
      return written(console, commandLine(console, args).execute(args));
    } catch (GameModuleException refused) {
      // A game module on the class path that the registry refuses: say which and why, and stop.
      console.err().println("zerosum: " + refused.getMessage());
      return FAILURE;
    }
  }

  /**
   * Returns {@code code}, or {@link #FAILURE} when the standard output could not take what the
   * command wrote (a full disk), said on the standard error. A reader that left ({@code | head}) is
   * no failure of the command: what it wanted it read.
   */
  private static int written(Console console, int code) {
    if (!(console.out() instanceof WatchedOutput out)) {
      return code;
    }
    Optional<String> failure = out.failure();
    if (failure.isEmpty() || failure.get().equalsIgnoreCase("broken pipe")) {
      return code;
    }
    String reason = failure.get().toLowerCase(Locale.ROOT);
    // The system's words are English; the one reason people meet is said in theirs.
    reason =
        reason.contains("no space left")
            ? MESSAGES.text("output.reason.full")
            : reason.isEmpty() ? MESSAGES.text("output.reason.unknown") : reason;
    console.err().println("zerosum: " + MESSAGES.text("output.failed", reason));
    return FAILURE;
  }

  /**
   * Returns true when {@code args} are {@code --version} (or {@code -V}), with a language or not.
   */
  static boolean asksOnlyTheVersion(String[] args) {
    int version = 0;
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--version") || args[i].equals("-V")) {
        version++;
      } else if (args[i].equals("--lang") && i + 1 < args.length) {
        i++;
      } else if (!args[i].startsWith("--lang=")) {
        return false;
      }
    }
    return version == 1;
  }

  /**
   * Returns the value of {@code --lang} among {@code args}, read before picocli parses them because
   * the help and the messages of the parse itself are already in that language.
   */
  static Optional<String> languageArgument(String[] args) {
    for (int i = 0; i < args.length; i++) {
      if (args[i].equals("--")) {
        break;
      }
      if (args[i].startsWith("--lang=")) {
        return Optional.of(args[i].substring("--lang=".length()));
      }
      if (args[i].equals("--lang") && i + 1 < args.length) {
        return Optional.of(args[i + 1]);
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the command tree that {@code args} need, writing to {@code console}: for {@code
   * --version} the top command alone, with no game loaded; for a built-in command named first, that
   * command alone; for anything else the whole tree (the usage lists every command, and a mistyped
   * name is answered with the names there are). Picocli reads the annotations of every command it
   * is given at start-up, which for all of them costs more than the rest of a short command.
   */
  static CommandLine commandLine(Console console, String[] args) {
    String first = args.length > 0 ? args[0] : "";
    if (first.equals("--version") || first.equals("-V")) {
      return withHandlers(new CommandLine(new ZerosumCommand()), console);
    }
    GameRegistry registry = GameRegistry.standard();
    // A broken game from another jar is left out, said in a line, and the others still play.
    registry.refusals().forEach(refusal -> console.err().println("zerosum: " + refusal));
    return BUILT_IN.contains(first)
        ? commandLine(console, registry, first::equals)
        : commandLine(console, registry);
  }

  /** Returns the command tree for the games of {@code registry}, writing to {@code console}. */
  static CommandLine commandLine(Console console, GameRegistry registry) {
    return commandLine(console, registry, name -> true);
  }

  /** Returns the tree with the built-in commands {@code wanted} names; all adds the games' own. */
  private static CommandLine commandLine(
      Console console, GameRegistry registry, Predicate<String> wanted) {
    CommandLine commandLine = new CommandLine(new ZerosumCommand());
    // The texts of the help are made only when one is shown: a command run reads no bundle for
    // them.
    Map<String, Supplier<String>> help = new HashMap<>();
    help.put("zerosum.usage.description", () -> String.join("\n", description(registry)));
    help.put("time", () -> timeHelp(registry));
    List<Object> commands = new ArrayList<>();
    addIf(wanted, "play", () -> new PlayCommand(console, registry), commands);
    addIf(wanted, "analyze", () -> new AnalyzeCommand(console, registry), commands);
    addIf(wanted, "trace", () -> new TraceCommand(console, registry), commands);
    addIf(wanted, "compare", () -> new CompareCommand(console, registry), commands);
    addIf(wanted, "tree", () -> new TreeCommand(console, registry), commands);
    addIf(wanted, "perft", () -> new PerftCommand(console, registry), commands);
    addIf(wanted, "serve", () -> new ServeCommand(console), commands);
    addIf(wanted, "arena", () -> new ArenaCommand(console, registry), commands);
    boolean whole = BUILT_IN.stream().allMatch(wanted);
    if (whole) {
      for (GameModule module : registry.modules()) {
        for (GameCommand command : module.commands()) {
          commands.add(GameCommandLine.spec(command, module, registry, console));
        }
      }
    }
    for (Object command : commands) {
      commandLine.addSubcommand(command);
    }
    if (whole) {
      commandLine.addSubcommand(new AutoComplete.GenerateCompletion());
    }
    for (String name : List.of("play", "analyze", "trace", "compare", "tree", "perft", "arena")) {
      CommandLine command = commandLine.getSubcommands().get(name);
      if (command == null) {
        continue;
      }
      CommandSpec spec = command.getCommandSpec();
      GameSelection.addGameOptions(spec, registry, help);
      if (name.equals("play")) {
        PlayerNameOptions.add(spec, registry, help);
      }
    }
    CommandHelp.onDemand(
        commandLine, help, registry.modules().stream().map(GameModule::messages).toList());
    return withHandlers(commandLine, console);
  }

  private static void addIf(
      Predicate<String> wanted, String name, Supplier<Object> command, List<Object> commands) {
    if (wanted.test(name)) {
      commands.add(command.get());
    }
  }

  /** Returns {@code commandLine} writing to {@code console}, with the house's error messages. */
  private static CommandLine withHandlers(CommandLine commandLine, Console console) {
    // In the console's charset: a PrintWriter would encode in the JVM's, ASCII where the system
    // lacks the locale (the help in Spanish came out with '?' for its accents).
    commandLine.setOut(
        new PrintWriter(new OutputStreamWriter(console.out(), console.charset()), true));
    commandLine.setErr(
        new PrintWriter(new OutputStreamWriter(console.err(), console.charset()), true));
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    commandLine.setExecutionStrategy(Main::unlessUnknownCommand);
    commandLine.setParameterExceptionHandler(
        (wrong, args) -> {
          CommandLine where = wrong.getCommandLine();
          String name = where.getCommandSpec().qualifiedName();
          console.err().println(name + ": " + OneLine.of(wrong, where));
          console.err().println(MESSAGES.text("usage.try-help", name));
          return BAD_INPUT;
        });
    commandLine.setExecutionExceptionHandler(
        (failure, line, parsed) -> {
          String name = line.getCommandSpec().qualifiedName();
          if (failure instanceof GameInputException wrong) {
            console.err().println(name + ": " + GameRegistry.standard().describe(wrong));
            return BAD_INPUT;
          }
          for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof StandardInput.Refused input) {
              console.err().println(name + ": " + input.getMessage());
              return BAD_INPUT;
            }
          }
          console.err().println(name + ": failed: " + failure);
          return FAILURE;
        });
    return commandLine;
  }

  /**
   * Runs what {@code parsed} asks, as picocli does, unless it names no command it knows: picocli
   * ignores what it cannot match when help is asked for, so {@code zerosum nosuchcommand --help}
   * printed the general help and succeeded.
   */
  private static int unlessUnknownCommand(ParseResult parsed) {
    if (!parsed.hasSubcommand() && !parsed.unmatched().isEmpty()) {
      throw new UnmatchedArgumentException(parsed.commandSpec().commandLine(), parsed.unmatched());
    }
    return new CommandLine.RunLast().execute(parsed);
  }

  /**
   * Returns the help of {@code --time}: its default, and the games whose engines think another time
   * unless told (gomoku's second), from the games' limits.
   */
  private static String timeHelp(GameRegistry registry) {
    Messages help = CommandHelp.messages();
    Duration usual = GameLimits.STANDARD.time();
    List<String> defaults = new ArrayList<>(List.of(Durations.format(usual)));
    for (GameModule module : registry.modules()) {
      Duration time = module.limits().time();
      if (!time.equals(usual)) {
        defaults.add(help.text("help.time.game", module.name(), Durations.format(time)));
      }
    }
    return help.text("help.time", String.join("; ", defaults));
  }

  /** Returns the top command's description: what zerosum is, then every game it plays. */
  private static String[] description(GameRegistry registry) {
    Messages help = CommandHelp.messages();
    List<String> lines = new ArrayList<>();
    lines.addAll(HelpText.wrap(help.text("help.about"), "", ""));
    lines.add("");
    lines.add(help.text("help.games", "GAME"));
    for (GameModule module : registry.modules()) {
      String game =
          module.aliases().isEmpty()
              ? help.text("help.game", module.name(), module.summary())
              : help.text(
                  "help.aliases",
                  module.name(),
                  String.join(", ", module.aliases()),
                  module.summary());
      lines.addAll(HelpText.wrap(game, "  ", "    "));
      lines.addAll(
          HelpText.wrap(help.text("help.position", module.positionHelp()), "    ", "      "));
    }
    return lines.toArray(String[]::new);
  }
}
