package dev.zerosum.core;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Iterative deepening: depth-limited alpha-beta to depth 1, then 2, then 3 … until a search sees
 * the end of every line (its value is then exact), the maximum depth is reached, or its {@link
 * Budget} ends it. It always has a move ready: the best move of the deepest search that finished.
 * Each iteration orders its moves with the table the earlier ones filled, so the repeated shallow
 * work costs little.
 *
 * <p>A stopped search answers with the deepest iteration that finished (the iteration cut short is
 * let go), marked {@link SearchResult#stopped() stopped}; when not even depth 1 finished, with the
 * first legal move and the value {@code estimate +0}.
 *
 * <pre>{@code
 * Search<S, A> search =
 *     IterativeDeepeningSearch.on(game).evaluator(evaluator).budget(Budget.of(Duration.ofSeconds(2))).build();
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class IterativeDeepeningSearch<S, A> implements Search<S, A> {
  private final Game<S, A> game;
  private final Evaluator<S> evaluator;
  private final Budget budget;
  private final int maxDepth;
  private final int tableCapacity;
  private final SearchListener<S, A> listener; // null: nobody listens

  private IterativeDeepeningSearch(Builder<S, A> builder) {
    this.game = builder.game;
    this.evaluator = builder.evaluator;
    this.budget = builder.budget;
    this.maxDepth = builder.maxDepth;
    this.tableCapacity = builder.tableCapacity;
    this.listener = builder.listener;
  }

  /** Returns a builder of an iterative deepening search of {@code game}. */
  public static <S, A> Builder<S, A> on(Game<S, A> game) {
    return new Builder<>(game);
  }

  /**
   * Returns the result of the deepest search that finished, with the work of all iterations in its
   * statistics, the one cut short included. When not even depth 1 finishes, the first legal move
   * with an unknown value.
   */
  @Override
  public SearchResult<A> search(S state) {
    // One deadline for every iteration, started by this call: each has what the others left.
    Budget whatIsLeft = Budget.exact(budget.start());
    long startNanos = System.nanoTime();
    TranspositionTable<A> table = new TranspositionTable<>(tableCapacity);
    SearchResult<A> deepest = null;
    boolean stopped = false;
    long nodes = 0;
    long leaves = 0;
    long cutoffs = 0;
    long hits = 0;
    for (int depth = 1; depth <= maxDepth; depth++) {
      AlphaBetaSearch.Builder<S, A> iteration =
          AlphaBetaSearch.on(game).maxDepth(depth).evaluator(evaluator).budget(whatIsLeft);
      if (game.positionKey().isPresent()) {
        iteration.transpositionTable(table);
      }
      if (listener != null) {
        iteration.listener(listener);
      }
      SearchResult<A> result = iteration.build().search(state);
      SearchStatistics work = result.statistics();
      nodes += work.nodes();
      leaves += work.leaves();
      cutoffs += work.cutoffs();
      hits += work.tableHits();
      if (result.stopped()) {
        stopped = true;
        break;
      }
      deepest = result;
      if (result.value().exact() || game.isTerminal(state)) {
        break; // every line reached the end: going deeper changes nothing
      }
    }
    SearchStatistics statistics =
        new SearchStatistics(
            nodes, leaves, cutoffs, hits, Duration.ofNanos(System.nanoTime() - startNanos));
    if (deepest == null) {
      List<A> actions = game.actions(state);
      List<A> line = actions.isEmpty() ? List.of() : List.of(actions.get(0));
      return new SearchResult<>(new Value(0, false), line, statistics, stopped);
    }
    return new SearchResult<>(deepest.value(), deepest.principalVariation(), statistics, stopped);
  }

  /**
   * Sets up an {@link IterativeDeepeningSearch}: the evaluator is required, every other option is
   * optional.
   *
   * @param <S> the type of a position
   * @param <A> the type of a move
   */
  public static final class Builder<S, A> {
    private final Game<S, A> game;
    private Evaluator<S> evaluator;
    private Budget budget = Budget.of(Duration.ofSeconds(2));
    private int maxDepth = Score.PLY_LIMIT - 1;
    private int tableCapacity = 1 << 16;
    private SearchListener<S, A> listener;

    private Builder(Game<S, A> game) {
      this.game = Objects.requireNonNull(game, "game");
    }

    /** Scores the positions where each depth-limited search stops with {@code evaluator}. */
    public Builder<S, A> evaluator(Evaluator<S> evaluator) {
      this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
      return this;
    }

    /**
     * Searches under {@code budget} (2 seconds on the system's clock unless told): each search
     * stops, with the deepest iteration that finished, once the budget's time has passed since it
     * began, as the budget's clock counts, or its interrupt says stop (a client that left, say);
     * both are asked every 4,096 nodes. An exact budget deepens until the value is exact or the
     * maximum depth is reached.
     */
    public Builder<S, A> budget(Budget budget) {
      this.budget = Objects.requireNonNull(budget, "budget");
      return this;
    }

    /** Goes no deeper than {@code plies}. */
    public Builder<S, A> maxDepth(int plies) {
      this.maxDepth = SearchLimits.checkedDepth(plies);
      return this;
    }

    /** Keeps a table of {@code capacity} entries across the iterations (65,536 unless told). */
    public Builder<S, A> tableCapacity(int capacity) {
      new TranspositionTable<A>(capacity); // checks the range with the table's own message
      this.tableCapacity = capacity;
      return this;
    }

    /**
     * Tells {@code listener} the nodes of every iteration in turn, each an alpha-beta search from
     * the root (see {@link AlphaBetaSearch.Builder#listener}).
     */
    public Builder<S, A> listener(SearchListener<S, A> listener) {
      this.listener = Objects.requireNonNull(listener, "listener");
      return this;
    }

    /**
     * Returns the search.
     *
     * @throws IllegalStateException if no evaluator was given
     */
    public IterativeDeepeningSearch<S, A> build() {
      SearchLimits.requireEvaluator(evaluator, "an iterative deepening search");
      return new IterativeDeepeningSearch<>(this);
    }
  }
}
