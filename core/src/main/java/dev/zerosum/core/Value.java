package dev.zerosum.core;

import java.util.Locale;
import java.util.OptionalInt;

/**
 * The value of a position for the player to move: a {@link Score} and whether it is exact (no
 * estimate went into it).
 *
 * <p>Example: {@code new Value(Score.ofTerminal(1, 3), true).describe()} is {@code "win in 3
 * plies"}.
 *
 * @param score the score, from the point of view of the player to move
 * @param exact true when the search reached the end of every line it relied on
 */
public record Value(int score, boolean exact) {

  /** Returns the exact value of a draw. */
  public static Value draw() {
    return new Value(0, true);
  }

  /**
   * Returns WIN or LOSS for a proven result, DRAW for an exact 0, else UNKNOWN. An exact final
   * value ({@link Game#utilitiesAreFinalValues}) is a WIN above 0 and a LOSS below, as a utility
   * is.
   */
  public Outcome outcome() {
    if (score > Score.DECISIVE) {
      return Outcome.WIN;
    }
    if (score < -Score.DECISIVE) {
      return Outcome.LOSS;
    }
    if (!exact) {
      return Outcome.UNKNOWN;
    }
    return score > 0 ? Outcome.WIN : score < 0 ? Outcome.LOSS : Outcome.DRAW;
  }

  /** Returns the plies to the end of a proven win or loss with best play; empty otherwise. */
  public OptionalInt plies() {
    return Score.isDecisive(score) ? OptionalInt.of(Score.pliesToEnd(score)) : OptionalInt.empty();
  }

  /** Returns this value seen by the opponent of the player to move. */
  public Value negate() {
    return new Value(-score, exact);
  }

  /**
   * Returns this value of a position as the value of the move that led to it, for the player who
   * made that move: negated unless that player also moves next, and a win or loss one ply further
   * away.
   */
  public Value forMover(boolean moverMovesAgain) {
    int seen = moverMovesAgain ? score : -score;
    return new Value(Score.toRoot(seen, 1), exact);
  }

  /**
   * Returns "win in 3 plies", "draw", "loss in 1 ply", "estimate +12", or "value +3" for an exact
   * final value ({@link Game#utilitiesAreFinalValues}).
   */
  public String describe() {
    if (Score.isDecisive(score)) {
      return outcome().word() + " in " + plural(plies().orElseThrow(), "ply", "plies");
    }
    if (!exact) {
      return String.format(Locale.ROOT, "estimate %+d", score);
    }
    return score == 0 ? "draw" : String.format(Locale.ROOT, "value %+d", score);
  }

  private static String plural(int count, String one, String many) {
    return count + " " + (count == 1 ? one : many);
  }

  @Override
  public String toString() {
    return describe();
  }
}
