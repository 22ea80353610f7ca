package dev.zerosum.core;

/**
 * Plays the best move a search finds.
 *
 * <p>Example: {@code Agent<S, A> perfect = new SearchAgent<>(AlphaBetaSearch.on(game).build());}
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class SearchAgent<S, A> implements Agent<S, A> {
  private final Search<S, A> search;

  /** Creates an agent that plays what {@code search} finds best. */
  public SearchAgent(Search<S, A> search) {
    this.search = search;
  }

  @Override
  public A chooseAction(S state) {
    return search
        .search(state)
        .bestAction()
        .orElseThrow(() -> new IllegalArgumentException("the game is over: there is no move"));
  }
}
