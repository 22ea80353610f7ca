/**
 * Nim with any number of piles of any size, under normal or misère play: its rules for the searches
 * of core, its exact solvers, and its module for every front end.
 *
 * <p>{@link dev.zerosum.games.nim.Nim} is the game ({@link dev.zerosum.games.nim.NimRules}), on
 * {@link dev.zerosum.games.nim.NimPosition} and {@link dev.zerosum.games.nim.NimMove}. {@link
 * dev.zerosum.games.nim.NimSumSolver} gives the outcome and the winning moves of any position at
 * once, from the nim-sum; {@link dev.zerosum.games.nim.NimPliesSolver} gives the exact value to the
 * ply ({@link dev.zerosum.games.nim.NimSolution}). {@link dev.zerosum.games.nim.NimModule} puts the
 * game in the registry.
 *
 * <p>The notation ({@code game.notation()}): a move is a pile and a count, {@code B-1} or {@code
 * 2-1} (take 1 from the second pile); a position is the pile sizes, {@code 3,4,5}, with the first
 * player to move.
 *
 * <pre>{@code
 * NimPosition p = NimPosition.of(Player.MAX, 1, 2);
 * new NimSumSolver(NimRules.NORMAL).winningMoves(p);     // [NimMove[pile=1, count=1]]: B-1
 * new NimPliesSolver(NimRules.NORMAL).solve(p).value();  // win in 3 plies
 * }</pre>
 */
package dev.zerosum.games.nim;
