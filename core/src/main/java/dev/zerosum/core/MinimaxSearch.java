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
 * MAX-VALUE and MIN-VALUE fits the player to move there ({@code VALUE}), so games need not
 * alternate strictly; a terminal score counts its depth ({@link Score#ofTerminal}), so MAX prefers
 * the quickest win and the slowest loss (unless the game's utilities are final values, {@link
 * Game#utilitiesAreFinalValues}: then the values are the textbook's plain ones); and each value
 * carries the line that achieves it, the principal variation.
 *
 * <p>A {@link SearchListener} given to the constructor hears each node as it is entered and left,
 * with its value; without one, the search only checks for it at each node.
 *
 * <p>Example: {@code new MinimaxSearch<>(game).search(game.initialState()).value().describe()}
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class MinimaxSearch<S, A> implements Search<S, A> {
  /** What a game that breaks the contract of {@link Game#actions} is told. */
  static final String NO_MOVES =
      "a position that is not terminal has no legal moves: the game's isTerminal and actions"
          + " disagree";

  private final Game<S, A> game;
  private final SearchListener<S, A> listener; // null: nobody listens
  private final boolean finalValues; // utilities score as they are, at any depth

  /** Creates a minimax search of {@code game}. */
  public MinimaxSearch(Game<S, A> game) {
    this.game = game;
    this.listener = null;
    this.finalValues = game.utilitiesAreFinalValues();
  }

  /** Creates a minimax search of {@code game} that tells {@code listener} each node it visits. */
  public MinimaxSearch(Game<S, A> game, SearchListener<S, A> listener) {
    this.game = game;
    this.listener = Objects.requireNonNull(listener, "listener");
    this.finalValues = game.utilitiesAreFinalValues();
  }

  @Override
  public SearchResult<A> search(S state) {
    Run run = new Run();
    Line<A> best = run.value(state, null, 0);
    Value value = new Value(game.player(state).sign() * best.score(), true);
    return new SearchResult<>(value, best.moves(), run.counters.freeze());
  }

  /** One search: the counts it keeps as it goes. */
  private final class Run {
    final SearchCounters counters = new SearchCounters();

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

    /** MAX-VALUE(state): the highest score MAX can force from state. */
    Line<A> maxValue(S state, int ply) {
      counters.nodes++;
      if (game.isTerminal(state)) {
        return utility(state, ply);
      }
      Line<A> best = null; // stands for -infinity
      for (A action : actionsOf(state)) {
        Line<A> line = value(game.result(state, action), action, ply + 1);
        if (best == null || line.score() > best.score()) {
          best = line.after(action);
        }
      }
      return best;
    }

    /** MIN-VALUE(state): the lowest score MIN can force from state. */
    Line<A> minValue(S state, int ply) {
      counters.nodes++;
      if (game.isTerminal(state)) {
        return utility(state, ply);
      }
      Line<A> best = null; // stands for +infinity
      for (A action : actionsOf(state)) {
        Line<A> line = value(game.result(state, action), action, ply + 1);
        if (best == null || line.score() < best.score()) {
          best = line.after(action);
        }
      }
      return best;
    }

    /** Returns the actions of a non-terminal {@code state}, which must have at least one. */
    List<A> actionsOf(S state) {
      List<A> actions = game.actions(state);
      if (actions.isEmpty()) {
        throw new IllegalStateException(NO_MOVES);
      }
      return actions;
    }

    Line<A> utility(S state, int ply) {
      counters.leaves++;
      return new Line<>(Score.ofUtility(game.utility(state), ply, finalValues), null, null);
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
