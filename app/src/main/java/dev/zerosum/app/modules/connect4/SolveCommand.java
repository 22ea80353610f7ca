package dev.zerosum.app.modules.connect4;

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
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code zerosum solve connect4}: the exact score of every position of a benchmark set. */
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
      throw new GameInputException(
          game.name()
              + " has no benchmark sets to solve; expected "
              + module.name()
              + " (try 'zerosum analyze')");
    }
    if (threads < 1 || threads > 256) {
      throw new GameInputException("--threads " + threads + " is out of range; expected 1 to 256");
    }
    long maxMegabytes = (long) Connect4Table.MAX_ENTRIES * Connect4Table.ENTRY_BYTES >> 20;
    if (tableMegabytes < 1 || tableMegabytes > maxMegabytes) {
      throw new GameInputException(
          "--table-mb " + tableMegabytes + " is out of range; expected 1 to " + maxMegabytes);
    }
    long needed = (long) threads * tableMegabytes << 20;
    long available = Runtime.getRuntime().maxMemory();
    if (needed > available * 0.9) {
      throw new GameInputException(
          String.format(
              Locale.ROOT,
              "--threads %d with --table-mb %d needs %,d MiB of tables, but Java may use only"
                  + " %,d MiB here; lower --table-mb or --threads (or raise java -Xmx)",
              threads,
              tableMegabytes,
              needed >> 20,
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
          throw new GameInputException(
              "cannot read "
                  + file
                  + ": no such file, or not readable; expected a file of positions");
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
          errors.size() > shown ? " (" + (errors.size() - shown) + " more not shown)" : "";
      throw new GameInputException(
          errors.size() + (errors.size() == 1 ? " line" : " lines") + " cannot be read" + more);
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
          errors.add(
              source + ": line " + number + ": --check needs an expected score after the moves");
        } else {
          lines.add(line);
        }
      } catch (GameInputException wrong) {
        errors.add(source + ": " + wrong.getMessage());
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
            "line "
                + solution.line().number()
                + ": "
                + moves
                + " scores "
                + solution.score()
                + ", expected "
                + solution.line().expected().getAsInt());
      }
    }

    int count() {
      return count;
    }

    int finish() {
      console.out().flush();
      long wall = System.nanoTime() - start;
      if (stats && count > 0) {
        console
            .err()
            .printf(
                Locale.ROOT,
                "positions: %,d%nmean time: %.4f ms%nmean nodes: %,.1f%nnodes per second: %,.0f%n",
                count,
                nanos / 1e6 / count,
                (double) nodes / count,
                nodes * 1e9 / Math.max(1, nanos));
        console
            .err()
            .printf(
                Locale.ROOT,
                "wall time: %.3f s with %d %s: %,.1f positions per second%n",
                wall / 1e9,
                threads,
                threads == 1 ? "thread" : "threads",
                count * 1e9 / wall);
      }
      if (!mismatches.isEmpty()) {
        for (String mismatch : mismatches) {
          console.err().println("zerosum solve: " + mismatch);
        }
        console
            .err()
            .printf(
                Locale.ROOT,
                "zerosum solve: %d of %d scores differ from the expected ones%n",
                mismatches.size(),
                count);
        return 1; // the exit code of a failure that is not the user's
      }
      return 0;
    }
  }
}
