package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.PlayableGame;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

/**
 * Every {@code ./zerosum ...} line of a fenced block of the README and of docs/ (other than the
 * {@code console} blocks, whose output {@link TutorialTest} compares) is a command that works.
 *
 * <p>Each line is parsed by the application's own command tree first: an unknown command or option,
 * a missing or malformed value fails there. Then it runs in this process, with no standard input
 * and the environment it sets, and must exit with 0: a game against a person ends at the end of its
 * input, after the engine's first move when the engine starts. The commands that cannot finish in a
 * test are not run but checked further instead: {@code serve} (it serves until stopped), {@code
 * arena} (it plays for minutes or hours), {@code solve} (a whole benchmark set), and a command that
 * writes a file ({@code -o}) or reads one the reader made first ({@code --load}, {@code
 * --journal}); their game is set up with the options given, as the command would set it up, and an
 * arena's players (engines, or the game's levels) must be ones the game offers.
 */
class DocsCommandsTest {
  /** The commands that are not run, and why. */
  private static final Map<String, String> LONG_COMMANDS =
      Map.of(
          "serve", "it serves until stopped",
          "arena", "it plays for minutes",
          "solve", "it solves a whole benchmark set");

  /** The options that make a command not run, because of the files they name. */
  private static final Set<String> FILE_OPTIONS =
      Set.of("-o", "--output", "--plot", "--load", "--journal");

  /** The commands whose first parameter is a game, set up with the game's options. */
  private static final Set<String> GAME_COMMANDS =
      Set.of("play", "analyze", "trace", "tree", "arena");

  /** One case: a command of a page, or a problem of the page that fails as it is. */
  private sealed interface Case permits CommandCase, ProblemCase {}

  private record CommandCase(String where, FencedCommands.Command command) implements Case {}

  private record ProblemCase(String message) implements Case {}

  static Stream<Named<Case>> cases() {
    List<Named<Case>> cases = new ArrayList<>();
    for (Path page : DocsPages.all()) {
      String name = DocsPages.name(page);
      FencedCommands parsed = FencedCommands.parse(DocsPages.read(page));
      for (TutorialMarkdown.Problem problem : parsed.problems()) {
        String message = name + ":" + problem.line() + "  " + problem.message();
        cases.add(Named.of(message, new ProblemCase(message)));
      }
      if (page.equals(DocsPages.README) && parsed.commands().isEmpty()) {
        String message = name + "  no ./zerosum command in a fenced block: nothing is checked";
        cases.add(Named.of(message, new ProblemCase(message)));
      }
      for (FencedCommands.Command command : parsed.commands()) {
        String where = name + ":" + command.line();
        cases.add(Named.of(where + "  " + command.command(), new CommandCase(where, command)));
      }
    }
    return cases.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("cases")
  void theCommandWorks(Case docsCase) {
    if (docsCase instanceof ProblemCase problem) {
      fail(problem.message());
      return;
    }
    CommandCase command = (CommandCase) docsCase;
    String[] args = command.command().args().toArray(String[]::new);
    ParseResult parsed = parse(command.where(), command.command(), args);
    Optional<String> notRun = whyNotRun(parsed);
    if (notRun.isPresent()) {
      checkWithoutRunning(command.where(), parsed);
      return;
    }
    CommandRun run = CommandRun.in(command.command().environment(), "", args);
    assertThat(run.exitCode())
        .as(
            "%s: $ %s failed; its output:%n%s%nits standard error:%n%s",
            command.where(), command.command().command(), run.out(), run.err())
        .isZero();
  }

  /** Parses {@code args} with the application's command tree, or fails saying what is wrong. */
  private static ParseResult parse(String where, FencedCommands.Command command, String[] args) {
    ByteArrayOutputStream ignored = new ByteArrayOutputStream();
    PrintStream sink = new PrintStream(ignored, true, StandardCharsets.UTF_8);
    Console console =
        new Console(
            new ByteArrayInputStream(new byte[0]), sink, sink, false, command.environment());
    CommandLine commandLine = Main.commandLine(console, args);
    try {
      return commandLine.parseArgs(args);
    } catch (CommandLine.ParameterException wrong) {
      throw new AssertionError(
          where + ": $ " + command.command() + " is not a command line zerosum takes: " + wrong);
    }
  }

  /** Returns why the command parsed cannot run in a test, or empty when it can. */
  private static Optional<String> whyNotRun(ParseResult parsed) {
    if (!parsed.hasSubcommand()) {
      return Optional.empty();
    }
    ParseResult command = parsed.subcommand();
    String name = command.commandSpec().name();
    if (LONG_COMMANDS.containsKey(name)) {
      return Optional.of(LONG_COMMANDS.get(name));
    }
    for (CommandLine.Model.OptionSpec option : command.matchedOptions()) {
      for (String optionName : option.names()) {
        if (FILE_OPTIONS.contains(optionName)) {
          return Optional.of(optionName + " names a file");
        }
      }
    }
    return Optional.empty();
  }

  /** Sets the game of a command that is not run up, and checks an arena's players. */
  private static void checkWithoutRunning(String where, ParseResult parsed) {
    ParseResult command = parsed.subcommand();
    if (!GAME_COMMANDS.contains(command.commandSpec().name())) {
      return; // parsed is all there is to check of serve and solve
    }
    GameRegistry registry = GameRegistry.standard();
    String gameName = command.matchedPositionalValue(0, null);
    try {
      PlayableGame<?, ?> game =
          new GameSelection(registry).of(command.commandSpec()).create(gameName);
      List<String> players = command.matchedOptionValue("--players", List.<String>of());
      for (String player : players) {
        assertThat(game.agents())
            .as("%s: the players %s offers", where, game.module().name())
            .contains(AgentSpec.parse(Level.engineOf(game.levels(), player)).kindName());
      }
    } catch (GameInputException wrong) {
      throw new AssertionError(where + ": " + registry.describe(wrong), wrong);
    }
  }
}
