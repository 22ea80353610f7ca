package dev.zerosum.bench.experiments;

import dev.zerosum.bench.MachineDescription;
import dev.zerosum.core.Budget;
import dev.zerosum.core.arena.Arena;
import dev.zerosum.core.arena.ArenaResults;
import dev.zerosum.core.arena.ArenaTextJournal;
import dev.zerosum.core.mcts.MctsAgent;
import dev.zerosum.core.mcts.MctsSearch;
import dev.zerosum.games.connect4.Connect4;
import dev.zerosum.games.connect4.Connect4Move;
import dev.zerosum.games.connect4.Connect4PlayoutPolicy;
import dev.zerosum.games.connect4.Connect4Position;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * The Monte Carlo variants side by side on Connect Four at the same time a move (1 s unless told):
 * plain UCT (no solver, uniform random playouts), the MCTS-Solver with uniform playouts, and the
 * solver with the game's playout policy (win at once, hand over no win: the {@code mcts} player of
 * the command line). Every game is kept in a journal as it ends, so a run of hours can stop and go
 * on: the same command reads the journal and plays only the games not in it.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.MctsVariantsAtOneSecond \
 *     GAMES_PER_PAIRING MILLISECONDS THREADS JOURNAL [OUT.md]
 * </pre>
 */
public final class MctsVariantsAtOneSecond {
  private static final Connect4 GAME = new Connect4();
  private static final long SEED = 1;
  private static final int OPENING_PLIES = 2;

  private MctsVariantsAtOneSecond() {}

  /** Plays the arena, going on from the journal when it exists, and writes the tables. */
  public static void main(String[] args) throws IOException {
    if (args.length < 4) {
      System.err.println(
          "usage: MctsVariantsAtOneSecond GAMES_PER_PAIRING MILLISECONDS THREADS JOURNAL"
              + " [OUT.md]");
      System.exit(2);
    }
    int games = Integer.parseInt(args[0]);
    Duration time = Duration.ofMillis(Long.parseLong(args[1]));
    int threads = Integer.parseInt(args[2]);
    Path journalFile = Path.of(args[3]);

    Map<String, UnaryOperator<MctsSearch.Builder<Connect4Position, Connect4Move>>> variants =
        new LinkedHashMap<>();
    variants.put("plain UCT", builder -> builder.solver(false));
    variants.put("solver", builder -> builder);
    variants.put("solver+policy", builder -> builder.playout(new Connect4PlayoutPolicy()));

    String settings =
        String.format(
            Locale.ROOT,
            "connect4 mcts variants %s; %d games a pairing; %d ms a move; seed %d; %d opening"
                + " plies",
            String.join(",", variants.keySet()),
            games,
            time.toMillis(),
            SEED,
            OPENING_PLIES);
    String earlier;
    try {
      earlier = Files.readString(journalFile, StandardCharsets.UTF_8);
    } catch (NoSuchFileException none) {
      earlier = "";
    }
    ArenaTextJournal<Connect4Position, Connect4Move> journal =
        new ArenaTextJournal<>(
            GAME,
            GAME.notation().orElseThrow(),
            settings,
            earlier,
            text -> writeAtomically(journalFile, text));
    System.err.printf(Locale.ROOT, "%d games already in %s%n", journal.size(), journalFile);

    Arena.Builder<Connect4Position, Connect4Move> arena =
        Arena.on(GAME)
            .gamesPerPairing(games)
            .openingPlies(OPENING_PLIES)
            .threads(threads)
            .seed(SEED)
            .budget(Budget.of(time.multipliedBy(5).plusSeconds(5)))
            .journal(journal)
            .anchor("plain UCT", 0);
    variants.forEach(
        (name, settingsOf) ->
            arena.player(
                name,
                seed ->
                    new MctsAgent<>(
                        settingsOf
                            .apply(MctsSearch.on(GAME).budget(Budget.of(time)).seed(seed))
                            .build())));
    long start = System.nanoTime();
    String loadBefore = MachineDescription.loadAverage();
    ArenaResults<Connect4Move> results =
        arena
            .progress(
                (finished, total, game) ->
                    System.err.printf(
                        Locale.ROOT,
                        "%d/%d games, %.0f s%n",
                        finished,
                        total,
                        (System.nanoTime() - start) / 1e9))
            .build()
            .run();

    StringBuilder out = new StringBuilder();
    out.append("## The Monte Carlo variants on Connect Four at the same time a move\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "%d ms a move (trees kept), %d games a pairing from %d-ply random openings, %d games"
                + " at once, seed %d; journal `%s`.%nCommand: `java -cp bench/target/benchmarks.jar"
                + " dev.zerosum.bench.experiments.MctsVariantsAtOneSecond %d %d %d %s OUT.md` (it goes on"
                + " from the journal).%nMachine: %s; load average (1, 5, 15 min) when this part"
                + " of the run started: %s, at its end: %s.%n%n",
            time.toMillis(),
            games,
            OPENING_PLIES,
            threads,
            SEED,
            journalFile,
            games,
            time.toMillis(),
            threads,
            journalFile,
            MachineDescription.describe(),
            loadBefore,
            MachineDescription.loadAverage()));
    out.append(MctsSettingsArena.table(results));
    System.out.print(out);
    if (args.length > 4) {
      writeAtomically(Path.of(args[4]), out.toString());
    }
  }

  /** Writes {@code text} beside {@code file}, then renames it over: never half-written. */
  private static void writeAtomically(Path file, String text) {
    Path temporary = file.resolveSibling("." + file.getFileName() + ".tmp");
    try {
      Files.writeString(temporary, text, StandardCharsets.UTF_8);
      Files.move(
          temporary, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (IOException failed) {
      throw new UncheckedIOException("cannot write " + file, failed);
    }
  }
}
