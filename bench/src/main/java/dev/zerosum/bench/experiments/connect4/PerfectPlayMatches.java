package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Player;
import dev.zerosum.games.connect4.Connect4Book;
import dev.zerosum.games.connect4.Connect4BookException;
import dev.zerosum.games.connect4.Connect4Move;
import dev.zerosum.games.connect4.Connect4ParallelSolver;
import dev.zerosum.games.connect4.Connect4PerfectAgent;
import dev.zerosum.games.connect4.Connect4PerfectAgent.Source;
import dev.zerosum.games.connect4.Connect4Position;
import dev.zerosum.games.connect4.Connect4Table;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The seeded match runs of the perfect player with the opening book, the targets of its issue: its
 * first move; games as the first player against a mix of random, heuristic and depth:N, all of
 * which it must win without one move of the fallback search; games as the second player against
 * itself, which it may lose only on the first player's 21st stone; and games as the second player
 * against the mix, where it must never lose a position it knew to be drawn or won. Prints and
 * writes a Markdown report. Timed by the wall clock at the budget a move of {@code play}: a match
 * run, not a test.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.connect4.PerfectPlayMatches
 *   --first N          games as first player against the mix (default 100)
 *   --second N         games as second player against the mix (default 30)
 *   --mirror N         games as second player against itself (default 4)
 *   --budget-ms N      the budget a move (default 2000)
 *   --threads N        threads of its solver (default: every core)
 *   --seed N           the seed of the first game (default 1)
 *   --book FILE        a book file instead of the shipped book
 *   --from MOVES       start every game there (e.g. the root of a book built with --from)
 *   --out FILE         the Markdown (default bench/results/connect4-matches-DATE.md)
 * </pre>
 */
public final class PerfectPlayMatches {
  private int first = 100;
  private int second = 30;
  private int mirror = 4;
  private Duration budget = Duration.ofSeconds(2);
  private int threads = Runtime.getRuntime().availableProcessors();
  private long seed = 1;
  private Path bookFile;
  private Connect4Position start = Connect4Position.empty();
  private Path out = Path.of("bench/results/connect4-matches-" + LocalDate.now() + ".md");
  private Connect4Book book;
  private Connect4ParallelSolver solver;
  private final List<String> report = new ArrayList<>();

  private PerfectPlayMatches() {}

  /** Runs the matches; exit code 2 for bad arguments, 1 when a target is missed. */
  public static void main(String[] args) throws IOException {
    PerfectPlayMatches matches = new PerfectPlayMatches();
    try {
      matches.readArguments(args);
    } catch (IllegalArgumentException wrong) {
      System.err.println("matches: " + wrong.getMessage());
      System.exit(2);
    }
    try {
      System.exit(matches.run() ? 0 : 1);
    } catch (Connect4BookException unreadable) {
      System.err.println("matches: " + unreadable.getMessage());
      System.exit(2);
    }
  }

  private void readArguments(String[] args) {
    for (int i = 0; i + 1 < args.length; i += 2) {
      String value = args[i + 1];
      switch (args[i]) {
        case "--first" -> first = Integer.parseInt(value);
        case "--second" -> second = Integer.parseInt(value);
        case "--mirror" -> mirror = Integer.parseInt(value);
        case "--budget-ms" -> budget = Duration.ofMillis(Long.parseLong(value));
        case "--threads" -> threads = Integer.parseInt(value);
        case "--seed" -> seed = Long.parseLong(value);
        case "--book" -> bookFile = Path.of(value);
        case "--from" -> start = Connect4Position.of(value);
        case "--out" -> out = Path.of(value);
        default ->
            throw new IllegalArgumentException(
                "unknown option "
                    + args[i]
                    + "; expected --first, --second, --mirror, --budget-ms, --threads, --seed,"
                    + " --book, --from or --out");
      }
    }
    if (args.length % 2 != 0) {
      throw new IllegalArgumentException("option " + args[args.length - 1] + " has no value");
    }
  }

  /** One game: who won, after how many stones, and how the perfect player's moves were chosen. */
  private record Game(
      String opponent,
      Player perfectAs,
      Player winner,
      int stones,
      Map<Source, Integer> sources,
      long slowestMillis,
      boolean lostAKnownDrawOrWin,
      String moves) {}

  private boolean run() throws IOException {
    book = bookFile == null ? Connect4Book.standard() : Connect4Book.open(bookFile);
    solver = new Connect4ParallelSolver(threads, Connect4Table.shared(1 << 23), book);
    say("# The perfect player with the opening book: seeded matches");
    say("");
    say(
        String.format(
            Locale.ROOT,
            "Run %s on %s, load average %s at the start. Book: %s (plies %d to %d, %,d entries)."
                + " Games from '%s'. Budget %d ms a move, %d threads sharing a table of 64 MiB,"
                + " kept from game to game; seeds from %d.",
            LocalDate.now(),
            BenchmarkReport.machine(),
            BenchmarkReport.loadAverages(),
            book.source(),
            book.header().firstPly(),
            book.header().fullPlies(),
            book.size(),
            start,
            budget.toMillis(),
            threads,
            seed));
    say("");
    Connect4PerfectAgent opener = agent(seed);
    int opening = opener.chooseAction(start).typed();
    say(
        "First move from '"
            + start
            + "': column "
            + opening
            + " ("
            + opener.lastChoice().source()
            + ").");
    boolean met = start.moves() > 0 || opening == 4; // the centre is the one winning opening

    List<Game> asFirst = new ArrayList<>();
    Player firstToMove = start.toMove();
    for (int game = 0; game < first; game++) {
      String name = Opponents.MIX.get(game % Opponents.MIX.size());
      asFirst.add(play(name, firstToMove, seed + game));
    }
    met &= table("As first player against the mix", asFirst, true);

    List<Game> asSecond = new ArrayList<>();
    for (int game = 0; game < second; game++) {
      String name = Opponents.MIX.get(game % Opponents.MIX.size());
      asSecond.add(play(name, firstToMove.opponent(), seed + 1000 + game));
    }
    met &= table("As second player against the mix", asSecond, false);

    List<Game> mirrored = new ArrayList<>();
    for (int game = 0; game < mirror; game++) {
      mirrored.add(play("perfect", firstToMove.opponent(), seed + 2000 + game));
    }
    met &= table("As second player against itself", mirrored, false);
    say("");
    say("Load average at the end: " + BenchmarkReport.loadAverages() + ".");
    say("Every target met: " + (met ? "yes" : "NO"));
    Files.createDirectories(out.toAbsolutePath().getParent());
    Files.write(out, report);
    return met;
  }

  private Connect4PerfectAgent agent(long agentSeed) {
    return new Connect4PerfectAgent(Budget.of(budget), solver, agentSeed, note -> {});
  }

  private Game play(String opponentName, Player perfectAs, long gameSeed) {
    Connect4PerfectAgent perfect = agent(gameSeed);
    Agent<Connect4Position, Connect4Move> opponent =
        opponentName.equals("perfect")
            ? agent(gameSeed + 7_919)
            : Opponents.named(opponentName, gameSeed);
    Map<Source, Integer> sources = new EnumMap<>(Source.class);
    long slowest = 0;
    boolean knewDrawOrWin = false;
    Connect4Position position = start;
    while (!position.isOver()) {
      if (position.toMove() == perfectAs) {
        long start = System.nanoTime();
        Connect4Move move = perfect.chooseAction(position);
        slowest = Math.max(slowest, (System.nanoTime() - start) / 1_000_000);
        Connect4PerfectAgent.Choice choice = perfect.lastChoice();
        sources.merge(choice.source(), 1, Integer::sum);
        knewDrawOrWin |= choice.source() != Source.FALLBACK && choice.score() >= 0;
        position = position.play(move.column());
      } else {
        position = position.play(opponent.chooseAction(position).column());
      }
    }
    Player winner = position.winner().orElse(null);
    boolean lost = winner != null && winner != perfectAs;
    return new Game(
        opponentName,
        perfectAs,
        winner,
        position.moves(),
        sources,
        slowest,
        lost && knewDrawOrWin,
        position.history());
  }

  /** Writes the table of {@code games}; returns true when their target is met. */
  private boolean table(String title, List<Game> games, boolean mustWin) {
    say("");
    say("## " + title);
    say("");
    say(
        "| opponent | games | won | drawn | lost | moves from the book | proven | fallback | slowest move |");
    say("| --- | --: | --: | --: | --: | --: | --: | --: | --: |");
    boolean met = true;
    List<String> opponents = games.stream().map(Game::opponent).distinct().toList();
    for (String opponent : opponents) {
      int won = 0;
      int drawn = 0;
      int lost = 0;
      Map<Source, Integer> sources = new EnumMap<>(Source.class);
      long slowest = 0;
      int count = 0;
      for (Game game : games) {
        if (!game.opponent().equals(opponent)) {
          continue;
        }
        count++;
        if (game.winner() == null) {
          drawn++;
        } else if (game.winner() == game.perfectAs()) {
          won++;
        } else {
          lost++;
        }
        game.sources().forEach((source, n) -> sources.merge(source, n, Integer::sum));
        slowest = Math.max(slowest, game.slowestMillis());
      }
      say(
          String.format(
              Locale.ROOT,
              "| %s | %d | %d | %d | %d | %d | %d | %d | %,d ms |",
              opponent,
              count,
              won,
              drawn,
              lost,
              sources.getOrDefault(Source.BOOK, 0),
              sources.getOrDefault(Source.PROOF, 0),
              sources.getOrDefault(Source.FALLBACK, 0),
              slowest));
      met &= sources.getOrDefault(Source.FALLBACK, 0) == 0 || !mustWin;
      met &= !mustWin || won == count;
    }
    say("");
    for (Game game : games) {
      boolean lostBeforeTheEnd =
          game.opponent().equals("perfect") && (game.winner() != Player.MAX || game.stones() != 41);
      if (game.lostAKnownDrawOrWin()
          || lostBeforeTheEnd
          || mustWin && game.winner() != game.perfectAs()) {
        met = false;
        say("- missed: " + game.opponent() + " `" + game.moves() + "`");
      }
    }
    if (games.stream().anyMatch(game -> game.opponent().equals("perfect"))) {
      say("Games against itself (X wins on its 21st stone, move 41, in each):");
      for (Game game : games) {
        say(String.format(Locale.ROOT, "- `%s` (%d stones)", game.moves(), game.stones()));
      }
    }
    return met;
  }

  private void say(String line) {
    System.out.println(line);
    report.add(line);
  }
}
