package dev.zerosum.games.mnk;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.AbstractPlayableGame;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentMaker;
import dev.zerosum.registry.AgentSpec;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.Ansi;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GridLines;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.MoveEstimates;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * An m,n,k-game set up for play: X and O, cells numbered on boards of up to 16, points ({@code h8})
 * beyond.
 *
 * <p>The engines are the game's own, on bitboards: {@code perfect} is the exact solver within the
 * context's time, falling back on the depth search when it cannot prove the position in time and
 * saying so; it is offered by that name only on boards the solver proves from the start ({@link
 * #PROVEN_CELLS}). On larger boards (gomoku) the same engine, which proves forced wins by threats
 * and else plays its deepest search, is called {@code strongest}, and {@code perfect} is refused;
 * {@code depth:N} is that search stopped at N plies (selective past 64 cells); the generic {@code
 * minimax} and {@code alphabeta} are offered on boards of up to 16 cells, where they finish. An
 * analysis solves every move exactly until its stop condition says stop; a move not proven by then,
 * or on a board too large to solve, is proven only when it wins at once, lets the opponent win at
 * once, or starts (or allows) a forced win by threats, and carries an estimate otherwise: the
 * evaluator's, then, in the time left, that of a search of the opponent's best reply ({@link
 * MoveEstimates}). {@code mcts} is Monte Carlo tree search on any board, with random playouts.
 */
final class PlayableMnk extends AbstractPlayableGame<MnkPosition, MnkMove> {
  /** Boards of at most this many cells offer the generic searches. */
  static final int GENERIC_SEARCH_CELLS = 16;

  /**
   * Boards of at most this many cells are proven from the start well within the page's 2 s a move
   * (4,5,4 in 0.1 s): there the top level is {@code perfect}.
   */
  static final int PROVEN_CELLS = 20;

  /**
   * The plies below a move that an analysis searches, at most, to estimate one neither the solver
   * nor the threats proved: one, the opponent's best reply by the evaluator.
   */
  static final int ESTIMATE_DEPTH = 1;

  private static final Messages MESSAGES = Messages.of(PlayableMnk.class);

  private final MnkShape shape;
  private final Mnk game;
  private final MnkNotation notation;
  private final MnkSolvers solvers;

  PlayableMnk(GameModule module, GameOptions options, MnkShape shape, MnkSolvers solvers) {
    super(module, options);
    this.shape = shape;
    this.game = new Mnk(shape);
    this.notation = new MnkNotation(shape);
    this.solvers = solvers;
  }

  @Override
  public Mnk game() {
    return game;
  }

  /**
   * Returns a numbered board as tic-tac-toe's is drawn, each empty cell its number; a larger one
   * inside its axes, as the page draws it ({@link dev.zerosum.registry.BoardText}).
   */
  @Override
  public String render(MnkPosition state, boolean colour) {
    if (!shape.isNumbered()) {
      return super.render(state, colour);
    }
    String board = MnkBoardText.numbered(state);
    if (!colour) {
      return board;
    }
    return board
        .replace("X", Ansi.paint("X", Ansi.BOLD_CYAN))
        .replace("O", Ansi.paint("O", Ansi.BOLD_YELLOW));
  }

  @Override
  public String moveHelp() {
    String lastColumn = MnkNotation.columnName(shape.columns() - 1);
    String rows = Integer.toString(shape.rows());
    String centre = MnkNotation.centre(shape);
    return shape.isNumbered()
        ? MESSAGES.text(
            "mnk.move-help-numbered", Integer.toString(shape.cells()), lastColumn, rows, centre)
        : MESSAGES.text("mnk.move-help", lastColumn, rows, centre);
  }

  @Override
  public BoardView board(MnkPosition state) {
    List<String> rows = Arrays.asList(state.rowsText());
    List<BoardView.Cell> line =
        state
            .winner()
            .map(winner -> GridLines.longRun(rows, winner == Player.MAX ? 'X' : 'O', shape.k()))
            .orElse(List.of());
    BoardView.Axes axes = shape.isNumbered() ? BoardView.Axes.NONE : MnkNotation.axes(shape);
    return new BoardView.Grid(
        shape.rows(), shape.columns(), false, rows, line, BoardView.Mark.X_AND_O, axes);
  }

  /**
   * Returns "X at h8" where the board names its points, else "X in row 2, column 3" (counted from 1
   * at the top left, as its cells are numbered), in the current language.
   */
  @Override
  public String moveText(MnkPosition state, MnkMove move) {
    if (!shape.isNumbered()) {
      return MESSAGES.text(
          "mnk.move.point",
          playerName(game.player(state)),
          MnkNotation.point(shape, move.cell(shape)));
    }
    return MESSAGES.text(
        "mnk.move.text",
        playerName(game.player(state)),
        Integer.toString(move.row() + 1),
        Integer.toString(move.column() + 1));
  }

  @Override
  public List<String> agents() {
    return shape.cells() <= GENERIC_SEARCH_CELLS
        ? EVERY_ENGINE
        : shape.cells() <= PROVEN_CELLS
            ? List.of("perfect", "depth:N", "mcts", "heuristic", "random")
            : List.of("strongest", "depth:N", "mcts", "heuristic", "random");
  }

  /** Returns the game's own depth search for {@code depth:N}; the others as every game has them. */
  @Override
  public Agent<MnkPosition, MnkMove> agent(AgentSpec spec, AgentContext context) {
    if (spec.kind() == AgentSpec.Kind.PERFECT && shape.cells() > PROVEN_CELLS) {
      // Past what the solver proves, the engine is not perfect play: it is called strongest.
      throw new GameInputException(
          MESSAGES.text(
              "mnk.no-perfect",
              module().title(),
              Integer.toString(shape.rows()),
              Integer.toString(shape.columns()),
              Integer.toString(PROVEN_CELLS)));
    }
    if (spec.kind() != AgentSpec.Kind.DEPTH) {
      return super.agent(spec, context);
    }
    MnkDepthSearch search = new MnkDepthSearch(shape);
    return state -> search.search(state, spec.depth(), context.budget().start()).move();
  }

  @Override
  public Evaluator<MnkPosition> evaluator() {
    return new MnkEvaluator();
  }

  /**
   * Returns the levels measured apart at 2 s a move (bench/results/levels-2026-12-02.md). On a
   * small board that the solver proves, every engine but random held the perfect player to the
   * board's value in every game (4,4,4 and 4,4,3), so there are two levels, random and perfect. On
   * a larger board (measured on gomoku) random, the rule of thumb and the strongest engine: the
   * depth searches two and four plies deep rated level with the rule of thumb, so neither is a
   * level.
   */
  @Override
  public List<Level> levels() {
    if (shape.cells() <= PROVEN_CELLS) {
      return List.of(Level.easy("random"), Level.perfect());
    }
    return List.of(Level.easy("random"), Level.medium("heuristic"), Level.strongest("strongest"));
  }

  @Override
  protected Agent<MnkPosition, MnkMove> heuristicAgent() {
    return new MnkHeuristicAgent();
  }

  @Override
  protected Optional<AgentMaker<MnkPosition, MnkMove>> perfectAgent() {
    return Optional.of(this::perfectPlayer);
  }

  private Agent<MnkPosition, MnkMove> perfectPlayer(AgentContext context) {
    return MnkPerfectAgent.withCodedNotes(
        shape,
        context.budget(),
        MnkSolvers.LOG2_SLOTS,
        context.seed(),
        note -> context.notes().accept(Messages.say(note, List.of(module().messages()))));
  }

  @Override
  public Analysis analyze(MnkPosition state, StopCondition stop) {
    List<MoveValue<MnkMove>> values = new ArrayList<>();
    if (!state.isOver()) {
      if (shape.fitsOneWord()) {
        solvers.with(shape, solver -> MnkMoveValues.solveEach(solver, game, state, stop, values));
      } else {
        MnkMoveValues.estimateEach(game, state, values);
      }
      new MnkThreatValues(MnkThreatValues.ANALYSIS_NODES).prove(state, stop, values);
      // What neither the solver nor the threats proved, a search estimates in the time left.
      return analysisOf(
          state, MoveEstimates.deepened(game, evaluator(), state, values, stop, ESTIMATE_DEPTH));
    }
    return analysisOf(state, values);
  }
}
