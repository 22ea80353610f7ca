package dev.zerosum.core;

import java.util.List;

/**
 * Hears a search as it runs: each node it enters, the value it leaves the node with, and the moves
 * a cut-off leaves unsearched. A trace table or a picture of the tree drawn from these calls shows
 * the real search, not a copy of it; {@link SearchTrace} records them.
 *
 * <p>The calls nest like the search itself: {@code enter} of a node, then the calls of everything
 * below it, then its {@code leave}. Every value and bound is a {@link Score} from MAX's point of
 * view, as the textbook writes it, whatever form the search computes in (alpha-beta is negamax
 * inside); it is measured from the root, so a win found deeper scores lower. A bound of {@code
 * ±Score.INFINITY} means there is none yet.
 *
 * <p>Listening costs a search nothing when nobody listens: without a listener it only checks a
 * field for null at each node. With one, it makes one call per node; the counts and the result it
 * finds are the same either way.
 *
 * <pre>{@code
 * SearchTrace<S, A> trace = new SearchTrace<>(game);
 * AlphaBetaSearch.on(game).listener(trace).build().search(state);
 * trace.calls();   // one Call per node, in the order the search entered them
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public interface SearchListener<S, A> {

  /**
   * Called when the search enters {@code state}, before it looks at it.
   *
   * @param state the position
   * @param move the move that led there from the node entered before and not yet left; null at the
   *     root
   * @param ply how many moves below the root
   * @param alpha on entry, the score MAX is already sure of elsewhere; {@code -Score.INFINITY} in
   *     minimax, which never narrows its window
   * @param beta on entry, the score MIN is already sure of elsewhere; {@code Score.INFINITY} in
   *     minimax
   */
  default void enter(S state, A move, int ply, int alpha, int beta) {}

  /**
   * Called when the search leaves the node it entered last and has not left yet.
   *
   * @param state the position
   * @param value the score the search returns for it, from MAX's point of view; after a cut-off a
   *     bound rather than the exact value; once the search is stopped, the best score of the moves
   *     it finished there, {@code ∓Score.INFINITY} (the worst for the player to move) for none
   */
  default void leave(S state, int value) {}

  /**
   * Called when a cut-off ends the search of {@code state} before its last moves: {@code skipped}
   * are the moves never tried, in the order they would have been. Only alpha-beta prunes.
   */
  default void prune(S state, List<A> skipped) {}

  /**
   * Called by a Monte Carlo search ({@link dev.zerosum.core.mcts.MctsSearch}), between the {@code
   * enter} and the calls of the children of a node, with what its simulations found there; other
   * searches never call it.
   *
   * <p>A Monte Carlo search tells its listener nothing while it runs, since its simulations cross
   * and its threads interleave: when it is done it walks its final tree depth first and reports
   * each node as the exact searches do ({@code enter}, this call, the children in the game's order
   * of actions, {@code leave}), so the same recorder and the same picture serve both. There, the
   * window of {@code enter} is what the MCTS-Solver has proven of the node: alpha a lower bound of
   * its value once it is proven at least a draw, beta an upper bound once proven at most a draw,
   * both the exact value once proven, and {@code ±Score.INFINITY} where nothing is proven. The
   * value of {@code leave} is the exact value when proven, else the mean result in thousandths
   * (+1,000: MAX won every simulation), held within the proven bounds.
   *
   * @param state the position
   * @param visits the simulations that went through the node
   * @param meanForMax their mean result for MAX, from -1 (MIN won them all) to +1
   */
  default void visits(S state, long visits, double meanForMax) {}

  /**
   * Called by alpha-beta between the {@code enter} and the {@code leave} of a node whose value it
   * took from its {@link TranspositionTable}: nothing below the node is searched, and the value of
   * {@code leave} is the table's.
   *
   * @param state the position
   */
  default void tableHit(S state) {}

  /**
   * Called by a depth-limited alpha-beta between the {@code enter} and the {@code leave} of a node
   * at its depth limit: the value of {@code leave} is the {@link Evaluator}'s estimate, not a
   * game's end.
   *
   * @param state the position
   */
  default void estimate(S state) {}

  /**
   * Called by a Monte Carlo search ({@link dev.zerosum.core.mcts.MctsSearch}) after each
   * simulation, as it runs, so that the search can be replayed simulation by simulation; the final
   * tree comes after, through {@code enter}, {@link #visits} and {@code leave}. With several
   * threads each thread calls it for its own simulations, at the same time as the others.
   *
   * <p>With one thread, the simulation added one visit and {@code resultForMax} to the statistics
   * of every node of the path, the root and the last node included: replaying the calls in order
   * from a new tree gives each node's visits and mean result exactly.
   *
   * @param path the moves from the root to the last node the simulation entered: the node it added
   *     when {@code expanded}, else the node it stopped at
   * @param expanded true when the last move of the path added its node to the tree
   * @param resultForMax the result for MAX the simulation backed up, from -1 to +1: a playout's
   *     end, or the exact value of the last node
   * @param proven true when the result is the exact value of the last node (the game is over there,
   *     or the MCTS-Solver has proven it), not a playout's
   */
  default void iteration(List<A> path, boolean expanded, double resultForMax, boolean proven) {}
}
