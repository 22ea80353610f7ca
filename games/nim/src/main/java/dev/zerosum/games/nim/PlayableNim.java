package dev.zerosum.games.nim;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.GameInputException;
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
 * Nim set up for play. A position with at most {@link #SOLVED_POSITIONS} sorted positions below it
 * is analysed exactly, plies included, by {@link NimPliesSolver}'s memo of them; any other is
 * answered at once from the nim-sum, which knows who wins after each move but not how fast, and
 * says so ({@link Analysis#pliesUnknown()}).
 */
final class PlayableNim extends AbstractPlayableGame<NimPosition, NimMove> {
  /**
   * Positions with at most this many sorted positions below them are solved to the ply, with a memo
   * of 8 MB at most. Most take a few milliseconds; the slowest shape, misère play with many equal
   * piles, solves most of the positions below and takes about 0.1 s of CPU at this size
   * (bench/results/nim-analysis-2026-12-01T074644Z.md: at most 68 ms at 10^6).
   */
  static final int SOLVED_POSITIONS = 2_000_000;

  /** Positions with more moves than this list none of them in an analysis. */
  static final long LISTED_MOVES = Analysis.LISTED_MOVES;

  /**
   * Piles of more objects than this in all offer no engine that lists the moves: the searches copy
   * and order every move of each position they visit, and Monte Carlo keeps them in its tree (a
   * list of a million moves holds some 16 MB; past 2^31 − 1 none can be made at all).
   */
  static final long SEARCHED_MOVES = 1_000_000;

  /** Positions with more moves than this give the page none to click: it types them. */
  static final long BOARD_MOVES = 1_000;

  private static final Messages MESSAGES = Messages.of(PlayableNim.class);

  /** The option of the piles, as typed: the same in every language. */
  private static final String PILES = "--piles";

  private final Nim game;
  private final NimSumSolver solver;
  private final NimPliesSolver exact;

  PlayableNim(GameModule module, GameOptions options) {
    super(module, options);
    List<Long> piles = options.integers("piles");
    if (piles.isEmpty()) {
      throw new GameInputException(MESSAGES.text("nim.piles.none", PILES));
    }
    if (piles.size() > NimModule.MAX_PILES) {
      throw new GameInputException(
          MESSAGES.text(
              "nim.piles.too-many",
              PILES,
              Integer.toString(piles.size()),
              Integer.toString(NimModule.MAX_PILES)));
    }
    if (piles.stream().allMatch(pile -> pile == 0)) {
      throw new GameInputException(
          MESSAGES.text(
              "nim.piles.all-empty",
              PILES,
              String.join(",", piles.stream().map(String::valueOf).toList())));
    }
    NimRules rules = options.flag("misere") ? NimRules.MISERE : NimRules.NORMAL;
    this.game = new Nim(piles, rules);
    this.solver = new NimSumSolver(rules);
    this.exact = new NimPliesSolver(rules);
  }

  @Override
  public Nim game() {
    return game;
  }

  /** Reads the piles; {@code toMove} says who moves, the first player when null. */
  @Override
  public NimPosition parsePosition(String text, Player toMove) {
    NimPosition piles = notation().parsePosition(text);
    return toMove == null ? piles : NimPosition.of(toMove, piles.piles());
  }

  /** Returns first or second in the current language: primero, segundo. */
  @Override
  public String displayPlayerName(Player player) {
    return MESSAGES.text(player == Player.MAX ? "nim.player.first" : "nim.player.second");
  }

  @Override
  public String render(NimPosition state, boolean colour) {
    return NimBoardText.render(state);
  }

  @Override
  public String moveHelp() {
    return MESSAGES.text("nim.move-help");
  }

  @Override
  public BoardView board(NimPosition state) {
    List<String> names = new ArrayList<>();
    List<String> sizes = new ArrayList<>();
    for (int pile = 0; pile < state.pileCount(); pile++) {
      names.add(pileName(state, pile));
      sizes.add(Long.toString(state.pile(pile)));
    }
    return new BoardView.Piles(names, sizes);
  }

  /**
   * Returns "take 37 from pile B", in the current language, the count written as the language
   * writes numbers ("take 999,957", "quitar 999.957"), as the page writes the piles.
   */
  @Override
  public String moveText(NimPosition state, NimMove move) {
    return MESSAGES.text(
        "nim.move.text", move.count(), NimNotation.pileName(state.pileCount(), move.pile()));
  }

  private String pileName(NimPosition state, int pile) {
    return notation().formatMove(state, new NimMove(pile, 1)).split("-")[0];
  }

  /** Returns no estimate at all: short of the nim-sum itself, Nim has no telling feature. */
  @Override
  public Evaluator<NimPosition> evaluator() {
    return state -> 0;
  }

  /**
   * Returns every engine, but on piles of more than {@link #SEARCHED_MOVES} objects in all only the
   * two that never list the moves, {@code perfect} and {@code heuristic}.
   */
  @Override
  public List<String> agents() {
    return NimActions.atMost(game.initialState(), SEARCHED_MOVES)
        ? super.agents()
        : List.of("perfect", "heuristic");
  }

  /**
   * Returns random, the rule of thumb, a search six moves deep and the nim-sum, measured apart on
   * the default piles at 2 s a move (bench/results/levels-2026-12-02.md); where the piles are too
   * large to search, the two engines offered there.
   */
  @Override
  public List<Level> levels() {
    return Level.offered(
        agents(),
        Level.easy("random"),
        Level.medium("heuristic"),
        Level.hard("depth:6"),
        Level.perfect());
  }

  @Override
  protected Agent<NimPosition, NimMove> heuristicAgent() {
    return new NimHeuristicAgent(game.rules());
  }

  @Override
  protected Optional<AgentMaker<NimPosition, NimMove>> perfectAgent() {
    return Optional.of(this::perfectPlayer);
  }

  private Agent<NimPosition, NimMove> perfectPlayer(AgentContext context) {
    return new NimSumAgent(game);
  }

  @Override
  public Analysis analyze(NimPosition state, StopCondition stop) {
    if (game.isTerminal(state)
        || NimPliesSolver.sortedPositionsBelow(state, SOLVED_POSITIONS) <= SOLVED_POSITIONS) {
      return exactAnalysis(state);
    }
    return theoreticalAnalysis(state);
  }

  @Override
  public String explain(NimPosition state) {
    return NimExplanation.of(state, game.rules() == NimRules.MISERE);
  }

  /** Returns the analysis from the memo of the positions below: outcomes and plies. */
  private Analysis exactAnalysis(NimPosition state) {
    if (game.isTerminal(state)) {
      return analysisOf(state, List.of());
    }
    NimSolution solution = exact.solve(state);
    boolean tooManyMoves = moveCount(state, LISTED_MOVES) > LISTED_MOVES;
    List<Analysis.MoveAnalysis> moves = null;
    if (!tooManyMoves) {
      moves = new ArrayList<>();
      for (NimMove move : game.actions(state)) {
        NimValue value = solution.valueOf(move);
        moves.add(
            new Analysis.MoveAnalysis(
                notation().formatMove(state, move), value.outcome().word(), value.plies(), true));
      }
    }
    NimValue value = solution.value();
    return new Analysis(
        module().name(),
        notation().formatPosition(state),
        playerName(state.toMove()),
        Analysis.PLAYING,
        null,
        value.outcome().word(),
        value.plies(),
        true,
        moves,
        listed(state, solution.bestMoves()),
        false,
        tooManyMoves);
  }

  /**
   * Returns the analysis from the nim-sum alone: who wins after each move, exactly, but not how
   * fast (the plies are unknown, and the analysis says so).
   */
  private Analysis theoreticalAnalysis(NimPosition state) {
    Outcome outcome = solver.outcome(state);
    boolean tooManyMoves = moveCount(state, LISTED_MOVES) > LISTED_MOVES;
    List<Analysis.MoveAnalysis> moves = null;
    if (!tooManyMoves) {
      moves = new ArrayList<>();
      for (NimMove move : game.actions(state)) {
        Outcome after = solver.outcome(game.result(state, move));
        String forMover = (after == Outcome.LOSS ? Outcome.WIN : Outcome.LOSS).word();
        moves.add(
            new Analysis.MoveAnalysis(notation().formatMove(state, move), forMover, null, true));
      }
    }
    List<NimMove> bestMoves = solver.winningMoves(state);
    if (bestMoves.isEmpty()) {
      bestMoves = tooManyMoves ? List.of(solver.chooseMove(state)) : game.actions(state);
    }
    return new Analysis(
        module().name(),
        notation().formatPosition(state),
        playerName(state.toMove()),
        Analysis.PLAYING,
        null,
        outcome.word(),
        null,
        true,
        moves,
        listed(state, bestMoves),
        true,
        tooManyMoves);
  }

  /** Returns the first {@link #LISTED_MOVES} of {@code moves} in the notation. */
  private List<String> listed(NimPosition state, List<NimMove> moves) {
    return moves.stream().limit(LISTED_MOVES).map(m -> notation().formatMove(state, m)).toList();
  }

  /** Returns how many moves the position has, counted up to just past {@code limit}. */
  private static long moveCount(NimPosition state, long limit) {
    long count = 0;
    for (int pile = 0; pile < state.pileCount(); pile++) {
      count = Math.min(count + state.pile(pile), limit + 1); // no overflow
    }
    return count;
  }
}
