package dev.zerosum.games.tree;

import dev.zerosum.core.Game;
import dev.zerosum.core.Notation;
import dev.zerosum.core.Player;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The textbook's explicit game trees as a game: play starts at the root, MAX to move; a move goes
 * down to a child; the players alternate; a leaf ends the game with its utility for MAX.
 *
 * <p>The moves of a node are its children in the order written, and the game offers no move
 * ordering, no position key and no symmetries: every search takes the children in that order, with
 * no table, so that the values and the cut-offs are exactly the textbook's. Its utilities are final
 * values ({@link #utilitiesAreFinalValues}): the searches back up plain minimax values, with no
 * preference for a leaf nearer the root, and keep the first of equally good moves.
 *
 * <pre>{@code
 * TreeGame game = new TreeGame(TreeNotation.readTree("[[3,12,8],[2,4,6],[14,5,2]]"));
 * MinimaxSearch.on(game).build().search(game.initialState()).value();   // value +3, 13 nodes
 * }</pre>
 */
public final class TreeGame implements Game<TreePosition, TreeMove> {
  private static final TreeNotation NOTATION = new TreeNotation();

  private final Subtree root;

  /** Creates the game played on {@code root}. */
  public TreeGame(Subtree root) {
    this.root = Objects.requireNonNull(root, "root");
  }

  /** Returns the tree the game starts at. */
  public Subtree root() {
    return root;
  }

  @Override
  public TreePosition initialState() {
    return TreePosition.atRoot(root);
  }

  @Override
  public Player player(TreePosition state) {
    return state.toMove();
  }

  /** Returns the children of the node where play stands, in the order written; none at a leaf. */
  @Override
  public List<TreeMove> actions(TreePosition state) {
    int children = state.children().size();
    List<TreeMove> moves = new ArrayList<>(children);
    for (int i = 0; i < children; i++) {
      moves.add(new TreeMove(i));
    }
    return moves;
  }

  /**
   * Returns the position at the child {@code action} names.
   *
   * @throws dev.zerosum.core.IllegalMoveException if play stands at a leaf, or the node has no such
   *     child
   */
  @Override
  public TreePosition result(TreePosition state, TreeMove action) {
    TreeMoveCheck.check(state, action);
    return state.after(action.child());
  }

  /** Returns true at a leaf. */
  @Override
  public boolean isTerminal(TreePosition state) {
    return state.isOver();
  }

  /**
   * Returns the leaf's utility for MAX, as written.
   *
   * @throws IllegalArgumentException if play does not stand at a leaf
   */
  @Override
  public int utility(TreePosition state) {
    if (state.node() instanceof Subtree.Leaf leaf) {
      return leaf.utility();
    }
    throw new IllegalArgumentException("the game is not over: " + state + " has no utility yet");
  }

  /** Returns true: a leaf's utility is its value, wherever it lies, as the textbook backs it up. */
  @Override
  public boolean utilitiesAreFinalValues() {
    return true;
  }

  /**
   * Returns the notation: the tree as JSON, then the moves played, {@code [[3,12,8],[2,4,6]]/1}.
   */
  @Override
  public Optional<Notation<TreePosition, TreeMove>> notation() {
    return Optional.of(NOTATION);
  }

  /** Returns "tree of 13 nodes". */
  @Override
  public String toString() {
    return "tree of " + root.size() + " nodes";
  }
}
