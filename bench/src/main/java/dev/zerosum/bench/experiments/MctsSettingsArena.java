package dev.zerosum.bench.experiments;

import dev.zerosum.bench.MachineDescription;
import dev.zerosum.core.arena.Arena;
import dev.zerosum.core.arena.ArenaResults;
import dev.zerosum.core.arena.CrossTable;
import dev.zerosum.core.arena.Rating;
import dev.zerosum.core.mcts.MctsAgent;
import dev.zerosum.core.mcts.MctsSearch;
import dev.zerosum.games.connect4.Connect4;
import dev.zerosum.games.connect4.Connect4Evaluator;
import dev.zerosum.games.connect4.Connect4Move;
import dev.zerosum.games.connect4.Connect4PlayoutPolicy;
import dev.zerosum.games.connect4.Connect4Position;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Two arenas of Monte Carlo searches on Connect Four, all with the same number of simulations a
 * move, so that the results do not depend on the machine or its load: the exploration constant
 * (which the default, {@link MctsSearch#DEFAULT_EXPLORATION}, comes from), and the variants side by
 * side: plain UCT, with the MCTS-Solver, with the playout policy, with the evaluator.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.MctsSettingsArena \
 *     [GAMES_PER_PAIRING] [SIMULATIONS] [THREADS] [OUT.md]
 * </pre>
 */
public final class MctsSettingsArena {
  private static final Connect4 GAME = new Connect4();

  private MctsSettingsArena() {}

  /** Plays both arenas (40 games a pairing, 5,000 simulations, 2 threads unless told). */
  public static void main(String[] args) throws IOException {
    int games = args.length > 0 ? Integer.parseInt(args[0]) : 40;
    int simulations = args.length > 1 ? Integer.parseInt(args[1]) : 5_000;
    int threads = args.length > 2 ? Integer.parseInt(args[2]) : 2;
    StringBuilder out = new StringBuilder();
    out.append("## Monte Carlo settings on Connect Four, at equal simulations\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "%,d simulations a move (trees kept), %d games a pairing from 2-ply random openings,"
                + " %d threads, arena seed 17.%nCommand: `java -cp bench/target/benchmarks.jar"
                + " dev.zerosum.bench.experiments.MctsSettingsArena %d %d %d OUT.md`.%nMachine: %s; load"
                + " average (1, 5, 15 min) at the start: %s.%n%n",
            simulations,
            games,
            threads,
            games,
            simulations,
            threads,
            MachineDescription.describe(),
            MachineDescription.loadAverage()));

    Map<String, UnaryOperator<MctsSearch.Builder<Connect4Position, Connect4Move>>> exploration =
        new LinkedHashMap<>();
    for (double c : new double[] {0.5, 1.0, 1.41, 2.0}) {
      exploration.put(String.format(Locale.ROOT, "C=%.2f", c), builder -> builder.exploration(c));
    }
    out.append("### The exploration constant C (the solver on, uniform playouts)\n\n");
    out.append(table(arena(exploration, games, simulations, threads, "C=1.00")));

    Map<String, UnaryOperator<MctsSearch.Builder<Connect4Position, Connect4Move>>> variants =
        new LinkedHashMap<>();
    variants.put("plain UCT", builder -> builder.solver(false));
    variants.put("solver", builder -> builder);
    variants.put("solver+policy", builder -> builder.playout(new Connect4PlayoutPolicy()));
    variants.put("solver+evaluator", builder -> builder.evaluator(new Connect4Evaluator(), 100));
    out.append("### The variants (C at its default)\n\n");
    out.append(table(arena(variants, games, simulations, threads, "plain UCT")));
    out.append(
        String.format(
            Locale.ROOT, "Load average at the end: %s.%n", MachineDescription.loadAverage()));

    System.out.print(out);
    if (args.length > 3) {
      Files.writeString(Path.of(args[3]), out.toString(), StandardCharsets.UTF_8);
    }
  }

  private static ArenaResults<Connect4Move> arena(
      Map<String, UnaryOperator<MctsSearch.Builder<Connect4Position, Connect4Move>>> players,
      int games,
      int simulations,
      int threads,
      String anchor) {
    Arena.Builder<Connect4Position, Connect4Move> arena =
        Arena.on(GAME).gamesPerPairing(games).openingPlies(2).threads(threads).seed(17);
    players.forEach(
        (name, settings) ->
            arena.player(
                name,
                seed ->
                    new MctsAgent<>(
                        settings
                            .apply(MctsSearch.on(GAME).iterations(simulations).seed(seed))
                            .build())));
    long start = System.nanoTime();
    ArenaResults<Connect4Move> results =
        arena
            .anchor(anchor, 0)
            .progress(
                (finished, total, game) -> {
                  if (finished % 20 == 0 || finished == total) {
                    System.err.printf(
                        Locale.ROOT,
                        "%d/%d games, %.0f s%n",
                        finished,
                        total,
                        (System.nanoTime() - start) / 1e9);
                  }
                })
            .build()
            .run();
    return results;
  }

  static String table(ArenaResults<Connect4Move> results) {
    StringBuilder out = new StringBuilder();
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
    out.append(String.format(Locale.ROOT, "%nAnchor: %s at 0.%n%n", results.ratings().anchor()));
    return out.toString();
  }
}
