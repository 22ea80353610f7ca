package dev.zerosum.games.mnk;

import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.Score;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Value;
import java.util.List;

/**
 * The analysis' proofs by threats ({@link ThreatSearch}) of the moves the solver left unproven: a
 * move that starts a forced win of the player making it is a proven win; one after which the
 * opponent has a forced win is a proven loss. The moves are searched in rounds, each with eight
 * times the nodes of the last, so that a short analysis settles the easy moves and a longer one
 * goes deeper, until every move is settled or searched to the end, the stop condition says stop, or
 * the analysis has spent its {@link #nodeBudget}.
 */
final class MnkThreatValues {
  /** The nodes of the threat searches of an analysis, at most (a few seconds). */
  static final long ANALYSIS_NODES = 4_000_000;

  private static final long FIRST_ROUND_NODES = 1_000;
  private static final int ROUND_GROWTH = 8;

  private static final ThreatSearch.Result NOTHING =
      new ThreatSearch.Result(java.util.Optional.empty(), 0, true);

  private final ThreatSearch search = new ThreatSearch();
  private final long nodeBudget;
  private long spent;

  /** Creates the proofs of one analysis, spending at most {@code nodeBudget} nodes. */
  MnkThreatValues(long nodeBudget) {
    this.nodeBudget = nodeBudget;
  }

  /** Returns the nodes searched so far. */
  long nodes() {
    return spent;
  }

  /**
   * Replaces in {@code values} (one per move of {@code state}, in the game's order) every value
   * that is not exact by the win or loss the threat search proves, until {@code stop}.
   */
  void prove(MnkPosition state, StopCondition stop, List<MoveValue<MnkMove>> values) {
    MnkShape shape = state.shape();
    boolean mover = state.toMove() == Player.MAX;
    long[] mine = mover ? state.xsForReading() : state.osForReading();
    long[] theirs = mover ? state.osForReading() : state.xsForReading();
    // A threat needs k - 3 stones in a window free of the other's; a stone of the mover only
    // takes such windows from the opponent: without one now, the opponent has no threat after.
    boolean opponentThreatens = anyRun(shape, theirs, mine);
    for (long round = FIRST_ROUND_NODES; ; round = Math.min(round * ROUND_GROWTH, nodeBudget)) {
      boolean unfinished = false;
      for (int i = 0; i < values.size(); i++) {
        MoveValue<MnkMove> value = values.get(i);
        if (value.value().exact()) {
          continue;
        }
        int cell = value.action().cell(shape);
        long left = nodeBudget - spent;
        if (left <= 0 || stop.shouldStop()) {
          return;
        }
        ThreatSearch.Result win =
            startsRun(shape, cell, mine, theirs) || opponentThreatens
                ? search.search(state, cell, Math.min(round, left), stop)
                : NOTHING;
        spent += win.nodes();
        if (win.win().isPresent()) {
          values.set(i, proven(value.action(), 1, win.win().get().plies()));
          continue;
        }
        left = nodeBudget - spent;
        ThreatSearch.Result loss =
            opponentThreatens
                ? search.search(state.play(cell), -1, Math.min(round, Math.max(left, 0)), stop)
                : NOTHING;
        spent += loss.nodes();
        if (loss.win().isPresent()) {
          values.set(i, proven(value.action(), -1, loss.win().get().plies() + 1));
          continue;
        }
        unfinished |= !win.finished() || !loss.finished();
      }
      if (!unfinished) {
        return; // every threat sequence searched to the end: more nodes prove nothing more
      }
    }
  }

  /** Returns true when some window holds k - 3 stones of {@code mine} or more and none else. */
  private static boolean anyRun(MnkShape shape, long[] mine, long[] theirs) {
    for (long[] window : shape.windows()) {
      if (isRun(shape, window, mine, theirs)) {
        return true;
      }
    }
    return false;
  }

  /** Returns true when a window through {@code cell} is such a run: a threat may start there. */
  private static boolean startsRun(MnkShape shape, int cell, long[] mine, long[] theirs) {
    for (int w : shape.windowsOfCell()[cell]) {
      if (isRun(shape, shape.windows()[w], mine, theirs)) {
        return true;
      }
    }
    return false;
  }

  private static boolean isRun(MnkShape shape, long[] window, long[] mine, long[] theirs) {
    return MnkBits.countIn(theirs, window) == 0
        && MnkBits.countIn(mine, window) >= Math.max(1, shape.k() - 3);
  }

  private static MoveValue<MnkMove> proven(MnkMove move, int utility, int plies) {
    return new MoveValue<>(move, new Value(Score.ofTerminal(utility, plies), true));
  }
}
