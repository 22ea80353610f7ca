package dev.zerosum.bench.experiments;

import dev.zerosum.bench.MachineDescription;
import dev.zerosum.core.Game;
import dev.zerosum.core.mcts.MctsSearch;
import dev.zerosum.games.connect4.Connect4;
import dev.zerosum.games.tictactoe.TicTacToe;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

/**
 * Simulations per second of processor time, rather than of the wall clock: what a thread costs,
 * whether or not the machine gives the search both its processors. On a machine that another
 * session keeps busy, JMH's wall-clock speed-up of two threads says how much of the machine the
 * search got; this says what a second thread costs: two threads that each kept this rate while
 * running at once would run {@code 2 x efficiency} the simulations of one, an upper bound when they
 * seldom ran at once (see "processors used").
 *
 * <p>The time is the process's, garbage collection and compilation included (the JIT is warm after
 * four rounds, which are not counted); each figure is the median of eight rounds, the settings
 * interleaved round by round so that a change of load touches them all alike. It is a supplement to
 * {@code MctsBench}, not a substitute: JMH's wall-clock figures are the measure.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.MctsThreadEfficiency [OUT.md]
 * </pre>
 */
public final class MctsThreadEfficiency {
  private static final int WARM_ROUNDS = 4;
  private static final int ROUNDS = 12;

  private MctsThreadEfficiency() {}

  /** One setting: a game, a budget, the threads and how they share the work. */
  private record Setting<S, A>(
      String name, Game<S, A> game, int simulations, int threads, MctsSearch.Parallelism by) {

    /** Returns the simulations per processor-second and the processors used (cpu / wall). */
    double[] rate(int searches) {
      MctsSearch<S, A> search =
          MctsSearch.on(game)
              .iterations(simulations)
              .threads(threads)
              .parallelism(by)
              .seed(1)
              .build();
      com.sun.management.OperatingSystemMXBean os =
          (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
      long simulated = 0;
      long start = os.getProcessCpuTime();
      long wallStart = System.nanoTime();
      for (int i = 0; i < searches; i++) {
        simulated += search.analyze(game.initialState()).statistics().simulations();
      }
      double cpu = os.getProcessCpuTime() - start;
      return new double[] {simulated * 1e9 / cpu, cpu / (System.nanoTime() - wallStart)};
    }
  }

  /** Measures every setting and prints, and writes, the table. */
  public static void main(String[] args) throws IOException {
    TicTacToe ticTacToe = new TicTacToe();
    Connect4 connectFour = new Connect4();
    List<Setting<?, ?>> settings =
        List.of(
            new Setting<>("tic-tac-toe", ticTacToe, 5_000, 1, MctsSearch.Parallelism.TREE),
            new Setting<>("tic-tac-toe", ticTacToe, 5_000, 2, MctsSearch.Parallelism.TREE),
            new Setting<>("tic-tac-toe", ticTacToe, 5_000, 2, MctsSearch.Parallelism.ROOT),
            new Setting<>("Connect Four", connectFour, 10_000, 1, MctsSearch.Parallelism.TREE),
            new Setting<>("Connect Four", connectFour, 10_000, 2, MctsSearch.Parallelism.TREE),
            new Setting<>("Connect Four", connectFour, 10_000, 2, MctsSearch.Parallelism.ROOT));
    String loadBefore = MachineDescription.loadAverage();
    List<List<Double>> rates = new ArrayList<>();
    List<List<Double>> processors = new ArrayList<>();
    for (int i = 0; i < settings.size(); i++) {
      rates.add(new ArrayList<>());
      processors.add(new ArrayList<>());
    }
    for (int round = 0; round < ROUNDS; round++) {
      for (int i = 0; i < settings.size(); i++) {
        Setting<?, ?> setting = settings.get(i);
        double[] measured = setting.rate(setting.simulations() == 5_000 ? 60 : 15);
        if (round >= WARM_ROUNDS) {
          rates.get(i).add(measured[0]);
          processors.get(i).add(measured[1]);
        }
      }
    }
    StringBuilder out = new StringBuilder();
    out.append("## Simulations per second of processor time\n\n");
    out.append(
        String.format(
            Locale.ROOT,
            "Command: `java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.MctsThreadEfficiency"
                + " OUT.md`. Machine: %s; load average (1, 5, 15 min) at the start: %s, at the"
                + " end: %s. Median of %d rounds after %d unmeasured; the same searches as"
                + " MctsBench.%n%n",
            MachineDescription.describe(),
            loadBefore,
            MachineDescription.loadAverage(),
            ROUNDS - WARM_ROUNDS,
            WARM_ROUNDS));
    out.append(
        "| game | threads | simulations per processor-second | efficiency | 2 × efficiency |"
            + " processors used |\n|---|---|--:|--:|--:|--:|\n");
    double single = 0;
    for (int i = 0; i < settings.size(); i++) {
      Setting<?, ?> setting = settings.get(i);
      double rate = median(rates.get(i));
      if (setting.threads() == 1) {
        single = rate;
      }
      double efficiency = rate / single;
      out.append(
          String.format(
              Locale.ROOT,
              "| %s | %s | %,.0f | %.2f | %s | %.2f |%n",
              setting.name(),
              setting.threads() == 1
                  ? "1"
                  : setting.by() == MctsSearch.Parallelism.ROOT ? "2, a tree each" : "2, one tree",
              rate,
              efficiency,
              setting.threads() == 1 ? "" : String.format(Locale.ROOT, "%.2f×", 2 * efficiency),
              median(processors.get(i))));
    }
    System.out.print(out);
    if (args.length > 0) {
      Files.writeString(Path.of(args[0]), out.toString(), StandardCharsets.UTF_8);
    }
  }

  private static double median(List<Double> values) {
    List<Double> sorted = new ArrayList<>(values);
    Collections.sort(sorted);
    int n = sorted.size();
    return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
  }
}
