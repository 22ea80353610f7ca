package dev.zerosum.core;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Objects;

/**
 * Records a search call by call: the listener behind a trace table and a picture of the game tree.
 * Each node the search enters becomes one {@link Call}, numbered in the order it was entered, so
 * there are exactly as many calls as the search counts nodes.
 *
 * <pre>{@code
 * SearchTrace<S, A> trace = new SearchTrace<>(game);
 * MinimaxSearch.on(game).listener(trace).build().search(state);
 * for (SearchTrace.Call<S, A> call : trace.calls()) { ... }
 * }</pre>
 *
 * <p>Alpha-beta marks the calls it answered from its table ({@link Call#tableHit}) and those at its
 * depth limit ({@link Call#estimate}); a Monte Carlo search also leaves its simulations, in the
 * order it ran them ({@link #iterations}), so that a learner can replay it one simulation at a
 * time.
 *
 * <p>A trace records one search; make a new one for the next. It refuses to grow past the number of
 * calls it was given, by throwing {@link TraceTooLargeException} out of the search.
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class SearchTrace<S, A> implements SearchListener<S, A> {

  /**
   * One call of the search: one node of the tree it visited. Scores are from MAX's point of view
   * and measured from the root, as {@link SearchListener} gives them.
   *
   * @param number the order in which the search entered the node, from 1 (the root)
   * @param parent the number of the node the search came from; 0 for the root
   * @param ply how many moves below the root
   * @param player who is to move there
   * @param state the position
   * @param move the move that led there; null at the root
   * @param terminal true when the game is over there
   * @param alpha the alpha of the search on entry ({@code -Score.INFINITY}: none yet); for a Monte
   *     Carlo search, the lower bound the MCTS-Solver proved
   * @param beta the beta of the search on entry ({@code Score.INFINITY}: none yet); for a Monte
   *     Carlo search, the upper bound the MCTS-Solver proved
   * @param value the score the search returned for the node
   * @param bound whether the value is exact or, after a cut-off below, only a bound; for a Monte
   *     Carlo search, EXACT when proven, LOWER or UPPER when the value is a proven bound, and null
   *     when it is only an estimate (the mean result)
   * @param pruned the moves a cut-off left unsearched, in the order they would have been tried
   * @param visits the simulations through the node, for a Monte Carlo search; 0 for the others
   * @param meanForMax the mean result of those simulations for MAX, from -1 to +1; 0 without any
   * @param tableHit true when alpha-beta took the value from its transposition table, without
   *     searching below the node
   * @param estimate true when the node was at a depth-limited search's limit: its value is the
   *     evaluator's estimate
   * @param <S> the type of a position
   * @param <A> the type of a move
   */
  public record Call<S, A>(
      int number,
      int parent,
      int ply,
      Player player,
      S state,
      A move,
      boolean terminal,
      int alpha,
      int beta,
      int value,
      Bound bound,
      List<A> pruned,
      long visits,
      double meanForMax,
      boolean tableHit,
      boolean estimate) {

    /** Copies the pruned moves. */
    public Call {
      pruned = List.copyOf(pruned);
    }

    /** Returns true for the root, the node the search started from. */
    public boolean isRoot() {
      return parent == 0;
    }
  }

  /**
   * One simulation of a Monte Carlo search, as {@link SearchListener#iteration} tells it, with its
   * nodes given by their call numbers in the final tree.
   *
   * <p>Replaying the simulations in order from a tree with no visits reproduces the visits and the
   * mean result of every call: each simulation adds one visit and {@code resultForMax} to every
   * call of {@code path} and to {@code expanded} when there is one, and a call's mean is the sum of
   * its results over its visits (with one thread; several threads' simulations overlap).
   *
   * @param number the simulation's number, from 1, in the order the search ran them
   * @param path the calls from the root (call 1) down to the node the simulation selected: the
   *     parent of the node it added, or the node it stopped at
   * @param expanded the call of the node the simulation added to the tree; 0 when it added none (it
   *     ended at a terminal or proven node, or the tree was full)
   * @param resultForMax the result for MAX the simulation backed up, from -1 to +1
   * @param proven true when the result is the exact value of the last node, not a playout's
   */
  public record Iteration(
      int number, List<Integer> path, int expanded, double resultForMax, boolean proven) {

    /** Copies the path. */
    public Iteration {
      path = List.copyOf(path);
    }
  }

  /** A simulation as the search told it: moves from the root, not yet calls. */
  private record Simulation<A>(List<A> moves, boolean expanded, double result, boolean proven) {}

  private final Game<S, A> game;
  private final int maxCalls;
  private final List<Node<S, A>> nodes = new ArrayList<>();
  private final Deque<Node<S, A>> open = new ArrayDeque<>(); // entered and not yet left
  private final List<Simulation<A>> simulations = new ArrayList<>(); // guarded by itself

  /** Creates a trace of a search of {@code game}, as large as the search needs. */
  public SearchTrace(Game<S, A> game) {
    this(game, Integer.MAX_VALUE);
  }

  /**
   * Creates a trace of a search of {@code game} that holds at most {@code maxCalls} calls.
   *
   * @throws IllegalArgumentException if {@code maxCalls} is below 1
   */
  public SearchTrace(Game<S, A> game, int maxCalls) {
    if (maxCalls < 1) {
      throw new IllegalArgumentException("a trace holds at least 1 call; got " + maxCalls);
    }
    this.game = Objects.requireNonNull(game, "game");
    this.maxCalls = maxCalls;
  }

  /**
   * Records the node.
   *
   * @throws TraceTooLargeException if the trace already holds as many calls as it may
   */
  @Override
  public void enter(S state, A move, int ply, int alpha, int beta) {
    if (nodes.size() == maxCalls) {
      throw new TraceTooLargeException(maxCalls);
    }
    Node<S, A> parent = open.peek();
    Node<S, A> node =
        new Node<>(
            nodes.size() + 1,
            parent,
            ply,
            game.player(state),
            state,
            move,
            game.isTerminal(state),
            alpha,
            beta);
    if (parent != null) {
      parent.children.add(node);
    }
    nodes.add(node);
    open.push(node);
  }

  @Override
  public void leave(S state, int value) {
    Node<S, A> node = open.pop();
    node.value = value;
    node.bound = TraceBounds.of(node);
  }

  @Override
  public void prune(S state, List<A> skipped) {
    open.element().pruned = List.copyOf(skipped);
  }

  @Override
  public void visits(S state, long visits, double meanForMax) {
    Node<S, A> node = open.element();
    node.monteCarlo = true;
    node.visits = visits;
    node.meanForMax = meanForMax;
  }

  @Override
  public void tableHit(S state) {
    open.element().tableHit = true;
  }

  @Override
  public void estimate(S state) {
    open.element().estimate = true;
  }

  /** Records the simulation; with several threads, each one's in the order they finish. */
  @Override
  public void iteration(List<A> path, boolean expanded, double resultForMax, boolean proven) {
    synchronized (simulations) {
      simulations.add(new Simulation<>(List.copyOf(path), expanded, resultForMax, proven));
    }
  }

  /**
   * Returns the simulations of a Monte Carlo search, in order, with their nodes numbered as the
   * calls of the final tree are; none for the other searches.
   *
   * @throws IllegalStateException if the search has not finished, or if a simulation went through a
   *     node the final tree does not have (a search of several threads from a tree kept from an
   *     earlier search)
   */
  public List<Iteration> iterations() {
    requireFinished();
    List<Iteration> iterations = new ArrayList<>(simulations.size());
    synchronized (simulations) {
      Node<S, A> root = simulations.isEmpty() ? null : nodes.get(0);
      for (Simulation<A> simulation : simulations) {
        List<Integer> path = new ArrayList<>();
        path.add(root.number);
        Node<S, A> at = root;
        for (A move : simulation.moves()) {
          at = childOf(at, move);
          path.add(at.number);
        }
        int expanded = 0;
        if (simulation.expanded()) {
          expanded = path.remove(path.size() - 1);
        }
        iterations.add(
            new Iteration(
                iterations.size() + 1, path, expanded, simulation.result(), simulation.proven()));
      }
    }
    return List.copyOf(iterations);
  }

  private static <S, A> Node<S, A> childOf(Node<S, A> node, A move) {
    for (Node<S, A> child : node.children) {
      if (child.move.equals(move)) {
        return child;
      }
    }
    throw new IllegalStateException(
        "a simulation went through move " + move + ", which has no node in the final tree");
  }

  /**
   * Returns every call, in the order the search made them.
   *
   * @throws IllegalStateException if the search has not finished (it was stopped part way)
   */
  public List<Call<S, A>> calls() {
    requireFinished();
    List<Call<S, A>> calls = new ArrayList<>(nodes.size());
    for (Node<S, A> node : nodes) {
      calls.add(node.freeze());
    }
    return List.copyOf(calls);
  }

  private void requireFinished() {
    if (!open.isEmpty()) {
      throw new IllegalStateException(
          "the search has not finished: " + open.size() + " calls are still open");
    }
  }

  /** Returns how many calls the trace holds so far. */
  public int size() {
    return nodes.size();
  }

  /** A call as it is recorded: its value and what was pruned come in only when it is left. */
  static final class Node<S, A> {
    final int number;
    final Node<S, A> parent; // null: the root
    final int ply;
    final Player player;
    final S state;
    final A move;
    final boolean terminal;
    final int alpha;
    final int beta;
    final List<Node<S, A>> children = new ArrayList<>();
    List<A> pruned = List.of();
    int value;
    Bound bound; // null until left, and for an estimate of a Monte Carlo search
    boolean monteCarlo; // the search reported visits
    long visits;
    double meanForMax;
    boolean tableHit; // the value came from a transposition table
    boolean estimate; // the value is an evaluator's estimate at the depth limit

    Node(
        int number,
        Node<S, A> parent,
        int ply,
        Player player,
        S state,
        A move,
        boolean terminal,
        int alpha,
        int beta) {
      this.number = number;
      this.parent = parent;
      this.ply = ply;
      this.player = player;
      this.state = state;
      this.move = move;
      this.terminal = terminal;
      this.alpha = alpha;
      this.beta = beta;
    }

    Call<S, A> freeze() {
      return new Call<>(
          number,
          parent == null ? 0 : parent.number,
          ply,
          player,
          state,
          move,
          terminal,
          alpha,
          beta,
          value,
          bound,
          pruned,
          visits,
          meanForMax,
          tableHit,
          estimate);
    }
  }
}
