package dev.zerosum.app.picture;

import dev.zerosum.core.Bound;
import dev.zerosum.core.Player;
import java.util.List;

/**
 * One node of a searched game tree, as the trace and the pictures show it: a call of the search, or
 * a move a cut-off left unsearched (a pruned stub, never entered).
 *
 * @param id the call number for a searched node (the order the search entered it, from 1); pruned
 *     stubs are numbered after the last call
 * @param parent the id of the parent; 0 for the root
 * @param depth plies below the root
 * @param player who is to move there
 * @param position the position in the game's notation; below the root, where the game writes a
 *     position as the root's text and then the moves from it ({@code [[1,2],[3,4]]/2/1}, the tree
 *     game's), only the moves, from their first {@code /} ({@code /2/1}): the root's text is not
 *     repeated in every node
 * @param name the position as the node is named in the trace and the picture: the game's {@link
 *     dev.zerosum.registry.PlayableGame#nodeName}, its notation for most games
 * @param move the move that led there, in the game's notation; null at the root
 * @param terminal true when the game is over there
 * @param pruned true for a move a cut-off left unsearched
 * @param optimal true on the principal variation: the line of best play the search found
 * @param value the score the search returned, MAX's view (see {@link ScoreText}); null when pruned
 * @param bound whether the value is exact or a bound; null when pruned
 * @param alpha the search's alpha on entry, MAX's view; {@code -Score.INFINITY} when none
 * @param beta the search's beta on entry, MAX's view; {@code Score.INFINITY} when none
 * @param glyph the position as a small grid a picture draws in the node (a string per row); null
 *     when the game's board is not small enough, or not a grid
 * @param visits how many Monte Carlo simulations passed through the node; 0 for the other searches
 * @param mean the mean result of those simulations for MAX, from -1 to +1; 0 for the other searches
 * @param tableHit true when alpha-beta took the value from its transposition table: nothing below
 *     was searched
 * @param estimate true when the node is at a depth limit: its value is the evaluator's estimate
 */
public record TreeNode(
    int id,
    int parent,
    int depth,
    Player player,
    String position,
    String name,
    String move,
    boolean terminal,
    boolean pruned,
    boolean optimal,
    Integer value,
    Bound bound,
    int alpha,
    int beta,
    List<String> glyph,
    long visits,
    double mean,
    boolean tableHit,
    boolean estimate) {

  /** Copies the glyph. */
  public TreeNode {
    glyph = glyph == null ? null : List.copyOf(glyph);
  }

  /**
   * Returns a node named by its position whose value came neither from a table nor from an
   * evaluator.
   */
  public TreeNode(
      int id,
      int parent,
      int depth,
      Player player,
      String position,
      String move,
      boolean terminal,
      boolean pruned,
      boolean optimal,
      Integer value,
      Bound bound,
      int alpha,
      int beta,
      List<String> glyph,
      long visits,
      double mean) {
    this(
        id, parent, depth, player, position, position, move, terminal, pruned, optimal, value,
        bound, alpha, beta, glyph, visits, mean, false, false);
  }

  /**
   * Returns true when the value is proven: always for minimax and alpha-beta (a bound after a
   * cut-off is a proven bound), for Monte Carlo search only where the solver proved it.
   */
  public boolean proven() {
    return bound != null;
  }

  /** Returns true for the node the search started from. */
  public boolean isRoot() {
    return parent == 0;
  }
}
