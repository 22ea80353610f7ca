package dev.zerosum.games.nim;

import java.util.Locale;

/**
 * Draws the piles as text, a row each: the pile's name (what a move types), its size and, for piles
 * small enough to count at a glance, a stick per object.
 *
 * <pre>
 * A   1  |
 * B   3  |||
 * C   5  |||||
 * </pre>
 */
final class NimBoardText {
  /** Piles larger than this show their size only. */
  static final int MAX_STICKS = 30;

  private NimBoardText() {}

  /** Returns the piles of {@code position}, one row each, pile A first. */
  public static String render(NimPosition position) {
    int piles = position.pileCount();
    int nameWidth = 0;
    int sizeWidth = 0;
    for (int i = 0; i < piles; i++) {
      nameWidth = Math.max(nameWidth, NimNotation.pileName(piles, i).length());
      sizeWidth = Math.max(sizeWidth, Long.toString(position.pile(i)).length());
    }
    StringBuilder text = new StringBuilder();
    for (int i = 0; i < piles; i++) {
      long size = position.pile(i);
      String row =
          String.format(
              Locale.ROOT,
              "%-" + nameWidth + "s  %" + sizeWidth + "d  %s",
              NimNotation.pileName(piles, i),
              size,
              size <= MAX_STICKS ? "|".repeat((int) size) : "");
      text.append(row.stripTrailing()).append('\n');
    }
    return text.toString();
  }
}
