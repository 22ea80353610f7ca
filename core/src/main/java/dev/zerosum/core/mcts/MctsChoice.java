package dev.zerosum.core.mcts;

import dev.zerosum.core.Score;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the tree once the search is over: the move to play at a node, the line of best play, and
 * the value of a node as a {@link Score}.
 *
 * <p>The move at a node is the proven best when there is one: at a proven node the child that
 * achieves its value (the quickest win, the slowest loss, a draw); at a node with a proven win
 * whose distance is not yet proven, the quickest win found. Otherwise it is the most visited child
 * among those the proof has not settled (the "robust child"), ties going to the better mean and
 * then to the earlier child; but a move proven to reach what the node is sure of (a draw, say) is
 * preferred to it unless the robust child's mean result is better than that.
 *
 * <p>The value of a node, from MAX's point of view and measured from the node, is its exact score
 * when proven; otherwise its mean result in thousandths, held within its proven bounds (so a proven
 * win whose distance is not yet exact shows as the quickest win found).
 */
final class MctsChoice {
  /** An estimate is the mean result times this: +1,000 when every simulation was won. */
  static final int ESTIMATE_SCALE = 1_000;

  private MctsChoice() {}

  /** Returns the move to play at {@code node}, or null when it has no child. */
  static <S, A> MctsNode<S, A> bestChild(MctsNode<S, A> node, int maxUtility) {
    int count = node.expanded();
    if (count == 0) {
      return null;
    }
    int sign = node.player.sign();
    long bounds = node.bounds();
    int floor = sign > 0 ? MctsBounds.lower(bounds) : -MctsBounds.upper(bounds);
    MctsNode<S, A> surest = null; // the highest proven lower bound
    int surestLower = Integer.MIN_VALUE;
    MctsNode<S, A> robust = null; // the most visited among those the proof has not settled
    for (int i = 0; i < count; i++) {
      MctsNode<S, A> child = node.child(i);
      int lower = moverLower(child, sign);
      int upper = moverUpper(child, sign);
      if (surest == null
          || lower > surestLower
          || lower == surestLower && moreVisited(child, surest, sign)) {
        surest = child;
        surestLower = lower;
      }
      if (lower != upper && upper > floor && (robust == null || moreVisited(child, robust, sign))) {
        robust = child;
      }
    }
    boolean byProof = MctsBounds.proven(bounds) || floor > Score.DECISIVE;
    if (byProof || robust == null) {
      return surest;
    }
    // A move proven to reach the floor stays the choice unless an open one has scored better.
    if (surestLower == floor
        && surest.proven()
        && moverMean(robust, sign, maxUtility) <= MctsBounds.reward(floor, maxUtility)) {
      return surest;
    }
    return robust;
  }

  private static <S, A> boolean moreVisited(MctsNode<S, A> child, MctsNode<S, A> than, int sign) {
    if (child.visits() != than.visits()) {
      return child.visits() > than.visits();
    }
    return sign * child.meanForMax() > sign * than.meanForMax();
  }

  /** Returns the mean result of {@code child} for the player choosing it, held within its proof. */
  static <S, A> double moverMean(MctsNode<S, A> child, int sign, int maxUtility) {
    double mean = sign * child.meanForMax();
    double lowest = MctsBounds.reward(moverLower(child, sign), maxUtility);
    double highest = MctsBounds.reward(moverUpper(child, sign), maxUtility);
    return Math.max(lowest, Math.min(highest, mean));
  }

  /** Returns the proven lower bound of {@code child} for the player choosing it. */
  static <S, A> int moverLower(MctsNode<S, A> child, int sign) {
    long bounds = child.bounds();
    return sign > 0
        ? MctsBounds.toParent(MctsBounds.lower(bounds))
        : -MctsBounds.toParent(MctsBounds.upper(bounds));
  }

  /** Returns the proven upper bound of {@code child} for the player choosing it. */
  static <S, A> int moverUpper(MctsNode<S, A> child, int sign) {
    long bounds = child.bounds();
    return sign > 0
        ? MctsBounds.toParent(MctsBounds.upper(bounds))
        : -MctsBounds.toParent(MctsBounds.lower(bounds));
  }

  /** Returns the moves from {@code node} down, each the move to play at the node it leaves. */
  static <S, A> List<A> principalVariation(MctsNode<S, A> node, int maxUtility) {
    List<A> line = new ArrayList<>();
    for (MctsNode<S, A> at = bestChild(node, maxUtility);
        at != null;
        at = bestChild(at, maxUtility)) {
      line.add(at.move);
    }
    return line;
  }

  /** Returns the value of {@code node} for MAX, measured from the node (see the class comment). */
  static <S, A> int scoreForMax(MctsNode<S, A> node) {
    long bounds = node.bounds();
    int lower = MctsBounds.lower(bounds);
    int upper = MctsBounds.upper(bounds);
    int estimate = (int) Math.round(node.meanForMax() * ESTIMATE_SCALE);
    return Math.max(lower, Math.min(upper, estimate));
  }

  /** Returns the value of {@code node} for the player to move there. */
  static <S, A> Value valueForMover(MctsNode<S, A> node) {
    return new Value(node.player.sign() * scoreForMax(node), node.proven());
  }

  /** Returns the value of the move to {@code child} for the player to move at its parent. */
  static <S, A> Value valueOfMove(MctsNode<S, A> parent, MctsNode<S, A> child) {
    return valueForMover(child).forMover(child.player == parent.player);
  }
}
