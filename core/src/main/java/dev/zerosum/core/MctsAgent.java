package dev.zerosum.core;

import java.util.Objects;
import java.util.Optional;

/**
 * Plays the move a Monte Carlo search chooses, and keeps its tree from one move to the next: the
 * subtree of the position it is asked about next, found among the positions its last tree reached
 * (its own move and the replies are there already), becomes the new root, with every visit and
 * proof below it. A position the tree does not hold starts a new tree.
 *
 * <p>An agent keeps state, so it plays one game at a time; make one per game.
 *
 * <pre>{@code
 * MctsAgent<S, A> agent = new MctsAgent<>(MctsSearch.on(game).time(Duration.ofSeconds(1)).build());
 * A move = agent.chooseAction(state);
 * agent.lastReport().orElseThrow().statistics().reusedNodes();  // nodes kept from the move before
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class MctsAgent<S, A> implements Agent<S, A> {
  /** How many moves below the last root the next position is looked for. */
  private static final int REUSE_DEPTH = 4;

  private final MctsSearch<S, A> search;
  private MctsNode<S, A> tree; // the root of the last search; null before the first
  private MctsReport<A> lastReport;

  /** Creates an agent that plays what {@code search} finds best, keeping its tree. */
  public MctsAgent(MctsSearch<S, A> search) {
    this.search = Objects.requireNonNull(search, "search");
  }

  /**
   * Returns the move the search chooses in {@code state}, searching from the subtree kept from the
   * last move when it holds the position.
   *
   * @throws IllegalArgumentException if the game is over in {@code state}
   */
  @Override
  public A chooseAction(S state) {
    Game<S, A> game = search.game();
    if (game.isTerminal(state)) {
      throw new IllegalArgumentException("the game is over: there is no move");
    }
    MctsNode<S, A> kept = tree == null ? null : tree.find(state, REUSE_DEPTH);
    MctsNode<S, A> root = kept != null ? kept : MctsNode.of(game, state, null, search.maxUtility);
    long reused = kept != null ? kept.subtreeSize() : 0;
    tree = null; // let the old tree go before the new search grows
    lastReport = search.analyze(root, reused);
    tree = root;
    return lastReport
        .result()
        .bestAction()
        .orElseThrow(() -> new IllegalStateException("the search found no move"));
  }

  /** Returns the report of the last search, empty before the first move. */
  public Optional<MctsReport<A>> lastReport() {
    return Optional.ofNullable(lastReport);
  }

  /** Forgets the tree, so that the next move starts a new one. */
  public void forgetTree() {
    tree = null;
  }
}
