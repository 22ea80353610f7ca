package dev.zerosum.core;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Iterative deepening: depth-limited alpha-beta to depth 1, then 2, then 3 … until a search sees
 * the end of every line (its value is then exact), the maximum depth is reached, or the time limit
 * or the stop condition ends it. It always has a move ready: the best move of the deepest search
 * that finished. Each iteration orders its moves with the table the earlier ones filled, so the
 * repeated shallow work costs little.
 *
 * <p>A stopped search answers with the deepest iteration that finished (the iteration cut short is
 * let go), marked {@link SearchResult#stopped() stopped}; when not even depth 1 finished, with the
 * first legal move and the value {@code estimate +0}.
 *
 * <pre>{@code
 * Search<S, A> search =
 *     IterativeDeepeningSearch.on(game).evaluator(evaluator).timeLimit(Duration.ofSeconds(2)).build();
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class IterativeDeepeningSearch<S, A> implements Search<S, A> {
  private final Game<S, A> game;
  private final Evaluator<S> evaluator;
  private final Duration timeLimit;
  private final int maxDepth;
  private final int tableCapacity;
  private final Ticker ticker;
  private final StopCondition stop;
  private final SearchListener<S, A> listener; // null: nobody listens

  private IterativeDeepeningSearch(Builder<S, A> builder) {
    this.game = builder.game;
    this.evaluator = builder.evaluator;
    this.timeLimit = builder.timeLimit;
    this.maxDepth = builder.maxDepth;
    this.tableCapacity = builder.tableCapacity;
    this.ticker = builder.ticker;
    this.stop = builder.stop;
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
    StopCondition stopOrTime = SearchLimits.stopFor(stop, timeLimit, ticker);
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
          AlphaBetaSearch.on(game).maxDepth(depth).evaluator(evaluator).stopWhen(stopOrTime);
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
    private Duration timeLimit = Duration.ofSeconds(2);
    private int maxDepth = Score.PLY_LIMIT - 1;
    private int tableCapacity = 1 << 16;
    private Ticker ticker = Ticker.system();
    private StopCondition stop = StopCondition.never();
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
     * Stops each search once {@code limit} has passed on the {@link #ticker} (2 seconds unless
     * told), with the deepest iteration that finished.
     */
    public Builder<S, A> timeLimit(Duration limit) {
      this.timeLimit = SearchLimits.checkedTime(limit);
      return this;
    }

    /** Reads the time limit's time from {@code ticker} (the system's clock unless told). */
    public Builder<S, A> ticker(Ticker ticker) {
      this.ticker = Objects.requireNonNull(ticker, "ticker");
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
     * Also stops when {@code stop} says so (a client that left, say), with the deepest search that
     * finished, as when the time limit runs out; it is asked every 4,096 nodes.
     */
    public Builder<S, A> stopWhen(StopCondition stop) {
      this.stop = Objects.requireNonNull(stop, "stop");
      return this;
    }

    /**
     * Searches under {@code budget}: its time limit, if it has one, read from its clock, and its
     * interrupt, in place of any {@link #timeLimit}, {@link #ticker} and {@link #stopWhen} before.
     */
    public Builder<S, A> budget(Budget budget) {
      this.timeLimit = budget.timed() ? budget.time() : null;
      this.ticker = budget.ticker();
      this.stop = budget.interrupt();
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
