/**
 * Dernier ("the last one"), the matchstick game: a row of matches, each move takes 1 to K of them,
 * and whoever takes the last one loses (or, under normal play, wins). Its rules for the searches of
 * core, its solver, and its module for every front end.
 *
 * <p>{@link dev.zerosum.games.dernier.Dernier} is the game ({@link
 * dev.zerosum.games.dernier.DernierRules}), on {@link dev.zerosum.games.dernier.DernierPosition}
 * and {@link dev.zerosum.games.dernier.DernierMove}. {@link
 * dev.zerosum.games.dernier.DernierSolver} answers any position at once, from the rule. {@link
 * dev.zerosum.games.dernier.DernierModule} puts the game in the registry.
 *
 * <p>The notation ({@code game.notation()}): a move is how many matches to take ({@code 2}); a
 * position is how many are left ({@code 21}), with the first player to move.
 *
 * <pre>{@code
 * DernierSolver solver = new DernierSolver(3, DernierRules.LAST_LOSES);
 * solver.isLost(21);                                        // true: 21 = 5 * 4 + 1
 * solver.winningMove(new DernierPosition(20, Player.MAX));  // take 3, leaving 17
 * }</pre>
 */
package dev.zerosum.games.dernier;
