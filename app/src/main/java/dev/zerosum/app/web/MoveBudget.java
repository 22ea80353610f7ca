package dev.zerosum.app.web;

import dev.zerosum.app.games.AgentSpec;
import dev.zerosum.app.games.GameAdapter;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.IterativeDeepeningSearch;
import dev.zerosum.core.Ticker;
import java.time.Duration;

/**
 * The time an engine may think about one move of one request. Engines that answer at once (the
 * perfect table, the nim-sum, the rules of thumb, a random draw) are asked directly; the searches
 * ({@code minimax}, {@code alphabeta}, {@code depth:N}) deepen iteratively within the budget and
 * answer with the best move of the deepest search that finished: the same value as their full
 * search whenever that fits in the budget.
 */
final class MoveBudget {
  private final Duration limit;
  private final Ticker ticker;

  MoveBudget(Duration limit, Ticker ticker) {
    this.limit = limit;
    this.ticker = ticker;
  }

  /** Returns the move {@code agent} chooses in {@code position} within the budget. */
  <S, A> A choose(GameAdapter<S, A> adapter, AgentSpec agent, long seed, S position) {
    return switch (agent.kind()) {
      case MINIMAX, ALPHABETA, DEPTH -> {
        IterativeDeepeningSearch.Builder<S, A> search =
            IterativeDeepeningSearch.on(adapter.game(), adapter.evaluator())
                .budget(limit)
                .ticker(ticker);
        if (agent.kind() == AgentSpec.Kind.DEPTH) {
          search.maxDepth(agent.depth());
        }
        try {
          yield search.build().search(position).bestAction().orElseThrow();
        } catch (IllegalArgumentException tooManyMoves) {
          throw new GameInputException(
              agent
                  + " cannot search this position ("
                  + tooManyMoves.getMessage()
                  + "); try perfect");
        }
      }
      default -> adapter.agent(agent, seed).chooseAction(position);
    };
  }
}
