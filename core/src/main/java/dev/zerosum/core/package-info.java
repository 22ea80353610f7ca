/**
 * The game abstraction and the searches of zerosum: any two-player, zero-sum game of perfect
 * information, played and solved by searches that know nothing of the game. No dependencies.
 *
 * <p>A game implements {@link dev.zerosum.core.Game} (six methods) and may offer a {@link
 * dev.zerosum.core.PositionKey}, its {@link dev.zerosum.core.Symmetries}, a {@link
 * dev.zerosum.core.MoveOrdering} and a {@link dev.zerosum.core.Notation}. The searches, each a
 * {@link dev.zerosum.core.Search} that returns a {@link dev.zerosum.core.SearchResult}: {@link
 * dev.zerosum.core.MinimaxSearch} (the reference), {@link dev.zerosum.core.AlphaBetaSearch} (with a
 * {@link dev.zerosum.core.TranspositionTable}, a depth limit and an {@link
 * dev.zerosum.core.Evaluator}), {@link dev.zerosum.core.IterativeDeepeningSearch} (within a time)
 * and {@link dev.zerosum.core.mcts.MctsSearch} (Monte Carlo tree search with the MCTS-Solver).
 * Values are {@link dev.zerosum.core.Value}s of {@link dev.zerosum.core.Score}s that count the
 * plies to the end. An {@link dev.zerosum.core.Agent} chooses moves: {@link
 * dev.zerosum.core.SearchAgent}, {@link dev.zerosum.core.mcts.MctsAgent}, {@link
 * dev.zerosum.core.RandomAgent}. Budgets are {@link dev.zerosum.core.StopCondition}s ({@link
 * dev.zerosum.core.Deadline} on a {@link dev.zerosum.core.Ticker}); a {@link
 * dev.zerosum.core.SearchListener} hears a search as it runs.
 *
 * <pre>{@code
 * Game<S, A> game = ...;                                    // any game: tic-tac-toe, Nim, your own
 * SearchResult<A> r = MinimaxSearch.on(game).build().search(game.initialState());
 * r.value().describe();                                     // "draw", "win in 3 plies" …
 * Agent<S, A> player = new SearchAgent<>(MinimaxSearch.on(game).build());
 * }</pre>
 *
 * <p>The arena that rates agents against each other is {@link dev.zerosum.core.arena}.
 */
package dev.zerosum.core;
