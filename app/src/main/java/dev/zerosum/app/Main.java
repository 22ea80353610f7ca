package dev.zerosum.app;

import dev.zerosum.core.GameInputException;
import java.io.PrintWriter;
import picocli.AutoComplete;
import picocli.CommandLine;

/**
 * The {@code zerosum} command: {@code play}, {@code analyze}, {@code trace}, {@code tree}, and
 * {@code generate-completion} for the shell. Exit codes: 0 ok, 1 failure, 2 bad usage or input.
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
    CommandLine commandLine = commandLine(console);
    return commandLine.execute(args);
  }

  /** Returns the command tree, writing to {@code console}. */
  static CommandLine commandLine(Console console) {
    CommandLine commandLine =
        new CommandLine(new ZerosumCommand())
            .addSubcommand(new PlayCommand(console))
            .addSubcommand(new AnalyzeCommand(console))
            .addSubcommand(new TraceCommand(console))
            .addSubcommand(new TreeCommand(console))
            .addSubcommand(new ServeCommand(console))
            .addSubcommand(new SolveCommand(console))
            .addSubcommand(new AutoComplete.GenerateCompletion());
    commandLine.setOut(new PrintWriter(console.out(), true));
    commandLine.setErr(new PrintWriter(console.err(), true));
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    commandLine.setExecutionExceptionHandler(
        (failure, line, parsed) -> {
          if (failure instanceof GameInputException wrong) {
            console.err().println("zerosum " + line.getCommandName() + ": " + wrong.getMessage());
            return BAD_INPUT;
          }
          console.err().println("zerosum " + line.getCommandName() + ": failed: " + failure);
          return FAILURE;
        });
    return commandLine;
  }
}
