package dev.zerosum.app;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

/**
 * One run of the {@code zerosum} command in-process: piped input, captured output.
 *
 * @param exitCode what the command returned
 * @param out everything written to standard output
 * @param err everything written to standard error
 */
record CommandRun(int exitCode, String out, String err) {
  /** The keys of an analysis in JSON, in their order: the same for every game. */
  static final List<String> ANALYSIS_KEYS =
      List.of(
          "game",
          "position",
          "toMove",
          "status",
          "winner",
          "outcome",
          "plies",
          "exact",
          "moves",
          "best");

  /** Runs {@code zerosum args...} with {@code input} as its standard input. */
  static CommandRun of(String input, String... args) {
    return in(Map.of(), input, args);
  }

  /** Runs {@code zerosum args...} in {@code environment}, with {@code input} as standard input. */
  static CommandRun in(Map<String, String> environment, String input, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Console console =
        new Console(
            new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8),
            false,
            environment);
    int code = Main.run(args, console);
    return new CommandRun(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** Returns both outputs, for checks that care about neither in particular. */
  String all() {
    return out + err;
  }
}
