package dev.zerosum.bench.experiments.connect4;

import dev.zerosum.core.Agent;
import dev.zerosum.core.RandomAgent;
import dev.zerosum.core.StopCondition;
import dev.zerosum.games.connect4.Connect4;
import dev.zerosum.games.connect4.Connect4DepthSearch;
import dev.zerosum.games.connect4.Connect4HeuristicAgent;
import dev.zerosum.games.connect4.Connect4Move;
import dev.zerosum.games.connect4.Connect4Position;
import java.util.List;

/** The players the perfect player is matched against, by the names the command line gives them. */
final class Opponents {
  /** The mix of the seeded matches: one game against each in turn. */
  static final List<String> MIX = List.of("random", "heuristic", "depth:2", "depth:4", "depth:8");

  private Opponents() {}

  /** Returns the player called {@code name} (random, heuristic or depth:N), seeded with seed. */
  static Agent<Connect4Position, Connect4Move> named(String name, long seed) {
    if (name.equals("random")) {
      return new RandomAgent<>(new Connect4(), seed);
    }
    if (name.equals("heuristic")) {
      return new Connect4HeuristicAgent();
    }
    if (name.startsWith("depth:")) {
      int depth = Integer.parseInt(name.substring("depth:".length()));
      Connect4DepthSearch search = new Connect4DepthSearch();
      return state -> Connect4Move.of(search.search(state, depth, StopCondition.never()).column());
    }
    throw new IllegalArgumentException(
        "unknown player " + name + "; expected random, heuristic or depth:N");
  }
}
