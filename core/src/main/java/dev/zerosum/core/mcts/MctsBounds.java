package dev.zerosum.core.mcts;

import dev.zerosum.core.Score;

/**
 * The arithmetic of what the MCTS-Solver has proven about a node: a lower and an upper bound on its
 * exact {@link Score}, both from MAX's point of view and measured from the node itself (a win in 3
 * plies there scores {@code Score.ofTerminal(1, 3)}), packed into one {@code long} so that a thread
 * can replace both with one compare-and-set.
 *
 * <p>Measured from the node, a bound stays true wherever the node is in the tree, so a subtree kept
 * between moves keeps its proofs; a bound moves one ply further away as it passes to the parent.
 * The bounds only ever tighten, which is what makes concurrent updates safe: a thread that read
 * stale children writes a looser pair, and the merge keeps the tighter of the two.
 *
 * <p>With {@code maxUtility} the largest utility of the game, a win right at a terminal node scores
 * {@code W = Score.ofTerminal(maxUtility, 0)}; a node that is not terminal lies in {@code [-(W -
 * 1), W - 1]} (its game ends at least a ply later), the bounds it starts with.
 */
final class MctsBounds {
  private MctsBounds() {}

  /** Returns the pair {@code [lower, upper]} packed into one long. */
  static long pack(int lower, int upper) {
    return (long) lower << 32 | upper & 0xFFFF_FFFFL;
  }

  /** Returns the lower bound of a packed pair. */
  static int lower(long bounds) {
    return (int) (bounds >> 32);
  }

  /** Returns the upper bound of a packed pair. */
  static int upper(long bounds) {
    return (int) bounds;
  }

  /** Returns true when the bounds meet: the node's value is proven. */
  static boolean proven(long bounds) {
    return lower(bounds) == upper(bounds);
  }

  /** Returns the bounds of a terminal node of utility {@code utility} for MAX. */
  static long ofTerminal(int utility) {
    int score = Score.ofTerminal(utility, 0);
    return pack(score, score);
  }

  /** Returns the bounds every non-terminal node starts with, for a game of {@code maxUtility}. */
  static long open(int maxUtility) {
    int reach = Score.ofTerminal(maxUtility, 0) - 1;
    return pack(-reach, reach);
  }

  /** Returns a score of a node as its parent sees it: a win or loss one ply further away. */
  static int toParent(int score) {
    return Score.toRoot(score, 1);
  }

  /**
   * Returns the tighter of two packed pairs: the larger lower bound and the smaller upper bound.
   */
  static long merge(long bounds, long other) {
    return pack(Math.max(lower(bounds), lower(other)), Math.min(upper(bounds), upper(other)));
  }

  /**
   * Returns the reward in [-1, 1] that a proven score stands for: the utility it ends with over the
   * game's largest, 0 for a draw. The bounds a node starts with stand for ±1, so clamping a mean by
   * them changes nothing.
   */
  static double reward(int score, int maxUtility) {
    if (!Score.isDecisive(score)) {
      return 0;
    }
    int beyond = Math.abs(score) - Score.DECISIVE;
    int utility = (beyond + Score.PLY_LIMIT - 1) / Score.PLY_LIMIT;
    return Integer.signum(score) * Math.min(1.0, (double) utility / maxUtility);
  }
}
