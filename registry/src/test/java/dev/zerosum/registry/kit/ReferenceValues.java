package dev.zerosum.registry.kit;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Game;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Player;
import dev.zerosum.core.SearchStoppedException;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The values the contract trusts: core's plain {@link AlphaBetaSearch} (no table, no depth limit)
 * from a position to the end, within a budget of nodes a search; each position searched once. Where
 * a search runs out of its budget, there is no value, and the checks that need one skip the
 * position.
 */
final class ReferenceValues<S, A> {
  private final Game<S, A> game;
  private final long budget;
  private final Map<S, Optional<Value>> known = new HashMap<>();
  private long nodes;

  ReferenceValues(Game<S, A> game, long budget) {
    this.game = game;
    this.budget = budget;
  }

  /** Returns the value of {@code state} for its player to move; empty past the budget. */
  Optional<Value> of(S state) {
    Optional<Value> value = known.get(state);
    if (value == null) {
      value = search(state);
      known.put(state, value);
    }
    return value;
  }

  /**
   * Returns the value of every move of {@code state} for its mover, in the game's order; empty when
   * one of them is past the budget.
   */
  Optional<List<MoveValue<A>>> ofEveryMove(S state) {
    Player mover = game.player(state);
    List<MoveValue<A>> values = new ArrayList<>();
    for (A action : game.actions(state)) {
      S next = game.result(state, action);
      Optional<Value> below = of(next);
      if (below.isEmpty()) {
        return Optional.empty();
      }
      values.add(new MoveValue<>(action, below.get().forMover(game.player(next) == mover)));
    }
    return Optional.of(values);
  }

  /** Returns the nodes the searches have visited, those stopped by the budget included. */
  long nodes() {
    return nodes;
  }

  private Optional<Value> search(S state) {
    NodeBudget<S, A> spent = new NodeBudget<>(budget);
    try {
      return Optional.of(AlphaBetaSearch.on(game).listener(spent).build().search(state).value());
    } catch (SearchStoppedException pastTheBudget) {
      return Optional.empty();
    } finally {
      nodes += spent.nodes();
    }
  }
}
