package dev.zerosum.app.games;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.games.nim.Nim;
import dev.zerosum.games.nim.NimBoardText;
import dev.zerosum.games.nim.NimHeuristicAgent;
import dev.zerosum.games.nim.NimMove;
import dev.zerosum.games.nim.NimPliesSolver;
import dev.zerosum.games.nim.NimPosition;
import dev.zerosum.games.nim.NimRules;
import dev.zerosum.games.nim.NimSolution;
import dev.zerosum.games.nim.NimSumAgent;
import dev.zerosum.games.nim.NimSumSolver;
import dev.zerosum.games.nim.NimValue;
import java.util.ArrayList;
import java.util.List;

/**
 * Nim for the command line. A position with at most {@link #SOLVED_POSITIONS} sorted positions
 * below it is analysed exactly, plies included, by {@link NimPliesSolver}'s memo of them; any other
 * is answered at once from the nim-sum, which knows who wins after each move but not how fast, and
 * says so ({@link Analysis#pliesUnknown()}).
 */
final class NimAdapter extends AbstractGameAdapter<NimPosition, NimMove> {
  /**
   * Positions with at most this many sorted positions below them are solved to the ply, with a memo
   * of 8 MB at most. Most take a few milliseconds; the slowest shape, misère play with many equal
   * piles, solves most of the positions below and takes about 0.1 s of CPU at this size
   * (bench/results/nim-analysis-2026-12-01T074644Z.md: at most 68 ms at 10^6).
   */
  static final int SOLVED_POSITIONS = 2_000_000;

  /** Positions with more moves than this list none of them in an analysis. */
  static final long LISTED_MOVES = Analysis.LISTED_MOVES;

  private final GameOptions options;
  private final Nim game;
  private final NimSumSolver solver;
  private final NimPliesSolver exact;

  NimAdapter(GameOptions options) {
    List<Long> piles = options.piles().isEmpty() ? GameOptions.DEFAULT_PILES : options.piles();
    this.options = new GameOptions(piles, options.misere());
    NimRules rules = options.misere() ? NimRules.MISERE : NimRules.NORMAL;
    try {
      this.game = new Nim(piles, rules);
    } catch (IllegalArgumentException badPiles) {
      // The piles come from a person or a file: say what is wrong with them, as input.
      throw new GameInputException("bad piles: " + badPiles.getMessage());
    }
    this.solver = new NimSumSolver(rules);
    this.exact = new NimPliesSolver(rules);
  }

  @Override
  public String name() {
    return "nim";
  }

  @Override
  public GameOptions options() {
    return options;
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

  @Override
  public String playerName(Player player) {
    return player == Player.MAX ? "first" : "second";
  }

  @Override
  public String render(NimPosition state, boolean numbered, boolean colour) {
    return NimBoardText.render(state);
  }

  @Override
  public String moveHelp() {
    return "type a pile and how many to take, like B-1 (or 2-1: the pile's number, counted from 1)";
  }

  /** Returns no estimate at all: short of the nim-sum itself, Nim has no telling feature. */
  @Override
  public Evaluator<NimPosition> evaluator() {
    return state -> 0;
  }

  @Override
  Agent<NimPosition, NimMove> heuristicAgent() {
    return new NimHeuristicAgent(game.rules());
  }

  @Override
  Agent<NimPosition, NimMove> perfectAgent() {
    return new NimSumAgent(game);
  }

  @Override
  public Analysis analyze(NimPosition state) {
    if (NimPliesSolver.sortedPositionsBelow(state, SOLVED_POSITIONS) <= SOLVED_POSITIONS) {
      return exactAnalysis(state);
    }
    return theoreticalAnalysis(state);
  }

  /** Returns the analysis from the memo of the positions below: outcomes and plies. */
  private Analysis exactAnalysis(NimPosition state) {
    NimSolution solution = exact.solve(state);
    boolean tooManyMoves = moveCount(state) > LISTED_MOVES;
    List<Analysis.MoveAnalysis> moves = null;
    if (!tooManyMoves) {
      moves = new ArrayList<>();
      for (NimMove move : game.actions(state)) {
        NimValue value = solution.valueOf(move);
        moves.add(
            new Analysis.MoveAnalysis(
                notation().formatMove(state, move), value.outcome().word(), value.plies()));
      }
    }
    NimValue value = solution.value();
    return new Analysis(
        name(),
        notation().formatPosition(state),
        playerName(state.toMove()),
        value.outcome().word(),
        value.plies(),
        moves,
        listed(state, solution.bestMoves()),
        false,
        tooManyMoves);
  }

  /** Returns the analysis from the nim-sum alone: who wins after each move, not how fast. */
  private Analysis theoreticalAnalysis(NimPosition state) {
    Outcome outcome = solver.outcome(state);
    boolean tooManyMoves = moveCount(state) > LISTED_MOVES;
    List<Analysis.MoveAnalysis> moves = null;
    if (!tooManyMoves) {
      moves = new ArrayList<>();
      for (NimMove move : game.actions(state)) {
        Outcome after = solver.outcome(game.result(state, move));
        String forMover = (after == Outcome.LOSS ? Outcome.WIN : Outcome.LOSS).word();
        moves.add(new Analysis.MoveAnalysis(notation().formatMove(state, move), forMover, null));
      }
    }
    List<NimMove> bestMoves = solver.winningMoves(state);
    if (bestMoves.isEmpty()) {
      bestMoves = tooManyMoves ? List.of(solver.chooseMove(state)) : game.actions(state);
    }
    return new Analysis(
        name(),
        notation().formatPosition(state),
        playerName(state.toMove()),
        outcome.word(),
        null,
        moves,
        listed(state, bestMoves),
        true,
        tooManyMoves);
  }

  /** Returns the first {@link #LISTED_MOVES} of {@code moves} in the notation. */
  private List<String> listed(NimPosition state, List<NimMove> moves) {
    return moves.stream().limit(LISTED_MOVES).map(m -> notation().formatMove(state, m)).toList();
  }

  /** Returns how many moves {@code state} has, capped just above the listed limit. */
  private static long moveCount(NimPosition state) {
    long count = 0;
    for (int pile = 0; pile < state.pileCount(); pile++) {
      count = Math.min(count + state.pile(pile), LISTED_MOVES + 1); // no overflow
    }
    return count;
  }
}
