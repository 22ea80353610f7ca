package dev.zerosum.games.tree;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.SearchListener;
import dev.zerosum.core.SearchResult;
import dev.zerosum.core.Value;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Minimax and alpha-beta on the textbook's trees: the plain values, the node counts, and exactly
 * which nodes alpha-beta never visits, against the figures and against the textbook's pseudocode
 * written apart on random trees.
 */
class TreeSearchTest {
  private final TreeNotation notation = new TreeNotation();

  @Test
  void minimaxBacksUpThreeFromTheThirteenNodesOfTheFigure() {
    TreeGame game = new TreeGame(TreeNotation.readTree(TreeModule.TEXTBOOK_FIGURE));
    Visits visits = new Visits();
    SearchResult<TreeMove> result =
        MinimaxSearch.on(game).listener(visits).build().search(game.initialState());
    assertThat(result.value())
        .as("the plain value 3, not a win in 2")
        .isEqualTo(new Value(3, true));
    assertThat(moves(game.initialState(), result)).containsExactly("B", "b1");
    assertThat(result.statistics().nodes()).as("every node").isEqualTo(13);
    assertThat(result.statistics().leaves()).isEqualTo(9);
    assertThat(visits.names)
        .containsExactly("A", "B", "b1", "b2", "b3", "C", "c1", "c2", "c3", "D", "d1", "d2", "d3");
  }

  @Test
  void alphaBetaNeverLooksAtTheFourAndTheSixBelowC() {
    TreeGame game = new TreeGame(TreeNotation.readTree(TreeModule.TEXTBOOK_FIGURE));
    Visits visits = new Visits();
    SearchResult<TreeMove> result =
        AlphaBetaSearch.on(game).listener(visits).build().search(game.initialState());
    assertThat(result.value()).isEqualTo(new Value(3, true));
    assertThat(moves(game.initialState(), result)).containsExactly("B", "b1");
    assertThat(result.statistics().nodes()).isEqualTo(11);
    assertThat(result.statistics().cutoffs()).isEqualTo(1);
    assertThat(visits.names)
        .as("c1 = 2 makes C worth at most 2 to MAX, who is sure of 3 by B: c2 and c3 are cut")
        .containsExactly("A", "B", "b1", "b2", "b3", "C", "c1", "D", "d1", "d2", "d3");
    assertThat(visits.pruned).containsExactly("C: c2 c3");
    assertThat(visits.valueOf("C")).as("C left with the bound 2").isEqualTo(2);
    assertThat(visits.valueOf("D")).as("D needs all three leaves: 14, 5, then 2").isEqualTo(2);
  }

  @Test
  void theSameFigureUnlabelledPrunesTheSameLeaves() {
    TreePosition root = notation.parsePosition("[[3,12,8],[2,4,6],[14,5,2]]");
    TreeGame game = new TreeGame(root.root());
    Visits visits = new Visits();
    SearchResult<TreeMove> result = AlphaBetaSearch.on(game).listener(visits).build().search(root);
    assertThat(result.value().score()).isEqualTo(3);
    assertThat(visits.pruned).containsExactly("/2: 2 3");
    assertThat(unvisitedLeaves(root, visits)).as("the 4 and the 6").containsExactly(4, 6);
  }

  @Test
  void alphaBetaPrunesAWholeSubtree() {
    // MIN at /2 finds 2 below its first child, below the 5 MAX is sure of: [0,-1] is never entered.
    TreePosition root = notation.parsePosition("[[[3,5],[6,9]],[[1,2],[0,-1]]]");
    TreeGame game = new TreeGame(root.root());
    Visits visits = new Visits();
    SearchResult<TreeMove> result = AlphaBetaSearch.on(game).listener(visits).build().search(root);
    SearchResult<TreeMove> minimax = MinimaxSearch.on(game).build().search(root);
    assertThat(result.value()).isEqualTo(minimax.value()).isEqualTo(new Value(5, true));
    assertThat(minimax.statistics().nodes()).isEqualTo(15);
    assertThat(result.statistics().nodes()).isEqualTo(11);
    assertThat(visits.pruned).containsExactly("/1/2: 2", "/2: 2");
    assertThat(unvisitedLeaves(root, visits)).containsExactly(9, 0, -1);
    assertThat(visits.names).doesNotContain("/2/2");
  }

  @Test
  void aDeeperTreeWithNegativeLeaves() {
    TreePosition root = notation.parsePosition("[[[-1,3],[5,-4]],[[-6,-2],[2,7]],[[0,-3],[-5,4]]]");
    TreeGame game = new TreeGame(root.root());
    Visits visits = new Visits();
    SearchResult<TreeMove> result = AlphaBetaSearch.on(game).listener(visits).build().search(root);
    SearchResult<TreeMove> minimax = MinimaxSearch.on(game).build().search(root);
    assertThat(minimax.value()).as("MIN nodes worth 3, -2 and 0").isEqualTo(new Value(3, true));
    assertThat(result.value()).isEqualTo(minimax.value());
    assertThat(moves(root, result)).containsExactly("1", "1", "2");
    assertThat(minimax.statistics().nodes()).isEqualTo(22);
    assertThat(result.statistics().nodes()).isEqualTo(15);
    assertThat(result.statistics().cutoffs()).isEqualTo(3);
    assertThat(visits.pruned).containsExactly("/1/2: 2", "/2: 2", "/3: 2");
    assertThat(unvisitedLeaves(root, visits)).containsExactly(-4, 2, 7, -5, 4);
  }

  @Test
  void equalValuesAtDifferentDepthsTieAndTheFirstIsKept() {
    // B's 3 lies two plies down, C's one ply down: as plain values they tie, and B comes first.
    TreePosition root =
        notation.parsePosition(
            "[{\"label\":\"B\",\"children\":[3]},{\"label\":\"C\",\"value\":3}]");
    TreeGame game = new TreeGame(root.root());
    assertThat(moves(root, MinimaxSearch.on(game).build().search(root))).containsExactly("B", "1");
    assertThat(moves(root, AlphaBetaSearch.on(game).build().search(root)))
        .containsExactly("B", "1");
  }

  @Test
  void onRandomTreesTheSearchesAreTheTextbooksPseudocode() {
    long seed = 2026; // a fixed sample: the same 500 trees every run, named with the seed
    Random random = new Random(seed);
    for (int sample = 0; sample < 500; sample++) {
      Subtree tree = randomTree(random, 0);
      TreePosition root = TreePosition.atRoot(tree);
      TreeGame game = new TreeGame(tree);
      String what = "seed " + seed + ", tree " + TreeText.write(tree);
      Visits minimaxVisits = new Visits();
      SearchResult<TreeMove> minimax =
          MinimaxSearch.on(game).listener(minimaxVisits).build().search(root);
      Visits alphaBetaVisits = new Visits();
      SearchResult<TreeMove> alphaBeta =
          AlphaBetaSearch.on(game).listener(alphaBetaVisits).build().search(root);
      TextbookSearch textbook = new TextbookSearch();
      int value = textbook.alphaBetaSearch(tree);
      assertThat(minimax.value()).as(what).isEqualTo(new Value(TextbookSearch.minimax(tree), true));
      assertThat(alphaBeta.value().score()).as(what).isEqualTo(value);
      assertThat(minimax.statistics().nodes()).as(what).isEqualTo(tree.size());
      assertThat(alphaBetaVisits.paths)
          .as("%s: the nodes alpha-beta enters, in order, are the pseudocode's", what)
          .isEqualTo(textbook.visited);
      if (!tree.isLeaf()) {
        assertThat(minimax.bestAction())
            .as("%s: the first of the best children", what)
            .hasValue(new TreeMove(TextbookSearch.firstBestChild((Subtree.Inner) tree)));
        assertThat(alphaBeta.bestAction()).as(what).isEqualTo(minimax.bestAction());
      }
    }
  }

  /** Returns a tree up to 4 deep, 1 to 4 children a node, leaves from -9 to 9: ties abound. */
  private static Subtree randomTree(Random random, int depth) {
    if (depth == 4 || depth > 0 && random.nextInt(5) == 0) {
      return Subtree.leaf(random.nextInt(19) - 9);
    }
    List<Subtree> children = new ArrayList<>();
    int count = 1 + random.nextInt(4);
    for (int i = 0; i < count; i++) {
      children.add(randomTree(random, depth + 1));
    }
    return new Subtree.Inner(null, children);
  }

  /** Returns the principal variation as the notation writes it. */
  private List<String> moves(TreePosition from, SearchResult<TreeMove> result) {
    List<String> moves = new ArrayList<>();
    TreePosition at = from;
    for (TreeMove move : result.principalVariation()) {
      moves.add(notation.formatMove(at, move));
      at = at.after(move.child());
    }
    return moves;
  }

  /** Returns the utilities of the leaves the search never entered, in the order written. */
  private static List<Integer> unvisitedLeaves(TreePosition root, Visits visits) {
    List<Integer> unvisited = new ArrayList<>();
    for (TreePosition position : TreeNotationTest.everyPosition(root)) {
      if (position.node() instanceof Subtree.Leaf leaf && !visits.paths.contains(position.path())) {
        unvisited.add(leaf.utility());
      }
    }
    return unvisited;
  }

  /** What a search told its listener: each node entered, its value, and each cut-off. */
  private static final class Visits implements SearchListener<TreePosition, TreeMove> {
    final List<String> names = new ArrayList<>();
    final List<List<Integer>> paths = new ArrayList<>();
    final List<String> pruned = new ArrayList<>();
    final List<String> left = new ArrayList<>();
    final List<Integer> values = new ArrayList<>();

    @Override
    public void enter(TreePosition state, TreeMove move, int ply, int alpha, int beta) {
      names.add(TreeNames.nodeName(state));
      paths.add(state.path());
    }

    @Override
    public void leave(TreePosition state, int value) {
      left.add(TreeNames.nodeName(state));
      values.add(value);
    }

    @Override
    public void prune(TreePosition state, List<TreeMove> skipped) {
      List<String> moves = new ArrayList<>();
      for (TreeMove move : skipped) {
        moves.add(TreeNames.moveName(state.node(), move.child()));
      }
      pruned.add(TreeNames.nodeName(state) + ": " + String.join(" ", moves));
    }

    int valueOf(String name) {
      return values.get(left.indexOf(name));
    }
  }

  /**
   * The textbook's ALPHA-BETA-SEARCH, with MAX-VALUE and MIN-VALUE apart, written over the tree
   * itself and apart from core: it records the path of each node it visits.
   */
  private static final class TextbookSearch {
    final List<List<Integer>> visited = new ArrayList<>();

    int alphaBetaSearch(Subtree tree) {
      return maxValue(tree, new ArrayList<>(), Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    private int maxValue(Subtree node, List<Integer> path, int alpha, int beta) {
      visited.add(List.copyOf(path));
      if (node instanceof Subtree.Leaf leaf) {
        return leaf.utility();
      }
      int v = Integer.MIN_VALUE;
      List<Subtree> children = ((Subtree.Inner) node).children();
      for (int i = 0; i < children.size(); i++) {
        path.add(i);
        v = Math.max(v, minValue(children.get(i), path, alpha, beta));
        path.remove(path.size() - 1);
        if (v >= beta) {
          return v;
        }
        alpha = Math.max(alpha, v);
      }
      return v;
    }

    private int minValue(Subtree node, List<Integer> path, int alpha, int beta) {
      visited.add(List.copyOf(path));
      if (node instanceof Subtree.Leaf leaf) {
        return leaf.utility();
      }
      int v = Integer.MAX_VALUE;
      List<Subtree> children = ((Subtree.Inner) node).children();
      for (int i = 0; i < children.size(); i++) {
        path.add(i);
        v = Math.min(v, maxValue(children.get(i), path, alpha, beta));
        path.remove(path.size() - 1);
        if (v <= alpha) {
          return v;
        }
        beta = Math.min(beta, v);
      }
      return v;
    }

    /** Returns the minimax value of {@code node} with MAX to move. */
    static int minimax(Subtree node) {
      return value(node, true);
    }

    private static int value(Subtree node, boolean max) {
      if (node instanceof Subtree.Leaf leaf) {
        return leaf.utility();
      }
      int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
      for (Subtree child : ((Subtree.Inner) node).children()) {
        int v = value(child, !max);
        best = max ? Math.max(best, v) : Math.min(best, v);
      }
      return best;
    }

    /** Returns the place of the first child of MAX's root with the highest value. */
    static int firstBestChild(Subtree.Inner root) {
      int best = 0;
      for (int i = 1; i < root.children().size(); i++) {
        if (value(root.children().get(i), false) > value(root.children().get(best), false)) {
          best = i;
        }
      }
      return best;
    }
  }
}
