package dev.zerosum.app.games;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.Search;
import dev.zerosum.core.SearchAgent;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeBoardText;
import dev.zerosum.games.tictactoe.TicTacToeEvaluator;
import dev.zerosum.games.tictactoe.TicTacToeHeuristicAgent;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePosition;

/** Tic-tac-toe for the command line: X and O, cells 1 to 9, a perfect engine. */
final class TicTacToeAdapter extends AbstractGameAdapter<TicTacToePosition, TicTacToeMove> {
  private static final String BOLD_CYAN = "\u001b[1;36m";
  private static final String BOLD_YELLOW = "\u001b[1;33m";
  private static final String DIM = "\u001b[2m";
  private static final String RESET = "\u001b[0m";

  private final TicTacToe game = new TicTacToe();

  // One table for the whole run: all 765 classes of positions fit, so after the first search
  // every answer is a lookup.
  private final Search<TicTacToePosition, TicTacToeMove> perfect =
      AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 12)).build();

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
  Evaluator<TicTacToePosition> evaluator() {
    return new TicTacToeEvaluator();
  }

  @Override
  Agent<TicTacToePosition, TicTacToeMove> heuristicAgent() {
    return new TicTacToeHeuristicAgent();
  }

  @Override
  Agent<TicTacToePosition, TicTacToeMove> perfectAgent() {
    return new SearchAgent<>(perfect);
  }

  @Override
  public Analysis analyze(TicTacToePosition state) {
    return analysisOf(state, MoveValue.ofEveryMove(game, perfect, state));
  }
}
