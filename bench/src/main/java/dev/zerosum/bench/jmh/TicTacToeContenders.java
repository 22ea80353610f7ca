package dev.zerosum.bench.jmh;

import aima.core.environment.tictactoe.TicTacToeGame;
import aima.core.environment.tictactoe.TicTacToeState;
import aima.core.search.adversarial.AdversarialSearch;
import aima.core.util.datastructure.XYLocation;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.TranspositionTable;
import dev.zerosum.games.tictactoe.TicTacToe;
import dev.zerosum.games.tictactoe.TicTacToeBitboardSearch;
import dev.zerosum.games.tictactoe.TicTacToeMove;
import dev.zerosum.games.tictactoe.TicTacToePerfectAgent;
import dev.zerosum.games.tictactoe.TicTacToePosition;
import java.util.List;
import java.util.Map;

/**
 * Everything that chooses a tic-tac-toe move, set up once for one position: the baselines (the
 * naive seed design, aima-core's searches) and ours (core's generic searches, the bitboard engine,
 * the perfect table). The benchmarks time each choice; {@link #nodes} counts its work, once,
 * outside the timed loop.
 *
 * <p>Each choice is a fresh search: a new search object and table where the algorithm has them, and
 * for the reusable engine an emptied table. Only the perfect table is built once, here.
 */
public final class TicTacToeContenders {
  /** The ways of choosing a move, in the order the table of results lists them. */
  public static final List<String> METHODS =
      List.of(
          "seedNaive",
          "aimaMinimax",
          "aimaAlphaBeta",
          "minimax",
          "alphaBeta",
          "alphaBetaTT",
          "bitboard",
          "perfectTable");

  /** The positions benchmarked, by the name of the {@code position} parameter. */
  static final Map<String, TicTacToePosition> POSITIONS =
      Map.of(
          // X on cells 0 and 3, O on cell 1, O to move: only cell 6 holds out (loss in 4 plies).
          "seed", TicTacToePosition.empty().play(0).play(1).play(3),
          "empty", TicTacToePosition.empty());

  /** Slots for core's table: more than the 765 classes of positions, so few entries collide. */
  static final int TABLE_CAPACITY = 1 << 10;

  private final TicTacToePosition position;
  private final TicTacToe game = new TicTacToe();
  private final SeedNaiveMinimax naive;
  private final TicTacToeGame aimaGame = new TicTacToeGame();
  private final TicTacToeState aimaState;
  private final TicTacToeBitboardSearch bitboardEngine = new TicTacToeBitboardSearch();
  private final TicTacToePerfectAgent perfectAgent = new TicTacToePerfectAgent();

  /** Sets everything up for the position named {@code name}, building the perfect table. */
  public TicTacToeContenders(String name) {
    position = POSITIONS.get(name);
    if (position == null) {
      throw new IllegalArgumentException(
          "no position named '" + name + "'; expected one of " + POSITIONS.keySet());
    }
    naive = new SeedNaiveMinimax(position);
    aimaState = AimaTicTacToe.stateOf(aimaGame, position);
    perfectAgent.chooseAction(position); // builds the table now, not in the first measurement
  }

  TicTacToePosition position() {
    return position;
  }

  int seedNaive() {
    return naive.evaluate();
  }

  XYLocation aimaMinimax() {
    return newAimaMinimax().makeDecision(aimaState);
  }

  XYLocation aimaAlphaBeta() {
    return newAimaAlphaBeta().makeDecision(aimaState);
  }

  private AdversarialSearch<TicTacToeState, XYLocation> newAimaMinimax() {
    return new aima.core.search.adversarial.MinimaxSearch<>(aimaGame);
  }

  private AdversarialSearch<TicTacToeState, XYLocation> newAimaAlphaBeta() {
    return new aima.core.search.adversarial.AlphaBetaSearch<>(aimaGame);
  }

  SearchResult<TicTacToeMove> minimax() {
    return MinimaxSearch.on(game).build().search(position);
  }

  SearchResult<TicTacToeMove> alphaBeta() {
    return AlphaBetaSearch.on(game).build().search(position);
  }

  SearchResult<TicTacToeMove> alphaBetaTT() {
    return AlphaBetaSearch.on(game)
        .transpositionTable(new TranspositionTable<>(TABLE_CAPACITY))
        .build()
        .search(position);
  }

  TicTacToeMove bitboard() {
    return bitboardEngine.bestMove(position);
  }

  TicTacToeMove perfectTable() {
    return perfectAgent.chooseAction(position);
  }

  /** Returns the move that {@code method} chooses, as our move. */
  TicTacToeMove move(String method) {
    return switch (method) {
      case "seedNaive" -> TicTacToeMove.of(seedNaive());
      case "aimaMinimax" -> AimaTicTacToe.moveOf(aimaMinimax());
      case "aimaAlphaBeta" -> AimaTicTacToe.moveOf(aimaAlphaBeta());
      case "minimax" -> minimax().bestAction().orElseThrow();
      case "alphaBeta" -> alphaBeta().bestAction().orElseThrow();
      case "alphaBetaTT" -> alphaBetaTT().bestAction().orElseThrow();
      case "bitboard" -> bitboard();
      case "perfectTable" -> perfectTable();
      default -> throw new IllegalArgumentException("no method '" + method + "'");
    };
  }

  /**
   * Returns the positions {@code method} visits to choose its move, the root included (the naive
   * design and aima count only the positions below it, so one is added). The perfect table visits
   * none: it looks one position up, counted as 1.
   */
  public long nodes(String method) {
    return switch (method) {
      case "seedNaive" -> {
        naive.evaluate();
        yield naive.nodes() + 1;
      }
      case "aimaMinimax" -> aimaNodes(newAimaMinimax());
      case "aimaAlphaBeta" -> aimaNodes(newAimaAlphaBeta());
      case "minimax" -> minimax().statistics().nodes();
      case "alphaBeta" -> alphaBeta().statistics().nodes();
      case "alphaBetaTT" -> alphaBetaTT().statistics().nodes();
      case "bitboard" -> bitboardEngine.search(position).statistics().nodes();
      case "perfectTable" -> 1;
      default -> throw new IllegalArgumentException("no method '" + method + "'");
    };
  }

  private long aimaNodes(AdversarialSearch<TicTacToeState, XYLocation> search) {
    search.makeDecision(aimaState);
    // aima's minimax and alpha-beta both count their nodes under this name, without the root.
    String nodes = aima.core.search.adversarial.MinimaxSearch.METRICS_NODES_EXPANDED;
    return search.getMetrics().getInt(nodes) + 1L;
  }
}
