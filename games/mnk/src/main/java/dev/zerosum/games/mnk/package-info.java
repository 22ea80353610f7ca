/**
 * The m,n,k-games, k in a row on an m × n board (tic-tac-toe is 3,3,3, gomoku 15,15,5): their rules
 * for the searches of core, an exact solver for boards of up to 64 bits, a depth search for larger
 * ones, and two modules for every front end.
 *
 * <p>{@link dev.zerosum.games.mnk.Mnk} is the game, of a {@link dev.zerosum.games.mnk.MnkShape}, on
 * {@link dev.zerosum.games.mnk.MnkPosition} and {@link dev.zerosum.games.mnk.MnkMove}. {@link
 * dev.zerosum.games.mnk.MnkSolver} proves a position ({@link dev.zerosum.games.mnk.MnkScore}),
 * {@link dev.zerosum.games.mnk.MnkDepthSearch} estimates one, and {@link
 * dev.zerosum.games.mnk.MnkPerfectAgent} plays with both. {@link dev.zerosum.games.mnk.MnkModule}
 * and {@link dev.zerosum.games.mnk.GomokuModule} put the games in the registry.
 *
 * <p>The notation ({@code game.notation()}): a move is a point, a column's letter and a row's
 * number from 1 at the bottom ({@code h8}, gomoku's centre), or on a board of at most 16 cells a
 * cell number from 1; the older {@code x,y} (from 0 at the top left) and cell numbers up to 99
 * cells are still read. A position is the cells row by row, {@code X}, {@code O} or {@code .}, with
 * {@code /} between rows.
 *
 * <pre>{@code
 * MnkSolver solver = new MnkSolver(MnkShape.of(4, 4, 4), 20);
 * solver.solve(MnkPosition.empty(solver.shape()));  // 0: a draw
 * }</pre>
 */
package dev.zerosum.games.mnk;
