package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/** The command tree is built for what the arguments ask, and only that (a faster start). */
class MainTest {
  private static final List<String> COMMANDS =
      List.of(
          "play", "analyze", "trace", "compare", "tree", "serve", "solve", "generate-completion");

  private static final Console SILENT =
      new Console(
          new ByteArrayInputStream(new byte[0]),
          new PrintStream(OutputStream.nullOutputStream()),
          new PrintStream(OutputStream.nullOutputStream()),
          false);

  @ParameterizedTest
  @ValueSource(strings = {"play", "analyze", "trace", "compare", "tree", "serve"})
  void aNamedCommandIsTheOnlyOneBuilt(String name) {
    Map<String, CommandLine> built =
        Main.commandLine(SILENT, new String[] {name, "--help"}).getSubcommands();

    assertThat(built.keySet())
        .as("only the command the first argument names")
        .containsExactly(name);
    assertThat(built.get(name).getCommandSpec().name())
        .as("the name it is registered under is the one its @Command annotation gives")
        .isEqualTo(name);
  }

  @ParameterizedTest
  @ValueSource(strings = {"--version", "-V"})
  void theVersionNeedsNoCommand(String option) {
    assertThat(Main.commandLine(SILENT, new String[] {option}).getSubcommands())
        .as("%s prints the version and nothing else", option)
        .isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {"", "--help", "foo", "generate-completion", "solve"})
  void anythingElseGetsTheWholeTree(String first) {
    String[] args = first.isEmpty() ? new String[0] : new String[] {first};

    assertThat(Main.commandLine(SILENT, args).getSubcommands().keySet())
        .as("the usage lists every command, the games' own (solve) too")
        .containsAll(COMMANDS);
  }

  @Test
  void theVersionIsPrintedWithoutTheTree() {
    CommandRun run = CommandRun.of("", "--version");

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .as("the version line, from the manifest or for a development build")
        .startsWith("zerosum ");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "--version|true",
        "-V|true",
        "--lang es --version|true",
        "--version --lang=es|true",
        "--version --version|false",
        "--version --help|false",
        "play --version|false",
        "''|false"
      })
  void theVersionAloneIsAnsweredBeforePicocliIsLoaded(String line, boolean alone) {
    assertThat(Main.asksOnlyTheVersion(ShellWords.split(line).toArray(String[]::new)))
        .as("'%s' asks for the version and nothing else", line)
        .isEqualTo(alone);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "nosuchcommand --help|zerosum: unknown command 'nosuchcommand'; expected play, analyze,",
        "--help nosuchcommand|zerosum: unknown command 'nosuchcommand'; expected play, analyze,",
        "--lang es nosuchcommand --help|zerosum: orden desconocida 'nosuchcommand'; se esperaba"
            + " play, analyze,"
      })
  void anUnknownCommandIsRefusedEvenWhenHelpIsAsked(String line, String message) {
    CommandRun run = CommandRun.of("", ShellWords.split(line).toArray(String[]::new));

    assertThat(run.exitCode()).as("bad usage, not the general help").isEqualTo(Main.BAD_INPUT);
    assertThat(run.err()).startsWith(message);
    assertThat(run.out()).isEmpty();
  }

  @Test
  void aCommandBuiltAloneStillAnswersItsOwnHelp() {
    CommandRun run = CommandRun.of("", "analyze", "--help");

    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out())
        .as("the usage line names the parent and the command")
        .startsWith("Usage: zerosum analyze");
  }
}
