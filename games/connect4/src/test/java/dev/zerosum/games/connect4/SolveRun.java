package dev.zerosum.games.connect4;

import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.CommandContext;
import dev.zerosum.registry.GameCommand;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One run of Connect Four's {@code solve} in the registry's terms, as a front end runs a game's own
 * command: {@code --NAME VALUE} and {@code --FLAG} read and checked by the command's {@link
 * OptionSpec}s, the rest its operands, piped input and captured output. A mistake is said on the
 * error stream with exit code 2, as {@code zerosum} says it.
 *
 * @param exitCode what the command returned, or 2 for a mistake
 * @param out everything written to standard output
 * @param err everything written to standard error
 */
record SolveRun(int exitCode, String out, String err) {
  /** Runs {@code solve connect4 words...} with {@code input} as its standard input. */
  static SolveRun of(String input, String... words) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
    PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8);
    GameCommand solve = new SolveCommand(new Connect4Module());
    int code;
    try {
      Map<String, Object> given = new LinkedHashMap<>();
      List<String> operands = new ArrayList<>();
      for (int at = 0; at < words.length; at++) {
        OptionSpec option = option(solve, words[at]);
        if (option == null) {
          operands.add(words[at]);
        } else {
          boolean flag = option.type() == OptionSpec.Type.FLAG;
          given.put(option.name(), option.check(flag ? "true" : words[++at]));
        }
      }
      code =
          solve.run(
              context(input, outStream, errStream),
              GameOptions.of(solve.options(), given),
              operands);
    } catch (GameInputException mistake) {
      errStream.println(mistake.getMessage());
      code = 2;
    } catch (IOException failure) {
      throw new UncheckedIOException(failure);
    }
    return new SolveRun(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static OptionSpec option(GameCommand command, String word) {
    return command.options().stream()
        .filter(option -> option.flagName().equals(word))
        .findFirst()
        .orElse(null);
  }

  private static CommandContext context(String input, PrintStream out, PrintStream err) {
    InputStream in = new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8));
    return new CommandContext() {
      @Override
      public InputStream in() {
        return in;
      }

      @Override
      public PrintStream out() {
        return out;
      }

      @Override
      public PrintStream err() {
        return err;
      }

      @Override
      public boolean terminal() {
        return false;
      }
    };
  }
}
