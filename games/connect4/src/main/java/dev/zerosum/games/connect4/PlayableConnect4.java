package dev.zerosum.games.connect4;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Value;
import dev.zerosum.core.mcts.PlayoutPolicy;
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
import java.util.OptionalInt;

/**
 * Connect Four set up for play: X and O, on the board of the options' {@link Connect4Size size},
 * columns 1 to its width, positions as the columns played. The opening book serves 7 × 6 alone.
 *
 * <p>The engines are the game's own, on bitboards: {@code perfect} is the solver within the
 * context's time, falling back on an iterative deepening search with the evaluator when it cannot
 * prove the position in time, and saying so; {@code depth:N} is that search stopped at N plies. The
 * generic {@code minimax} and {@code alphabeta} are not offered: Connect Four is far too big for
 * them. An analysis solves every move exactly, each on every core at once ({@link
 * Connect4Solvers}), until its stop condition says stop; a move not proven by then carries the
 * estimate of a short depth search and is marked not exact.
 */
final class PlayableConnect4 extends AbstractPlayableGame<Connect4Position, Connect4Move> {
  /** The entries of the table the perfect player's threads share: 64 MiB. */
  static final int PERFECT_TABLE_ENTRIES = 1 << 23;

  private static final Messages MESSAGES = Messages.of(PlayableConnect4.class);

  private final Connect4 game;
  private final Connect4Size size;
  private final Connect4Solvers solvers;

  PlayableConnect4(
      GameModule module, GameOptions options, Connect4Size size, Connect4Solvers solvers) {
    super(module, options);
    this.game = new Connect4(size);
    this.size = size;
    this.solvers = solvers;
  }

  @Override
  public Connect4 game() {
    return game;
  }

  @Override
  public String render(Connect4Position state, boolean colour) {
    String board = Connect4BoardText.render(state, true);
    if (!colour) {
      return board;
    }
    // The stones stand out in the colours of the real game; the empty cells recede.
    return board
        .replace("X", Ansi.paint("X", Ansi.BOLD_RED))
        .replace("O", Ansi.paint("O", Ansi.BOLD_YELLOW))
        .replace(" .", " " + Ansi.paint(".", Ansi.DIM));
  }

  @Override
  public String moveHelp() {
    return MESSAGES.text("connect4.move-help", Integer.toString(size.width()));
  }

  @Override
  public BoardView board(Connect4Position state) {
    List<String> rows = new ArrayList<>();
    for (int row = size.height() - 1; row >= 0; row--) {
      StringBuilder cells = new StringBuilder();
      for (int column = 0; column < size.width(); column++) {
        cells.append(state.markAt(column, row));
      }
      rows.add(cells.toString());
    }
    List<BoardView.Cell> line =
        state
            .winner()
            .map(winner -> GridLines.longRun(rows, winner == Player.MAX ? 'X' : 'O', 4))
            .orElse(List.of());
    return new BoardView.Grid(size.height(), size.width(), true, rows, line);
  }

  /** Returns "drop in column 4" (columns counted from 1), in the current language. */
  @Override
  public String moveText(Connect4Position state, Connect4Move move) {
    return MESSAGES.text("connect4.move.text", Integer.toString(move.column() + 1));
  }

  /**
   * Returns none: a node of a tree picture names a Connect Four position by its columns played, on
   * the small boards too.
   */
  @Override
  public Optional<List<String>> glyph(Connect4Position state) {
    return Optional.empty();
  }

  @Override
  public List<String> agents() {
    return List.of("perfect", "depth:N", "mcts", "heuristic", "random");
  }

  @Override
  public Evaluator<Connect4Position> evaluator() {
    return new Connect4Evaluator();
  }

  /**
   * Returns random, the rule of thumb, the depth search six plies deep and the perfect player,
   * measured apart at 2 s a move (bench/results/levels-2026-12-02.md). The top level is named the
   * strongest, not perfect: past its book the perfect player falls back on a search when no proof
   * ends in its time.
   */
  @Override
  public List<Level> levels() {
    return List.of(
        Level.easy("random"),
        Level.medium("heuristic"),
        Level.hard("depth:6"),
        Level.strongest("perfect"));
  }

  @Override
  protected Agent<Connect4Position, Connect4Move> heuristicAgent() {
    return new Connect4HeuristicAgent();
  }

  @Override
  protected PlayoutPolicy<Connect4Position, Connect4Move> playoutPolicy() {
    return new Connect4PlayoutPolicy();
  }

  /**
   * Returns the perfect player: the opening book where it has the position, then proofs on the
   * context's threads sharing one table, and the depth search when even those run out of time.
   */
  @Override
  protected Optional<AgentMaker<Connect4Position, Connect4Move>> perfectAgent() {
    return Optional.of(this::perfectPlayer);
  }

  private Agent<Connect4Position, Connect4Move> perfectPlayer(AgentContext context) {
    Connect4Table table =
        context.threads() > 1
            ? Connect4Table.shared(PERFECT_TABLE_ENTRIES, size)
            : Connect4Table.ofMegabytes(Connect4Solvers.TABLE_MEGABYTES, size);
    Connect4ParallelSolver solver =
        new Connect4ParallelSolver(
            context.threads(), table, size.isStandard() ? Connect4Solvers.book() : null);
    return Connect4PerfectAgent.withCodedNotes(
        context.budget(),
        solver,
        context.seed(),
        note -> context.notes().accept(Messages.say(note, List.of(module().messages()))));
  }

  /**
   * Values every move: from the book where it holds the position after it, whatever the time; else
   * estimated at once and then solved until {@code stop} ({@link Connect4AnalysisValues}).
   */
  @Override
  public Analysis analyze(Connect4Position state, StopCondition stop) {
    List<MoveValue<Connect4Move>> values = new ArrayList<>();
    Value known = null;
    if (!state.isOver()) {
      OptionalInt score = Connect4AnalysisValues.bookScore(state);
      known =
          score.isPresent()
              ? Connect4Score.toValue(score.getAsInt(), state.moves(), size.cells())
              : null;
      values =
          solvers.with(
              size,
              solver ->
                  new Connect4AnalysisValues(new Connect4DepthSearch())
                      .of(solver, state, game.actions(state), stop));
    }
    return analysisOf(state, values, known);
  }
}
