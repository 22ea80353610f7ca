package dev.zerosum.core;

import java.util.ArrayList;
import java.util.List;

/**
 * A legal move and its value for the player who makes it.
 *
 * @param action the move
 * @param value its value for the player to move before it
 * @param <A> the type of a move
 */
public record MoveValue<A>(A action, Value value) {

  /**
   * Returns the value of every legal move of {@code state}, in the game's order of actions, each
   * found by {@code search} on the position the move leads to.
   *
   * <p>Example: {@code MoveValue.ofEveryMove(game, MinimaxSearch.on(game).build(), state)}
   */
  public static <S, A> List<MoveValue<A>> ofEveryMove(
      Game<S, A> game, Search<S, A> search, S state) {
    Player mover = game.player(state);
    List<MoveValue<A>> values = new ArrayList<>();
    if (game.isTerminal(state)) {
      return values;
    }
    for (A action : game.actions(state)) {
      S next = game.result(state, action);
      Value below = search.search(next).value();
      values.add(new MoveValue<>(action, below.forMover(game.player(next) == mover)));
    }
    return values;
  }

  /** Returns the moves whose score is the highest among {@code values}. */
  public static <A> List<A> best(List<MoveValue<A>> values) {
    int top = values.stream().mapToInt(v -> v.value().score()).max().orElse(0);
    return values.stream().filter(v -> v.value().score() == top).map(MoveValue::action).toList();
  }
}
