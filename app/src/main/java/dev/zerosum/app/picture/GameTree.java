package dev.zerosum.app.picture;

import dev.zerosum.core.SearchTrace;
import dev.zerosum.registry.AgentSpec.Kind;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The tree one search visited, from one position: the model behind {@code zerosum trace} and {@code
 * zerosum tree}.
 *
 * @param game the game's name, as typed
 * @param title the game's name for people ({@code Tic-tac-toe})
 * @param rootPosition the root's position as a title shows it ({@code .X./.OX/..O})
 * @param algorithm the search
 * @param maxName what the game calls MAX, as typed and written for programs ({@code X}, {@code
 *     first})
 * @param minName what the game calls MIN, as typed and written for programs
 * @param maxShown MAX as a person reads it in the language of the run ({@code primero})
 * @param minShown MIN as a person reads it in the language of the run
 * @param finalValues true when minimax or alpha-beta searched a game whose utilities are final
 *     values ({@link dev.zerosum.core.Game#utilitiesAreFinalValues}): every value is then a plain
 *     number, with no ply, as the textbook's trees have them
 * @param nodes every node, each parent before its children, children in the order the search would
 *     try them (searched ones, then the pruned stubs)
 * @param principalVariation the line of best play the search found, in the game's notation
 * @param depthLimit the plies a depth-limited search looked ahead; 0 for the others
 * @param exact true when the root's value is proven: every line the search relied on reached the
 *     end of the game (false for an estimate at a depth limit, or a Monte Carlo mean)
 * @param iterations the simulations of a Monte Carlo search in the order it ran them, their nodes
 *     given by id; empty for the other searches
 * @param meanScale for Monte Carlo search on a game whose utilities are final values, the utility
 *     that a mean result of +1 stands for (the largest utility in size below the root: a mean of
 *     +0.5 on a tree whose leaves go up to 14 is an expected 7); 0 where means are outcomes, from
 *     −1 (MIN wins) to +1 (MAX wins), and for the other searches
 * @param prunedEnds for each pruned stub (by id) whose move ends the game, the utility for MAX
 *     there: a value the search never looked at, which a picture may show greyed
 */
public record GameTree(
    String game,
    String title,
    String rootPosition,
    Kind algorithm,
    String maxName,
    String minName,
    String maxShown,
    String minShown,
    boolean finalValues,
    List<TreeNode> nodes,
    List<String> principalVariation,
    int depthLimit,
    boolean exact,
    List<SearchTrace.Iteration> iterations,
    int meanScale,
    Map<Integer, Integer> prunedEnds) {

  /** Copies the lists. */
  public GameTree {
    prunedEnds = Map.copyOf(prunedEnds);
    nodes = List.copyOf(nodes);
    principalVariation = List.copyOf(principalVariation);
    iterations = List.copyOf(iterations);
  }

  /**
   * Returns the tree of a search without a depth limit or simulations to replay, its values scored
   * as outcomes, exact where its root's value is proven.
   */
  public GameTree(
      String game,
      String title,
      String rootPosition,
      Kind algorithm,
      String maxName,
      String minName,
      String maxShown,
      String minShown,
      List<TreeNode> nodes,
      List<String> principalVariation) {
    this(
        game,
        title,
        rootPosition,
        algorithm,
        maxName,
        minName,
        maxShown,
        minShown,
        false,
        nodes,
        principalVariation,
        0,
        nodes.get(0).proven(),
        List.of(),
        0,
        Map.of());
  }

  /** Returns the root. */
  public TreeNode root() {
    return nodes.get(0);
  }

  /** Returns the searched nodes in the order the search entered them: the rows of the trace. */
  public List<TreeNode> calls() {
    List<TreeNode> calls = new ArrayList<>();
    for (TreeNode node : nodes) {
      if (!node.pruned()) {
        calls.add(node);
      }
    }
    calls.sort((a, b) -> Integer.compare(a.id(), b.id()));
    return calls;
  }

  /** Returns how many calls took their value from the transposition table. */
  public int tableHits() {
    return (int) nodes.stream().filter(TreeNode::tableHit).count();
  }

  /** Returns how many calls were scored by the evaluator at the depth limit. */
  public int estimates() {
    return (int) nodes.stream().filter(TreeNode::estimate).count();
  }

  /** Returns true when every node has a glyph: the picture draws boards, not text. */
  public boolean hasGlyphs() {
    return nodes.stream().allMatch(node -> node.glyph() != null);
  }

  /** Returns how many moves cut-offs left unsearched. */
  public int prunedCount() {
    return nodes.size() - calls().size();
  }

  /** Returns the children of every node by its id, in order; leaves have none. */
  public Map<Integer, List<TreeNode>> children() {
    Map<Integer, List<TreeNode>> children = new HashMap<>();
    for (TreeNode node : nodes) {
      children.computeIfAbsent(node.parent(), id -> new ArrayList<>()).add(node);
    }
    return children;
  }

  /**
   * Returns the names of the nodes a cut-off left unsearched at {@code node} ({@link
   * TreeNode#name}); none at most nodes.
   */
  public List<String> prunedNames(TreeNode node, Map<Integer, List<TreeNode>> children) {
    List<String> names = new ArrayList<>();
    for (TreeNode child : children.getOrDefault(node.id(), List.of())) {
      if (child.pruned()) {
        names.add(child.name());
      }
    }
    return names;
  }

  /** Returns the moves a cut-off left unsearched at {@code node}; none at most nodes. */
  public List<String> prunedMoves(TreeNode node, Map<Integer, List<TreeNode>> children) {
    List<String> moves = new ArrayList<>();
    for (TreeNode child : children.getOrDefault(node.id(), List.of())) {
      if (child.pruned()) {
        moves.add(child.move());
      }
    }
    return moves;
  }
}
