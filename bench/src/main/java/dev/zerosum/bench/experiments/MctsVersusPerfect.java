package dev.zerosum.bench.experiments;

import dev.zerosum.bench.MachineDescription;
import dev.zerosum.core.arena.Arena;
import dev.zerosum.core.arena.ArenaGame;
import dev.zerosum.core.arena.ArenaResults;
import dev.zerosum.core.arena.CrossTable;
import dev.zerosum.core.arena.GameEnd;
import dev.zerosum.core.mcts.MctsAgent;
import dev.zerosum.core.mcts.MctsSearch;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePerfectAgent;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Plays Monte Carlo tree search with 10,000 simulations a move (the solver on, the tree kept
 * between moves) against the perfect tic-tac-toe player, from the empty board, in the arena: the
 * issue asks that it never lose, with either colour. Both players are seeded per game (the perfect
 * one picks among its best moves at random), so the games differ; the run is deterministic, since
 * no player reads the clock, whatever the machine's load.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.MctsVersusPerfect [GAMES] [THREADS] [OUT.md]
 * </pre>
 */
public final class MctsVersusPerfect {
  private MctsVersusPerfect() {}

  /** Plays the games (200 on 2 threads unless told) and prints, and writes, the table. */
  public static void main(String[] args) throws IOException {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 200;
    int threads = args.length > 1 ? Integer.parseInt(args[1]) : 2;
    TicTacToe game = new TicTacToe();
    long start = System.nanoTime();
    String loadBefore = MachineDescription.loadAverage();
    ArenaResults<TicTacToeMove> results =
        Arena.on(game)
            .player("mcts:10000", seed -> mcts(game, seed))
            .player("perfect", TicTacToePerfectAgent::seeded)
            .gamesPerPairing(games)
            .openingPlies(0)
            .threads(threads)
            .seed(13)
            .anchor("perfect", 0)
            .build()
            .run();
    double seconds = (System.nanoTime() - start) / 1e9;
    String report =
        report(results, games, threads, seconds, loadBefore, MachineDescription.loadAverage());
    System.out.print(report);
    if (args.length > 2) {
      Files.writeString(Path.of(args[2]), report, StandardCharsets.UTF_8);
    }
  }

  private static MctsAgent<TicTacToePosition, TicTacToeMove> mcts(TicTacToe game, long seed) {
    return new MctsAgent<>(MctsSearch.on(game).iterations(10_000).seed(seed).build());
  }

  private static String report(
      ArenaResults<TicTacToeMove> results,
      int games,
      int threads,
      double seconds,
      String loadBefore,
      String loadAfter) {
    CrossTable table = results.crossTable();
    StringBuilder out = new StringBuilder();
    out.append("## mcts:10000 against the perfect tic-tac-toe player\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "%d games from the empty board (arena seed 13, %d threads), %.1f s; machine: %s;"
                + " load average (1, 5, 15 min) before: %s, after: %s.%n%n",
            games,
            threads,
            seconds,
            MachineDescription.describe(),
            loadBefore,
            loadAfter));
    out.append(
        String.format(
            Locale.ROOT,
            "Command: `java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.MctsVersusPerfect"
                + " %d %d OUT.md` (after `./mvnw -B -pl bench -am package -DskipTests`).%n%n",
            games,
            threads));
    out.append("| player | as | wins | draws | losses |\n|---|---|--:|--:|--:|\n");
    for (CrossTable.Entry entry : table.entries()) {
      out.append(row(entry.player(), "X (first)", entry.asFirst()));
      out.append(row(entry.player(), "O (second)", entry.asSecond()));
    }
    long forfeits = results.games().stream().filter(g -> g.end() != GameEnd.RULES).count();
    long distinct = results.games().stream().map(ArenaGame::moves).distinct().count();
    int mctsLosses = table.total("mcts:10000").losses();
    out.append(
        String.format(
            Locale.ROOT,
            "%nTarget (never loses, either colour): %s — mcts:10000 lost %d of %d games;"
                + " %d games ended otherwise than by the rules; %d different games were played.%n",
            mctsLosses == 0 ? "met" : "MISSED",
            mctsLosses,
            results.games().size(),
            forfeits,
            distinct));
    for (ArenaGame<TicTacToeMove> lost : results.games()) {
      if (lost.pointsOf("mcts:10000") == 0) {
        out.append("- lost game ")
            .append(lost.number())
            .append(": ")
            .append(lost.moves())
            .append('\n');
      }
    }
    return out.toString();
  }

  private static String row(String player, String as, dev.zerosum.core.arena.Tally tally) {
    return String.format(
        Locale.ROOT,
        "| %s | %s | %d | %d | %d |%n",
        player,
        as,
        tally.wins(),
        tally.draws(),
        tally.losses());
  }
}
