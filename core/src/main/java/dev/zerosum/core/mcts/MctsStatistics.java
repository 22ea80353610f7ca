package dev.zerosum.core.mcts;

import dev.zerosum.core.SearchResult;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The work of one Monte Carlo search and what it found at the root, beyond the {@link
 * SearchResult}: how many simulations, how fast, how large the tree grew, and every root move with
 * its visits and value.
 *
 * @param simulations the simulations this search ran (each one a path down the tree and a playout,
 *     an evaluation, or a proven value at its end)
 * @param elapsed the wall-clock time of the search
 * @param treeNodes the nodes of the tree when the search ended, the root and any kept from the
 *     previous move included
 * @param reusedNodes the nodes kept from the search of an earlier move (0 for a fresh tree)
 * @param threads the threads that searched
 * @param proven true when the MCTS-Solver proved the root's value (the search then stops early)
 * @param rootChildren every move of the root that has a node, in the game's order of actions
 * @param <A> the type of a move
 */
public record MctsStatistics<A>(
    long simulations,
    Duration elapsed,
    long treeNodes,
    long reusedNodes,
    int threads,
    boolean proven,
    List<MctsChild<A>> rootChildren) {

  /** Copies the children, so the statistics never change. */
  public MctsStatistics {
    rootChildren = List.copyOf(rootChildren);
  }

  /** Returns the simulations per second of wall-clock time; 0 when no time was measured. */
  public double simulationsPerSecond() {
    long nanos = elapsed.toNanos();
    return nanos == 0 ? 0 : simulations * 1e9 / nanos;
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "%,d simulations in %.3f ms (%,.0f/s), %,d nodes (%,d kept), %d thread%s%s",
        simulations,
        elapsed.toNanos() / 1e6,
        simulationsPerSecond(),
        treeNodes,
        reusedNodes,
        threads,
        threads == 1 ? "" : "s",
        proven ? ", proven" : "");
  }
}
