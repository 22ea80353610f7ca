package dev.zerosum.app.picture;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.core.SearchTrace;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.i18n.Language;
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
 *
 * <p>A row's {@code position} below the root is that of {@link TreeNode#position}: the moves alone,
 * from their {@code /}, where the game writes a position as the root's text and then the moves (the
 * tree game's).
 *
 * <p>A row's {@code tableHit} says its value came from the transposition table ({@code
 * alphabeta-ordered}: nothing below it was searched), its {@code estimate} that it sits at the
 * depth limit ({@code depth:N}: its value is the evaluator's estimate, not a game's end).
 *
 * <p>For Monte Carlo search, {@code iterations} lists the simulations in the order the search ran
 * them, each with {@code iteration} (from 1), {@code path} (the calls from the root down to the
 * node it selected), {@code expanded} (the call it added below the last of the path, or null),
 * {@code result} (the result for MAX it backed up: +1, 0 or -1, from a playout, or the exact value
 * of the last node when {@code proven}) and {@code proven}. To replay the search, start every call
 * at 0 visits and a sum of 0; for each simulation in order, add 1 to the visits and {@code result}
 * to the sum of every call of {@code path} and of {@code expanded} (a call no simulation reached
 * before); a call's mean is its sum divided by its visits, in floating point. After the last
 * simulation, every row's {@code visits} and {@code mean} are exactly those. What the solver proved
 * ({@code bound}, {@code value}) is given for the final tree only.
 *
 * <p>{@code finalValues} says how to read every value of the trace: true when the game's utilities
 * are final values (the textbook's trees), each a plain number with no ply ({@code endsAtPly} is
 * then only the depth at which the solver proved it); false when they are outcomes with the ply at
 * which the line ends. A Monte Carlo mean or result times {@code meanScale} is on the scale of the
 * values: 1 for outcomes (+1 MAX wins), the tree's largest utility in size for final values.
 */
public final class TraceJson {
  private static final ObjectMapper JSON = new ObjectMapper();

  private TraceJson() {}

  /**
   * The whole trace.
   *
   * @param game the game's name
   * @param position the root position
   * @param algorithm the search's title: {@code minimax}, {@code alpha-beta}, {@code alpha-beta
   *     with ordering and table}, {@code depth-limited alpha-beta}, {@code Monte Carlo tree search}
   * @param calls the calls, as many as the search counts nodes
   * @param pruned the moves cut-offs left unsearched
   * @param value the root's value, MAX's utility
   * @param endsAtPly the ply at which best play ends the game, null for a draw
   * @param principalVariation the line of best play, in the game's notation
   * @param rows one per call, in order
   * @param algorithmName the search as typed: {@code minimax}, {@code alphabeta}, {@code
   *     alphabeta-ordered}, {@code depth:3}, {@code mcts}
   * @param depthLimit the plies a depth-limited search looked ahead; null for the others
   * @param exact true when the root's value is proven, false for an estimate or a mean
   * @param tableHits the calls answered from the transposition table
   * @param estimates the calls the evaluator scored at the depth limit
   * @param iterations the simulations of a Monte Carlo search, in order; null for the others
   * @param finalValues true when the values are the game's final utilities, plain numbers
   * @param meanScale what a mean result of +1 stands for on the values' scale (Monte Carlo search);
   *     null for the others
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
      List<Row> rows,
      String algorithmName,
      Integer depthLimit,
      boolean exact,
      int tableHits,
      int estimates,
      List<IterationRow> iterations,
      boolean finalValues,
      Integer meanScale) {}

  /**
   * One simulation of a Monte Carlo search.
   *
   * @param iteration its number, from 1
   * @param path the calls from the root to the node it selected
   * @param expanded the call it added to the tree; null when it added none
   * @param result the result for MAX it backed up: an integer (+1, 0, -1) for a game of wins, draws
   *     and losses
   * @param proven true when the result is the last node's exact value, not a playout's
   */
  record IterationRow(
      int iteration, List<Integer> path, Integer expanded, Number result, boolean proven) {}

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
   * @param tableHit true when the value came from the transposition table
   * @param estimate true when the value is the evaluator's estimate at the depth limit
   * @param prunedValues for each of {@code pruned}, the utility for MAX where that move ends the
   *     game (null where it does not): the value the cut-off spared the search, to be shown greyed
   * @param name the node as the game names it where the whole position would not fit (the
   *     textbook's trees: its label, a leaf's utility, else its path {@code /2/1}); the position
   *     itself for most games
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
      Double mean,
      boolean tableHit,
      boolean estimate,
      String name,
      List<Integer> prunedValues) {}

  /** Returns the trace of {@code tree} as one line of JSON. */
  public static String format(GameTree tree) {
    String position = tree.root().position();
    boolean alphaBeta = AlgorithmChoice.prunes(tree.algorithm());
    boolean mcts = tree.algorithm() == Kind.MCTS;
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
              mcts ? call.mean() : null,
              call.tableHit(),
              call.estimate(),
              call.name(),
              prunedValues(tree, call, children)));
    }
    TreeNode root = tree.root();
    Trace trace =
        new Trace(
            tree.game(),
            position,
            new AlgorithmChoice(tree.algorithm(), tree.depthLimit()).title(Language.ENGLISH),
            rows.size(),
            tree.prunedCount(),
            ScoreText.utility(root.value()),
            ScoreText.endPly(root.value()),
            tree.principalVariation(),
            rows,
            name(tree),
            tree.algorithm() == Kind.DEPTH ? tree.depthLimit() : null,
            tree.exact(),
            tree.tableHits(),
            tree.estimates(),
            mcts ? iterations(tree) : null,
            tree.finalValues() || tree.meanScale() > 0,
            mcts ? Math.max(1, tree.meanScale()) : null);
    try {
      return JSON.writeValueAsString(trace);
    } catch (JsonProcessingException failure) {
      throw new UncheckedIOException(failure);
    }
  }

  private static String name(GameTree tree) {
    return new AlgorithmChoice(tree.algorithm(), tree.depthLimit()).name();
  }

  private static List<Integer> prunedValues(
      GameTree tree, TreeNode call, Map<Integer, List<TreeNode>> children) {
    List<Integer> values = new ArrayList<>();
    for (TreeNode child : children.getOrDefault(call.id(), List.of())) {
      if (child.pruned()) {
        values.add(tree.prunedEnds().get(child.id()));
      }
    }
    return values;
  }

  private static List<IterationRow> iterations(GameTree tree) {
    List<IterationRow> rows = new ArrayList<>();
    for (SearchTrace.Iteration iteration : tree.iterations()) {
      double result = iteration.resultForMax();
      rows.add(
          new IterationRow(
              iteration.number(),
              iteration.path(),
              iteration.expanded() == 0 ? null : iteration.expanded(),
              result == Math.rint(result) ? (Number) (int) result : (Number) result,
              iteration.proven()));
    }
    return rows;
  }
}
