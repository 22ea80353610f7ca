package dev.zerosum.games.nim;

import dev.zerosum.registry.i18n.Messages;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Explains the value of a Nim position by the nim-sum, below the analysis that {@code zerosum
 * analyze nim} writes as text: the piles in binary, their XOR column by column, and either the move
 * that makes it zero or why every move loses.
 *
 * <p>Misère play agrees with the nim-sum while two piles hold 2 or more; in its endgame (at most
 * one such pile) the explanation gives the misère rule instead.
 */
final class NimExplanation {
  /** Piles beyond this many are summed but not listed. */
  static final int LISTED_PILES = 26;

  private static final Messages MESSAGES = Messages.of(NimExplanation.class);
  private static final NimNotation NOTATION = new NimNotation();
  private static final NimSumSolver NORMAL = new NimSumSolver(NimRules.NORMAL);
  private static final NimSumSolver MISERE = new NimSumSolver(NimRules.MISERE);

  private NimExplanation() {}

  /**
   * Returns the explanation of {@code position} in the current language, a few lines ending in a
   * newline.
   */
  static String of(NimPosition position, boolean misere) {
    if (position.isOver()) {
      return MESSAGES.text("nim.why.over");
    }
    long nimSum = NimSumSolver.nimSum(position);
    if (misere && largePiles(position) <= 1) {
      return misereEndgame(position);
    }
    StringBuilder text = new StringBuilder();
    if (misere) {
      text.append(MESSAGES.text("nim.why.misere-intro"));
    }
    text.append(MESSAGES.text("nim.why.nim-sum"));
    int width = Math.max(1, 64 - Long.numberOfLeadingZeros(maxPile(position)));
    appendTable(text, position, width);
    if (nimSum == 0) {
      text.append(MESSAGES.text(misere ? "nim.why.zero-misere" : "nim.why.zero"));
      return text.append(misere ? MESSAGES.text("nim.why.misere-ending") : "").toString();
    }
    List<NimMove> moves = NORMAL.winningMoves(position);
    NimMove first = moves.get(0);
    long before = position.pile(first.pile());
    // Numbers as text: bits and pile sizes read as written, never grouped.
    text.append(
        MESSAGES.text(
            "nim.why.non-zero",
            Long.toString(nimSum),
            Long.toString(Long.highestOneBit(nimSum)),
            pileName(position, first.pile()),
            Long.toString(before),
            Long.toString(before ^ nimSum),
            Long.toString(first.count()),
            move(position, first)));
    appendTable(text, afterMove(position, first), width);
    if (moves.size() > 1) {
      List<String> all = new ArrayList<>();
      for (NimMove move : moves) {
        all.add(move(position, move));
      }
      text.append(MESSAGES.text("nim.why.every-such-move", String.join(" ", all)));
    }
    text.append(MESSAGES.text("nim.why.restore"));
    return text.append(misere ? MESSAGES.text("nim.why.misere-ending") : "").toString();
  }

  private static int largePiles(NimPosition position) {
    int large = 0;
    for (long pile : position.piles()) {
      large += pile >= 2 ? 1 : 0;
    }
    return large;
  }

  private static String misereEndgame(NimPosition position) {
    int large = 0;
    int ones = 0;
    for (long pile : position.piles()) {
      large += pile >= 2 ? 1 : 0;
      ones += pile == 1 ? 1 : 0;
    }
    if (large == 0) {
      return MESSAGES.text(
          ones % 2 == 0 ? "nim.why.misere-ones-even" : "nim.why.misere-ones-odd",
          Integer.toString(ones));
    }
    NimMove move = MISERE.winningMoves(position).get(0);
    return MESSAGES.text(
        "nim.why.misere-one-large", pileName(position, move.pile()), move(position, move));
  }

  private static void appendTable(StringBuilder text, NimPosition position, int width) {
    int piles = position.pileCount();
    int sizeWidth = Long.toString(maxPile(position)).length();
    int nameWidth = Math.max(3, pileName(position, piles - 1).length());
    long sum = 0;
    for (int p = 0; p < piles; p++) {
      long size = position.pile(p);
      sum ^= size;
      if (p < LISTED_PILES) {
        text.append(
            String.format(
                Locale.ROOT,
                "  %-" + nameWidth + "s  %" + sizeWidth + "d  %s%n",
                pileName(position, p),
                size,
                binary(size, width)));
      }
    }
    if (piles > LISTED_PILES) {
      text.append("  ")
          .append(MESSAGES.text("nim.why.more-piles", Integer.toString(piles - LISTED_PILES)))
          .append('\n');
    }
    text.append(
        String.format(
            Locale.ROOT,
            "  %-" + nameWidth + "s  %" + sizeWidth + "s  %s  = %d%n",
            "XOR",
            "",
            binary(sum, width),
            sum));
  }

  private static String binary(long value, int width) {
    String bits = Long.toBinaryString(value);
    return "0".repeat(Math.max(0, width - bits.length())) + bits;
  }

  private static long maxPile(NimPosition position) {
    long max = 0;
    for (long pile : position.piles()) {
      max = Math.max(max, pile);
    }
    return max;
  }

  private static NimPosition afterMove(NimPosition position, NimMove move) {
    long[] piles = position.piles();
    piles[move.pile()] -= move.count();
    return NimPosition.of(position.toMove().opponent(), piles);
  }

  private static String pileName(NimPosition position, int pile) {
    return NOTATION.formatMove(position, new NimMove(pile, 1)).split("-")[0];
  }

  private static String move(NimPosition position, NimMove move) {
    return NOTATION.formatMove(position, move);
  }
}
