package dev.zerosum.core;

import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * Iterative deepening: depth-limited alpha-beta to depth 1, then 2, then 3 … until a search sees
 * the end of every line (its value is then exact) or the time budget runs out. It always has a move
 * ready: the best move of the deepest search that finished. Each iteration orders its moves with
 * the table the earlier ones filled, so the repeated shallow work costs little.
 *
 * <pre>{@code
 * Search<S, A> search =
 *     IterativeDeepeningSearch.on(game, evaluator).budget(Duration.ofSeconds(2)).build();
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class IterativeDeepeningSearch<S, A> implements Search<S, A> {
  private final Game<S, A> game;
  private final Evaluator<S> evaluator;
  private final Duration budget;
  private final int maxDepth;
  private final int tableCapacity;
  private final Ticker ticker;
  private final StopCondition cancel;

  private IterativeDeepeningSearch(Builder<S, A> builder) {
    this.game = builder.game;
    this.evaluator = builder.evaluator;
    this.budget = builder.budget;
    this.maxDepth = builder.maxDepth;
    this.tableCapacity = builder.tableCapacity;
    this.ticker = builder.ticker;
    this.cancel = builder.cancel;
  }

  /**
   * Returns a builder of an iterative deepening search of {@code game}, estimating with {@code
   * evaluator}.
   */
  public static <S, A> Builder<S, A> on(Game<S, A> game, Evaluator<S> evaluator) {
    return new Builder<>(game, evaluator);
  }

  /**
   * Returns the result of the deepest search that finished within the budget, with the work of all
   * iterations in its statistics. When not even depth 1 finishes, the first legal move with an
   * unknown value.
   */
  @Override
  public SearchResult<A> search(S state) {
    StopCondition stop = Deadline.after(budget, ticker).or(cancel);
    long startNanos = System.nanoTime();
    TranspositionTable<A> table = new TranspositionTable<>(tableCapacity);
    SearchResult<A> deepest = null;
    long nodes = 0;
    long leaves = 0;
    long cutoffs = 0;
    long hits = 0;
    for (int depth = 1; depth <= maxDepth; depth++) {
      AlphaBetaSearch.Builder<S, A> iteration =
          AlphaBetaSearch.on(game).depthLimit(depth, evaluator).stopWhen(stop);
      if (game.positionKey().isPresent()) {
        iteration.transpositionTable(table);
      }
      SearchResult<A> result;
      try {
        result = iteration.build().search(state);
      } catch (SearchStoppedException outOfTime) {
        break;
      }
      deepest = result;
      SearchStatistics work = result.statistics();
      nodes += work.nodes();
      leaves += work.leaves();
      cutoffs += work.cutoffs();
      hits += work.tableHits();
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
      return new SearchResult<>(new Value(0, false), line, statistics);
    }
    return new SearchResult<>(deepest.value(), deepest.principalVariation(), statistics);
  }

  /**
   * Sets up an {@link IterativeDeepeningSearch}.
   *
   * @param <S> the type of a position
   * @param <A> the type of a move
   */
  public static final class Builder<S, A> {
    private final Game<S, A> game;
    private final Evaluator<S> evaluator;
    private Duration budget = Duration.ofSeconds(2);
    private int maxDepth = Score.PLY_LIMIT - 1;
    private int tableCapacity = 1 << 16;
    private Ticker ticker = Ticker.system();
    private StopCondition cancel = StopCondition.never();

    private Builder(Game<S, A> game, Evaluator<S> evaluator) {
      this.game = Objects.requireNonNull(game, "game");
      this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
    }

    /** Gives each search {@code budget} of time (2 seconds unless told). */
    public Builder<S, A> budget(Duration budget) {
      if (budget.isNegative() || budget.isZero()) {
        throw new IllegalArgumentException(
            "budget " + budget + " is out of range; expected more than 0");
      }
      this.budget = budget;
      return this;
    }

    /** Goes no deeper than {@code plies}. */
    public Builder<S, A> maxDepth(int plies) {
      if (plies < 1 || plies >= Score.PLY_LIMIT) {
        throw new IllegalArgumentException(
            "depth " + plies + " is out of range; expected 1 to " + (Score.PLY_LIMIT - 1));
      }
      this.maxDepth = plies;
      return this;
    }

    /** Keeps a table of {@code capacity} entries across the iterations (65,536 unless told). */
    public Builder<S, A> tableCapacity(int capacity) {
      new TranspositionTable<A>(capacity); // checks the range with the table's own message
      this.tableCapacity = capacity;
      return this;
    }

    /** Reads the budget's time from {@code ticker} (the system's clock unless told). */
    public Builder<S, A> ticker(Ticker ticker) {
      this.ticker = Objects.requireNonNull(ticker, "ticker");
      return this;
    }

    /**
     * Also stops when {@code cancel} says so (a client that left, say), with the deepest search
     * that finished, as when the budget runs out.
     */
    public Builder<S, A> stopWhen(StopCondition cancel) {
      this.cancel = Objects.requireNonNull(cancel, "cancel");
      return this;
    }

    /** Returns the search. */
    public IterativeDeepeningSearch<S, A> build() {
      return new IterativeDeepeningSearch<>(this);
    }
  }
}
