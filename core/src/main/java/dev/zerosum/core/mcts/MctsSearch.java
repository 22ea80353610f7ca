package dev.zerosum.core.mcts;

import dev.zerosum.core.Budget;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Game;
import dev.zerosum.core.Score;
import dev.zerosum.core.Search;
import dev.zerosum.core.SearchListener;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.SearchStatistics;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Value;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Monte Carlo tree search with UCT and the MCTS-Solver: the search for games without a good
 * evaluator. It needs nothing but the rules: it grows a tree from the root one node per simulation,
 * scores each new node by a game played out at random to the end, and steers the next simulations
 * toward the moves that have scored best, while still trying the others now and then.
 *
 * <pre>
 * MCTS(root):
 *   while the budget lasts and the root is not proven:
 *     node = SELECT(root)            -- down the tree by UCT: Q + C * sqrt(ln N(parent) / N(child))
 *     child = EXPAND(node)           -- one untried move, drawn at random
 *     r = PLAYOUT(child)             -- random moves to the end: +1 MAX wins, 0 draw, -1 MIN wins
 *     BACKPROPAGATE(child, r)        -- N += 1 and W += r on the path; proofs move up
 *   return the proven best move, else the most visited
 * </pre>
 *
 * <p>The MCTS-Solver (Winands, Björnsson and Saito, 2008) keeps, beside each node's mean, the
 * bounds of its exact value that the terminal positions below it prove, combined as minimax would:
 * a move to a lost position wins, a position whose every move loses is lost, and likewise for draws
 * and for the number of plies. Selection skips the moves the proof has ruled out, a proven root
 * ends the search, and the move played at a proven position is the proven best: the quickest win,
 * the slowest loss, measured in plies as every {@link Score} is, so the result says "win in 5
 * plies" like the exact searches. Proving that no quicker win exists can take longer than finding a
 * win: until it is done, the value is the quickest win found, not marked exact, and that win is the
 * move played. Like alpha-beta, the solver proves only what the root's value needs: a move shown to
 * be no better than another keeps an estimate.
 *
 * <p>The {@link Builder} sets the budget (iterations, a {@link Budget} of time and interrupt, or
 * both; 10,000 iterations unless told), the exploration constant, the seed, the threads, a {@link
 * PlayoutPolicy} or an {@link Evaluator} for the leaves, and a {@link SearchListener} that hears
 * the final tree.
 *
 * <p>The result: the value for the player to move is exact when proven, else the mean result of the
 * simulations in thousandths ({@code "estimate +120"}: +1,000 is every one won), held within what
 * the proof says; the principal variation follows the chosen move at each node. A search that its
 * budget's time or interrupt ended before the root was proven is marked {@link
 * SearchResult#stopped() stopped}: its answer is the tree's best so far, as always. Its {@link
 * SearchStatistics} count the tree's nodes as {@code nodes} and the simulations as {@code leaves};
 * {@link #analyze} adds the {@link MctsStatistics}: simulations per second and the root's moves
 * with their visits and values.
 *
 * <p>Threads search one shared tree ("tree parallelisation", Chaslot, Winands and van den Herik,
 * 2008): a thread that enters a node counts a virtual loss there until its playout returns, so the
 * others spread out; or, parallel at the root, a tree each, merged at the end ({@link
 * Parallelism}). With one thread (the default) and a seed, a search repeats itself exactly.
 *
 * <pre>{@code
 * Search<S, A> mcts = MctsSearch.on(game).iterations(10_000).seed(42).build();
 * Search<S, A> timed = MctsSearch.on(game).budget(Budget.of(Duration.ofSeconds(1))).threads(2).build();
 * Agent<S, A> keepsItsTree = new MctsAgent<>(MctsSearch.on(game).build());
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class MctsSearch<S, A> implements Search<S, A> {
  /**
   * The exploration constant unless told, for results in [-1, 1]. UCB1's bound, {@code sqrt(2)} for
   * results in [0, 1], becomes {@code 2 sqrt(2)} on a scale twice as wide; games reward far less
   * exploration than the bandit bound guarantees. Of 0.5, 1.0, 1.41 and 2.0, 1.0 played best on
   * Connect Four at 5,000 simulations a move, about 100 Elo above 1.41 and 2.0 and 200 above 0.5
   * ({@code bench/results/mcts-settings-2026-12-01.md}).
   */
  public static final double DEFAULT_EXPLORATION = 1.0;

  /** The simulations of a search unless told. */
  public static final long DEFAULT_ITERATIONS = 10_000;

  /** The most nodes a tree holds unless told: about 100 to 200 MB, by the game's positions. */
  public static final long DEFAULT_MAX_NODES = 1_000_000;

  final Game<S, A> game;
  final double exploration;
  final long maxSimulations;
  private final Budget budget;
  final long seed;
  final int threads;
  final PlayoutPolicy<S, A> policy;
  final Evaluator<S> evaluator; // null: playouts
  final double evaluatorScale;
  final boolean solver;
  final int maxUtility;
  final long maxNodes;
  final int maxPlayoutPlies;
  final Parallelism parallelism;
  final SearchListener<S, A> listener; // null: nobody listens

  private MctsSearch(Builder<S, A> builder) {
    this.game = builder.game;
    this.exploration = builder.exploration;
    this.maxSimulations =
        builder.iterations != null
            ? builder.iterations
            : builder.budget != null ? Long.MAX_VALUE : DEFAULT_ITERATIONS;
    this.budget = builder.budget == null ? Budget.unlimited() : builder.budget;
    this.seed = builder.seed;
    this.threads = builder.threads;
    this.policy = builder.policy;
    this.evaluator = builder.evaluator;
    this.evaluatorScale = builder.evaluatorScale;
    this.solver = builder.solver;
    this.maxUtility = builder.maxUtility;
    this.maxNodes = builder.maxNodes;
    this.maxPlayoutPlies = builder.maxPlayoutPlies;
    this.parallelism = builder.parallelism;
    this.listener = builder.listener;
  }

  /** How several threads share a search. */
  public enum Parallelism {
    /**
     * One tree for all, each thread's path marked by a virtual loss until its playout returns
     * (Chaslot, Winands and van den Herik, 2008): what one thread learns steers the others at once.
     */
    TREE,
    /**
     * A tree per thread, none shared while they search, merged at the root's moves at the end: no
     * thread ever waits for another's cache, but each repeats the others' work near the root.
     */
    ROOT
  }

  /** Returns a builder of a Monte Carlo search of {@code game}. */
  public static <S, A> Builder<S, A> on(Game<S, A> game) {
    return new Builder<>(game);
  }

  /** Returns the game this search plays. */
  public Game<S, A> game() {
    return game;
  }

  @Override
  public SearchResult<A> search(S state) {
    return analyze(state).result();
  }

  /**
   * Returns the result of a search of {@code state} from a new tree, with the statistics only a
   * Monte Carlo search keeps.
   */
  public MctsReport<A> analyze(S state) {
    return analyze(MctsNode.of(game, state, null, maxUtility), 0);
  }

  /**
   * Searches from {@code root}, a new node or one kept from an earlier search with {@code reused}
   * nodes in its subtree, and reports.
   */
  MctsReport<A> analyze(MctsNode<S, A> root, long reused) {
    long start = System.nanoTime();
    long simulations = 0;
    long nodes = reused == 0 ? 1 : reused;
    boolean stopped = false;
    if (!root.terminal) {
      StopCondition stop = budget.start(); // the time counts from this call
      MctsRun<S, A> run = new MctsRun<>(this, root, nodes, stop);
      simulations = run.execute();
      nodes = run.nodes();
      stopped = run.stopped() && !root.proven();
    }
    Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
    if (listener != null) {
      MctsTreeReport.report(game, root, listener);
    }
    Value value = MctsChoice.valueForMover(root);
    SearchStatistics work = new SearchStatistics(nodes, simulations, 0, 0, elapsed);
    SearchResult<A> result =
        new SearchResult<>(value, MctsChoice.principalVariation(root, maxUtility), work, stopped);
    List<MctsChild<A>> children = new ArrayList<>();
    for (MctsNode<S, A> child : MctsTreeReport.inGameOrder(game, root)) {
      double mean = root.player.sign() * child.meanForMax();
      children.add(
          new MctsChild<>(child.move, child.visits(), mean, MctsChoice.valueOfMove(root, child)));
    }
    MctsStatistics<A> statistics =
        new MctsStatistics<>(simulations, elapsed, nodes, reused, threads, root.proven(), children);
    return new MctsReport<>(result, statistics);
  }

  /**
   * Sets up an {@link MctsSearch}: every option is optional.
   *
   * @param <S> the type of a position
   * @param <A> the type of a move
   */
  public static final class Builder<S, A> {
    private final Game<S, A> game;
    private double exploration = DEFAULT_EXPLORATION;
    private Long iterations; // null: not set
    private Budget budget; // null: not set
    private long seed;
    private int threads = 1;
    private PlayoutPolicy<S, A> policy = PlayoutPolicy.uniform();
    private Evaluator<S> evaluator;
    private double evaluatorScale;
    private boolean solver = true;
    private int maxUtility = 1;
    private long maxNodes = DEFAULT_MAX_NODES;
    private int maxPlayoutPlies = 10_000;
    private Parallelism parallelism = Parallelism.TREE;
    private SearchListener<S, A> listener;

    private Builder(Game<S, A> game) {
      this.game = Objects.requireNonNull(game, "game");
    }

    /**
     * Sets the exploration constant C of UCT ({@value MctsSearch#DEFAULT_EXPLORATION} unless told):
     * the higher, the more simulations go to moves that have scored worse so far.
     */
    public Builder<S, A> exploration(double c) {
      if (!(c >= 0) || Double.isInfinite(c)) {
        throw new IllegalArgumentException(
            "exploration constant " + c + " is out of range; expected 0 or more");
      }
      this.exploration = c;
      return this;
    }

    /**
     * Runs at most {@code count} simulations (10,000 when no budget is set at all). With several
     * budgets the search stops at the first one spent.
     */
    public Builder<S, A> iterations(long count) {
      if (count < 1) {
        throw new IllegalArgumentException(
            "iterations " + count + " is out of range; expected 1 or more");
      }
      this.iterations = count;
      return this;
    }

    /**
     * Searches under {@code budget}: each search stops, with its best move so far, once the
     * budget's time has passed since it began, as the budget's clock counts (a test's {@link
     * dev.zerosum.core.Ticker#counting} makes it a count of work), or its interrupt says stop; each
     * thread asks every 32 simulations. Without {@link #iterations}, a budget leaves the number of
     * simulations unlimited.
     */
    public Builder<S, A> budget(Budget budget) {
      this.budget = Objects.requireNonNull(budget, "budget");
      return this;
    }

    /** Seeds the random choices (0 unless told): one thread and one seed repeat a search. */
    public Builder<S, A> seed(long seed) {
      this.seed = seed;
      return this;
    }

    /** Searches with {@code count} threads (1 unless told), as {@link #parallelism} says. */
    public Builder<S, A> threads(int count) {
      if (count < 1 || count > 1_024) {
        throw new IllegalArgumentException(
            "threads " + count + " is out of range; expected 1 to 1024");
      }
      this.threads = count;
      return this;
    }

    /** Shares the threads' work as {@code parallelism} says ({@code TREE} unless told). */
    public Builder<S, A> parallelism(Parallelism parallelism) {
      this.parallelism = Objects.requireNonNull(parallelism, "parallelism");
      return this;
    }

    /** Plays the playouts with {@code policy} (uniformly random moves unless told). */
    public Builder<S, A> playout(PlayoutPolicy<S, A> policy) {
      this.policy = Objects.requireNonNull(policy, "policy");
      return this;
    }

    /**
     * Scores each new node with {@code evaluator} instead of a playout: an estimate {@code e} for
     * MAX counts as the result {@code tanh(e / scale)}, so {@code scale} is the estimate that
     * counts as three chances in four of winning (0.76). For the Connect Four evaluator, whose
     * estimates are a few hundred at most, a scale of 100 or so.
     */
    public Builder<S, A> evaluator(Evaluator<S> evaluator, double scale) {
      if (!(scale > 0) || Double.isInfinite(scale)) {
        throw new IllegalArgumentException(
            "evaluator scale " + scale + " is out of range; expected more than 0");
      }
      this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
      this.evaluatorScale = scale;
      return this;
    }

    /**
     * Turns the MCTS-Solver on (the default) or off; off, the search is plain UCT: it never stops
     * early and its values are always estimates.
     */
    public Builder<S, A> solver(boolean on) {
      this.solver = on;
      return this;
    }

    /**
     * Tells the search the largest utility the game's terminal positions have in size (1 unless
     * told, for games of win, draw and loss): results are utilities divided by it, and a proof of a
     * win needs to know that no line wins by more. A larger utility stops the search with an {@link
     * IllegalStateException} that says so.
     */
    public Builder<S, A> maxUtility(int utility) {
      if (utility < 1 || utility > Score.MAX_UTILITY) {
        throw new IllegalArgumentException(
            "largest utility " + utility + " is out of range; expected 1 to " + Score.MAX_UTILITY);
      }
      this.maxUtility = utility;
      return this;
    }

    /**
     * Lets the tree grow to at most about {@code nodes} nodes (1,000,000 unless told); then the
     * simulations go on without adding nodes.
     */
    public Builder<S, A> maxNodes(long nodes) {
      if (nodes < 1) {
        throw new IllegalArgumentException("a tree holds at least 1 node; got " + nodes);
      }
      this.maxNodes = nodes;
      return this;
    }

    /** Counts a playout longer than {@code plies} as a draw (10,000 unless told). */
    public Builder<S, A> maxPlayoutPlies(int plies) {
      if (plies < 1) {
        throw new IllegalArgumentException("a playout may last at least 1 ply; got " + plies);
      }
      this.maxPlayoutPlies = plies;
      return this;
    }

    /**
     * Tells {@code listener} the final tree of each search, depth first: see {@link
     * SearchListener#visits}. For a picture, keep the search small (a few hundred iterations).
     */
    public Builder<S, A> listener(SearchListener<S, A> listener) {
      this.listener = Objects.requireNonNull(listener, "listener");
      return this;
    }

    /** Returns the search. */
    public MctsSearch<S, A> build() {
      return new MctsSearch<>(this);
    }
  }
}
