package dev.zerosum.registry;

import java.time.Duration;

/**
 * How far a front end goes with a game unless told otherwise: the largest tree it draws, and how
 * long an engine thinks about a move.
 *
 * @param treeNodes the most nodes a trace or a picture of the game tree holds
 * @param time the time an engine may think about a move
 */
public record GameLimits(int treeNodes, Duration time) {
  /** What most games use: trees of up to 2,000 nodes, two seconds a move. */
  public static final GameLimits STANDARD = new GameLimits(2_000, AgentContext.DEFAULT_TIME);

  /** Checks the values. */
  public GameLimits {
    if (treeNodes < 1 || time.isNegative() || time.isZero()) {
      throw new IllegalArgumentException(
          "limits of " + treeNodes + " nodes and " + time + ": expected more than 0 of each");
    }
  }
}
