/**
 * Connect Four: its rules for the searches of core, the perfect solver and its opening book, the
 * perfect player, and its module for every front end (with the {@code solve} command).
 *
 * <p>{@link dev.zerosum.games.connect4.Connect4} is the game, on {@link
 * dev.zerosum.games.connect4.Connect4Position} and {@link dev.zerosum.games.connect4.Connect4Move}.
 * {@link dev.zerosum.games.connect4.Connect4Solver} finds the exact score ({@link
 * dev.zerosum.games.connect4.Connect4Score}) of a position, on one thread or many ({@link
 * dev.zerosum.games.connect4.Connect4ParallelSolver}), with a {@link
 * dev.zerosum.games.connect4.Connect4Table} and an opening book ({@link
 * dev.zerosum.games.connect4.Connect4Book}); {@link
 * dev.zerosum.games.connect4.Connect4PerfectAgent} plays from them. {@link
 * dev.zerosum.games.connect4.Connect4Module} puts the game in the registry.
 *
 * <p>The notation ({@code game.notation()}), that of the public benchmark sets: a move is a column,
 * {@code 1} (left) to {@code 7}; a position is the columns played from the empty board, {@code
 * "4453"}.
 *
 * <pre>{@code
 * Connect4Book book = Connect4Book.standard();
 * book.score(Connect4Position.of("4"));  // OptionalInt[-1]: O loses, X wins with its 21st stone
 * }</pre>
 */
package dev.zerosum.games.connect4;
