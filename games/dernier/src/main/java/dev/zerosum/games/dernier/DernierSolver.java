package dev.zerosum.games.dernier;

import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Score;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Solves Dernier at once, from its rule: with moves of 1 to K, the player to move loses exactly
 * when the matches left are 1 more than a multiple of K + 1 (the last match loses) or a multiple of
 * K + 1 (it wins). From any other count, taking the remainder leaves the opponent such a count, and
 * whatever they take, t, taking K + 1 - t restores it, until they face the end.
 *
 * <p>The rule also says how long the game lasts with perfect play: each round of two moves takes K
 * + 1 matches whatever the loser does, so the length follows from the quotient. The tests check
 * both against the generic searches on every position up to 60 matches and K up to 6.
 *
 * <pre>{@code
 * DernierSolver solver = new DernierSolver(3, DernierRules.LAST_LOSES);
 * solver.isLost(21);                                        // true: 21 = 5 * 4 + 1
 * solver.winningMove(new DernierPosition(20, Player.MAX));  // take 3, leaving 17
 * }</pre>
 */
public final class DernierSolver {
  private final int maxTake;
  private final DernierRules rules;
  private final int losingRemainder;

  /** Creates the solver of games whose moves take 1 to {@code maxTake}, under {@code rules}. */
  public DernierSolver(int maxTake, DernierRules rules) {
    if (maxTake < 1) {
      throw new IllegalArgumentException("a move takes at most 1 or more, not " + maxTake);
    }
    this.maxTake = maxTake;
    this.rules = rules;
    this.losingRemainder = rules.losingRemainder(maxTake);
  }

  /** Creates the solver of {@code game}. */
  public DernierSolver(Dernier game) {
    this(game.maxTake(), game.rules());
  }

  /** Returns K + 1, the matches a round of two moves takes under perfect play. */
  public int round() {
    return maxTake + 1;
  }

  /** Returns the remainder modulo K + 1 of the counts where the player to move loses. */
  public int losingRemainder() {
    return losingRemainder;
  }

  /**
   * Returns true when the player to move with {@code matches} left loses against perfect play (for
   * 0, when the game is over and the player to move has lost).
   */
  public boolean isLost(long matches) {
    return matches % round() == losingRemainder;
  }

  /** Returns WIN or LOSS for the player to move in {@code state}, over or not. */
  public Outcome outcome(DernierPosition state) {
    return isLost(state.matches()) ? Outcome.LOSS : Outcome.WIN;
  }

  /**
   * Returns the plies to the end with perfect play: the winner's quickest win, the loser's slowest
   * loss (every loss is as slow as any other: the winner's reply fixes each round's length).
   */
  public long pliesToEnd(DernierPosition state) {
    long n = state.matches();
    if (n == 0) {
      return 0;
    }
    if (rules == DernierRules.LAST_LOSES) {
      long rounds = (n - 1) / round();
      return isLost(n) ? 2 * rounds + 1 : 2 * rounds + 2;
    }
    long rounds = n / round();
    return isLost(n) ? 2 * rounds : 2 * rounds + 1;
  }

  /** Returns true when perfect play from {@code state} ends within what a score can count. */
  public boolean fitsInScore(DernierPosition state) {
    return pliesToEnd(state) < Score.PLY_LIMIT - 1;
  }

  /**
   * Returns the value of {@code state} for the player to move as the searches score it.
   *
   * @throws IllegalArgumentException if the game lasts too long for a score ({@link #fitsInScore})
   */
  public Value value(DernierPosition state) {
    if (!fitsInScore(state)) {
      throw new IllegalArgumentException(
          state + " lasts " + pliesToEnd(state) + " plies, more than a score counts");
    }
    return new Value(
        Score.ofTerminal(isLost(state.matches()) ? -1 : 1, (int) pliesToEnd(state)), true);
  }

  /** Returns the move that leaves the opponent lost, when there is one. */
  public Optional<DernierMove> winningMove(DernierPosition state) {
    if (state.isOver() || isLost(state.matches())) {
      return Optional.empty();
    }
    long take = Math.floorMod(state.matches() - losingRemainder, (long) round());
    return Optional.of(new DernierMove((int) take));
  }

  /** Returns the winning move, or else taking 1: every move loses then, and equally slowly. */
  public DernierMove chooseMove(DernierPosition state) {
    if (state.isOver()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    return winningMove(state).orElse(new DernierMove(1));
  }

  /**
   * Returns each legal move of {@code state} with its value for the player making it.
   *
   * @throws IllegalArgumentException if the game lasts too long for a score ({@link #fitsInScore})
   */
  public List<MoveValue<DernierMove>> valuesOfMoves(Dernier game, DernierPosition state) {
    List<MoveValue<DernierMove>> values = new ArrayList<>();
    for (DernierMove move : game.actions(state)) {
      values.add(new MoveValue<>(move, value(game.result(state, move)).forMover(false)));
    }
    return values;
  }
}
