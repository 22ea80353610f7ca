package dev.zerosum.core;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Minimax, the reference search: it visits every node of the game tree, so its node counts are the
 * oracles that every faster search is checked against.
 *
 * <p>It follows the textbook pseudocode, with values from MAX's point of view:
 *
 * <pre>
 * MINIMAX-SEARCH(state):
 *   if PLAYER(state) = MAX then return the move of MAX-VALUE(state) else of MIN-VALUE(state)
 *
 * MAX-VALUE(state):
 *   if TERMINAL(state) then return UTILITY(state)
 *   v = -infinity
 *   for each a in ACTIONS(state):
 *     v = max(v, VALUE(RESULT(state, a)))   -- the first action reaching v is the move
 *   return v
 *
 * MIN-VALUE(state): the same with +infinity and min
 * </pre>
 *
 * <p>Three things are added to the textbook: the value of a child is taken by whichever of
 * MAX-VALUE and MIN-VALUE fits the player to move there ({@code VALUE}), so the search is right
 * even where turns do not alternate (the front ends and the game contract ask that they do: a
 * player who cannot move plays a pass, a move like any other); a terminal score counts its depth
 * ({@link Score#ofTerminal}), so MAX prefers the quickest win and the slowest loss (unless the
 * game's utilities are final values, {@link Game#utilitiesAreFinalValues}: then the values are the
 * textbook's plain ones); and each value carries the line that achieves it, the principal
 * variation.
 *
 * <p>Its options, set with the {@link Builder}, are those of every search here: a maximum depth
 * with an {@link Evaluator} that scores the positions where the search stops, a {@link Budget} (a
 * time counted from each search's start, and an interrupt), and a {@link SearchListener} that hears
 * each node as it is entered and left, with its value; without one, the search only checks for it
 * at each node.
 *
 * <p>A stopped search answers with the best move of the root whose subtree it finished, and that
 * move's value, which is only a bound of the root's (so never exact); when it stopped inside the
 * first move, it has no best move: an empty principal variation and the value {@code estimate +0}.
 * Either way the result says it was {@link SearchResult#stopped() stopped}.
 *
 * <p>Example: {@code MinimaxSearch.on(game).build().search(game.initialState()).value().describe()}
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class MinimaxSearch<S, A> implements Search<S, A> {
  private static final long STOP_CHECK_INTERVAL = (1 << 12) - 1; // ask every 4,096 nodes
  private static final int UNLIMITED = Integer.MAX_VALUE;

  private final Game<S, A> game;
  private final int maxDepth; // UNLIMITED: search to the end
  private final Evaluator<S> evaluator;
  private final SearchListener<S, A> listener; // null: nobody listens
  private final Budget budget;
  private final boolean finalValues; // utilities score as they are, at any depth

  private MinimaxSearch(Builder<S, A> builder) {
    this.game = builder.game;
    this.maxDepth = builder.maxDepth;
    this.evaluator = builder.evaluator;
    this.listener = builder.listener;
    this.budget = builder.budget;
    this.finalValues = game.utilitiesAreFinalValues();
  }

  /** Returns a builder of a minimax search of {@code game}. */
  public static <S, A> Builder<S, A> on(Game<S, A> game) {
    return new Builder<>(game);
  }

  @Override
  public SearchResult<A> search(S state) {
    Run run = new Run(budget.start()); // the time counts from this call
    Line<A> best = run.value(state, null, 0);
    List<A> line = best.moves();
    int sign = game.player(state).sign();
    if (run.stopped) {
      Value value = new Value(line.isEmpty() ? 0 : sign * best.score(), false);
      return new SearchResult<>(value, line, run.counters.freeze(), true);
    }
    Value value = new Value(sign * best.score(), !run.counters.estimated);
    return new SearchResult<>(value, line, run.counters.freeze());
  }

  /** One search: the counts it keeps as it goes, and whether it was stopped. */
  private final class Run {
    final SearchCounters counters = new SearchCounters();
    final StopCondition stop;
    boolean stopped; // once true, every node returns at once with its best so far

    Run(StopCondition stop) {
      this.stop = stop;
    }

    /**
     * VALUE(state): MAX-VALUE or MIN-VALUE, whichever player is to move; {@code move} led there.
     */
    Line<A> value(S state, A move, int ply) {
      if (listener != null) {
        listener.enter(state, move, ply, -Score.INFINITY, Score.INFINITY);
      }
      Line<A> line = game.player(state) == Player.MAX ? maxValue(state, ply) : minValue(state, ply);
      if (listener != null) {
        listener.leave(state, line.score());
      }
      return line;
    }

    /**
     * MAX-VALUE(state): the highest score MAX can force from state; once the search is stopped, the
     * highest of the moves it finished here ({@code -Score.INFINITY} for none).
     */
    Line<A> maxValue(S state, int ply) {
      Line<A> leaf = leaf(state, ply);
      if (leaf != null) {
        return leaf;
      }
      Line<A> best = null; // stands for -infinity
      for (A action : actionsOf(state)) {
        Line<A> line = value(game.result(state, action), action, ply + 1);
        if (stopped) {
          return best != null ? best : noMoveYet(Player.MAX); // the move did not finish
        }
        if (best == null || line.score() > best.score()) {
          best = line.after(action);
        }
      }
      return best;
    }

    /**
     * MIN-VALUE(state): the lowest score MIN can force from state; once the search is stopped, the
     * lowest of the moves it finished here ({@code Score.INFINITY} for none).
     */
    Line<A> minValue(S state, int ply) {
      Line<A> leaf = leaf(state, ply);
      if (leaf != null) {
        return leaf;
      }
      Line<A> best = null; // stands for +infinity
      for (A action : actionsOf(state)) {
        Line<A> line = value(game.result(state, action), action, ply + 1);
        if (stopped) {
          return best != null ? best : noMoveYet(Player.MIN); // the move did not finish
        }
        if (best == null || line.score() < best.score()) {
          best = line.after(action);
        }
      }
      return best;
    }

    /**
     * Counts the node and returns its value when the search looks no further: the utility of a
     * terminal position, the estimate at the maximum depth, nothing when the search stops here;
     * null when its moves are to be searched.
     */
    Line<A> leaf(S state, int ply) {
      counters.nodes++;
      if ((counters.nodes & STOP_CHECK_INTERVAL) == 0 && stop.shouldStop()) {
        stopped = true;
        return noMoveYet(game.player(state));
      }
      if (game.isTerminal(state)) {
        counters.leaves++;
        return new Line<>(Score.ofUtility(game.utility(state), ply, finalValues), null, null);
      }
      if (ply == maxDepth) {
        counters.leaves++;
        counters.estimated = true;
        return new Line<>(evaluator.estimateForMax(state), null, null);
      }
      return null;
    }

    /** The value of a node that finished none of its moves: the worst there is for its mover. */
    Line<A> noMoveYet(Player mover) {
      return new Line<>(mover == Player.MAX ? -Score.INFINITY : Score.INFINITY, null, null);
    }

    /** Returns the actions of a non-terminal {@code state}, which must have at least one. */
    List<A> actionsOf(S state) {
      List<A> actions = game.actions(state);
      if (actions.isEmpty()) {
        throw SearchLimits.noMoves();
      }
      return actions;
    }
  }

  /**
   * Sets up a {@link MinimaxSearch}: every option is optional, except that a maximum depth needs an
   * evaluator.
   *
   * @param <S> the type of a position
   * @param <A> the type of a move
   */
  public static final class Builder<S, A> {
    private final Game<S, A> game;
    private int maxDepth = UNLIMITED;
    private Evaluator<S> evaluator;
    private SearchListener<S, A> listener;
    private Budget budget = Budget.unlimited();

    private Builder(Game<S, A> game) {
      this.game = Objects.requireNonNull(game, "game");
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
     * Tells {@code listener} each node the search enters and leaves; for a trace of one search,
     * give a new listener to a new search (see {@link SearchTrace}).
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
    public MinimaxSearch<S, A> build() {
      if (maxDepth != UNLIMITED) {
        SearchLimits.requireEvaluator(
            evaluator, "a minimax search with maxDepth(" + maxDepth + ")");
      }
      return new MinimaxSearch<>(this);
    }
  }

  /**
   * A score from MAX's point of view and the moves that lead to it: a linked list, so that putting
   * a move in front costs nothing.
   */
  private record Line<A>(int score, A move, Line<A> rest) {
    Line<A> after(A action) {
      return new Line<>(score, action, move == null ? null : this);
    }

    List<A> moves() {
      List<A> moves = new ArrayList<>();
      for (Line<A> line = this; line != null && line.move != null; line = line.rest) {
        moves.add(line.move);
      }
      return moves;
    }
  }
}
