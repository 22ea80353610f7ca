package dev.zerosum.games.mnk;

import dev.zerosum.core.StopCondition;
import java.util.Optional;

/**
 * Proves forced wins on boards too large to solve, by threats alone: victory by continuous fours
 * (VCF), then by fours and threes (VCT). An AND/OR search: the attacker (the player to move) tries
 * only its threats ({@link ThreatLines}); the defender tries only what can stop them — the five
 * cell of a four; against a three its defence squares and its own fours — so a proof is small, and
 * sound: a defender who plays elsewhere loses at once (against a three: the attacker makes a
 * double, the defender, with no five of its own, blocks one cell, the attacker fills the other).
 *
 * <p>A win it finds is a forced win, exact; its plies are those of the threat sequence proven (the
 * attacker's moves deepened one at a time, so the shortest of its kind), which no faster win by
 * quiet moves can undercut up to 5 plies. Not finding one proves nothing. Each search is bounded by
 * a number of nodes and a {@link StopCondition}; positions are remembered in a {@link ThreatTable}
 * kept from search to search.
 */
final class ThreatSearch {
  /** The kinds of threat sequence, the narrower first. */
  enum Kind {
    /** Victory by continuous fours. */
    VCF,
    /** Victory by continuous threats: fours and threes. */
    VCT
  }

  /**
   * A forced win found.
   *
   * @param cell the attacker's first move
   * @param plies the plies of the proven sequence, the five included
   * @param kind the threats it uses
   */
  record Win(int cell, int plies, Kind kind) {}

  /**
   * What a search made of a position.
   *
   * @param win the forced win found, if any
   * @param nodes the positions searched
   * @param finished true when the search ended before its budget: no win exists within the deepest
   *     threat sequences it tries
   */
  record Result(Optional<Win> win, long nodes, boolean finished) {}

  /** The most attacking moves of a VCF. */
  static final int MAX_VCF_DEPTH = 40;

  /** The most attacking moves of a VCT. */
  static final int MAX_VCT_DEPTH = 12;

  private static final int FAIL = -1;
  // Nodes between two looks at the stop condition, minus one: a node of gomoku costs tens of
  // microseconds (its lines are scanned), so 256 of them overran a budget by up to 25 ms warm.
  static final int CHECK_INTERVAL = 15;
  private static final long[] KIND_SALT = {0x9E3779B97F4A7C15L, 0xC2B2AE3D27D4EB4FL};
  private static final long ATTACKER_SALT = 0x165667B19E3779F9L;

  private final ThreatTable table = new ThreatTable();
  private long nodes;
  private long budget;
  private StopCondition stop;
  private boolean cut; // the last iteration stopped some line at its depth
  private ThreatBoard board;
  private ThreatLines lines;
  private int attacker;
  private Kind kind;
  private int found; // the root move of the last win proven

  /**
   * Returns the forced win of the player to move in {@code position} that the search finds within
   * {@code nodeBudget} nodes and before {@code stop}: the VCF, else the VCT. With {@code firstCell}
   * at 0 or more, only wins that start there are tried.
   */
  Result search(MnkPosition position, int firstCell, long nodeBudget, StopCondition stop) {
    this.nodes = 0;
    this.budget = nodeBudget;
    this.stop = stop;
    if (position.isOver() || (firstCell >= 0 && !position.isEmpty(firstCell))) {
      return new Result(Optional.empty(), 0, true);
    }
    this.board = ThreatBoard.of(position);
    this.lines = new ThreatLines(board);
    this.attacker = position.toMove() == dev.zerosum.core.Player.MAX ? 0 : 1;
    try {
      for (Kind tried : Kind.values()) {
        this.kind = tried;
        int deepest = tried == Kind.VCF ? MAX_VCF_DEPTH : MAX_VCT_DEPTH;
        for (int depth = 1; depth <= deepest; depth++) {
          cut = false;
          int plies = attack(depth, firstCell, true);
          if (plies != FAIL) {
            return new Result(Optional.of(new Win(found, plies, tried)), nodes, true);
          }
          if (!cut) {
            break; // no line reached the depth: deeper finds nothing more
          }
        }
      }
      return new Result(Optional.empty(), nodes, true);
    } catch (OutOfBudget spent) {
      return new Result(Optional.empty(), nodes, false);
    }
  }

  /**
   * The attacker to move: an OR node. Returns the plies of a win, or {@link #FAIL}. At the root,
   * {@code onlyCell} (0 or more) is the one move tried, and the move found is kept in {@code
   * found}.
   */
  private int attack(int depth, int onlyCell, boolean root) {
    count();
    int[] fives = lines.fiveCells(attacker, 2);
    if (fives.length > 0 && (onlyCell < 0 || contains(fives, onlyCell))) {
      if (root) {
        found = onlyCell >= 0 ? onlyCell : fives[0];
      }
      return 1;
    }
    if (depth == 0) {
      cut = true;
      return FAIL;
    }
    long key = key();
    if (!root) { // the root searches: its move is wanted
      int known = table.plies(key);
      if (known != ThreatTable.NONE) {
        return known;
      }
      if (table.failedTo(key, depth)) {
        cut |= !table.failedTo(key, Integer.MAX_VALUE); // a failure only that deep
        return FAIL;
      }
    }
    boolean outer = cut;
    cut = false; // whether a line below this node stops at its depth
    int[] theirs = lines.fiveCells(1 - attacker, 2);
    int[] candidates;
    if (theirs.length > 1) {
      candidates = new int[0]; // two fives to stop: the defender wins
    } else if (theirs.length == 1) {
      candidates = theirs; // the only move that does not lose at once
    } else {
      candidates = threats();
    }
    for (int cell : candidates) {
      if (onlyCell >= 0 && cell != onlyCell) {
        continue;
      }
      board.play(cell, attacker);
      int plies = defend(depth - 1);
      board.undo(cell);
      if (plies != FAIL) {
        cut |= outer;
        if (root) {
          found = cell;
        }
        if (onlyCell < 0) {
          table.proved(key, plies + 1);
        }
        return plies + 1;
      }
    }
    if (onlyCell < 0) {
      // No line cut short: no win at any depth.
      table.failed(key, cut ? depth : Integer.MAX_VALUE);
    }
    cut |= outer;
    return FAIL;
  }

  /** The defender to move after a threat: an AND node. */
  private int defend(int depth) {
    count();
    int defender = 1 - attacker;
    if (lines.fiveCells(defender, 1).length > 0) {
      return FAIL; // the defender makes its line first
    }
    int[] fives = lines.fiveCells(attacker, 2);
    int[] replies;
    int worst;
    if (fives.length > 1) {
      return 2; // one stops one, the attacker fills the other
    } else if (fives.length == 1) {
      replies = fives;
      worst = 0;
    } else if (kind == Kind.VCT && lines.hasDouble(attacker)) {
      replies = union(lines.defence(attacker), lines.fours(defender));
      worst = 4; // a reply elsewhere: the attacker's double, one block, the five
    } else {
      return FAIL; // no threat: the defender has a free move
    }
    for (int cell : replies) {
      board.play(cell, defender);
      int plies = attack(depth, -1, false);
      board.undo(cell);
      if (plies == FAIL) {
        return FAIL;
      }
      worst = Math.max(worst, plies + 1);
    }
    return worst;
  }

  /** Returns the attacker's threats of the search's kind: fours, then threes in a VCT. */
  private int[] threats() {
    int[] fours = lines.fours(attacker);
    return kind == Kind.VCT ? union(fours, lines.threes(attacker)) : fours;
  }

  private long key() {
    return board.key() ^ KIND_SALT[kind.ordinal()] ^ (attacker == 0 ? 0 : ATTACKER_SALT);
  }

  private void count() {
    nodes++;
    if (nodes > budget || ((nodes & CHECK_INTERVAL) == 0 && stop.shouldStop())) {
      throw new OutOfBudget();
    }
  }

  private static int[] union(int[] first, int[] second) {
    int[] all = java.util.Arrays.copyOf(first, first.length + second.length);
    int count = first.length;
    for (int cell : second) {
      if (!contains(first, cell)) {
        all[count++] = cell;
      }
    }
    return java.util.Arrays.copyOf(all, count);
  }

  private static boolean contains(int[] cells, int cell) {
    for (int c : cells) {
      if (c == cell) {
        return true;
      }
    }
    return false;
  }

  /** Thrown when a search spends its nodes or is told to stop: it then proves nothing. */
  private static final class OutOfBudget extends RuntimeException {
    OutOfBudget() {
      super(null, null, false, false);
    }
  }
}
