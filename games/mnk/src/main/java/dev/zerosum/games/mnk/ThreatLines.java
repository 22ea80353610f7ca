package dev.zerosum.games.mnk;

import java.util.Arrays;

/**
 * The threats on a {@link ThreatBoard}'s lines, read from its windows (runs of k cells), for any k:
 *
 * <ul>
 *   <li>a <em>five</em> cell of a player completes one of its windows (k - 1 of its stones, none of
 *       the other's): playing it wins;
 *   <li>a <em>four</em> is a move that makes a five cell; the defence is that cell;
 *   <li>a <em>double</em> is a move that makes two five cells or more (an open four, a double
 *       four): no single stone stops it;
 *   <li>a <em>three</em> is a move after which the player has a double; its <em>defence
 *       squares</em> are the cells where a stone of the other player leaves it none.
 * </ul>
 *
 * <p>The definitions are by counting, not by patterns, so broken and overlapping shapes are found
 * as they are, and every defence square is checked by playing it.
 */
final class ThreatLines {
  private final ThreatBoard board;
  private final int k;
  private final int[] stamp; // stamp[cell] == epoch: the cell is already collected
  private final int[] weight; // how many windows put a collected cell forward
  private int epoch;

  ThreatLines(ThreatBoard board) {
    this.board = board;
    this.k = board.shape().k();
    this.stamp = new int[board.shape().cells()];
    this.weight = new int[board.shape().cells()];
  }

  /**
   * Returns the five cells of {@code player}, at most {@code limit} of them (two tell a double from
   * a single threat).
   */
  int[] fiveCells(int player, int limit) {
    int[] found = new int[limit];
    int count = 0;
    int other = 1 - player;
    for (int w = 0; w < board.windows() && count < limit; w++) {
      if (board.stonesIn(player, w) == k - 1 && board.stonesIn(other, w) == 0) {
        int cell = emptyCellOf(w);
        if (count == 0 || (found[0] != cell && (count < 2 || found[1] != cell))) {
          found[count++] = cell;
        }
      }
    }
    return Arrays.copyOf(found, count);
  }

  /** Returns the fours of {@code player}: the moves that make a five cell, the strongest first. */
  int[] fours(int player) {
    return collect(player, k - 2, k - 2);
  }

  /** Returns true when {@code player} has a double: a move that makes two five cells or more. */
  boolean hasDouble(int player) {
    int other = 1 - player;
    for (int w = 0; w < board.windows(); w++) {
      if (board.stonesIn(player, w) == k - 2 && board.stonesIn(other, w) == 0) {
        for (int cell : board.cellsOf(w)) {
          if (board.isEmpty(cell) && isDouble(player, cell)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** Returns the threes of {@code player} that are not fours, each checked by playing it. */
  int[] threes(int player) {
    int[] fours = fours(player);
    int[] candidates = collect(player, k - 3, k - 3);
    int[] found = new int[candidates.length];
    int count = 0;
    for (int cell : candidates) {
      if (contains(fours, cell)) {
        continue; // searched among the fours, which are stronger
      }
      board.play(cell, player);
      if (hasDouble(player)) {
        found[count++] = cell;
      }
      board.undo(cell);
    }
    return Arrays.copyOf(found, count);
  }

  /**
   * Returns the defence squares against {@code attacker}'s double: the cells where a stone of the
   * other player leaves the attacker none. Only cells of the attacker's open windows holding k - 2
   * stones or more can change that, and each is checked by playing it.
   */
  int[] defence(int attacker) {
    int defender = 1 - attacker;
    int[] candidates = collect(attacker, k - 2, k - 1);
    int[] found = new int[candidates.length];
    int count = 0;
    for (int cell : candidates) {
      board.play(cell, defender);
      if (!hasDouble(attacker)) {
        found[count++] = cell;
      }
      board.undo(cell);
    }
    return Arrays.copyOf(found, count);
  }

  /** Returns true when a stone of {@code player} on the empty {@code cell} makes two five cells. */
  private boolean isDouble(int player, int cell) {
    int other = 1 - player;
    int first = -1;
    for (int w : board.windowsThrough(cell)) {
      if (board.stonesIn(player, w) == k - 2 && board.stonesIn(other, w) == 0) {
        for (int c : board.cellsOf(w)) {
          if (c != cell && board.isEmpty(c)) {
            if (first < 0) {
              first = c;
            } else if (c != first) {
              return true;
            }
          }
        }
      }
    }
    return false;
  }

  /**
   * Returns the empty cells of the windows where {@code player} has from {@code least} to {@code
   * most} stones and the other none, those of the most windows first.
   */
  private int[] collect(int player, int least, int most) {
    if (least < 0) {
      least = 0;
    }
    epoch++;
    int other = 1 - player;
    int[] cells = new int[board.shape().cells()];
    int count = 0;
    for (int w = 0; w < board.windows(); w++) {
      int own = board.stonesIn(player, w);
      if (own < least || own > most || board.stonesIn(other, w) != 0) {
        continue;
      }
      for (int cell : board.cellsOf(w)) {
        if (!board.isEmpty(cell)) {
          continue;
        }
        if (stamp[cell] != epoch) {
          stamp[cell] = epoch;
          weight[cell] = 0;
          cells[count++] = cell;
        }
        weight[cell] += 1 + own;
      }
    }
    Integer[] sorted = new Integer[count];
    for (int i = 0; i < count; i++) {
      sorted[i] = cells[i];
    }
    Arrays.sort(sorted, (a, b) -> weight[b] != weight[a] ? weight[b] - weight[a] : a - b);
    int[] ordered = new int[count];
    for (int i = 0; i < count; i++) {
      ordered[i] = sorted[i];
    }
    return ordered;
  }

  private int emptyCellOf(int w) {
    for (int cell : board.cellsOf(w)) {
      if (board.isEmpty(cell)) {
        return cell;
      }
    }
    throw new IllegalStateException("window " + w + " is full");
  }

  private static boolean contains(int[] cells, int cell) {
    for (int c : cells) {
      if (c == cell) {
        return true;
      }
    }
    return false;
  }
}
