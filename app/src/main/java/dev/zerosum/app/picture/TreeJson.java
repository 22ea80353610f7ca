package dev.zerosum.app.picture;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Writes a game tree as JSON, {@code {"nodes":[...]}}, each node with {@code id}, {@code parent}
 * (null for the root), {@code position}, {@code player} ({@code MAX} or {@code MIN}), {@code move}
 * (null for the root), {@code value} (MAX's utility; null for a pruned move), {@code ply} (the ply
 * below the root at which that line ends, for a win or a loss; else null), {@code bound} ({@code
 * exact}, or {@code lower}/{@code upper} after a cut-off, {@code estimate} where Monte Carlo search
 * proved nothing), {@code visits} and {@code mean} (Monte Carlo search; else null), {@code
 * terminal}, {@code pruned} and {@code optimal}; parents come before their children. A position
 * below the root is that of {@link TreeNode#position}: the moves alone where the game writes a
 * position as the root's text and then the moves (the tree game's).
 */
public final class TreeJson {
  private static final ObjectMapper JSON = new ObjectMapper();

  private TreeJson() {}

  /**
   * The document.
   *
   * @param nodes every node
   */
  record Document(List<Node> nodes) {}

  /**
   * One node.
   *
   * @param id the call number, or after the calls for a pruned move
   * @param parent the parent's id; null for the root
   * @param position the position
   * @param player who is to move there
   * @param move the move that led there; null for the root
   * @param value MAX's utility; null for a pruned move
   * @param ply the ply at which the line ends, for a win or a loss; else null
   * @param bound exact, lower or upper; null for a pruned move
   * @param visits the simulations that passed there (Monte Carlo search); null for the others
   * @param mean their mean result for MAX (Monte Carlo search); null for the others
   * @param terminal true when the game is over there
   * @param pruned true for a move a cut-off left unsearched
   * @param optimal true on the principal variation
   */
  record Node(
      int id,
      Integer parent,
      String position,
      String player,
      String move,
      Integer value,
      Integer ply,
      String bound,
      Long visits,
      Double mean,
      boolean terminal,
      boolean pruned,
      boolean optimal) {}

  /** Returns the JSON of {@code tree}, on one line. */
  public static String write(GameTree tree) {
    List<Node> nodes = new ArrayList<>();
    for (TreeNode node : tree.nodes()) {
      nodes.add(
          new Node(
              node.id(),
              node.isRoot() ? null : node.parent(),
              node.position(),
              node.player().name(),
              node.move(),
              node.value() == null ? null : ScoreText.utility(node.value()),
              node.value() == null ? null : ScoreText.endPly(node.value()),
              node.bound() == null
                  ? (node.pruned() ? null : "estimate")
                  : node.bound().name().toLowerCase(Locale.ROOT),
              node.visits() > 0 ? node.visits() : null,
              node.visits() > 0 ? node.mean() : null,
              node.terminal(),
              node.pruned(),
              node.optimal()));
    }
    try {
      return JSON.writeValueAsString(new Document(nodes));
    } catch (JsonProcessingException failure) {
      throw new UncheckedIOException(failure);
    }
  }
}
