package dev.zerosum.core.mcts;

import dev.zerosum.core.Game;
import dev.zerosum.core.Player;
import dev.zerosum.core.Score;
import dev.zerosum.core.SearchLimits;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayDeque;
import java.util.random.RandomGenerator;

/**
 * A node of the Monte Carlo tree: a position, the move that led to it, what the simulations through
 * it scored, and what the MCTS-Solver has proven about it ({@link MctsBounds}).
 *
 * <p>Threads share the nodes. The statistics change by atomic additions when several threads search
 * (by plain ones when one does: an atomic addition costs a search of one thread a tenth of its
 * time), the bounds by compare-and-set, so no reader ever waits; only adding a child takes the
 * node's lock. Children are added one at a time, in an order drawn at random, and published by the
 * write of {@code expanded}: a thread that reads {@code expanded} sees every child below it.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
final class MctsNode<S, A> {
  /** Rewards are summed in fixed point, so that threads can add them atomically. */
  static final double SCALE = 1 << 24;

  private static final VarHandle VISITS;
  private static final VarHandle VALUE_SUM;
  private static final VarHandle BOUNDS;

  static {
    try {
      MethodHandles.Lookup lookup = MethodHandles.lookup();
      VISITS = lookup.findVarHandle(MctsNode.class, "visits", long.class);
      VALUE_SUM = lookup.findVarHandle(MctsNode.class, "valueSum", long.class);
      BOUNDS = lookup.findVarHandle(MctsNode.class, "bounds", long.class);
    } catch (ReflectiveOperationException impossible) {
      throw new ExceptionInInitializerError(impossible);
    }
  }

  final S state;
  final A move; // null at the root
  final Player player; // to move in state
  final boolean terminal;
  private Object[] actions; // null until the first child; guarded by this when shared
  private MctsNode<S, A>[] children; // published by the write of expanded
  private volatile int expanded; // children[0, expanded) exist
  private long visits; // simulations through this node, virtual ones included; see VISITS
  private long valueSum; // their rewards for MAX, times SCALE, virtual losses included
  private volatile long bounds; // MctsBounds, from MAX's side, measured from this node

  private MctsNode(S state, A move, Player player, boolean terminal, long bounds) {
    this.state = state;
    this.move = move;
    this.player = player;
    this.terminal = terminal;
    this.bounds = bounds;
  }

  /**
   * Returns a new node of {@code state}, reached by {@code move} (null for a root).
   *
   * @throws IllegalStateException if the state is terminal with a utility above {@code maxUtility}
   */
  static <S, A> MctsNode<S, A> of(Game<S, A> game, S state, A move, int maxUtility) {
    boolean terminal = game.isTerminal(state);
    long bounds =
        terminal
            ? MctsBounds.ofTerminal(utility(game, state, maxUtility))
            : MctsBounds.open(maxUtility);
    return new MctsNode<>(state, move, game.player(state), terminal, bounds);
  }

  /**
   * Returns the utility of a terminal {@code state}, checked against {@code maxUtility}.
   *
   * @throws IllegalStateException if it is larger
   */
  static <S> int utility(Game<S, ?> game, S state, int maxUtility) {
    int utility = game.utility(state);
    if (Math.abs(utility) > maxUtility) {
      throw new IllegalStateException(
          "a terminal position has utility "
              + utility
              + ", beyond the largest the search was told of ("
              + maxUtility
              + "); set MctsSearch.Builder.maxUtility to the game's largest utility");
    }
    return utility;
  }

  /** Returns how many children exist. */
  int expanded() {
    return expanded;
  }

  /** Returns child {@code i}, which exists when {@code i < expanded()}. */
  MctsNode<S, A> child(int i) {
    return children[i];
  }

  /** Returns true once every legal move has a child. */
  boolean fullyExpanded() {
    MctsNode<S, A>[] all = children;
    return all != null && expanded == all.length;
  }

  /**
   * Adds the child of one more legal move, drawn at random among those without one, and returns it;
   * returns null when every move already has a child (another thread may have added the last).
   * Takes the node's lock when other threads search the tree too ({@code shared}).
   *
   * @throws IllegalStateException if the position is not terminal but has no legal move
   */
  MctsNode<S, A> expand(Game<S, A> game, RandomGenerator random, int maxUtility, boolean shared) {
    if (shared) {
      synchronized (this) {
        return expandOnce(game, random, maxUtility);
      }
    }
    return expandOnce(game, random, maxUtility);
  }

  @SuppressWarnings("unchecked")
  private MctsNode<S, A> expandOnce(Game<S, A> game, RandomGenerator random, int maxUtility) {
    if (children == null) {
      actions = game.actions(state).toArray();
      if (actions.length == 0) {
        throw SearchLimits.noMoves();
      }
      children = (MctsNode<S, A>[]) new MctsNode<?, ?>[actions.length];
    }
    int next = expanded;
    if (next == children.length) {
      return null;
    }
    int drawn = next + random.nextInt(actions.length - next);
    Object chosen = actions[drawn];
    actions[drawn] = actions[next];
    actions[next] = chosen;
    A action = (A) chosen;
    MctsNode<S, A> child = of(game, game.result(state, action), action, maxUtility);
    children[next] = child;
    expanded = next + 1;
    if (next + 1 == actions.length) {
      actions = null; // every move has its child, which holds it
    }
    return child;
  }

  /**
   * Makes {@code child}, with its subtree, the child of its move here; the move must have no child
   * yet. Root parallelisation brings the other threads' root moves into one tree this way.
   */
  @SuppressWarnings("unchecked")
  synchronized void adopt(Game<S, A> game, MctsNode<S, A> child) {
    if (children == null) {
      actions = game.actions(state).toArray();
      children = (MctsNode<S, A>[]) new MctsNode<?, ?>[actions.length];
    }
    int next = expanded;
    for (int i = next; i < actions.length; i++) {
      if (actions[i].equals(child.move)) {
        actions[i] = actions[next];
        actions[next] = child.move;
        children[next] = child;
        expanded = next + 1;
        if (next + 1 == actions.length) {
          actions = null;
        }
        return;
      }
    }
    throw new IllegalStateException("move " + child.move + " already has a child here");
  }

  /** Returns the number of simulations through this node, virtual losses included. */
  long visits() {
    return (long) VISITS.getOpaque(this);
  }

  /** Returns the sum of the rewards for MAX of the simulations through this node, times SCALE. */
  long scaledValueSum() {
    return (long) VALUE_SUM.getOpaque(this);
  }

  /** Returns the mean reward for MAX of the simulations through this node; 0 before any. */
  double meanForMax() {
    long n = visits();
    return n == 0 ? 0 : (long) VALUE_SUM.getOpaque(this) / (SCALE * n);
  }

  /**
   * Counts a simulation entering this node, with {@code virtualReward} (for MAX) until it ends;
   * {@code shared} when other threads search the tree too.
   */
  void enter(double virtualReward, boolean shared) {
    add(1, Math.round(virtualReward * SCALE), shared);
  }

  /**
   * Adds the {@code reward} for MAX of a simulation that entered with {@code virtualReward}; {@code
   * shared} when other threads search the tree too.
   */
  void score(double reward, double virtualReward, boolean shared) {
    add(0, Math.round(reward * SCALE) - Math.round(virtualReward * SCALE), shared);
  }

  /** Adds {@code visits} simulations and {@code scaledValue} (times SCALE) to the statistics. */
  void add(long visits, long scaledValue, boolean shared) {
    if (!shared) {
      this.visits += visits;
      this.valueSum += scaledValue;
      return;
    }
    if (visits != 0) {
      VISITS.getAndAdd(this, visits);
    }
    if (scaledValue != 0) {
      VALUE_SUM.getAndAdd(this, scaledValue);
    }
  }

  /** Returns the proven bounds, packed ({@link MctsBounds}). */
  long bounds() {
    return bounds;
  }

  /** Returns true when the node's exact value is proven. */
  boolean proven() {
    return MctsBounds.proven(bounds);
  }

  /**
   * Recomputes the bounds from the children's, as minimax would their values: MAX takes the
   * largest, MIN the smallest; a move without a child yet could still reach anything. Returns true
   * when the bounds tightened.
   *
   * @param reach how far a position that is not terminal can score, {@code W - 1} (see {@link
   *     MctsBounds})
   */
  boolean refreshBounds(int reach) {
    int count = expanded;
    MctsNode<S, A>[] all = children;
    if (count == 0 || terminal) {
      return false;
    }
    boolean max = player == Player.MAX;
    int lower = max ? -Score.INFINITY : Score.INFINITY;
    int upper = lower;
    for (int i = 0; i < count; i++) {
      long childBounds = all[i].bounds;
      int childLower = MctsBounds.toParent(MctsBounds.lower(childBounds));
      int childUpper = MctsBounds.toParent(MctsBounds.upper(childBounds));
      lower = max ? Math.max(lower, childLower) : Math.min(lower, childLower);
      upper = max ? Math.max(upper, childUpper) : Math.min(upper, childUpper);
    }
    if (count < all.length) {
      // An untried move could lead anywhere a move can: up to a win (or loss) right after it.
      lower = max ? Math.max(lower, -reach) : -reach;
      upper = max ? reach : Math.min(upper, reach);
    }
    return tighten(MctsBounds.pack(lower, upper));
  }

  /** Tightens the bounds to those of {@code proven} where they are tighter; true if they were. */
  boolean tighten(long proven) {
    while (true) {
      long current = bounds;
      long merged = MctsBounds.merge(current, proven);
      if (merged == current) {
        return false;
      }
      if (BOUNDS.compareAndSet(this, current, merged)) {
        return true;
      }
    }
  }

  /** Returns the number of nodes in the subtree below and including this one. */
  long subtreeSize() {
    long size = 1;
    int count = expanded;
    for (int i = 0; i < count; i++) {
      size += children[i].subtreeSize();
    }
    return size;
  }

  /** Returns the child reached by {@code action}, or null when it has none. */
  MctsNode<S, A> childOf(A action) {
    int count = expanded;
    for (int i = 0; i < count; i++) {
      if (children[i].move.equals(action)) {
        return children[i];
      }
    }
    return null;
  }

  /**
   * Returns the node of {@code target} in the subtree, at most {@code depth} moves below, or null;
   * the nearest one first, looking at no more than {@code budget} nodes.
   */
  MctsNode<S, A> find(S target, int depth, int budget) {
    ArrayDeque<MctsNode<S, A>> level = new ArrayDeque<>();
    level.add(this);
    int looked = 0;
    for (int d = 0; d <= depth && !level.isEmpty(); d++) {
      ArrayDeque<MctsNode<S, A>> next = new ArrayDeque<>();
      for (MctsNode<S, A> node : level) {
        if (node.state.equals(target)) {
          return node;
        }
        if (++looked == budget) {
          return null;
        }
        int count = node.expanded;
        for (int i = 0; i < count; i++) {
          next.add(node.children[i]);
        }
      }
      level = next;
    }
    return null;
  }
}
