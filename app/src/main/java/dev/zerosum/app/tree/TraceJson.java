package dev.zerosum.app.tree;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Writes the trace of a search as one JSON object: what was searched, the root's value, and a row
 * per call with the same columns as the text. Values are MAX's utility ({@code value}) and the ply
 * at which that line ends ({@code endsAtPly}, null for a draw); {@code alpha} and {@code beta} are
 * written as the text writes them ({@code "-inf"}, {@code "+1@3"}), and are null for minimax.
 */
public final class TraceJson {
  private static final ObjectMapper JSON = new ObjectMapper();

  private TraceJson() {}

  /**
   * The whole trace.
   *
   * @param game the game's name
   * @param position the root position
   * @param algorithm {@code minimax} or {@code alpha-beta}
   * @param calls the calls, as many as the search counts nodes
   * @param pruned the moves cut-offs left unsearched
   * @param value the root's value, MAX's utility
   * @param endsAtPly the ply at which best play ends the game, null for a draw
   * @param principalVariation the line of best play, in the game's notation
   * @param rows one per call, in order
   */
  record Trace(
      String game,
      String position,
      String algorithm,
      int calls,
      int pruned,
      int value,
      Integer endsAtPly,
      List<String> principalVariation,
      List<Row> rows) {}

  /**
   * One call.
   *
   * @param call its number, from 1
   * @param parent the number of the call it came from; null for the root
   * @param depth plies below the root
   * @param player {@code MAX} or {@code MIN}
   * @param position the position
   * @param move the move that led there; null for the root
   * @param terminal true when the game is over there
   * @param alpha alpha on entry, MAX's view; null for minimax
   * @param beta beta on entry, MAX's view; null for minimax
   * @param value the value returned, MAX's utility
   * @param endsAtPly the ply at which that line ends, null for a draw
   * @param bound {@code exact}, {@code lower} or {@code upper}; {@code estimate} for a Monte Carlo
   *     node the solver did not prove (its value is then its mean result in thousandths)
   * @param pruned the moves a cut-off left unsearched here
   * @param visits the simulations that passed there (Monte Carlo search); null for the others
   * @param mean their mean result for MAX, from -1 to +1 (Monte Carlo search); null for the others
   */
  record Row(
      int call,
      Integer parent,
      int depth,
      String player,
      String position,
      String move,
      boolean terminal,
      String alpha,
      String beta,
      int value,
      Integer endsAtPly,
      String bound,
      List<String> pruned,
      Long visits,
      Double mean) {}

  /** Returns the trace of {@code tree} as one line of JSON. */
  public static String format(GameTree tree) {
    String position = tree.root().position();
    boolean alphaBeta = tree.algorithm() == Algorithm.ALPHABETA;
    boolean mcts = tree.algorithm() == Algorithm.MCTS;
    Map<Integer, List<TreeNode>> children = tree.children();
    List<Row> rows = new ArrayList<>();
    for (TreeNode call : tree.calls()) {
      rows.add(
          new Row(
              call.id(),
              call.isRoot() ? null : call.parent(),
              call.depth(),
              call.player().name(),
              call.position(),
              call.move(),
              call.terminal(),
              alphaBeta ? ScoreText.full(call.alpha()) : null,
              alphaBeta ? ScoreText.full(call.beta()) : null,
              ScoreText.utility(call.value()),
              ScoreText.endPly(call.value()),
              call.bound() == null ? "estimate" : call.bound().name().toLowerCase(Locale.ROOT),
              tree.prunedMoves(call, children),
              mcts ? call.visits() : null,
              mcts ? call.mean() : null));
    }
    TreeNode root = tree.root();
    Trace trace =
        new Trace(
            tree.game(),
            position,
            tree.algorithm().title(),
            rows.size(),
            tree.prunedCount(),
            ScoreText.utility(root.value()),
            ScoreText.endPly(root.value()),
            tree.principalVariation(),
            rows);
    try {
      return JSON.writeValueAsString(trace);
    } catch (JsonProcessingException failure) {
      throw new UncheckedIOException(failure);
    }
  }
}
