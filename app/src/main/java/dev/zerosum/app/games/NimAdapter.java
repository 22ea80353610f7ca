package dev.zerosum.app.games;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Player;
import dev.zerosum.core.Search;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.games.nim.Nim;
import dev.zerosum.games.nim.NimBoardText;
import dev.zerosum.games.nim.NimHeuristicAgent;
import dev.zerosum.games.nim.NimMove;
import dev.zerosum.games.nim.NimPosition;
import dev.zerosum.games.nim.NimRules;
import dev.zerosum.games.nim.NimSumAgent;
import dev.zerosum.games.nim.NimSumSolver;
import java.util.ArrayList;
import java.util.List;

/**
 * Nim for the command line. Small positions are analysed by an exact search, which also knows how
 * many plies the game lasts; any other is answered at once from the nim-sum, which knows only who
 * wins.
 */
final class NimAdapter extends AbstractGameAdapter<NimPosition, NimMove> {
  /** Positions with at most this many positions below them are searched exactly. */
  static final long SEARCHED_POSITIONS = 200_000;

  /** Positions with more moves than this list none of them in an analysis. */
  static final long LISTED_MOVES = 10_000;

  private final GameOptions options;
  private final Nim game;
  private final NimSumSolver solver;
  private Search<NimPosition, NimMove> exact; // made on first analysis: its table is 1.6 MB

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
    if (positionsBelow(state) <= SEARCHED_POSITIONS) {
      if (exact == null) {
        exact =
            AlphaBetaSearch.on(game).transpositionTable(new TranspositionTable<>(1 << 16)).build();
      }
      return analysisOf(state, MoveValue.ofEveryMove(game, exact, state));
    }
    return theoreticalAnalysis(state);
  }

  /** Returns the analysis from the nim-sum alone: who wins after each move, not how fast. */
  private Analysis theoreticalAnalysis(NimPosition state) {
    String position = notation().formatPosition(state);
    String toMove = playerName(state.toMove());
    Outcome outcome = solver.outcome(state);
    long moveCount = 0;
    for (int pile = 0; pile < state.pileCount(); pile++) {
      moveCount = Math.min(moveCount + state.pile(pile), LISTED_MOVES + 1); // no overflow
    }
    List<Analysis.MoveAnalysis> moves = null;
    if (moveCount <= LISTED_MOVES) {
      moves = new ArrayList<>();
      for (NimMove move : game.actions(state)) {
        Outcome after = solver.outcome(game.result(state, move));
        String forMover = (after == Outcome.LOSS ? Outcome.WIN : Outcome.LOSS).word();
        moves.add(new Analysis.MoveAnalysis(notation().formatMove(state, move), forMover, null));
      }
    }
    List<NimMove> bestMoves = solver.winningMoves(state);
    if (bestMoves.isEmpty()) {
      bestMoves =
          moveCount <= LISTED_MOVES ? game.actions(state) : List.of(solver.chooseMove(state));
    }
    List<String> best = bestMoves.stream().map(m -> notation().formatMove(state, m)).toList();
    return new Analysis(name(), position, toMove, outcome.word(), null, moves, best);
  }

  /** Returns how many positions the piles can reach, capped just above the searched limit. */
  private static long positionsBelow(NimPosition state) {
    long product = 1;
    for (int pile = 0; pile < state.pileCount(); pile++) {
      product *= Math.min(state.pile(pile) + 1, SEARCHED_POSITIONS + 1);
      if (product > SEARCHED_POSITIONS) {
        return SEARCHED_POSITIONS + 1;
      }
    }
    return product;
  }
}
