package dev.zerosum.app;

import dev.zerosum.app.arena.ArenaReport;
import dev.zerosum.app.arena.OpeningCheck;
import dev.zerosum.app.arena.StrengthPlot;
import dev.zerosum.app.play.Interruptible;
import dev.zerosum.app.save.AtomicFiles;
import dev.zerosum.core.Budget;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.StopFlag;
import dev.zerosum.core.Ticker;
import dev.zerosum.core.arena.Arena;
import dev.zerosum.core.arena.ArenaResults;
import dev.zerosum.core.arena.ArenaTextJournal;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.GameEngines;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.GameRules;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.PlayableGame;
import dev.zerosum.registry.i18n.Messages;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code zerosum arena}: players against each other, rated in Elo. */
@Command(name = "arena", mixinStandardHelpOptions = true)
final class ArenaCommand implements Callable<Integer> {
  private static final Messages MESSAGES = Messages.of(ArenaCommand.class);

  /** How the results are written. */
  enum Format {
    TEXT,
    JSON,
    CSV
  }

  private final Console console;
  private final StopFlag interrupt = new StopFlag(); // raised by Ctrl-C while the games run
  private final GameSelection selection;

  @Spec CommandSpec spec;

  @Parameters(index = "0", paramLabel = "GAME", descriptionKey = "game")
  String gameName;

  @Option(names = "--players", paramLabel = "LIST", required = true, split = ",")
  List<String> players;

  @Option(names = "--games", paramLabel = "N")
  int games = 10;

  @Mixin TimeOption time;

  @Option(names = "--threads", paramLabel = "N")
  int threads = 1;

  @Option(names = "--seed", paramLabel = "S")
  long seed = 1;

  @Option(names = "--openings", paramLabel = "PLIES")
  int openings = 2;

  @Option(names = "--gauntlet", paramLabel = "PLAYER")
  String gauntlet;

  @Option(names = "--anchor", paramLabel = "PLAYER")
  String anchor;

  @Option(names = "--format", paramLabel = "FORMAT")
  Format format = Format.TEXT;

  @Option(
      names = {"-o", "--plot"},
      paramLabel = "FILE")
  Path plot;

  @Option(names = "--journal", paramLabel = "FILE")
  Path journal;

  ArenaCommand(Console console, GameRegistry registry) {
    this.console = console;
    this.selection = new GameSelection(registry);
  }

  @Override
  public Integer call() {
    PlayableGame<?, ?> game = selection.of(spec).create(gameName);
    List<AgentSpec> specs = specs(game);
    if (games < 2 || games % 2 != 0) {
      throw new GameInputException(MESSAGES.text("arena.games-range", String.valueOf(games)));
    }
    if (threads < 1 || threads > 64) {
      throw new GameInputException(MESSAGES.text("arena.threads-range", String.valueOf(threads)));
    }
    if (openings < 0 || openings > 20) {
      throw new GameInputException(MESSAGES.text("arena.openings-range", String.valueOf(openings)));
    }
    OpeningCheck.check(game, openings);
    // The files are checked before the games are played, not after hours of them.
    if (plot != null) {
      AtomicFiles.checkWritable(plot, "write");
    }
    if (journal != null) {
      AtomicFiles.checkWritable(journal, "write");
    }
    Duration thinking = time.orElse(game.module().limits().time());
    ArenaResults<?> results = run(game, specs, thinking);
    if (interrupt.raised() && results.games().isEmpty()) {
      return AnalyzeCommand.INTERRUPTED; // stopped before a game ended: nothing to rate
    }
    String written =
        switch (format) {
          case TEXT -> ArenaReport.text(results);
          case JSON -> ArenaReport.json(results) + "\n";
          case CSV -> ArenaReport.csv(results);
        };
    console.out().print(written);
    if (plot != null) {
      AtomicFiles.write(plot, StrengthPlot.svg(title(game), points(results, specs, thinking)));
      console.err().println(MESSAGES.text("arena.wrote", plot));
    }
    console.out().flush();
    return interrupt.raised() ? AnalyzeCommand.INTERRUPTED : 0;
  }

  /** Returns the players, each offered by the game, no name twice, the anchor among them. */
  private <G extends GameRules<?, ?> & GameEngines<?, ?>> List<AgentSpec> specs(G game) {
    Set<String> names = new LinkedHashSet<>();
    List<AgentSpec> specs = new ArrayList<>();
    for (String typed : players) {
      AgentSpec agent = AgentSpec.parse(Level.engineOf(game.levels(), typed));
      if (agent.isHuman()) {
        throw new GameInputException(MESSAGES.text("arena.human"));
      }
      if (!game.agents().contains(agent.kindName())) {
        throw new GameInputException(
            MESSAGES.text(
                "arena.not-offered",
                agent,
                game.module().name(),
                String.join(", ", game.agents())));
      }
      if (!names.add(agent.toString())) {
        throw new GameInputException(MESSAGES.text("arena.twice", agent));
      }
      specs.add(agent);
    }
    if (specs.size() < 2) {
      throw new GameInputException(MESSAGES.text("arena.too-few", specs.size()));
    }
    for (String player : new String[] {gauntlet, anchor}) {
      if (player != null && !names.contains(typed(game, player).toString())) {
        throw new GameInputException(
            MESSAGES.text("arena.not-among", player, String.join(",", names)));
      }
    }
    return specs;
  }

  /** Returns the player {@code text} names: an engine, or one of the game's levels. */
  private static AgentSpec typed(GameEngines<?, ?> game, String text) {
    return AgentSpec.parse(Level.engineOf(game.levels(), text));
  }

  private <S, A, G extends GameRules<S, A> & GameEngines<S, A>> ArenaResults<A> run(
      G game, List<AgentSpec> specs, Duration thinking) {
    // One thread an engine: the arena's games run side by side, and one engine on every core
    // would slow the others down and read their time.
    AgentContext context =
        new AgentContext(seed, Budget.of(thinking, Ticker.system(), interrupt), note -> {}, 1);
    Arena.Builder<S, A> arena =
        Arena.on(game.game())
            .gamesPerPairing(games)
            .openingPlies(openings)
            .threads(threads)
            .seed(seed)
            // A move far past its time is a fault of its player; the perfect players of big
            // games may use their whole time and a little more to fall back. Ctrl-C ends the
            // run with the games that ended: their table and ratings.
            .budget(Budget.of(thinking.multipliedBy(5).plusSeconds(5), Ticker.system(), interrupt));
    for (AgentSpec agent : specs) {
      arena.player(agent.toString(), agentSeed -> game.agent(agent, context.withSeed(agentSeed)));
    }
    if (gauntlet != null) {
      arena.gauntlet(typed(game, gauntlet).toString());
    }
    String anchorName =
        anchor != null ? typed(game, anchor).toString() : specs.get(specs.size() - 1).toString();
    arena.anchor(anchorName, 0);
    boolean showProgress = console.stderrIsTerminal();
    arena.progress(
        (finished, all, played) -> {
          if (showProgress) {
            console
                .err()
                .print(
                    "\r"
                        + MESSAGES.text(
                            "arena.progress", String.valueOf(finished), String.valueOf(all)));
            console.err().flush();
          }
        });
    if (journal != null) {
      arena.journal(journalOf(game, specs, thinking));
    }
    Arena<S, A> built = arena.build();
    ArenaResults<A> results;
    Interruptible.Watch seen = console.watch();
    Interruptible.Watch watch = // the arena draws its own progress line
        new Interruptible.Watch(seen.err(), false, seen.catchInterrupt(), seen.ticker());
    try (Interruptible search = Interruptible.start(watch, "arena", interrupt)) {
      results = built.run();
    } catch (IllegalArgumentException notThisRun) {
      if (journal == null) {
        throw notThisRun;
      }
      // A game of the journal that is not this run's game under its number.
      throw new GameInputException(
          MESSAGES.text("arena.journal-unreadable", journal, notThisRun.getMessage()));
    }
    if (showProgress) {
      console.err().print("\r\u001b[K");
    }
    if (interrupt.raised()) {
      console
          .err()
          .println(
              MESSAGES.text(
                  journal == null ? "arena.stopped" : "arena.stopped-journal",
                  String.valueOf(results.games().size()),
                  String.valueOf(built.scheduledGames()),
                  String.valueOf(journal)));
    } else {
      console.err().println(MESSAGES.text("arena.played", String.valueOf(built.scheduledGames())));
    }
    return results;
  }

  /**
   * Returns the journal of this run in {@link #journal}: the games an earlier run of the same
   * settings kept there, saved anew after each game.
   */
  private <S, A, G extends GameRules<S, A> & GameEngines<S, A>> ArenaTextJournal<S, A> journalOf(
      G game, List<AgentSpec> specs, Duration thinking) {
    // What decides the games; not --threads, --anchor or --format, which may change between runs.
    StringBuilder settings = new StringBuilder(game.module().name());
    game.options().values().forEach((name, value) -> settings.append(" --" + name + " " + value));
    settings
        .append(" --players ")
        .append(String.join(",", specs.stream().map(AgentSpec::toString).toList()))
        .append(" --games ")
        .append(games)
        .append(" --time ")
        .append(thinking.toMillis())
        .append("ms --seed ")
        .append(seed)
        .append(" --openings ")
        .append(openings);
    if (gauntlet != null) {
      settings.append(" --gauntlet ").append(typed(game, gauntlet));
    }
    String earlier = AtomicFiles.readIfPresent(journal).orElse("");
    ArenaTextJournal<S, A> kept;
    try {
      kept =
          new ArenaTextJournal<>(
              game.game(),
              game.notation(),
              settings.toString(),
              earlier,
              text -> AtomicFiles.write(journal, text));
    } catch (IllegalArgumentException unreadable) {
      throw new GameInputException(
          MESSAGES.text("arena.journal-unreadable", journal, unreadable.getMessage()));
    }
    if (kept.size() > 0) {
      console.err().println(MESSAGES.text("arena.journal-kept", kept.size(), journal));
    }
    return kept;
  }

  private static List<StrengthPlot.Point> points(
      ArenaResults<?> results, List<AgentSpec> specs, Duration thinking) {
    List<StrengthPlot.Point> points = new ArrayList<>();
    for (AgentSpec agent : specs) {
      Duration time =
          switch (agent.kind()) {
            case PERFECT, STRONGEST, MINIMAX, ALPHABETA -> thinking;
            case MCTS ->
                agent.iterations() > 0 ? null : agent.time() != null ? agent.time() : thinking;
            default -> null;
          };
      String kind = time == null ? agent.toString() : agent.kindName();
      points.add(new StrengthPlot.Point(results.ratings().of(agent.toString()), kind, time));
    }
    return points;
  }

  private static String title(GameRules<?, ?> game) {
    return MESSAGES.text("arena.plot-title", game.module().title());
  }
}
