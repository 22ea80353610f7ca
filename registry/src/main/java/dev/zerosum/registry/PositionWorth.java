package dev.zerosum.registry;

import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Outcome;
import dev.zerosum.core.Value;
import java.util.List;

/**
 * What a position is worth to the player to move, read from the values of its moves: the value, the
 * outcome it names, whether it is proven, and the moves that achieve it.
 *
 * @param value the position's value: the value known, the fastest proven win, or the best of the
 *     moves
 * @param outcome its outcome; unknown unless it is proven or a win
 * @param exact true when the value is proven
 * @param best the moves that achieve it, in the game's order
 * @param <A> the type of a move
 */
record PositionWorth<A>(Value value, Outcome outcome, boolean exact, List<A> best) {

  /**
   * Returns the worth of a position whose moves have {@code values} (at least one), and whose own
   * value is {@code known} (exact: an opening book's) or null. Unless every move is proven, a value
   * known, or one proven win, says what the position is worth: one proven win proves it won, in its
   * plies, the fastest proven (at most those of perfect play).
   */
  static <A> PositionWorth<A> of(List<MoveValue<A>> values, Value known) {
    boolean every = values.stream().allMatch(move -> move.value().exact());
    if (!every && known != null) {
      return new PositionWorth<>(known, known.outcome(), true, provenWith(values, known.score()));
    }
    Value provenWin = null;
    for (MoveValue<A> move : values) {
      Value value = move.value();
      if (value.exact()
          && value.outcome() == Outcome.WIN
          && (provenWin == null || value.score() > provenWin.score())) {
        provenWin = value;
      }
    }
    if (!every && provenWin != null) {
      return new PositionWorth<>(
          provenWin, Outcome.WIN, true, provenWith(values, provenWin.score()));
    }
    Value best = values.get(0).value();
    for (MoveValue<A> move : values) {
      if (move.value().score() > best.score()) {
        best = move.value();
      }
    }
    Outcome outcome = every || best.outcome() == Outcome.WIN ? best.outcome() : Outcome.UNKNOWN;
    return new PositionWorth<>(best, outcome, every, MoveValue.best(values));
  }

  /** Returns the moves proven to score {@code score}. */
  private static <A> List<A> provenWith(List<MoveValue<A>> values, int score) {
    return values.stream()
        .filter(move -> move.value().exact() && move.value().score() == score)
        .map(MoveValue::action)
        .toList();
  }
}
