package dev.zerosum.games.connect4;

import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Problem;
import dev.zerosum.registry.CommandContext;
import dev.zerosum.registry.GameCommand;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.OptionSpec;
import dev.zerosum.registry.i18n.Language;
import dev.zerosum.registry.i18n.Messages;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code zerosum solve connect4}: the exact score of every position of a benchmark set. The lines
 * it prints are the same in every language; its help, mistakes and summaries are in the bundle.
 */
final class SolveCommand implements GameCommand {
  /** Inputs at least this long show a progress bar when stderr is a terminal. */
  static final int PROGRESS_LINES = 20;

  private static final int MAX_ERRORS_SHOWN = 20;
  private static final int DEFAULT_TABLE_MEGABYTES = 8;

  private static final Messages MESSAGES = Messages.of(SolveCommand.class);
  private static final EnglishTexts ENGLISH = EnglishTexts.of(SolveCommand.class);

  private final GameModule module;

  SolveCommand(GameModule module) {
    this.module = module;
  }

  @Override
  public String name() {
    return "solve";
  }

  @Override
  public String description() {
    return MESSAGES.text("solve.description");
  }

  @Override
  public String footer() {
    return MESSAGES.text("solve.footer");
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        Connect4Options.columns(),
        Connect4Options.rows(),
        OptionSpec.flag("weak", MESSAGES.text("solve.option.weak")),
        OptionSpec.flag("stats", MESSAGES.text("solve.option.stats")),
        OptionSpec.flag("check", MESSAGES.text("solve.option.check")),
        OptionSpec.integer("threads", "N", MESSAGES.text("solve.option.threads"), 1, 1, 256),
        OptionSpec.integer(
            "table-mb",
            "N",
            MESSAGES.text("solve.option.table-mb", Integer.toString(DEFAULT_TABLE_MEGABYTES)),
            DEFAULT_TABLE_MEGABYTES,
            1,
            (long) Connect4Table.MAX_ENTRIES * Connect4Table.ENTRY_BYTES >> 20));
  }

  @Override
  public String operandsLabel() {
    return "FILE";
  }

  @Override
  public String operandsDescription() {
    return MESSAGES.text("solve.files");
  }

  @Override
  public String notForGame(GameModule other, GameModule owner) {
    return MESSAGES.text("solve.no-sets", other.name(), owner.name());
  }

  @Override
  public int run(CommandContext console, GameOptions options, List<String> operands)
      throws IOException {
    Run run =
        new Run(
            console,
            Connect4Options.sizeOf(options),
            options.flag("weak"),
            options.flag("stats"),
            options.flag("check"),
            (int) options.integer("threads"),
            (int) options.integer("table-mb"),
            operands.stream().map(Path::of).toList());
    return run.call();
  }

  /** One run of the command, with the options it was given. */
  private final class Run {
    private final CommandContext console;
    private final Connect4Size size;
    private final boolean weak;
    private final boolean stats;
    private final boolean check;
    private final int threads;
    private final int tableMegabytes;
    private final List<Path> files;

    Run(
        CommandContext console,
        Connect4Size size,
        boolean weak,
        boolean stats,
        boolean check,
        int threads,
        int tableMegabytes,
        List<Path> files) {
      this.console = console;
      this.size = size;
      this.weak = weak;
      this.stats = stats;
      this.check = check;
      this.threads = threads;
      this.tableMegabytes = tableMegabytes;
      this.files = files;
    }

    int call() throws IOException {
      checkOptions();
      List<Connect4SolveLine> lines = readLines();
      SolveReport report = new SolveReport(console, stats, check, threads);
      SolveProgress progress =
          lines.size() >= PROGRESS_LINES && console.stderrIsTerminal()
              ? new SolveProgress(console.err(), lines.size())
              : null;
      int entries = (int) ((long) tableMegabytes * (1 << 20) / Connect4Table.ENTRY_BYTES);
      // Too few lines for a bar, but one may take minutes: at a terminal, the thinking line,
      // erased before each answer is written and started again for the next.
      CommandContext.Thinking[] thinking = {progress == null ? console.thinking(name()) : () -> {}};
      try {
        new Connect4BatchSolver(threads, entries, weak, size)
            .solve(
                lines,
                solution -> {
                  thinking[0].close();
                  report.add(solution);
                  if (progress != null) {
                    progress.update(report.count());
                  } else {
                    thinking[0] = console.thinking(name());
                  }
                });
      } finally {
        thinking[0].close();
      }
      if (progress != null) {
        progress.finish();
      }
      return report.finish();
    }

    private void checkOptions() {
      long needed = (long) threads * tableMegabytes << 20;
      long available = Runtime.getRuntime().maxMemory();
      if (needed > available * 0.9) {
        throw new GameInputException(
            MESSAGES.text(
                "solve.memory",
                Integer.toString(threads),
                Integer.toString(tableMegabytes),
                needed >> 20, // grouped in the language: 1,024 MiB, 1.024 MiB
                available >> 20));
      }
    }

    /** Reads and checks every line before solving any, so that a typo stops a long run at once. */
    private List<Connect4SolveLine> readLines() throws IOException {
      List<String> errors = new ArrayList<>();
      List<Connect4SolveLine> lines = new ArrayList<>();
      if (files.isEmpty()) {
        parse("stdin", console.reader(), lines, errors);
      } else {
        for (Path file : files) {
          checkReadable(file);
          try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            parse(file.toString(), reader, lines, errors);
          } catch (CharacterCodingException binary) {
            throw notText(file.toString());
          }
        }
      }
      if (!errors.isEmpty()) {
        int shown = Math.min(errors.size(), MAX_ERRORS_SHOWN);
        for (String error : errors.subList(0, shown)) {
          console.err().println("zerosum solve: " + error);
        }
        String more =
            errors.size() > shown
                ? " " + MESSAGES.text("solve.not-shown", Integer.toString(errors.size() - shown))
                : "";
        throw new GameInputException(
            (errors.size() == 1
                    ? MESSAGES.text("solve.unreadable-one")
                    : MESSAGES.text("solve.unreadable-many", Integer.toString(errors.size())))
                + more);
      }
      return lines;
    }

    /**
     * Refuses a file that cannot be read, saying why. A file that is not a plain one is read as
     * any: {@code /dev/null} is no positions, {@code <(…)} a pipe of them.
     */
    private static void checkReadable(Path file) {
      String reason =
          !Files.exists(file)
              ? "solve.reason.missing"
              : Files.isDirectory(file)
                  ? "solve.reason.folder"
                  : !Files.isReadable(file) ? "solve.reason.denied" : null;
      if (reason != null) {
        throw new GameInputException(
            MESSAGES.text("solve.unreadable-file", file.toString(), MESSAGES.text(reason)));
      }
    }

    /** Returns the refusal of a file (or input) that is not text, as lines of positions are. */
    private static GameInputException notText(String source) {
      return new GameInputException(MESSAGES.text("solve.not-text", source));
    }

    private void parse(
        String source, BufferedReader reader, List<Connect4SolveLine> lines, List<String> errors)
        throws IOException {
      int number = 0;
      for (String text = reader.readLine(); text != null; text = reader.readLine()) {
        number++;
        if (text.indexOf('\0') >= 0) {
          throw notText(source); // a NUL is in no text file: this is an image, an archive …
        }
        try {
          Connect4SolveLine line = Connect4SolveLine.parse(number, text, size); // "": the start
          if (check && line.expected().isEmpty()) {
            Problem noExpected = ENGLISH.problem("connect4.line-no-expected");
            errors.add(
                source
                    + ": "
                    + Messages.describe(
                        Connect4SolveLine.onLine(number, noExpected), List.of(module.messages())));
          } else {
            lines.add(line);
          }
        } catch (GameInputException wrong) {
          // The line's number, then what is wrong with it, in the person's language.
          errors.add(source + ": " + Messages.describe(wrong, List.of(module.messages())));
        }
      }
    }
  }

  /** Collects the solutions: prints each line, counts, remembers mismatches, sums up at the end. */
  private static final class SolveReport {
    private final CommandContext console;
    private final boolean stats;
    private final boolean check;
    private final int threads;
    private final long start = System.nanoTime();
    private final List<String> mismatches = new ArrayList<>();
    private int count;
    private long nodes;
    private long nanos;

    SolveReport(CommandContext console, boolean stats, boolean check, int threads) {
      this.console = console;
      this.stats = stats;
      this.check = check;
      this.threads = threads;
    }

    void add(Connect4Solution solution) {
      count++;
      nodes += solution.nodes();
      nanos += solution.nanos();
      String moves = solution.line().position().history();
      String line = moves + " " + solution.score();
      if (stats) {
        line += " " + solution.nodes() + " " + solution.nanos() / 1000;
      }
      console.out().println(line);
      if (check && !solution.matchesExpected()) {
        mismatches.add(
            MESSAGES.text(
                "solve.mismatch",
                Integer.toString(solution.line().number()),
                moves,
                Integer.toString(solution.score()),
                Integer.toString(solution.line().expected().getAsInt())));
      }
    }

    int count() {
      return count;
    }

    int finish() {
      console.out().flush();
      long wall = System.nanoTime() - start;
      if (stats && count > 0) {
        // The numbers in the language's way: 1,234.5 in English, 1.234,5 in Spanish.
        Locale locale = Language.current().locale();
        console
            .err()
            .println(
                MESSAGES.text(
                    "solve.stats",
                    String.format(locale, "%,d", count),
                    String.format(locale, "%.4f", nanos / 1e6 / count),
                    String.format(locale, "%,.1f", (double) nodes / count),
                    String.format(locale, "%,.0f", nodes * 1e9 / Math.max(1, nanos))));
        String seconds = String.format(locale, "%.3f", wall / 1e9);
        String speed = String.format(locale, "%,.1f", count * 1e9 / wall);
        console
            .err()
            .println(
                threads == 1
                    ? MESSAGES.text("solve.wall-one", seconds, speed)
                    : MESSAGES.text("solve.wall-many", seconds, Integer.toString(threads), speed));
      }
      if (!mismatches.isEmpty()) {
        for (String mismatch : mismatches) {
          console.err().println("zerosum solve: " + mismatch);
        }
        console
            .err()
            .println(
                "zerosum solve: "
                    + MESSAGES.text(
                        "solve.mismatches",
                        Integer.toString(mismatches.size()),
                        Integer.toString(count)));
        return 1; // the exit code of a failure that is not the user's
      }
      return 0;
    }
  }
}
