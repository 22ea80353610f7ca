/**
 * Tic-tac-toe: its rules for the searches of core, its perfect player, and its module for every
 * front end.
 *
 * <p>{@link dev.zerosum.games.tictactoe.TicTacToe} is the game, on {@link
 * dev.zerosum.games.tictactoe.TicTacToePosition} and {@link
 * dev.zerosum.games.tictactoe.TicTacToeMove}. {@link
 * dev.zerosum.games.tictactoe.TicTacToePerfectTable} holds the value and best moves of every
 * reachable position, {@link dev.zerosum.games.tictactoe.TicTacToePerfectAgent} plays from it, and
 * {@link dev.zerosum.games.tictactoe.TicTacToeBitboardSearch} is the fast alpha-beta engine. {@link
 * dev.zerosum.games.tictactoe.TicTacToeModule} puts the game in the registry.
 *
 * <p>The notation ({@code game.notation()}): a move is a cell {@code 1} to {@code 9}, row by row
 * from the top left, or a column and a row {@code x y} from 0; a position is the nine cells row by
 * row, {@code X}, {@code O} or {@code .}, with {@code /} between rows where wanted.
 *
 * <pre>{@code
 * TicTacToe game = new TicTacToe();
 * MinimaxSearch.on(game).build().search(game.initialState()).value().describe();  // "draw"
 * new TicTacToePerfectAgent().chooseAction(TicTacToePosition.empty());       // a best move
 * }</pre>
 */
package dev.zerosum.games.tictactoe;
