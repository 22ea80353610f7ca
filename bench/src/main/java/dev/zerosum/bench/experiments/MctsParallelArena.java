package dev.zerosum.bench.experiments;

import dev.zerosum.bench.MachineDescription;
import dev.zerosum.core.Budget;
import dev.zerosum.core.arena.Arena;
import dev.zerosum.core.arena.ArenaResults;
import dev.zerosum.core.arena.CrossTable;
import dev.zerosum.core.arena.Rating;
import dev.zerosum.core.mcts.MctsAgent;
import dev.zerosum.core.mcts.MctsSearch;
import dev.zerosum.games.connect4.Connect4;
import dev.zerosum.games.connect4.Connect4Move;
import dev.zerosum.games.connect4.Connect4Position;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;

/**
 * Tree against root parallelisation at equal time on Connect Four: two threads on one tree, two
 * threads with a tree each, and one thread for reference, each with the same time a move. The arena
 * plays one game at a time, so that each search has the machine's processors while it thinks and
 * both players of a game think under the same load. Time budgets read the clock, so, unlike the
 * other arenas here, a second run plays other games.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.MctsParallelArena \
 *     [GAMES_PER_PAIRING] [MILLISECONDS_A_MOVE] [OUT.md]
 * </pre>
 */
public final class MctsParallelArena {
  private MctsParallelArena() {}

  /** Plays the arena (30 games a pairing, 100 ms a move unless told) and prints the table. */
  public static void main(String[] args) throws IOException {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 30;
    int millis = args.length > 1 ? Integer.parseInt(args[1]) : 100;
    Connect4 game = new Connect4();
    Duration budget = Duration.ofMillis(millis);
    String loadBefore = MachineDescription.loadAverage();
    ArenaResults<Connect4Move> results =
        Arena.on(game)
            .player("one thread", seed -> agent(game, budget, 1, MctsSearch.Parallelism.TREE, seed))
            .player("tree x2", seed -> agent(game, budget, 2, MctsSearch.Parallelism.TREE, seed))
            .player("root x2", seed -> agent(game, budget, 2, MctsSearch.Parallelism.ROOT, seed))
            .gamesPerPairing(games)
            .openingPlies(2)
            .seed(19)
            .anchor("one thread", 0)
            .progress(
                (finished, total, played) -> {
                  if (finished % 10 == 0 || finished == total) {
                    System.err.printf(Locale.ROOT, "%d/%d games%n", finished, total);
                  }
                })
            .build()
            .run();
    StringBuilder out = new StringBuilder();
    out.append("## Tree or root parallelisation, at equal time on Connect Four\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "%d ms a move, trees kept, %d games a pairing from 2-ply random openings, one game at a"
                + " time, arena seed 19.%nCommand: `java -cp bench/target/benchmarks.jar"
                + " dev.zerosum.bench.experiments.MctsParallelArena %d %d OUT.md`.%nMachine: %s; load average"
                + " (1, 5, 15 min) at the start: %s, at the end: %s.%n%n",
            millis,
            games,
            games,
            millis,
            MachineDescription.describe(),
            loadBefore,
            MachineDescription.loadAverage()));
    out.append("| player | Elo | 95% interval | points | games |\n|---|--:|--:|--:|--:|\n");
    for (Rating rating : results.ratings().strongestFirst()) {
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | %+.0f | %+.0f to %+.0f | %.1f | %d |%n",
              rating.player(),
              rating.elo(),
              rating.lower(),
              rating.upper(),
              rating.points(),
              rating.games()));
    }
    out.append("\n| player | opponent | wins | draws | losses |\n|---|---|--:|--:|--:|\n");
    for (CrossTable.Entry entry : results.crossTable().entries()) {
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %d | %d | %d |%n",
              entry.player(),
              entry.opponent(),
              entry.total().wins(),
              entry.total().draws(),
              entry.total().losses()));
    }
    System.out.print(out);
    if (args.length > 2) {
      Files.writeString(Path.of(args[2]), out.toString(), StandardCharsets.UTF_8);
    }
  }

  private static MctsAgent<Connect4Position, Connect4Move> agent(
      Connect4 game, Duration budget, int threads, MctsSearch.Parallelism parallelism, long seed) {
    return new MctsAgent<>(
        MctsSearch.on(game)
            .budget(Budget.of(budget))
            .threads(threads)
            .parallelism(parallelism)
            .seed(seed)
            .build());
  }
}
