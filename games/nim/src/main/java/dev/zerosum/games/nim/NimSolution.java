package dev.zerosum.games.nim;

import dev.zerosum.core.Outcome;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.LongStream;

/**
 * The exact values of a Nim position and of its moves, from {@link NimPliesSolver#solve}. The
 * position's value is solved at once; a move's value is read from the memo of the positions below,
 * and solved first when the position's own solution did not need it. Not safe for concurrent use:
 * reading a value may fill the memo.
 *
 * <pre>{@code
 * NimSolution s = new NimPliesSolver(NimRules.NORMAL).solve(NimPosition.of(Player.MAX, 1, 2));
 * s.value();       // win in 3 plies
 * s.bestMoves();   // [NimMove[pile=1, count=1]]: B-1
 * }</pre>
 */
public final class NimSolution {
  private final NimPosition position;
  private final NimRules rules;
  private final PliesSearch search;
  private final int root; // the position's memo entry

  NimSolution(NimPosition position, NimRules rules, PliesSearch search) {
    this.position = position;
    this.rules = rules;
    this.search = search;
    this.root = search.topEntry();
  }

  /** Returns the position solved. */
  public NimPosition position() {
    return position;
  }

  /** Returns the rules it was solved under. */
  public NimRules rules() {
    return rules;
  }

  /**
   * Returns how many sorted positions below it have been solved so far: for the position's value,
   * then for the moves read. The same on any machine: the node count of this solver.
   */
  public int positionsSolved() {
    return search.solved();
  }

  /** Returns the value of the position for the player to move. */
  public NimValue value() {
    return valueOf(root);
  }

  /**
   * Returns the value of {@code move} for the player who makes it: the outcome that move leads to
   * for that player, and the plies to the end counting the move.
   *
   * @throws dev.zerosum.core.IllegalMoveException if the move is not legal in the position
   */
  public NimValue valueOf(NimMove move) {
    boolean legal =
        move.pile() >= 0
            && move.pile() < position.pileCount()
            && move.count() >= 1
            && move.count() <= position.pile(move.pile());
    if (!legal) {
      NimMoveCheck.check(position, move); // throws, with the reason in the game's words
    }
    return valueAfter(move.pile(), move.count());
  }

  /**
   * Returns the moves that achieve the position's value, in the game's order of actions (pile A
   * first, then taking 1, 2, …): the quickest wins, or the slowest losses. Empty when the game is
   * over.
   */
  public List<NimMove> bestMoves() {
    int plies = NimPliesSolver.plies(root);
    // A best move leads to the other outcome, one ply nearer the end: that entry exactly.
    int wanted = NimPliesSolver.entry(plies - 1, !NimPliesSolver.isLost(root));
    long nimSum = NimSumSolver.nimSum(position);
    long objects = Arrays.stream(position.pilesForReading()).sum();
    PileRuns top = search.top();
    // Piles of the same size have the same moves: find the best ones once per size.
    List<List<Long>> bestCounts = new ArrayList<>();
    for (int run = 0; run < top.runs(); run++) {
      int size = top.value(run);
      TreeSet<Long> counts = new TreeSet<>();
      for (long target : candidates(size, nimSum, objects - size, plies)) {
        if (search.entryAfterMove(run, (int) target) == wanted) {
          counts.add(size - target);
        }
      }
      bestCounts.add(List.copyOf(counts));
    }
    List<NimMove> moves = new ArrayList<>();
    for (int p = 0; p < position.pileCount(); p++) {
      int run = search.top().runOf((int) position.pile(p));
      for (long count : run < 0 ? List.<Long>of() : bestCounts.get(run)) {
        moves.add(new NimMove(p, count));
      }
    }
    return moves;
  }

  /**
   * Returns the sizes a pile of {@code size} may be reduced to by a best move, a superset. From a
   * won position a best move reaches a lost one: its nim-sum is 0, or (misère play) it has no pile
   * of 2 or more, so the pile goes to {@code size ^ nimSum}, 0 or 1. From a lost position a best
   * move leaves a game of {@code plies - 1} plies, so at least as many objects.
   */
  private long[] candidates(int size, long nimSum, long others, int plies) {
    if (!NimPliesSolver.isLost(root)) {
      return LongStream.of(size ^ nimSum, 0, 1).filter(t -> t < size).distinct().toArray();
    }
    long least = Math.max(0, plies - 1 - others);
    return LongStream.range(least, size).toArray();
  }

  /** Returns the value of taking {@code count} from pile {@code pile}, a legal move. */
  private NimValue valueAfter(int pile, long count) {
    int size = (int) position.pile(pile); // the memo exists: every pile fits in an int
    int after = search.entryAfterMove(search.top().runOf(size), size - (int) count);
    return valueOf(after).beforeMove();
  }

  private static NimValue valueOf(int entry) {
    return new NimValue(
        NimPliesSolver.isLost(entry) ? Outcome.LOSS : Outcome.WIN, NimPliesSolver.plies(entry));
  }

  /** Returns "3,4,5 (MAX to move): win in 7 plies". */
  @Override
  public String toString() {
    return position + ": " + value();
  }
}
