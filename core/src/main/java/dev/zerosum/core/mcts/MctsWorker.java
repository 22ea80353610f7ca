package dev.zerosum.core.mcts;

import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Game;
import dev.zerosum.core.Score;
import dev.zerosum.core.SearchListener;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.random.RandomGenerator;

/**
 * One thread of a Monte Carlo search: it runs simulations on the shared tree until the run says to
 * stop. A simulation is the four steps of the textbook, with the MCTS-Solver's bounds:
 *
 * <pre>
 * SIMULATE(root):
 *   node = root
 *   while node is neither terminal nor proven:
 *     if node has a move without a child: node = EXPAND(node); r = PLAYOUT(node); break
 *     node = the child of node maximising  Q + C * sqrt(ln N(node) / N(child))
 *            among those the proof has not ruled out           -- UCT selection
 *   if node is terminal or proven: r = its exact result
 *   for each node on the path: N += 1, W += r                -- backpropagation
 *   bounds(parent) = minimax of bounds(children), up the path while they tighten
 * </pre>
 *
 * <p>Q is a child's mean result for the player choosing, held within its proven bounds. With
 * several threads, a thread entering a child counts a virtual loss for it until its result comes
 * back, so that the other threads look elsewhere meanwhile.
 *
 * <p>The hot loop: it mutates its path array and counters, and allocates only what the game and the
 * playout policy do.
 */
final class MctsWorker<S, A> {
  private static final int STOP_CHECK_INTERVAL = 32; // simulations between two stop checks, at most
  // Moves played (down the tree and in playouts) between two stop checks, at most: a simulation of
  // a big board (gomoku: 200 moves of playout, a millisecond) must not wait for 31 more.
  private static final int STOP_CHECK_PLIES = 256;
  private static final int NODE_COUNT_BATCH = 64; // nodes created before the shared count is told
  private static final int ROOT_BATCH = 32; // simulations a thread adds to the root at once

  private final MctsRun<S, A> run;
  private final Game<S, A> game;
  private final PlayoutPolicy<S, A> policy;
  private final Evaluator<S> evaluator; // null: playouts
  private final double evaluatorScale;
  private final double exploration;
  private final boolean solver;
  private final int maxUtility;
  private final int reach;
  private final int maxPlayoutPlies;
  private final double virtualLoss; // 0 with one thread
  private final boolean shared; // other threads search the same tree
  private final RandomGenerator random;
  private final SearchListener<S, A> listener; // null: nobody listens
  private final MctsNode<S, A> root;
  private MctsNode<S, A>[] path;
  private long simulations;
  private int simulationsSinceCheck; // since the stop was last asked
  private long pliesSinceCheck; // moves played since the stop was last asked
  private long uncountedNodes;
  private long rootVisits; // not yet added to the root, whose statistics every thread updates
  private long rootValue; // scaled as the nodes' sums

  @SuppressWarnings("unchecked")
  /**
   * Creates a worker of {@code run} that searches the tree of {@code root}, {@code shared} with
   * other workers or its own.
   */
  MctsWorker(
      MctsRun<S, A> run,
      MctsSearch<S, A> search,
      MctsNode<S, A> root,
      boolean shared,
      RandomGenerator random) {
    this.run = run;
    this.game = search.game;
    this.policy = search.policy;
    this.evaluator = search.evaluator;
    this.evaluatorScale = search.evaluatorScale;
    this.exploration = search.exploration;
    this.solver = search.solver;
    this.maxUtility = search.maxUtility;
    this.reach = Score.ofTerminal(search.maxUtility, 0) - 1;
    this.maxPlayoutPlies = search.maxPlayoutPlies;
    this.root = root;
    this.shared = shared;
    this.virtualLoss = shared ? 1 : 0;
    this.random = random;
    this.listener = search.listener;
    this.path = (MctsNode<S, A>[]) new MctsNode<?, ?>[64];
  }

  /** Runs simulations until the budget is spent, the root is proven, or another thread failed. */
  void work() {
    long allowed = 0;
    while (!run.done()) {
      if (solver && root.proven()) { // by another thread, or kept proven from an earlier search
        run.finish();
        break;
      }
      if (allowed == 0) {
        allowed = run.claim();
        if (allowed == 0) {
          break;
        }
      }
      simulate(root);
      allowed--;
      simulations++;
      if (++simulationsSinceCheck == STOP_CHECK_INTERVAL || pliesSinceCheck >= STOP_CHECK_PLIES) {
        simulationsSinceCheck = 0;
        pliesSinceCheck = 0;
        if (run.stopRequested()) {
          run.finish();
        }
      }
    }
    run.countNodes(uncountedNodes);
    uncountedNodes = 0;
    flushRoot(root);
  }

  /** Adds this thread's simulations not yet counted at the root. */
  private void flushRoot(MctsNode<S, A> root) {
    root.add(rootVisits, rootValue, shared);
    rootVisits = 0;
    rootValue = 0;
  }

  /** Returns the simulations this worker ran. */
  long simulations() {
    return simulations;
  }

  private void simulate(MctsNode<S, A> root) {
    MctsNode<S, A> node = root;
    int depth = 0;
    path[0] = root;
    countAtRoot(root, 1, 0);
    double reward;
    boolean boundsMayChange;
    boolean expanded = false;
    boolean exact = true; // the reward is the last node's proven value, not a playout's
    while (true) {
      if (depth > 0 && (node.terminal || solver && node.proven())) { // the root is neither
        reward = MctsBounds.reward(MctsBounds.lower(node.bounds()), maxUtility);
        boundsMayChange = true; // the parent may not know yet
        break;
      }
      MctsNode<S, A> child = null;
      if (!node.fullyExpanded() && run.hasRoomForNodes(uncountedNodes)) {
        child = node.expand(game, random, maxUtility, shared);
      }
      if (child != null) {
        countNode();
        depth = push(depth, child, node);
        expanded = true;
        exact = child.terminal;
        reward = exact ? terminalReward(child) : playout(child.state);
        boundsMayChange = true;
        break;
      }
      child = select(node);
      if (child == null) { // the tree is full and this leaf has no child: play out from here
        reward = playout(node.state);
        exact = false;
        boundsMayChange = false;
        break;
      }
      depth = push(depth, child, node);
      node = child;
    }
    for (int i = depth; i >= 1; i--) {
      path[i].score(reward, virtualReward(path[i - 1]), shared);
    }
    countAtRoot(root, 0, Math.round(reward * MctsNode.SCALE));
    if (solver && boundsMayChange) {
      for (int i = depth - 1; i >= 0 && path[i].refreshBounds(reach); i--) {
        // each tightened node may tighten its parent
      }
    }
    if (listener != null) {
      tell(depth, expanded, reward, exact);
    }
  }

  /** Tells the listener of the simulation whose path ends at {@code depth}. */
  private void tell(int depth, boolean expanded, double reward, boolean exact) {
    List<A> moves = new ArrayList<>(depth);
    for (int i = 1; i <= depth; i++) {
      moves.add(path[i].move);
    }
    listener.iteration(moves, expanded, reward, exact);
  }

  /**
   * Counts a simulation's visit or result at the root. Every simulation passes there, so with
   * several threads its statistics would bounce between the processors' caches at each one: a
   * thread adds them in batches instead (UCT reads only the logarithm of the root's visits).
   */
  private void countAtRoot(MctsNode<S, A> root, long visits, long scaledValue) {
    if (!shared) {
      root.add(visits, scaledValue, false);
      return;
    }
    rootVisits += visits;
    rootValue += scaledValue;
    // Early on, UCT at the root needs every visit: its logarithm still moves fast.
    if (visits == 0 && (rootVisits == ROOT_BATCH || simulations < 8 * ROOT_BATCH)) {
      flushRoot(root);
    }
  }

  /** Enters {@code child} of {@code parent} at {@code depth + 1} of the path; returns the depth. */
  private int push(int depth, MctsNode<S, A> child, MctsNode<S, A> parent) {
    pliesSinceCheck++;
    child.enter(virtualReward(parent), shared);
    if (depth + 1 == path.length) {
      path = Arrays.copyOf(path, path.length * 2);
    }
    path[depth + 1] = child;
    return depth + 1;
  }

  /** Returns the virtual loss, for MAX, of the player to move in {@code parent}. */
  private double virtualReward(MctsNode<S, A> parent) {
    return -virtualLoss * parent.player.sign();
  }

  /**
   * Returns the child of {@code node} with the highest upper confidence bound, among those the
   * proof has not ruled out: a child that cannot score above what the node already has for sure is
   * left alone, unless it is the proven best and no win is proven yet (its visits then keep
   * counting, so that the most visited move stays the best one). Returns null when the node has no
   * child.
   */
  private MctsNode<S, A> select(MctsNode<S, A> node) {
    int count = node.expanded();
    int sign = node.player.sign();
    double explorationTerm = exploration * Math.sqrt(Math.log(Math.max(1, node.visits())));
    int floor = 0;
    if (solver) {
      long bounds = node.bounds();
      floor = sign > 0 ? MctsBounds.lower(bounds) : -MctsBounds.upper(bounds);
    }
    MctsNode<S, A> best = null;
    double bestPriority = Double.NEGATIVE_INFINITY;
    MctsNode<S, A> fallback = null; // the child the proof prefers
    int fallbackLower = Integer.MIN_VALUE;
    for (int i = 0; i < count; i++) {
      MctsNode<S, A> child = node.child(i);
      long visits = child.visits();
      double mean = sign * child.meanForMax();
      if (solver) {
        long bounds = child.bounds();
        int lower = MctsBounds.toParent(MctsBounds.lower(bounds));
        int upper = MctsBounds.toParent(MctsBounds.upper(bounds));
        int moverLower = sign > 0 ? lower : -upper;
        int moverUpper = sign > 0 ? upper : -lower;
        if (moverLower > fallbackLower) {
          fallbackLower = moverLower;
          fallback = child;
        }
        if (moverUpper <= floor || moverLower == moverUpper) {
          continue; // proven, or cannot do better than what the node already has
        }
        mean =
            Math.max(
                MctsBounds.reward(moverLower, maxUtility),
                Math.min(MctsBounds.reward(moverUpper, maxUtility), mean));
      }
      double priority =
          visits == 0 ? Double.POSITIVE_INFINITY : mean + explorationTerm / Math.sqrt(visits);
      if (priority > bestPriority) {
        bestPriority = priority;
        best = child;
      }
    }
    return best != null ? best : fallback;
  }

  /** Returns the result for MAX of a game played out from {@code state}, or its estimate. */
  private double playout(S state) {
    if (evaluator != null) {
      return Math.tanh(evaluator.estimateForMax(state) / evaluatorScale);
    }
    S position = state;
    for (int plies = 0; !game.isTerminal(position); plies++) {
      if (plies == maxPlayoutPlies) {
        return 0; // a game that goes on this long counts as a draw
      }
      position = game.result(position, policy.choose(game, position, random));
      pliesSinceCheck++;
    }
    return (double) MctsNode.utility(game, position, maxUtility) / maxUtility;
  }

  private double terminalReward(MctsNode<S, A> node) {
    return MctsBounds.reward(MctsBounds.lower(node.bounds()), maxUtility);
  }

  private void countNode() {
    if (++uncountedNodes == NODE_COUNT_BATCH) {
      run.countNodes(uncountedNodes);
      uncountedNodes = 0;
    }
  }
}
