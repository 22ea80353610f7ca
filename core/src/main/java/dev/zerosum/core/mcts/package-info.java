/**
 * Monte Carlo tree search: UCT with the MCTS-Solver, for games without a good evaluator. {@link
 * dev.zerosum.core.mcts.MctsSearch} is the search (a {@link dev.zerosum.core.Search} like the
 * others of core, under the same {@link dev.zerosum.core.Budget}), {@link
 * dev.zerosum.core.mcts.MctsAgent} the agent that keeps its tree between moves, {@link
 * dev.zerosum.core.mcts.PlayoutPolicy} how a simulation plays to the end, and {@link
 * dev.zerosum.core.mcts.MctsStatistics} what one search did. The other classes are its parts: a
 * node, a run, a worker thread, the choice of a child, the proven bounds.
 *
 * <pre>{@code
 * MctsSearch<S, A> mcts = MctsSearch.on(game).iterations(10_000).seed(7).build();
 * mcts.search(game.initialState()).bestAction();
 * }</pre>
 */
package dev.zerosum.core.mcts;
