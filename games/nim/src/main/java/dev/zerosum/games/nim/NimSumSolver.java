package dev.zerosum.games.nim;

import dev.zerosum.core.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Solves Nim exactly and at once from the nim-sum, the XOR of the pile sizes (Bouton, 1901), in
 * time linear in the number of piles and never listing the moves: a thousand piles of 2^62 are as
 * quick as three small ones.
 *
 * <p>Normal play: the player to move loses exactly when the nim-sum {@code s} is 0. Otherwise a
 * move that makes it 0 wins: from each pile {@code p} with {@code p ^ s < p}, take {@code p - (p ^
 * s)}; those are all the winning moves, one per such pile.
 *
 * <p>Misère play is the same while at least two piles hold 2 or more. When every pile holds at most
 * 1, the player to move wins exactly when the number of 1-piles is even, zero included: then the
 * previous player has taken the last object. When exactly one pile holds 2 or more, the player to
 * move wins, and the only winning move reduces that pile to 0 or 1 so as to leave an odd number of
 * 1-piles.
 *
 * <pre>{@code
 * NimSumSolver solver = new NimSumSolver(NimRules.NORMAL);
 * NimPosition p = NimPosition.of(Player.MAX, 3, 4, 5);  // nim-sum 3 ^ 4 ^ 5 = 2
 * solver.outcome(p);                                    // WIN
 * solver.winningMoves(p);                               // [NimMove[pile=0, count=2]]: A-2
 * }</pre>
 */
public final class NimSumSolver {
  private final NimRules rules;

  /** Creates a solver of Nim under {@code rules}. */
  public NimSumSolver(NimRules rules) {
    this.rules = Objects.requireNonNull(rules, "rules");
  }

  /** Returns the rules this solver plays by. */
  public NimRules rules() {
    return rules;
  }

  /** Returns the nim-sum of {@code position}: the XOR of its pile sizes. */
  public static long nimSum(NimPosition position) {
    long sum = 0;
    for (long pile : position.pilesForReading()) {
      sum ^= pile;
    }
    return sum;
  }

  /**
   * Returns WIN when the player to move in {@code position} wins with perfect play, else LOSS. A
   * position where every pile is empty is a LOSS under normal play (no move left) and a WIN under
   * misère play (the opponent took the last object).
   */
  public Outcome outcome(NimPosition position) {
    Summary summary = Summary.of(position);
    return isLost(rules, summary.nimSum(), summary.largePiles(), summary.onePiles())
        ? Outcome.LOSS
        : Outcome.WIN;
  }

  /**
   * Returns true when the player to move loses with perfect play, given what decides it: the
   * nim-sum of the piles, how many hold 2 or more and how many hold exactly 1. The one statement of
   * the rule, shared with {@link NimPliesSolver}, which applies it to every position below.
   */
  static boolean isLost(NimRules rules, long nimSum, long largePiles, long onePiles) {
    // With exactly one pile of 2 or more the nim-sum is never 0, so misère agrees there too.
    return rules == NimRules.MISERE && largePiles == 0 ? onePiles % 2 == 1 : nimSum == 0;
  }

  /**
   * Returns every winning move of {@code position}, in the game's order of actions (pile A first);
   * empty when the position is lost, and when the game is over.
   */
  public List<NimMove> winningMoves(NimPosition position) {
    Summary summary = Summary.of(position);
    if (!misereEndgame(summary)) {
      return movesToZeroNimSum(position, summary.nimSum());
    }
    long[] piles = position.pilesForReading();
    if (summary.largePiles() == 1) {
      int large = summary.lastLargePile();
      long keep = summary.onePiles() % 2 == 0 ? 1 : 0; // leave an odd number of 1-piles
      return List.of(new NimMove(large, piles[large] - keep));
    }
    // Only piles of 0 and 1: with an even number of 1-piles, every move leaves an odd number.
    List<NimMove> moves = new ArrayList<>();
    if (summary.onePiles() % 2 == 0) {
      for (int p = 0; p < piles.length; p++) {
        if (piles[p] == 1) {
          moves.add(new NimMove(p, 1));
        }
      }
    }
    return moves;
  }

  /**
   * Returns the move to play in {@code position}: its first winning move, else (the position is
   * lost) one that takes 1 from the largest pile, which keeps the game long and gives the opponent
   * the most chances to go wrong.
   *
   * @throws IllegalArgumentException if the game is over
   */
  public NimMove chooseMove(NimPosition position) {
    if (position.isOver()) {
      throw new IllegalArgumentException(
          "the game is over: every pile is empty, so there is no move to choose");
    }
    List<NimMove> winning = winningMoves(position);
    if (!winning.isEmpty()) {
      return winning.get(0);
    }
    long[] piles = position.pilesForReading();
    int largest = 0;
    for (int p = 1; p < piles.length; p++) {
      if (piles[p] > piles[largest]) {
        largest = p;
      }
    }
    return new NimMove(largest, 1);
  }

  /** Returns true when misère play departs from normal play: fewer than two piles of 2 or more. */
  private boolean misereEndgame(Summary summary) {
    return rules == NimRules.MISERE && summary.largePiles() <= 1;
  }

  private static List<NimMove> movesToZeroNimSum(NimPosition position, long nimSum) {
    List<NimMove> moves = new ArrayList<>();
    if (nimSum == 0) {
      return moves;
    }
    long[] piles = position.pilesForReading();
    for (int p = 0; p < piles.length; p++) {
      long target = piles[p] ^ nimSum;
      if (target < piles[p]) {
        moves.add(new NimMove(p, piles[p] - target));
      }
    }
    return moves;
  }

  /**
   * What the solver needs to know of a position, gathered in one pass over the piles.
   *
   * @param nimSum the XOR of the piles
   * @param largePiles how many piles hold 2 or more
   * @param lastLargePile the index of the last such pile, or -1
   * @param onePiles how many piles hold exactly 1
   */
  private record Summary(long nimSum, int largePiles, int lastLargePile, int onePiles) {
    static Summary of(NimPosition position) {
      long[] piles = position.pilesForReading();
      long nimSum = 0;
      int largePiles = 0;
      int lastLargePile = -1;
      int onePiles = 0;
      for (int p = 0; p < piles.length; p++) {
        nimSum ^= piles[p];
        if (piles[p] >= 2) {
          largePiles++;
          lastLargePile = p;
        } else if (piles[p] == 1) {
          onePiles++;
        }
      }
      return new Summary(nimSum, largePiles, lastLargePile, onePiles);
    }
  }
}
