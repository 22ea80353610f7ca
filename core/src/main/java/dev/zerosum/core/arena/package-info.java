/**
 * The arena: agents play each other in a round robin or a gauntlet, with both colours and varied
 * openings, in parallel; the results are a cross table and Elo ratings with confidence intervals.
 * Plain records, no input or output: a front end prints them as text, JSON, CSV or a plot.
 *
 * <p>{@link dev.zerosum.core.arena.Arena} runs it (each player an {@link
 * dev.zerosum.core.arena.AgentFactory} that makes a fresh agent from a seed) and returns {@link
 * dev.zerosum.core.arena.ArenaResults}: every {@link dev.zerosum.core.arena.ArenaGame}, the {@link
 * dev.zerosum.core.arena.CrossTable} and the {@link dev.zerosum.core.arena.Ratings} that {@link
 * dev.zerosum.core.arena.EloFit} finds. An {@link dev.zerosum.core.arena.ArenaTextJournal} keeps
 * every game in a file as it ends.
 *
 * <pre>{@code
 * ArenaResults<A> results = Arena.on(game)
 *     .player("random", seed -> new RandomAgent<>(game, seed))
 *     .player("minimax", seed -> new SearchAgent<>(MinimaxSearch.on(game).build()))
 *     .build().run();
 * results.ratings().of("minimax").elo();
 * }</pre>
 */
package dev.zerosum.core.arena;
