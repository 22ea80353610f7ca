package dev.zerosum.core.mcts;

import dev.zerosum.core.Game;
import dev.zerosum.core.Score;
import dev.zerosum.core.SearchListener;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Tells a {@link SearchListener} the final tree of a Monte Carlo search, depth first, each node's
 * children in the game's order of actions: for each node {@code enter}, {@code visits}, the calls
 * of its children, then {@code leave}. Scores are from MAX's point of view and measured from the
 * root, as the listener's contract says.
 *
 * <p>The window of {@code enter} is what the MCTS-Solver has proven: alpha a lower bound once the
 * node is proven at least a draw (or better), beta an upper bound once proven at most a draw, both
 * the exact value once proven; {@code ±Score.INFINITY} when nothing is proven on that side. The
 * value of {@code leave} is the exact value when proven, else the mean result in thousandths held
 * within the bounds ({@link MctsChoice}).
 */
final class MctsTreeReport {
  private MctsTreeReport() {}

  /** Reports the tree below and including {@code root} to {@code listener}. */
  static <S, A> void report(Game<S, A> game, MctsNode<S, A> root, SearchListener<S, A> listener) {
    visit(game, root, 0, listener);
  }

  private static <S, A> void visit(
      Game<S, A> game, MctsNode<S, A> node, int ply, SearchListener<S, A> listener) {
    long bounds = node.bounds();
    int lower = MctsBounds.lower(bounds);
    int upper = MctsBounds.upper(bounds);
    int value = Score.toRoot(MctsChoice.scoreForMax(node), ply);
    int alpha;
    int beta;
    if (lower == upper) {
      alpha = value;
      beta = value;
    } else {
      alpha = lower > -Score.DECISIVE ? Score.toRoot(lower, ply) : -Score.INFINITY;
      beta = upper < Score.DECISIVE ? Score.toRoot(upper, ply) : Score.INFINITY;
    }
    listener.enter(
        node.state, ply == 0 ? null : node.move, ply, alpha, beta); // a kept root has one
    listener.visits(node.state, node.visits(), node.meanForMax());
    for (MctsNode<S, A> child : inGameOrder(game, node)) {
      visit(game, child, ply + 1, listener);
    }
    listener.leave(node.state, value);
  }

  /** Returns the children of {@code node} in the game's order of their moves. */
  static <S, A> List<MctsNode<S, A>> inGameOrder(Game<S, A> game, MctsNode<S, A> node) {
    int count = node.expanded();
    List<MctsNode<S, A>> children = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      children.add(node.child(i));
    }
    if (count > 1) {
      List<A> actions = game.actions(node.state);
      children.sort(Comparator.comparingInt(child -> actions.indexOf(child.move)));
    }
    return children;
  }
}
