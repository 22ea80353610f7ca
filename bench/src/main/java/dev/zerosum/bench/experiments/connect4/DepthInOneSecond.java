package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.core.Deadline;
import dev.zerosum.core.StopCondition;
import dev.zerosum.games.connect4.Connect4DepthSearch;
import dev.zerosum.games.connect4.Connect4Position;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * How deep the Connect Four evaluator search gets in a time: the N of the arena's {@code depth:N}
 * ("the depth the evaluator search reaches in 1 s"). Iterative deepening under a deadline on
 * positions of random games (seeded), one thread; prints the deepest finished depth at each and the
 * median over the early, middle and late positions.
 *
 * <pre>
 * java -cp bench/target/benchmarks.jar dev.zerosum.bench.experiments.connect4.DepthInOneSecond \
 *     [POSITIONS] [MILLISECONDS] [SEED]
 * </pre>
 */
public final class DepthInOneSecond {
  private DepthInOneSecond() {}

  /** Measures 60 positions at 1,000 ms, seed 1, unless told. */
  public static void main(String[] args) {
    int positions = args.length > 0 ? Integer.parseInt(args[0]) : 60;
    Duration budget = Duration.ofMillis(args.length > 1 ? Long.parseLong(args[1]) : 1_000);
    SplittableRandom random = new SplittableRandom(args.length > 2 ? Long.parseLong(args[2]) : 1);
    Connect4DepthSearch search = new Connect4DepthSearch();
    List<Integer> early = new ArrayList<>();
    List<Integer> middle = new ArrayList<>();
    List<Integer> all = new ArrayList<>();
    search.search(Connect4Position.empty(), 8, StopCondition.never()); // warm the JIT up
    for (int i = 0; i < positions; i++) {
      int plies = (int) ((long) i * 24 / positions); // 0 to 23 stones, evenly
      Connect4Position position = randomPosition(random, plies);
      if (position == null) {
        continue;
      }
      Connect4DepthSearch.Estimate estimate = search.search(position, 42, Deadline.after(budget));
      System.out.printf(
          Locale.ROOT,
          "%2d stones  depth %2d  %,12d nodes%s%n",
          plies,
          estimate.depth(),
          estimate.nodes(),
          estimate.isDecisive() ? "  (proven)" : "");
      if (estimate.isDecisive()) {
        continue; // a proof stops early: not how deep the time reaches
      }
      all.add(estimate.depth());
      (plies < 8 ? early : plies < 16 ? middle : new ArrayList<Integer>()).add(estimate.depth());
    }
    System.out.printf(
        Locale.ROOT,
        "median depth in %d ms: %d over %d positions (0-7 stones: %d, 8-15 stones: %d)%n",
        budget.toMillis(),
        median(all),
        all.size(),
        median(early),
        median(middle));
  }

  /** Returns a position of {@code plies} random moves, not over, or null if the game ended. */
  private static Connect4Position randomPosition(SplittableRandom random, int plies) {
    Connect4Position position = Connect4Position.empty();
    for (int ply = 0; ply < plies; ply++) {
      List<Integer> columns = new ArrayList<>();
      for (int column = 0; column < 7; column++) {
        if (position.canPlay(column) && !position.isWinningMove(column)) {
          columns.add(column);
        }
      }
      if (columns.isEmpty()) {
        return null;
      }
      position = position.play(columns.get(random.nextInt(columns.size())));
    }
    return position.isOver() ? null : position;
  }

  private static int median(List<Integer> depths) {
    if (depths.isEmpty()) {
      return 0;
    }
    List<Integer> sorted = new ArrayList<>(depths);
    Collections.sort(sorted);
    return sorted.get(sorted.size() / 2);
  }
}
