package dev.zerosum.app.modules.nim;

import dev.zerosum.games.nim.NimMove;
import dev.zerosum.games.nim.NimNotation;
import dev.zerosum.games.nim.NimPosition;
import dev.zerosum.games.nim.NimRules;
import dev.zerosum.games.nim.NimSumSolver;
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

  private static final NimNotation NOTATION = new NimNotation();
  private static final NimSumSolver NORMAL = new NimSumSolver(NimRules.NORMAL);
  private static final NimSumSolver MISERE = new NimSumSolver(NimRules.MISERE);

  /** How misère play ends, where it parts from normal play. */
  private static final String MISERE_ENDING =
      "At the end, misère play turns the rule around: the move that would leave only piles of 1\n"
          + "leaves an odd number of them (normal play leaves an even number), so that the\n"
          + "opponent takes the last object.\n";

  private NimExplanation() {}

  /** Returns the explanation of {@code position}, a few lines ending in a newline. */
  static String of(NimPosition position, boolean misere) {
    if (position.isOver()) {
      return "\nWhy: every pile is empty, so the game is over.\n";
    }
    long nimSum = NimSumSolver.nimSum(position);
    if (misere && largePiles(position) <= 1) {
      return misereEndgame(position);
    }
    StringBuilder text = new StringBuilder();
    if (misere) {
      text.append("\nThis is misère play: whoever takes the last object loses. While two or more")
          .append(" piles hold 2 or\nmore, misère play is won exactly as normal play is, by")
          .append(" the nim-sum; the rules part\nonly at the end (see below).\n");
    }
    text.append("\nWhy, by the nim-sum: write the piles in binary and XOR them, column by column")
        .append("\n(a bit of the XOR is 1 when its column holds an odd number of 1s).\n");
    int width = Math.max(1, 64 - Long.numberOfLeadingZeros(maxPile(position)));
    appendTable(text, position, width);
    if (nimSum == 0) {
      text.append("The nim-sum is 0, so every move loses against perfect play: a move changes one")
          .append(" pile only,\nso it flips a bit of the XOR and makes it non-zero, and the")
          .append(" opponent makes it 0 again, every\nturn, until the player facing 0 is out of")
          .append(misere ? " safe moves.\n" : " moves.\n");
      return text.append(misere ? MISERE_ENDING : "").toString();
    }
    List<NimMove> moves = NORMAL.winningMoves(position);
    NimMove first = moves.get(0);
    String pile = pileName(position, first.pile());
    long before = position.pile(first.pile());
    long highestBit = Long.highestOneBit(nimSum);
    text.append(
            String.format(
                Locale.ROOT,
                "The nim-sum is %d, not 0: the player to move wins by making it 0.",
                nimSum))
        .append(
            String.format(
                Locale.ROOT,
                "%nIts highest 1 bit is worth %d, and pile %s has a 1 there, so",
                highestBit,
                pile))
        .append(
            String.format(
                Locale.ROOT,
                " %d XOR %d = %d is less than %d:",
                before,
                nimSum,
                before ^ nimSum,
                before))
        .append(
            String.format(
                Locale.ROOT,
                "%ntake %d from %s (%s), which leaves",
                first.count(),
                pile,
                move(position, first)))
        .append('\n');
    appendTable(text, afterMove(position, first), width);
    if (moves.size() > 1) {
      List<String> all = new ArrayList<>();
      for (NimMove move : moves) {
        all.add(move(position, move));
      }
      text.append("Every pile with a 1 in that column gives such a move: ")
          .append(String.join(" ", all))
          .append(".\n");
    }
    text.append("From a nim-sum of 0, every move makes it non-zero again, and the winner restores")
        .append(" it each turn.\n");
    return text.append(misere ? MISERE_ENDING : "").toString();
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
    StringBuilder text =
        new StringBuilder("\nWhy: this is misère play (taking the last object loses)");
    if (large == 0) {
      text.append(
              String.format(
                  Locale.ROOT, ", and no pile holds more than 1:%nthe nim-sum no longer decides."))
          .append(
              String.format(
                  Locale.ROOT, " The %d piles of 1 go one per move, so whoever faces an odd", ones))
          .append(
              String.format(
                  Locale.ROOT,
                  " number%nof them takes the last one and loses; here it is %s.%n",
                  ones % 2 == 0
                      ? "even: the player to move wins"
                      : "odd: the player to move loses"));
      return text.toString();
    }
    NimMove move = MISERE.winningMoves(position).get(0);
    text.append(
        String.format(
            Locale.ROOT,
            ", and only pile %s holds more than 1:%nthe player to move wins by leaving an odd"
                + " number of piles of 1 and nothing larger: %s.%n",
            pileName(position, move.pile()),
            move(position, move)));
    return text.toString();
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
      text.append(String.format(Locale.ROOT, "  (and %d piles more)%n", piles - LISTED_PILES));
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
