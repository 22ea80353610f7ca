package dev.zerosum.app.modules.connect4;

import dev.zerosum.app.i18n.Language;
import dev.zerosum.app.i18n.Messages;
import dev.zerosum.app.registry.CommandContext;
import dev.zerosum.app.registry.GameModule;
import dev.zerosum.app.registry.GameRegistry;
import dev.zerosum.core.GameInputException;
import dev.zerosum.games.connect4.Connect4BatchSolver;
import dev.zerosum.games.connect4.Connect4Solution;
import dev.zerosum.games.connect4.Connect4SolveLine;
import dev.zerosum.games.connect4.Connect4Table;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code zerosum solve connect4}: the exact score of every position of a benchmark set. The lines
 * it prints are the same in every language; its help, mistakes and summaries are in the bundle.
 */
@Command(
    name = "solve",
    mixinStandardHelpOptions = true,
    description = {
      "Solve Connect Four positions as the benchmark sets do.",
      "Reads lines MOVES [EXPECTED] from the FILEs, or stdin when there are none:",
      "MOVES the columns played (1 to 7, like 4453), EXPECTED an optional score to",
      "check. Prints MOVES SCORE a line, in order. SCORE is for the player to move:",
      "0 a draw; a win with the winner's k-th stone scores 22 - k; a loss, the",
      "negative."
    },
    footer = {
      "",
      "Exit codes: 0 ok; 1 a score differs from the expected one (--check);",
      "2 bad input."
    })
final class SolveCommand implements Callable<Integer> {
  /** Inputs at least this long show a progress bar when stderr is a terminal. */
  static final int PROGRESS_LINES = 20;

  private static final int MAX_ERRORS_SHOWN = 20;

  private static final Messages MESSAGES = Messages.of(SolveCommand.class);

  private final CommandContext console;
  private final GameModule module;

  @Parameters(index = "0", paramLabel = "GAME", description = "connect4")
  String gameName;

  @Parameters(index = "1..*", paramLabel = "FILE", description = "files of positions")
  List<Path> files = new ArrayList<>();

  @Option(names = "--weak", description = "only win (1), draw (0) or loss (-1): faster")
  boolean weak;

  @Option(
      names = "--stats",
      description = "add the nodes and microseconds to each line; a summary on stderr")
  boolean stats;

  @Option(
      names = "--check",
      description = "compare with the expected scores; exit 1 listing every mismatch")
  boolean check;

  @Option(
      names = "--threads",
      paramLabel = "N",
      description = "solve N positions at a time, each thread with its own table (default 1)")
  int threads = 1;

  @Option(
      names = "--table-mb",
      paramLabel = "N",
      description =
          "MiB of transposition table per thread (default ${DEFAULT-VALUE}; each thread also"
              + " keeps 2 MiB for the positions near the end)")
  int tableMegabytes = 8;

  SolveCommand(CommandContext console, GameModule module) {
    this.console = console;
    this.module = module;
  }

  /**
   * Returns the command for picocli with its help in the current language: the annotations hold the
   * English, which picocli reads once, so each text is set again here from the bundle.
   */
  static CommandSpec spec(CommandContext console, GameModule module) {
    SolveCommand command = new SolveCommand(console, module);
    CommandSpec spec = CommandSpec.forAnnotatedObject(command);
    spec.usageMessage()
        .description(MESSAGES.text("solve.description").split("\n", -1))
        .footer(MESSAGES.text("solve.footer").split("\n", -1));
    for (OptionSpec option : List.copyOf(spec.options())) {
      String name = option.longestName().substring(2);
      if (MESSAGES.has("solve.option." + name)) {
        String description =
            name.equals("table-mb")
                ? MESSAGES.text("solve.option." + name, Integer.toString(command.tableMegabytes))
                : MESSAGES.text("solve.option." + name);
        spec.remove(option);
        spec.addOption(OptionSpec.builder(option).description(description).build());
      }
    }
    for (PositionalParamSpec positional : List.copyOf(spec.positionalParameters())) {
      String key = positional.index().min() == 0 ? "solve.game" : "solve.files";
      spec.remove(positional);
      spec.addPositional(
          PositionalParamSpec.builder(positional).description(MESSAGES.text(key)).build());
    }
    return spec;
  }

  @Override
  public Integer call() throws IOException {
    checkOptions();
    List<Connect4SolveLine> lines = readLines();
    SolveReport report = new SolveReport(console, stats, check, threads);
    SolveProgress progress =
        lines.size() >= PROGRESS_LINES && console.stderrIsTerminal()
            ? new SolveProgress(console.err(), lines.size())
            : null;
    int entries = (int) ((long) tableMegabytes * (1 << 20) / Connect4Table.ENTRY_BYTES);
    new Connect4BatchSolver(threads, entries, weak)
        .solve(
            lines,
            solution -> {
              report.add(solution);
              if (progress != null) {
                progress.update(report.count());
              }
            });
    if (progress != null) {
      progress.finish();
    }
    return report.finish();
  }

  private void checkOptions() {
    GameModule game = GameRegistry.standard().find(gameName);
    if (game != module) {
      throw new GameInputException(MESSAGES.text("solve.no-sets", game.name(), module.name()));
    }
    if (threads < 1 || threads > 256) {
      throw new GameInputException(MESSAGES.text("solve.threads-range", Integer.toString(threads)));
    }
    long maxMegabytes = (long) Connect4Table.MAX_ENTRIES * Connect4Table.ENTRY_BYTES >> 20;
    if (tableMegabytes < 1 || tableMegabytes > maxMegabytes) {
      throw new GameInputException(
          MESSAGES.text(
              "solve.table-range", Integer.toString(tableMegabytes), Long.toString(maxMegabytes)));
    }
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
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
          throw new GameInputException(MESSAGES.text("solve.unreadable-file", file.toString()));
        }
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
          parse(file.toString(), reader, lines, errors);
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

  private void parse(
      String source, BufferedReader reader, List<Connect4SolveLine> lines, List<String> errors)
      throws IOException {
    int number = 0;
    for (String text = reader.readLine(); text != null; text = reader.readLine()) {
      number++;
      if (text.isBlank()) {
        continue;
      }
      try {
        Connect4SolveLine line = Connect4SolveLine.parse(number, text);
        if (check && line.expected().isEmpty()) {
          errors.add(source + ": " + lineMistake(number, MESSAGES.text("solve.line-no-expected")));
        } else {
          lines.add(line);
        }
      } catch (GameInputException wrong) {
        // A mistake with a code is said in the person's language, after the line's number.
        errors.add(
            source
                + ": "
                + (wrong.code().isPresent()
                    ? lineMistake(number, Messages.describe(wrong, List.of(module.messages())))
                    : wrong.getMessage()));
      }
    }
  }

  private static String lineMistake(int number, String mistake) {
    return MESSAGES.text("solve.line", Integer.toString(number), mistake);
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
