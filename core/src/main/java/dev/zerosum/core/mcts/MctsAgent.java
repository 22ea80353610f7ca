package dev.zerosum.core.mcts;

import dev.zerosum.core.Agent;
import dev.zerosum.core.Game;
import java.util.Objects;
import java.util.Optional;

/**
 * Plays the move a Monte Carlo search chooses, and keeps its tree from one move to the next: the
 * subtree of the position it is asked about next, found below the move it played (the replies are
 * there already), becomes the new root, with every visit and proof in it; the rest of the old tree
 * is let go. A position the tree does not hold starts a new tree.
 *
 * <p>An agent keeps state, so it plays one game at a time; make one per game.
 *
 * <pre>{@code
 * MctsAgent<S, A> agent = new MctsAgent<>(MctsSearch.on(game).budget(Budget.of(Duration.ofSeconds(1))).build());
 * A move = agent.chooseAction(state);
 * agent.lastReport().orElseThrow().statistics().reusedNodes();  // nodes kept from the move before
 * }</pre>
 *
 * @param <S> the type of a position
 * @param <A> the type of a move
 */
public final class MctsAgent<S, A> implements Agent<S, A> {
  /** How many moves below its own last move the next position is looked for. */
  private static final int REUSE_DEPTH = 3;

  /** The most nodes looked at for it, so that a game of many moves never searches long. */
  private static final int REUSE_BUDGET = 100_000;

  private final MctsSearch<S, A> search;
  private MctsNode<S, A> kept; // the node of the agent's last move; null: no tree
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
    MctsNode<S, A> found = kept == null ? null : kept.find(state, REUSE_DEPTH, REUSE_BUDGET);
    kept = null; // let the old tree go before the new search grows
    MctsNode<S, A> root = found != null ? found : MctsNode.of(game, state, null, search.maxUtility);
    long reused = found != null ? found.subtreeSize() : 0;
    lastReport = search.analyze(root, reused);
    A move =
        lastReport
            .result()
            .bestAction()
            .orElseThrow(() -> new IllegalStateException("the search found no move"));
    kept = root.childOf(move);
    return move;
  }

  /** Returns the report of the last search, empty before the first move. */
  public Optional<MctsReport<A>> lastReport() {
    return Optional.ofNullable(lastReport);
  }

  /** Forgets the tree, so that the next move starts a new one. */
  public void forgetTree() {
    kept = null;
  }
}
