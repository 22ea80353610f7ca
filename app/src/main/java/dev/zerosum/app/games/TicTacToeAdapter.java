package dev.zerosum.app.games;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.GameInputException;
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
  private static final String BOLD_CYAN = "\u001b[1;36m";
  private static final String BOLD_YELLOW = "\u001b[1;33m";
  private static final String DIM = "\u001b[2m";
  private static final String RESET = "\u001b[0m";

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
    TicTacToePosition position = notation().parsePosition(text);
    if (toMove != null && toMove != position.toMove()) {
      throw new GameInputException(
          playerName(position.toMove())
              + " is to move in "
              + position
              + ", not "
              + playerName(toMove));
    }
    return position;
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
        .replaceAll("([1-9])", DIM + "$1" + RESET)
        .replace("X", BOLD_CYAN + "X" + RESET)
        .replace("O", BOLD_YELLOW + "O" + RESET);
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
