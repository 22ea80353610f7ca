package dev.zerosum.games.nim;

import dev.zerosum.core.Outcome;
import java.util.Objects;

/**
 * The value of a Nim position (or of a move) for the player to move (or making it), with perfect
 * play: who wins, and in how many plies the game ends when the winner wins as quickly as it can and
 * the loser loses as slowly as it can, the convention of core's {@link dev.zerosum.core.Score}.
 *
 * <p>Unlike core's {@code Value}, the plies are not bounded by a search's depth: a pile of a
 * million objects is won in 1 ply, and a million piles of 1 last a million plies.
 *
 * <p>Example: {@code new NimValue(Outcome.WIN, 3).describe()} is {@code "win in 3 plies"}.
 *
 * @param outcome {@link Outcome#WIN} or {@link Outcome#LOSS}: Nim has no draw
 * @param plies the plies to the end of the game, at least 0
 */
public record NimValue(Outcome outcome, int plies) {

  /**
   * Checks the value.
   *
   * @throws IllegalArgumentException if the outcome is not a win or a loss, or the plies are
   *     negative
   */
  public NimValue {
    Objects.requireNonNull(outcome, "outcome");
    if (outcome != Outcome.WIN && outcome != Outcome.LOSS) {
      throw new IllegalArgumentException(
          "a Nim value is a win or a loss, never " + outcome.word() + ": Nim has no draw");
    }
    if (plies < 0) {
      throw new IllegalArgumentException("plies " + plies + " is negative; expected 0 or more");
    }
  }

  /**
   * Returns the value of the move that leads to a position of this value, for the player who makes
   * it: the other outcome, one ply further from the end.
   */
  public NimValue beforeMove() {
    return new NimValue(outcome == Outcome.WIN ? Outcome.LOSS : Outcome.WIN, plies + 1);
  }

  /** Returns "win in 3 plies", "loss in 1 ply" or "loss in 0 plies". */
  public String describe() {
    return outcome.word() + " in " + plies + (plies == 1 ? " ply" : " plies");
  }

  @Override
  public String toString() {
    return describe();
  }
}
