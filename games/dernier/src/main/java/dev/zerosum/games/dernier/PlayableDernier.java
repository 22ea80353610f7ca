package dev.zerosum.games.dernier;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.registry.AbstractPlayableGame;
import dev.zerosum.registry.AgentContext;
import dev.zerosum.registry.AgentMaker;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.Level;
import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Dernier set up for play. Every analysis comes from the rule of K + 1 at once, with the length of
 * the game too, whatever the length of the row: no search, no wait. Only a row so long that the
 * game outlasts what a score counts is answered with the outcomes alone.
 */
final class PlayableDernier extends AbstractPlayableGame<DernierPosition, DernierMove> {
  private static final Messages MESSAGES = Messages.of(PlayableDernier.class);

  private final Dernier game;
  private final DernierSolver solver;

  PlayableDernier(GameModule module, GameOptions options) {
    super(module, options);
    DernierRules rules =
        options.flag("last-wins") ? DernierRules.LAST_WINS : DernierRules.LAST_LOSES;
    this.game = new Dernier(options.integer("matches"), (int) options.integer("take"), rules);
    this.solver = new DernierSolver(game);
  }

  @Override
  public Dernier game() {
    return game;
  }

  /** Reads the matches left; {@code toMove} says who moves, the first player when null. */
  @Override
  public DernierPosition parsePosition(String text, Player toMove) {
    DernierPosition row = notation().parsePosition(text);
    return toMove == null ? row : new DernierPosition(row.matches(), toMove);
  }

  /** Returns first or second in the current language: primero, segundo. */
  @Override
  public String displayPlayerName(Player player) {
    return MESSAGES.text(player == Player.MAX ? "dernier.player.first" : "dernier.player.second");
  }

  @Override
  public String render(DernierPosition state, boolean colour) {
    long n = state.matches();
    if (n == 0) {
      return MESSAGES.text("dernier.board.none") + "\n";
    }
    String rule =
        MESSAGES.text(
            game.rules() == DernierRules.LAST_LOSES
                ? "dernier.board.last-loses"
                : "dernier.board.last-wins");
    long most = Math.min(game.maxTake(), n);
    String caption =
        n == 1
            ? MESSAGES.text("dernier.board.last", rule)
            : most == 1
                ? MESSAGES.text("dernier.board.take-one", Long.toString(n), rule)
                : MESSAGES.text(
                    "dernier.board.take-up-to", Long.toString(n), Long.toString(most), rule);
    return caption + "\n" + DernierBoardText.matches(state);
  }

  @Override
  public String moveHelp() {
    return MESSAGES.text("dernier.move-help", Integer.toString(game.maxTake()));
  }

  @Override
  public BoardView board(DernierPosition state) {
    return new BoardView.Row(state.matches(), game.maxTake());
  }

  /** Returns "take 3 matches", in the current language. */
  @Override
  public String moveText(DernierPosition state, DernierMove move) {
    return move.take() == 1
        ? MESSAGES.text("dernier.move.text-one")
        : MESSAGES.text("dernier.move.text", Integer.toString(move.take()));
  }

  @Override
  public Evaluator<DernierPosition> evaluator() {
    return new DernierEvaluator(game);
  }

  /**
   * Returns random, searches two and four moves deep, and the rule of K + 1: measured far apart at
   * 2 s a move (bench/results/levels-2026-12-02.md).
   */
  @Override
  public List<Level> levels() {
    return List.of(
        Level.easy("random"), Level.medium("depth:2"), Level.hard("depth:4"), Level.perfect());
  }

  @Override
  protected Agent<DernierPosition, DernierMove> heuristicAgent() {
    return new DernierHeuristicAgent(game);
  }

  @Override
  protected Optional<AgentMaker<DernierPosition, DernierMove>> perfectAgent() {
    return Optional.of(this::perfectPlayer);
  }

  private Agent<DernierPosition, DernierMove> perfectPlayer(AgentContext context) {
    return new DernierPerfectAgent(game);
  }

  @Override
  public Analysis analyze(DernierPosition state, StopCondition stop) {
    if (solver.fitsInScore(state)) {
      return analysisOf(state, solver.valuesOfMoves(game, state));
    }
    return outcomesOnly(state);
  }

  @Override
  public String explain(DernierPosition state) {
    return DernierExplanation.of(solver, state, game.rules());
  }

  /** Returns the analysis of a row too long for a score: who wins after each move, not when. */
  private Analysis outcomesOnly(DernierPosition state) {
    List<Analysis.MoveAnalysis> moves = new ArrayList<>();
    for (DernierMove move : game.actions(state)) {
      Outcome after = solver.outcome(game.result(state, move));
      String forMover = (after == Outcome.LOSS ? Outcome.WIN : Outcome.LOSS).word();
      moves.add(new Analysis.MoveAnalysis(move.toString(), forMover, null, true));
    }
    List<String> best =
        solver
            .winningMove(state)
            .map(move -> List.of(move.toString()))
            .orElse(moves.stream().map(Analysis.MoveAnalysis::move).toList());
    return new Analysis(
        module().name(),
        notation().formatPosition(state),
        playerName(state.toMove()),
        Analysis.PLAYING,
        null,
        solver.outcome(state).word(),
        null,
        true,
        moves,
        best);
  }
}
