package dev.zerosum.games.nim;

import java.util.Objects;

/**
 * Solves Nim exactly to the ply: the value of a position and of each of its moves, with the plies
 * to the end when the winner wins as quickly as it can and the loser loses as slowly as it can, by
 * dynamic programming over the sorted positions below it, with a memo of one entry per such
 * position (see {@link SortedPositionsBelow}): 2,6,16,35 has 6,441 of them, four piles of 60 have
 * 635,376.
 *
 * <p>The recurrence: the empty position ends the game (0 plies; lost under normal play, won under
 * misère play). A lost position lasts 1 ply more than its longest move, since every move wins for
 * the opponent. A won position lasts 1 ply more than its quickest move to a lost position. Which
 * positions are lost is known at once from the nim-sum ({@link NimSumSolver}), so a won position
 * reads only its few moves that can reach a lost one — per pile, the one that makes the nim-sum 0,
 * and (for misère play) the ones that leave 0 or 1. A lost position reads its moves that take least
 * first, and stops once the moves left leave too few objects to last longer (a game lasts at most
 * one ply per object). The memo is filled from the top down ({@link PliesSearch}), so only the
 * positions the recurrence reads are solved: 46 of the 6,441 below 2,6,16,35.
 *
 * <pre>{@code
 * NimSolution s = new NimPliesSolver(NimRules.NORMAL).solve(NimPosition.of(Player.MAX, 1, 2));
 * s.value();                           // win in 3 plies
 * s.valueOf(new NimMove(1, 1));        // B-1: win in 3 plies
 * s.valueOf(new NimMove(1, 2));        // B-2: loss in 2 plies
 * }</pre>
 *
 * <p>The generic searches of core ({@code MinimaxSearch}, {@code AlphaBetaSearch} over {@link Nim})
 * give the same values; the tests check it on every position they can enumerate.
 */
public final class NimPliesSolver {
  /**
   * The most sorted positions below a position that {@link #solve} takes: 2^25, a memo of 128 MiB.
   */
  public static final int MAX_POSITIONS = 1 << 25;

  private final NimRules rules;

  /** Creates a solver of Nim under {@code rules}. */
  public NimPliesSolver(NimRules rules) {
    this.rules = Objects.requireNonNull(rules, "rules");
  }

  /** Returns the rules this solver plays by. */
  public NimRules rules() {
    return rules;
  }

  /**
   * Returns how many sorted positions lie below {@code position} (itself and the empty one
   * included): the size of the memo {@link #solve} allocates. Returns {@code cap + 1} when there
   * are more than {@code cap}, at once when the sum of the piles reaches the cap, else in time and
   * memory linear in the largest pile.
   *
   * <p>Example: below 1,2 lie 0,0 0,1 0,2 1,1 1,2, so {@code sortedPositionsBelow(1,2, cap)} is 5
   * for any cap of 5 or more; four piles of n have {@code (n + 1)(n + 2)(n + 3)(n + 4) / 24}.
   *
   * @param cap from 0 to 2^31 - 2
   */
  public static long sortedPositionsBelow(NimPosition position, int cap) {
    return SortedPositionsBelow.count(position.pilesForReading(), cap);
  }

  /**
   * Returns the exact value of {@code position}, and the means to read the value of its moves; the
   * memo of the positions below it is allocated here, and filled as the values are read.
   *
   * @throws IllegalArgumentException if more than {@link #MAX_POSITIONS} sorted positions lie below
   *     it; {@link NimSumSolver} gives the outcome of any position
   */
  public NimSolution solve(NimPosition position) {
    SortedPositionsBelow below = SortedPositionsBelow.of(position.pilesForReading(), MAX_POSITIONS);
    return new NimSolution(position, rules, new PliesSearch(rules, below));
  }

  /**
   * Returns the memo entry of a position lost or won in {@code plies}: never 0, which marks a
   * position not solved yet.
   */
  static int entry(int plies, boolean lost) {
    return plies << 2 | (lost ? 2 : 0) | 1;
  }

  /** Returns the plies of a memo entry. */
  static int plies(int entry) {
    return entry >>> 2;
  }

  /** Returns whether a memo entry is lost for the player to move. */
  static boolean isLost(int entry) {
    return (entry & 2) != 0;
  }
}
