package dev.zerosum.games.tictactoe;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.AbstractPlayableGame;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentMaker;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.Ansi;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GridLines;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Tic-tac-toe set up for play: X and O, cells 1 to 9, the perfect-play table. */
final class PlayableTicTacToe extends AbstractPlayableGame<TicTacToePosition, TicTacToeMove> {
  private static final Messages MESSAGES = Messages.of(PlayableTicTacToe.class);

  private final TicTacToe game = new TicTacToe();

  PlayableTicTacToe(GameModule module, GameOptions options) {
    super(module, options);
  }

  @Override
  public TicTacToe game() {
    return game;
  }

  @Override
  public String render(TicTacToePosition state, boolean colour) {
    String board = TicTacToeBoardText.render(state, true);
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
    return module().messages().text("move-help");
  }

  @Override
  public BoardView board(TicTacToePosition state) {
    List<String> rows = rows(state);
    return new BoardView.Grid(3, 3, false, rows, winningLine(state, rows));
  }

  /** Returns the winner's three in a row; none while the game goes on or when it is drawn. */
  private List<BoardView.Cell> winningLine(TicTacToePosition state, List<String> rows) {
    if (!game.isTerminal(state) || game.utility(state) == 0) {
      return List.of();
    }
    return GridLines.longRun(rows, game.utility(state) > 0 ? 'X' : 'O', 3);
  }

  /** Returns "X in row 2, column 3" (counted from 1), in the current language. */
  @Override
  public String moveText(TicTacToePosition state, TicTacToeMove move) {
    return MESSAGES.text(
        "move.text",
        playerName(game.player(state)),
        Integer.toString(move.cell() / 3 + 1),
        Integer.toString(move.cell() % 3 + 1));
  }

  /** Writes the rows apart, {@code XO./.X./..O}: a title reads them as a board. */
  @Override
  public String displayPosition(TicTacToePosition state) {
    return String.join("/", rows(state));
  }

  private static List<String> rows(TicTacToePosition state) {
    List<String> rows = new ArrayList<>();
    for (int row = 0; row < 3; row++) {
      StringBuilder cells = new StringBuilder();
      for (int column = 0; column < 3; column++) {
        cells.append(state.markAt(row * 3 + column));
      }
      rows.add(cells.toString());
    }
    return rows;
  }

  @Override
  public Evaluator<TicTacToePosition> evaluator() {
    return new TicTacToeEvaluator();
  }

  /**
   * Returns three levels measured apart at 2 s a move (bench/results/levels-2026-12-02.md): random,
   * the rule of thumb (which falls to a fork) and the perfect-play table. The depth searches rate
   * between the last two, too close to either to make a level of their own.
   */
  @Override
  public List<Level> levels() {
    return List.of(Level.easy("random"), Level.medium("heuristic"), Level.perfect());
  }

  @Override
  protected Agent<TicTacToePosition, TicTacToeMove> heuristicAgent() {
    return new TicTacToeHeuristicAgent();
  }

  @Override
  protected Optional<AgentMaker<TicTacToePosition, TicTacToeMove>> perfectAgent() {
    return Optional.of(this::perfectPlayer);
  }

  private Agent<TicTacToePosition, TicTacToeMove> perfectPlayer(AgentContext context) {
    return new TicTacToePerfectAgent();
  }

  /** Reads every value from the perfect-play table of all 5,478 positions: no search, no wait. */
  @Override
  public Analysis analyze(TicTacToePosition state, StopCondition stop) {
    return analysisOf(state, TicTacToePerfectTable.instance().valuesOfMoves(state));
  }
}
