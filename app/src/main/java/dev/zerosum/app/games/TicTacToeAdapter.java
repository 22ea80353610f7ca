package dev.zerosum.app.games;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Player;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeBoardText;
import dev.zerosum.games.tictactoe.TicTacToeEvaluator;
import dev.zerosum.games.tictactoe.TicTacToeHeuristicAgent;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePerfectAgent;
import dev.zerosum.games.tictactoe.TicTacToePerfectTable;
import dev.zerosum.games.tictactoe.TicTacToePosition;

/** Tic-tac-toe for the command line: X and O, cells 1 to 9, the perfect-play table. */
final class TicTacToeAdapter extends AbstractGameAdapter<TicTacToePosition, TicTacToeMove> {

  private final TicTacToe game = new TicTacToe();

  // The value of all 5,478 positions, computed once and shared: immutable, so any thread may ask.
  private final TicTacToePerfectTable table = TicTacToePerfectTable.instance();

  @Override
  public String name() {
    return "tictactoe";
  }

  @Override
  public GameOptions options() {
    return GameOptions.none();
  }

  @Override
  public TicTacToe game() {
    return game;
  }

  /** Reads the board; the player to move follows from the marks, and must match {@code toMove}. */
  @Override
  public TicTacToePosition parsePosition(String text, Player toMove) {
    return requireToMove(notation().parsePosition(text), toMove);
  }

  @Override
  public String playerName(Player player) {
    return player == Player.MAX ? "X" : "O";
  }

  @Override
  public String render(TicTacToePosition state, boolean numbered, boolean colour) {
    String board = TicTacToeBoardText.render(state, numbered);
    if (!colour) {
      return board;
    }
    // The marks stand out; the numbers of empty cells recede. Digits first: the escape codes
    // added after them hold digits too.
    return board
        .replaceAll("([1-9])", Ansi.paint("$1", Ansi.DIM))
        .replace("X", Ansi.paint("X", Ansi.BOLD_CYAN))
        .replace("O", Ansi.paint("O", Ansi.BOLD_YELLOW));
  }

  @Override
  public String moveHelp() {
    return "type a cell 1 to 9 (1 is top left, row by row), or a column and a row 'x y', each 0 to 2";
  }

  @Override
  public Evaluator<TicTacToePosition> evaluator() {
    return new TicTacToeEvaluator();
  }

  @Override
  Agent<TicTacToePosition, TicTacToeMove> heuristicAgent() {
    return new TicTacToeHeuristicAgent();
  }

  @Override
  Agent<TicTacToePosition, TicTacToeMove> perfectAgent() {
    return new TicTacToePerfectAgent();
  }

  @Override
  public Analysis analyze(TicTacToePosition state) {
    return analysisOf(state, table.valuesOfMoves(state));
  }
}
