package dev.zerosum.core.mcts;

import dev.zerosum.core.Value;

/**
 * What a Monte Carlo search learned of one move at its root.
 *
 * @param action the move
 * @param visits the simulations that went through it
 * @param meanValue their mean result for the player to move at the root, from -1 (every one lost)
 *     to +1 (every one won)
 * @param value the move's value for the player to move at the root: exact once the MCTS-Solver has
 *     proven it; otherwise the mean result in thousandths ({@code "estimate +250"}), held within
 *     what is proven (a move proven to draw at least never shows below 0)
 * @param <A> the type of a move
 */
public record MctsChild<A>(A action, long visits, double meanValue, Value value) {}
