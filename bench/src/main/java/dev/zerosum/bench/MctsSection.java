package dev.zerosum.bench;

import java.util.List;
import java.util.Locale;

/**
 * The Monte Carlo part of the results table: simulations per second of {@code MctsBench} from the
 * empty board of each game, on one thread and on two (one tree; and a tree each, from {@code
 * MctsRootParallelBench}), and the targets, each met or missed.
 */
final class MctsSection {
  /** The benchmark class of one tree, whose results the targets judge. */
  static final String BENCH = "MctsBench";

  /** The benchmark class of a tree per thread. */
  static final String ROOT_BENCH = "MctsRootParallelBench";

  /** The benchmark classes whose results this section shows. */
  static final List<String> BENCHES = List.of(BENCH, ROOT_BENCH);

  /** A target of simulations per second on one thread, by benchmark method. */
  private record RateTarget(String method, String game, double perSecond) {}

  private static final List<RateTarget> RATE_TARGETS =
      List.of(
          new RateTarget("ticTacToe", "tic-tac-toe", 500_000),
          new RateTarget("connectFour", "Connect Four", 200_000));

  /** Two threads must run at least this many times the simulations of one. */
  private static final double SPEED_UP_TARGET = 1.7;

  private MctsSection() {}

  /**
   * Appends the section for {@code results}; fewer iterations per result than {@code judged} make a
   * smoke run, whose figures judge nothing.
   */
  static void append(StringBuilder out, List<JmhResult> results, int judged) {
    out.append("\n## Monte Carlo tree search: simulations per second from the empty board\n\n");
    out.append("Run: ")
        .append(results.get(0).settings())
        .append(
            "; an operation is one simulation of a fresh search with the default settings"
                + " (uniform playouts, the solver on), tree growth included; the median is of the"
                + " iteration averages.\n\n");
    out.append("| game | threads | per simulation | simulations/s | vs one thread | B/sim |\n");
    out.append("|---|---|--:|--:|--:|--:|\n");
    for (RateTarget target : RATE_TARGETS) {
      JmhResult one = find(results, BENCH, target.method(), 1);
      for (JmhResult result : results) {
        if (!result.method().equals(target.method())) {
          continue;
        }
        String speedUp =
            one == null ? "" : ResultsTable.ratio(one.medianNanos() / result.medianNanos());
        out.append(
            String.format(
                Locale.ROOT,
                "| %s | %s | %s | %,.0f | %s | %,.0f |%n",
                target.game(),
                result.threads() + (result.bench().equals(ROOT_BENCH) ? ", a tree each" : ""),
                ResultsTable.time(result.medianNanos()),
                1e9 / result.medianNanos(),
                speedUp,
                result.bytesPerOp()));
      }
    }
    out.append("\n### Targets\n\n");
    if (results.get(0).iterations() < judged) {
      out.append("A smoke run: too few iterations to judge the targets.\n\n");
    }
    for (RateTarget target : RATE_TARGETS) {
      JmhResult one = find(results, BENCH, target.method(), 1);
      if (one != null) {
        double rate = 1e9 / one.medianNanos();
        out.append(
            String.format(
                Locale.ROOT,
                "- %s: %s, one thread, %,.0f simulations/s (target %,.0f)%n",
                rate >= target.perSecond() ? "met" : "MISSED",
                target.game(),
                rate,
                target.perSecond()));
      }
      JmhResult two = find(results, BENCH, target.method(), 2);
      if (one != null && two != null) {
        double speedUp = one.medianNanos() / two.medianNanos();
        out.append(
            String.format(
                Locale.ROOT,
                "- %s: %s, two threads run %s the simulations of one (target %s)%n",
                speedUp >= SPEED_UP_TARGET ? "met" : "MISSED",
                target.game(),
                ResultsTable.ratio(speedUp),
                ResultsTable.ratio(SPEED_UP_TARGET)));
      }
    }
    out.append('\n');
  }

  private static JmhResult find(List<JmhResult> results, String bench, String method, int threads) {
    for (JmhResult result : results) {
      if (result.bench().equals(bench)
          && result.method().equals(method)
          && result.threads() == threads) {
        return result;
      }
    }
    return null;
  }
}
