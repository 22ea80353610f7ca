package dev.zerosum.games.mnk;

import dev.zerosum.core.AgentNote;
import dev.zerosum.core.EnglishTexts;
import dev.zerosum.core.Score;
import dev.zerosum.core.Value;

/**
 * The exact solver's scores, as Pons' Connect Four solver counts them: for the player to move, a
 * win with the stone that brings the board to {@code t} stones scores {@code cells + 1 - t} (the
 * sooner the higher), a loss the negation of the winner's score, a draw 0. A score depends on the
 * position alone, not on the path to it, so a table holds it as it is.
 */
public final class MnkScore {
  private static final EnglishTexts ENGLISH = EnglishTexts.of(MnkScore.class);

  private MnkScore() {}

  /**
   * Returns the plies to the end with perfect play of a decisive {@code score} in a position of
   * {@code stones} stones on {@code cells} cells.
   */
  public static int pliesToEnd(int score, int stones, int cells) {
    int lastStones = cells + 1 - Math.abs(score);
    return lastStones - stones;
  }

  /** Returns {@code score} (for the player to move at {@code stones} stones) as a core value. */
  public static Value toValue(int score, int stones, int cells) {
    if (score == 0) {
      return Value.draw();
    }
    int plies = pliesToEnd(score, stones, cells);
    return new Value(Score.ofTerminal(Integer.signum(score), plies), true);
  }

  /** Returns "X wins in 7 plies", "a draw" or "O loses in 12 plies", for messages. */
  public static String describe(int score, int stones, int cells) {
    return note(score, stones, cells).text();
  }

  /** Returns {@link #describe} with a code and its values: the player and the plies. */
  public static AgentNote note(int score, int stones, int cells) {
    String player = (stones & 1) == 0 ? "X" : "O";
    return AgentNote.verdict(
        ENGLISH, "mnk", player, score, score == 0 ? 0 : pliesToEnd(score, stones, cells));
  }
}
