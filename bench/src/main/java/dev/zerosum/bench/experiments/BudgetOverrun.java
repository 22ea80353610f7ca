package dev.zerosum.bench.experiments;

import dev.zerosum.bench.MachineDescription;
import dev.zerosum.core.Agent;
import dev.zerosum.core.Budget;
import dev.zerosum.core.Game;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * How far past its {@link Budget} a search goes, for every search a command or a request starts:
 * the analysis (what {@code analyze --time}, the hint and the API's analysis run) and every engine
 * of every game, on seeded positions of every game (Connect Four's opening past the book and gomoku
 * included), at a few budgets. The goal, issue 23's: at most the budget plus 10 % plus 50 ms.
 *
 * <p>A search is timed as a person waits for it, on the wall clock, the first one of a kind in the
 * JVM included (a book read, a table allocated): an experiment, not a test.
 *
 * <p>With {@code --warmup N}, every search first runs, unmeasured, on N other positions of each
 * game (seed S + 1) at the first budget: what is measured is then a search in a JVM that has loaded
 * and compiled that kind of search before, as in a server or a game in progress, not the first one
 * (which a command line pays once).
 *
 * <p>Arguments: {@code [--budgets MS,MS…] [--positions N] [--seed S] [--warmup N] [--searches
 * analyze,mcts,…] [--out FILE]}; defaults 250,1000 ms, 5 positions a game, seed 23, no warm-up,
 * every search (the analysis and each game's engines).
 */
public final class BudgetOverrun {
  private BudgetOverrun() {}

  /** One kind of search of one game, and what it took on each position. */
  private record Row(
      String game, String search, long budgetMillis, List<Long> nanos, String worst) {
    long worstNanos() {
      return Collections.max(nanos);
    }

    long medianNanos() {
      List<Long> sorted = new ArrayList<>(nanos);
      Collections.sort(sorted);
      return sorted.get(sorted.size() / 2);
    }

    long goalNanos() {
      return Duration.ofMillis(budgetMillis).toNanos() * 11 / 10 + Duration.ofMillis(50).toNanos();
    }
  }

  /** The hand-picked positions of a game, besides its random ones. */
  private static final Map<String, List<String>> CHOSEN =
      Map.of("connect4", List.of("444444", "4444443", "44444433", "3344553"));

  /** The plies of the random positions of a game: from 0 to this many. */
  private static final Map<String, Integer> PLIES =
      Map.of("connect4", 14, "gomoku", 20, "mnk", 8, "tictactoe", 5);

  /** Measures every game and prints, and writes, the table. */
  public static void main(String[] args) throws IOException {
    List<Long> budgets = List.of(250L, 1000L);
    int count = 5;
    long seed = 23;
    Path out = null;
    int warmup = 0;
    Set<String> searches = null; // null: every search
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--budgets" ->
            budgets = List.of(args[i + 1].split(",")).stream().map(Long::parseLong).toList();
        case "--positions" -> count = Integer.parseInt(args[i + 1]);
        case "--seed" -> seed = Long.parseLong(args[i + 1]);
        case "--out" -> out = Path.of(args[i + 1]);
        case "--warmup" -> warmup = Integer.parseInt(args[i + 1]);
        case "--searches" -> searches = Set.of(args[i + 1].split(","));
        default -> throw new IllegalArgumentException("unknown argument " + args[i]);
      }
    }
    if (warmup > 0) {
      for (GameModule module : GameRegistry.standard().modules()) {
        measure(module.createDefault(), budgets.get(0), warmup, seed + 1, searches);
      }
    }
    String loadBefore = MachineDescription.loadAverage();
    List<Row> rows = new ArrayList<>();
    for (GameModule module : GameRegistry.standard().modules()) {
      for (long budget : budgets) {
        rows.addAll(measure(module.createDefault(), budget, count, seed, searches));
      }
    }
    StringBuilder report = new StringBuilder("## The overrun of the budget, every game\n\n");
    report.append(
        String.format(
            Locale.ROOT,
            "Command: `java -cp bench/target/benchmarks.jar"
                + " dev.zerosum.bench.experiments.BudgetOverrun --budgets %s --positions %d"
                + " --seed %d%s`, at the priority a person's search runs at (not under nice)."
                + " Machine: %s; load average (1, 5, 15 min) at the start: %s, at the end: %s."
                + " The machine is shared: the times include waiting for a processor.%n%n"
                + "Each search runs under `Budget.of(time)` as the commands start it: `analyze` is"
                + " `PlayableGame.analyze(position, budget.start())` (analyze --time, the hint, the"
                + " API), each engine is `agent(spec, context).chooseAction(position)` with the"
                + " budget as its time a move. %d seeded positions a game (seed %d) plus Connect"
                + " Four's chosen ones past the book (%s). %s Goal: at most budget × 1.1 + 50"
                + " ms.%n%n",
            String.join(",", budgets.stream().map(String::valueOf).toList()),
            count,
            seed,
            (warmup > 0 ? " --warmup " + warmup : "")
                + (searches == null ? "" : " --searches " + String.join(",", searches)),
            MachineDescription.describe(),
            loadBefore,
            MachineDescription.loadAverage(),
            count,
            seed,
            String.join(", ", CHOSEN.get("connect4")),
            warmup > 0
                ? "Every search ran first, unmeasured, on "
                    + warmup
                    + " other positions a game (seed "
                    + (seed + 1)
                    + ") at "
                    + budgets.get(0)
                    + " ms: the JIT and class loading of a first search of a kind are not"
                    + " measured."
                : "No warm-up: the first search of each kind includes class loading and the"
                    + " JIT."));
    report.append(
        "| game | search | budget | median | worst | goal | worst overrun | met | worst position"
            + " |\n|---|---|--:|--:|--:|--:|--:|---|---|\n");
    int missed = 0;
    for (Row row : rows) {
      boolean met = row.worstNanos() <= row.goalNanos();
      missed += met ? 0 : 1;
      report.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %d ms | %d ms | %d ms | %d ms | %+d ms | %s | `%s` |%n",
              row.game(),
              row.search(),
              row.budgetMillis(),
              row.medianNanos() / 1_000_000,
              row.worstNanos() / 1_000_000,
              row.goalNanos() / 1_000_000,
              (row.worstNanos() - Duration.ofMillis(row.budgetMillis()).toNanos()) / 1_000_000,
              met ? "yes" : "**no**",
              row.worst()));
    }
    report.append(
        String.format(
            Locale.ROOT, "%n%d of %d searches met the goal.%n", rows.size() - missed, rows.size()));
    System.out.print(report);
    if (out != null) {
      Files.writeString(out, report.toString(), StandardCharsets.UTF_8);
    }
  }

  /** Times the analysis and every engine of {@code game} under {@code budgetMillis}. */
  private static <S, A> List<Row> measure(
      PlayableGame<S, A> game, long budgetMillis, int count, long seed, Set<String> searches) {
    List<S> positions = positions(game, count, seed);
    Duration time = Duration.ofMillis(budgetMillis);
    List<Row> rows = new ArrayList<>();
    if (searches == null || searches.contains("analyze")) {
      rows.add(
          timeEach(
              game,
              "analyze",
              budgetMillis,
              positions,
              state -> game.analyze(state, Budget.of(time).start())));
    }
    for (String engine : game.agents()) {
      if (engine.startsWith("mcts:")) {
        continue; // a count of simulations, or a time of its own: not the budget's
      }
      engine = engine.replace(":N", ":8"); // a fixed depth, still under the budget
      if (searches != null && !searches.contains(engine)) {
        continue;
      }
      AgentSpec spec = AgentSpec.parse(engine);
      if (spec.isHuman()) {
        continue;
      }
      AgentContext context =
          new AgentContext(
              seed, Budget.of(time, Ticker.system(), StopCondition.never()), note -> {});
      Agent<S, A> agent = game.agent(spec, context);
      rows.add(timeEach(game, engine, budgetMillis, positions, agent::chooseAction));
    }
    return rows;
  }

  private interface Search<S> {
    void run(S state);
  }

  private static <S, A> Row timeEach(
      PlayableGame<S, A> game,
      String search,
      long budgetMillis,
      List<S> positions,
      Search<S> work) {
    List<Long> nanos = new ArrayList<>();
    long worst = -1;
    String worstPosition = "";
    for (S state : positions) {
      long start = System.nanoTime();
      work.run(state);
      long took = System.nanoTime() - start;
      nanos.add(took);
      if (took > worst) {
        worst = took;
        worstPosition = game.notation().formatPosition(state);
      }
    }
    return new Row(game.module().name(), search, budgetMillis, nanos, worstPosition);
  }

  /** Returns the chosen positions of the game and {@code count} seeded random ones, none over. */
  private static <S, A> List<S> positions(PlayableGame<S, A> game, int count, long seed) {
    String name = game.module().name();
    List<S> positions = new ArrayList<>();
    for (String text : CHOSEN.getOrDefault(name, List.of())) {
      positions.add(game.parsePosition(text, null));
    }
    Game<S, A> rules = game.game();
    Random random = new Random(seed ^ name.hashCode());
    int maxPlies = PLIES.getOrDefault(name, 6);
    while (positions.size() < CHOSEN.getOrDefault(name, List.of()).size() + count) {
      S state = rules.initialState();
      int plies = random.nextInt(maxPlies + 1);
      for (int i = 0; i < plies && !rules.isTerminal(state); i++) {
        List<A> moves = rules.actions(state);
        S next = rules.result(state, moves.get(random.nextInt(moves.size())));
        if (rules.isTerminal(next)) {
          break;
        }
        state = next;
      }
      if (!rules.isTerminal(state)) {
        positions.add(state);
      }
    }
    return positions;
  }
}
