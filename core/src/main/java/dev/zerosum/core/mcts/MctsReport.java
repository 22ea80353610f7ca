package dev.zerosum.core.mcts;

import dev.zerosum.core.SearchResult;

/**
 * What a Monte Carlo search returns when asked for more than a {@link SearchResult}: the result, as
 * every search gives it, and the statistics only a Monte Carlo search keeps.
 *
 * @param result the best move, its value and the principal variation
 * @param statistics the simulations, the tree and the root's moves with their visits and values
 * @param <A> the type of a move
 */
public record MctsReport<A>(SearchResult<A> result, MctsStatistics<A> statistics) {}
