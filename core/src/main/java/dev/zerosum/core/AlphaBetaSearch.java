package dev.zerosum.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Alpha-beta: the value minimax finds, from fewer nodes. A move is abandoned as soon as one reply
 * shows it to be worse than a move already found; the better the move ordering, the more is cut.
 *
 * <p>Written in negamax form: every score is from the point of view of the player to move, so one
 * function serves both players, and a child's score is negated when the other player moves there.
 *
 * <pre>
 * ALPHA-BETA(state, alpha, beta):         -- the value of state for its player to move
 *   if TERMINAL(state) then return UTILITY(state) for the player to move
 *   best = -infinity
 *   for each a in ORDER(ACTIONS(state)):
 *     v = -ALPHA-BETA(RESULT(state, a), -beta, -alpha)
 *     if v > best then best = v, move = a
 *     alpha = max(alpha, v)
 *     if alpha >= beta then return best    -- cut-off: the opponent will never allow this
 *   return best
 * </pre>
 *
 * <p>Its options, set with the {@link Builder}:
 *
 * <ul>
 *   <li>a move ordering (by default the game's own, when it has one);
 *   <li>a {@link TranspositionTable}, probed before a node is searched and filled after; scores are
 *       stored measured from their own position so an entry serves at any depth;
 *   <li>a maximum depth, with an {@link Evaluator} that scores the positions where the search
 *       stops;
 *   <li>a {@link Budget}: a time counted from each search's start, and an interrupt (a cancel
 *       button), which end the search early;
 *   <li>a {@link SearchListener} that hears each node entered and left and each cut-off, with
 *       values and windows turned to MAX's point of view; without one, the search only checks for
 *       it at each node.
 * </ul>
 *
 * <p>A stopped search answers with the best move of the root whose subtree it finished, and that
 * move's value, which is only a lower bound of the root's (so never exact); when it stopped inside
 * the first move, it has no best move: an empty principal variation and the value {@code estimate
 * +0}. Either way the result says it was {@link SearchResult#stopped() stopped}, and nothing of the
 * unfinished subtrees goes into the table.
 *
 * <p>Example:
 *
 * <pre>{@code
 * Search<S, A> exact = AlphaBetaSearch.on(game).build();
 * Search<S, A> withTable = AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 16)).build();
 * Search<S, A> shallow = AlphaBetaSearch.on(game).maxDepth(4).evaluator(evaluator).build();
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class AlphaBetaSearch<S, A> implements Search<S, A> {
  private static final long STOP_CHECK_INTERVAL = (1 << 12) - 1; // ask every 4,096 nodes
  private final Game<S, A> game;
  private final MoveOrdering<S, A> ordering;
  private final TranspositionTable<A> table; // null: no table
  private final PositionKey<S> tableKey;
  private final int maxDepth; // TranspositionTable.UNLIMITED_DEPTH: search to the end
  private final Evaluator<S> evaluator;
  private final SearchListener<S, A> listener; // null: nobody listens
  private final Budget budget;
  private final boolean finalValues; // utilities score as they are, at any depth

  private AlphaBetaSearch(Builder<S, A> builder) {
    this.game = builder.game;
    this.ordering = builder.ordering;
    this.table = builder.table;
    this.tableKey = builder.tableKey;
    this.maxDepth = builder.maxDepth;
    this.evaluator = builder.evaluator;
    this.listener = builder.listener;
    this.budget = builder.budget;
    this.finalValues = game.utilitiesAreFinalValues();
  }

  /** Returns a builder of an alpha-beta search of {@code game}. */
  public static <S, A> Builder<S, A> on(Game<S, A> game) {
    return new Builder<>(game);
  }

  @Override
  public SearchResult<A> search(S state) {
    Run run = new Run(budget.start()); // the time counts from this call
    int score = run.visit(state, null, 0, maxDepth, -Score.INFINITY, Score.INFINITY);
    List<A> line = run.lines.line(0);
    if (run.stopped) {
      Value value = new Value(line.isEmpty() ? 0 : score, false);
      return new SearchResult<>(value, line, run.counters.freeze(), true);
    }
    Value value = new Value(score, !run.counters.estimated);
    return new SearchResult<>(value, line, run.counters.freeze());
  }

  /** One search: its counts, the best line found below each ply, and whether it was stopped. */
  private final class Run {
    final SearchCounters counters = new SearchCounters();
    final LineTable lines = new LineTable();
    final StopCondition stop;
    boolean stopped; // once true, every node returns at once with its best so far

    Run(StopCondition stop) {
      this.stop = stop;
    }

    /**
     * Returns {@link #alphaBeta}, telling the listener, when one listens, of the node entered by
     * {@code move} and of the value it is left with, both seen from MAX's side.
     */
    int visit(S state, A move, int ply, int depth, int alpha, int beta) {
      // The flag then says whether this node's own subtree used an estimate (see the table).
      boolean estimatedElsewhere = counters.estimated;
      counters.estimated = false;
      int score;
      if (listener == null) {
        score = alphaBeta(state, ply, depth, alpha, beta);
      } else {
        // The window is (alpha, beta) for the player to move; MIN's window seen by MAX is flipped.
        boolean max = game.player(state) == Player.MAX;
        listener.enter(state, move, ply, max ? alpha : -beta, max ? beta : -alpha);
        score = alphaBeta(state, ply, depth, alpha, beta);
        listener.leave(state, max ? score : -score);
      }
      counters.estimated |= estimatedElsewhere;
      return score;
    }

    /**
     * Returns the score of {@code state} for its player to move; exact inside (alpha, beta). Once
     * the search is stopped, the best score of the moves it finished here ({@code -Score.INFINITY}
     * for none), which the callers above do not use, except at the root.
     */
    int alphaBeta(S state, int ply, int depth, int alpha, int beta) {
      counters.nodes++;
      if ((counters.nodes & STOP_CHECK_INTERVAL) == 0 && stop.shouldStop()) {
        stopped = true;
        return -Score.INFINITY;
      }
      lines.clear(ply);
      Player mover = game.player(state);
      if (game.isTerminal(state)) {
        return terminalScore(state, mover, ply);
      }
      if (depth == 0) {
        return estimate(state, mover);
      }
      long key = 0;
      A hint = null;
      if (table != null) {
        key = tableKey.of(state);
        int slot = table.find(key);
        if (slot >= 0) {
          hint = table.move(slot);
          if (ply > 0 && entryDecides(slot, ply, depth, alpha, beta)) {
            return tableHit(state, slot, ply);
          }
        }
      }

      int alphaOnEntry = alpha;
      int childDepth = depth == TranspositionTable.UNLIMITED_DEPTH ? depth : depth - 1;
      int best = -Score.INFINITY;
      A bestAction = null;
      List<A> actions = orderedActions(state, hint);
      for (int i = 0; i < actions.size(); i++) {
        A action = actions.get(i);
        S child = game.result(state, action);
        int score =
            game.player(child) == mover
                ? visit(child, action, ply + 1, childDepth, alpha, beta)
                : -visit(child, action, ply + 1, childDepth, -beta, -alpha);
        if (stopped) {
          return best; // the move did not finish: nothing of it counts, nor goes into the table
        }
        if (score > best) {
          best = score;
          bestAction = action;
          if (score > alpha) {
            alpha = score;
            lines.extend(ply, action);
          }
        }
        if (alpha >= beta) {
          cutOff(state, actions, i + 1);
          break;
        }
      }
      if (bestAction == null) {
        throw SearchLimits.noMoves();
      }
      if (table != null) {
        store(key, ply, depth, Bound.of(best, alphaOnEntry, beta), best, bestAction);
      }
      return best;
    }

    /** Counts a terminal leaf; returns its utility as a score for {@code mover}. */
    int terminalScore(S state, Player mover, int ply) {
      counters.leaves++;
      return mover.sign() * Score.ofUtility(game.utility(state), ply, finalValues);
    }

    /** Counts a leaf at the depth limit; returns the evaluator's estimate for {@code mover}. */
    int estimate(S state, Player mover) {
      counters.leaves++;
      counters.estimated = true;
      if (listener != null) {
        listener.estimate(state);
      }
      return mover.sign() * evaluator.estimateForMax(state);
    }

    /**
     * Returns true when the table's entry in {@code slot}, searched at least {@code depth} deep,
     * settles a node searched with the window (alpha, beta).
     */
    boolean entryDecides(int slot, int ply, int depth, int alpha, int beta) {
      return table.depth(slot) >= depth
          && table.bound(slot).decides(Score.toRoot(table.score(slot), ply), alpha, beta);
    }

    /**
     * Counts the hit of the table's entry in {@code slot}; returns its score, measured from root.
     */
    int tableHit(S state, int slot, int ply) {
      counters.tableHits++;
      if (listener != null) {
        listener.tableHit(state);
      }
      counters.estimated |= table.depth(slot) != TranspositionTable.UNLIMITED_DEPTH;
      return Score.toRoot(table.score(slot), ply);
    }

    /** Counts a cut-off before {@code actions} from {@code next} on, when there are any left. */
    void cutOff(S state, List<A> actions, int next) {
      if (next < actions.size()) {
        counters.cutoffs++;
        if (listener != null) {
          listener.prune(state, actions.subList(next, actions.size()));
        }
      }
    }

    /** Stores the node's {@code best} score, its {@code bound} and its move in the table. */
    void store(long key, int ply, int depth, Bound bound, int best, A bestAction) {
      // A subtree that reached the end of every line holds at any depth: later, deeper searches
      // (iterative deepening) may reuse it, and their results stay exact.
      int draft = counters.estimated ? depth : TranspositionTable.UNLIMITED_DEPTH;
      table.store(key, Score.toNode(best, ply), bound, draft, bestAction);
    }

    List<A> orderedActions(S state, A hint) {
      List<A> actions = ordering.order(state, game.actions(state));
      int at = hint == null ? -1 : actions.indexOf(hint);
      if (at <= 0) {
        return actions;
      }
      List<A> hintFirst = new ArrayList<>(actions.size());
      hintFirst.add(hint);
      for (int i = 0; i < actions.size(); i++) {
        if (i != at) {
          hintFirst.add(actions.get(i));
        }
      }
      return hintFirst;
    }
  }

  /**
   * Sets up an {@link AlphaBetaSearch}: every option is optional, except that a maximum depth needs
   * an evaluator.
   *
   * @param <S> the type of a position
   * @param <A> the type of a move
   */
  public static final class Builder<S, A> {
    private final Game<S, A> game;
    private MoveOrdering<S, A> ordering;
    private TranspositionTable<A> table;
    private PositionKey<S> tableKey;
    private int maxDepth = TranspositionTable.UNLIMITED_DEPTH;
    private Evaluator<S> evaluator;
    private SearchListener<S, A> listener;
    private Budget budget = Budget.unlimited();

    private Builder(Game<S, A> game) {
      this.game = Objects.requireNonNull(game, "game");
      this.ordering = game.moveOrdering().orElse(MoveOrdering.natural());
    }

    /**
     * Tries moves in the order {@code ordering} gives (the game's own order: {@code natural()}).
     */
    public Builder<S, A> ordering(MoveOrdering<S, A> ordering) {
      this.ordering = Objects.requireNonNull(ordering, "ordering");
      return this;
    }

    /**
     * Uses {@code table}, keyed by the game's canonical key when it has symmetries, else by its
     * position key.
     *
     * @throws IllegalArgumentException if the game offers no position key
     */
    public Builder<S, A> transpositionTable(TranspositionTable<A> table) {
      PositionKey<S> key =
          game.canonicalKey()
              .or(game::positionKey)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          "this game offers no position key, so it cannot use a table;"
                              + " implement Game.positionKey()"));
      return transpositionTable(table, key);
    }

    /** Uses {@code table}, with positions keyed by {@code key}. */
    public Builder<S, A> transpositionTable(TranspositionTable<A> table, PositionKey<S> key) {
      this.table = Objects.requireNonNull(table, "table");
      this.tableKey = Objects.requireNonNull(key, "key");
      return this;
    }

    /**
     * Stops {@code plies} below the root (to the end of every line unless told) and scores the
     * positions there with the {@link #evaluator}, which is then required.
     */
    public Builder<S, A> maxDepth(int plies) {
      this.maxDepth = SearchLimits.checkedDepth(plies);
      return this;
    }

    /** Scores the positions at the {@link #maxDepth} with {@code evaluator}. */
    public Builder<S, A> evaluator(Evaluator<S> evaluator) {
      this.evaluator = Objects.requireNonNull(evaluator, "evaluator");
      return this;
    }

    /**
     * Searches under {@code budget} (none unless told): each search stops, with its best so far,
     * once the budget's time has passed since it began, as the budget's clock counts, or its
     * interrupt says stop; both are asked every 4,096 nodes.
     */
    public Builder<S, A> budget(Budget budget) {
      this.budget = Objects.requireNonNull(budget, "budget");
      return this;
    }

    /**
     * Tells {@code listener} each node the search enters and leaves and each cut-off; for a trace
     * of one search, give a new listener to a new search (see {@link SearchTrace}).
     */
    public Builder<S, A> listener(SearchListener<S, A> listener) {
      this.listener = Objects.requireNonNull(listener, "listener");
      return this;
    }

    /**
     * Returns the search.
     *
     * @throws IllegalStateException if a maximum depth was set without an evaluator
     */
    public AlphaBetaSearch<S, A> build() {
      if (maxDepth != TranspositionTable.UNLIMITED_DEPTH) {
        SearchLimits.requireEvaluator(
            evaluator, "an alpha-beta search with maxDepth(" + maxDepth + ")");
      }
      return new AlphaBetaSearch<>(this);
    }
  }
}
