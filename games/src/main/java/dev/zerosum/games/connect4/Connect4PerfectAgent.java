package dev.zerosum.games.connect4;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Deadline;
import dev.zerosum.core.Player;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * Plays perfectly when the solver proves the position within a per-move budget, and otherwise the
 * move of an iterative deepening search with the {@link Connect4Evaluator}, saying so.
 *
 * <p>Three quarters of the budget go to the solver; if it runs out of time, the rest goes to the
 * depth search. The solver's table is kept from move to move, so that the work of an unfinished
 * proof is not lost: its entries are exact bounds, true of their positions in any game. Among
 * equally good moves one is drawn at random, so that games differ. The budget is read from a {@link
 * Ticker}: the system's clock in play, a clock of their own in tests.
 *
 * <pre>{@code
 * Agent<Connect4Position, Connect4Move> perfect =
 *     new Connect4PerfectAgent(Duration.ofSeconds(2), Connect4Table.ofMegabytes(64), 1L, System.err::println);
 * }</pre>
 */
public final class Connect4PerfectAgent implements Agent<Connect4Position, Connect4Move> {
  private static final Duration MIN_FALLBACK = Duration.ofMillis(50);

  private final Duration budget;
  private final Ticker ticker;
  private final Connect4Solver solver;
  private final Connect4DepthSearch fallback = new Connect4DepthSearch();
  private final SplittableRandom random;
  private final Consumer<String> notes;
  private boolean solvedBefore; // the last move was proven: announce only a change

  /**
   * Creates an agent that thinks at most {@code budget} per move on the system's clock, solving
   * with {@code table}, choosing among equal moves with a generator seeded with {@code seed}, and
   * telling {@code notes} when it falls back on the depth search or first proves the result.
   *
   * @throws IllegalArgumentException if the budget is not positive
   */
  public Connect4PerfectAgent(
      Duration budget, Connect4Table table, long seed, Consumer<String> notes) {
    this(budget, table, seed, notes, Ticker.system());
  }

  /** Creates the agent of the other constructor, reading its budget from {@code ticker}. */
  public Connect4PerfectAgent(
      Duration budget, Connect4Table table, long seed, Consumer<String> notes, Ticker ticker) {
    if (budget.isNegative() || budget.isZero()) {
      throw new IllegalArgumentException(
          "a budget of " + budget + " per move is too small; expected more than 0");
    }
    this.budget = budget;
    this.ticker = ticker;
    this.solver = new Connect4Solver(table);
    this.random = new SplittableRandom(seed);
    this.notes = notes;
  }

  @Override
  public Connect4Move chooseAction(Connect4Position state) {
    if (state.isOver()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    Deadline move = Deadline.after(budget, ticker);
    Duration reserve =
        budget.dividedBy(4).compareTo(MIN_FALLBACK) > 0 ? budget.dividedBy(4) : MIN_FALLBACK;
    Deadline proof = move.keeping(reserve);
    Duration proofTime = proof.remaining();
    solver.stopWhen(proof);
    try {
      int[] scores = Connect4MoveScores.of(solver, state);
      int bestScore = Arrays.stream(scores).max().orElseThrow();
      List<Integer> best = new ArrayList<>();
      for (int column = 0; column < scores.length; column++) {
        if (scores[column] == bestScore) {
          best.add(column);
        }
      }
      if (!solvedBefore) {
        notes.accept("solved: " + verdict(state, bestScore) + " with perfect play");
        solvedBefore = true;
      }
      return Connect4Move.of(best.get(random.nextInt(best.size())));
    } catch (SearchStoppedException late) {
      solvedBefore = false;
      Connect4DepthSearch.Estimate estimate = fallback.search(state, Connect4Bitboard.CELLS, move);
      notes.accept(
          String.format(
              Locale.ROOT,
              "no proof within %.1f s: column %d from a %d-ply search (%s)",
              proofTime.toNanos() / 1e9,
              estimate.column() + 1,
              estimate.depth(),
              estimate.describe(state.moves())));
      return Connect4Move.of(estimate.column());
    } finally {
      solver.stopWhen(StopCondition.never());
    }
  }

  /** Returns "X wins in 7 plies", "a draw" or "O loses in 12 plies". */
  private static String verdict(Connect4Position state, int score) {
    if (score == 0) {
      return "a draw";
    }
    String player = state.toMove() == Player.MAX ? "X" : "O";
    int plies = Connect4Score.pliesToEnd(score, state.moves());
    return player
        + (score > 0 ? " wins in " : " loses in ")
        + plies
        + (plies == 1 ? " ply" : " plies");
  }
}
