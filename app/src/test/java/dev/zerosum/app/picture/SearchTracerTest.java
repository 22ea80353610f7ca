package dev.zerosum.app.picture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Bound;
import dev.zerosum.core.GameInputException;
import dev.zerosum.core.MinimaxSearch;
import dev.zerosum.core.Player;
import dev.zerosum.core.Search;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Trees drawn from real searches, checked against what a learner works out by hand.
 *
 * <p>Tic-tac-toe cells are written as people type them, 1 to 9 row by row:
 *
 * <pre>
 * 1 2 3
 * 4 5 6
 * 7 8 9
 * </pre>
 *
 * and alpha-beta tries them in the game's order: the centre 5, the corners 1 3 7 9, the edges 2 4 6
 * 8. Windows are written (alpha, beta) from MAX's (X's) side; a win found at ply p outranks one
 * found later, but no cut-off below depends on that.
 */
class SearchTracerTest {

  private static GameTree trace(String game, String position, Kind algorithm) {
    PlayableGame<?, ?> adapter = GameRegistry.standard().find(game).createDefault();
    return SearchTracer.trace(adapter, position, algorithm, SearchTracer.DEFAULT_MAX_NODES);
  }

  @Test
  void minimaxOnNimOneTwoIsTheCoursesTwelveNodeTree() {
    GameTree tree = trace("nim", "1,2", Kind.MINIMAX);

    assertThat(tree.nodes()).as("the whole game tree of Nim(1,2)").hasSize(12);
    assertThat(tree.calls()).hasSize(12);
    TreeNode root = tree.root();
    assertThat(root.player()).isEqualTo(Player.MAX);
    assertThat(ScoreText.utility(root.value())).as("the first player wins").isEqualTo(+1);
    assertThat(ScoreText.full(root.value())).as("... at ply 3").isEqualTo("+1@3");
    List<TreeNode> optimalChildren =
        tree.children().get(root.id()).stream().filter(TreeNode::optimal).toList();
    assertThat(optimalChildren)
        .extracting(TreeNode::move)
        .as("take 1 from pile B, leaving 1,1")
        .containsExactly("B-1");
    assertThat(tree.principalVariation()).containsExactly("B-1", "A-1", "B-1");
    assertThat(tree.nodes()).filteredOn(TreeNode::terminal).as("the games end 5 ways").hasSize(5);
    assertThat(tree.nodes()).noneMatch(TreeNode::pruned);
  }

  @Test
  void alphaBetaOnNimOneTwoPrunesNothing() {
    // Moves in order A-1, B-1, B-2. MAX at 1,2 with (-inf, +inf):
    //   MIN at 0,2 (-inf, +inf): B-1 -> MAX at 0,1 -> B-1 wins for MAX, +1; then
    //     B-2 -> 0,0 with MAX to move, -1. MIN takes -1; no cut (its window is still open).
    //   B-1 -> MIN at 1,1 (-1, +inf): A-1 -> MAX at 0,1, +1: beta = +1 > alpha = -1, go on;
    //     B-1 -> MAX at 1,0 (-1, +1): its only move wins, +1 >= beta, but nothing is left to cut.
    //     MIN gets +1, so alpha at the root becomes +1.
    //   B-2 -> MIN at 1,0 (+1, +inf): its only move A-1 gives -1 <= alpha: a cut with no move left.
    // No window closes before a node's last move, so alpha-beta visits all 12 nodes.
    GameTree tree = trace("nim", "1,2", Kind.ALPHABETA);

    assertThat(prunedByLine(tree)).as("no move is pruned").isEmpty();
    assertThat(tree.calls()).hasSize(12);
    assertThat(tree.principalVariation()).startsWith("B-1");
    assertThat(tree.calls())
        .filteredOn(node -> node.position().equals("1,0") && node.depth() == 2)
        .singleElement()
        .satisfies(
            node -> {
              assertThat(node.beta()).as("MIN at 1,1 holds +1 already").isEqualTo(node.value());
              assertThat(node.bound())
                  .as("it reached beta with its only move, so its +1 is still exact")
                  .isEqualTo(Bound.EXACT);
            });
  }

  @Test
  void alphaBetaOnATicTacToePositionWithFourEmptyCells() {
    // ..X      X has 3, 4, 7 and threatens 1 (column 1-4-7); O has 5, 6. O (MIN) to move,
    // XOO      empty 1 9 2 8 in that order.
    // X..
    //  O 1 blocks -> MAX at O.XXOOX.. (-inf, +inf); O now threatens 9 (diagonal 1-5-9).
    //    X 9 blocks -> MIN (-inf, +inf), X threatens 8 (7-8-9):
    //      O 2 -> X 8 wins at ply 4: +1. MIN's beta = +1.
    //      O 8 -> X 2 fills the board: a draw, 0. MIN = 0; X at the node above has alpha = 0.
    //    X 2 -> MIN (0, +inf): O 9 wins, -1 <= alpha: cut, 8 is never tried.
    //    X 8 -> MIN (0, +inf): O 9 wins, -1 <= alpha: cut, 2 is never tried.
    //    MAX = 0, so the root's beta = 0.
    //  O 9 -> MAX (-inf, 0): X 1 wins at once, +1 >= beta: cut, 2 and 8 are never tried.
    //  O 2 -> MAX (-inf, 0): X 1 wins: cut, 9 and 8 are never tried.
    //  O 8 -> MAX (-inf, 0): X 1 wins: cut, 9 and 2 are never tried.
    // 17 nodes searched (minimax needs 47); the value is a draw by O 1.
    GameTree tree = trace("tictactoe", "..XXOOX..", Kind.ALPHABETA);

    Map<String, List<String>> expected = new LinkedHashMap<>();
    expected.put("1 2", List.of("8"));
    expected.put("1 8", List.of("2"));
    expected.put("9", List.of("2", "8"));
    expected.put("2", List.of("9", "8"));
    expected.put("8", List.of("9", "2"));
    assertThat(prunedByLine(tree)).isEqualTo(expected);
    assertThat(tree.calls()).hasSize(17);
    assertThat(ScoreText.full(tree.root().value())).isEqualTo("0");
    assertThat(tree.principalVariation()).startsWith("1", "9");
  }

  @Test
  void alphaBetaOnATicTacToePositionWithFiveEmptyCells() {
    // .X.      X has 2, 6; O has 5, 9 and threatens 1 (diagonal 1-5-9). X (MAX) to move,
    // .OX      empty 1 3 7 4 8 in that order. (The picture in docs/tictactoe-alphabeta.svg.)
    // ..O
    //  X 1 blocks -> MIN (-inf, +inf); X now threatens 3 (row 1-2-3).
    //    O 3 blocks -> MAX (-inf, +inf); O now threatens 7 (diagonal 3-5-7).
    //      X 7 blocks -> MIN (-inf, +inf); X threatens 4 (column 1-4-7):
    //        O 4 -> X 8 fills the board: a draw, 0. MIN's beta = 0.
    //        O 8 -> MAX (-inf, 0): X 4 wins, +1 >= beta, but it was X's last move: no cut.
    //        MIN = 0; X above it now has alpha = 0.
    //      X 4 -> MIN (0, +inf): O 7 wins, -1 <= alpha: cut, 8 is never tried.
    //      X 8 -> MIN (0, +inf): O 7 wins: cut, 4 is never tried.
    //      MAX = 0, so MIN at the top of this line has beta = 0.
    //    O 7 -> MAX (-inf, 0): X 3 wins at once, +1 >= beta: cut, 4 and 8 are never tried.
    //    O 4 -> MAX (-inf, 0): X 3 wins: cut, 7 and 8 are never tried.
    //    O 8 -> MAX (-inf, 0): X 3 wins: cut, 7 and 4 are never tried.
    //    MIN = 0, so the root's alpha = 0.
    //  X 3, X 7, X 4, X 8 -> MIN (0, +inf): O 1 wins each time, -1 <= alpha: cut, and the other
    //    three empty cells are never tried.
    // 26 nodes searched (minimax needs 198); a draw by X 1, O 3, X 7, O 4, X 8.
    GameTree tree = trace("tictactoe", ".X..OX..O", Kind.ALPHABETA);

    Map<String, List<String>> expected = new LinkedHashMap<>();
    expected.put("1 3 4", List.of("8"));
    expected.put("1 3 8", List.of("4"));
    expected.put("1 7", List.of("4", "8"));
    expected.put("1 4", List.of("7", "8"));
    expected.put("1 8", List.of("7", "4"));
    expected.put("3", List.of("7", "4", "8"));
    expected.put("7", List.of("3", "4", "8"));
    expected.put("4", List.of("3", "7", "8"));
    expected.put("8", List.of("3", "7", "4"));
    assertThat(prunedByLine(tree)).isEqualTo(expected);
    assertThat(tree.calls()).hasSize(26);
    assertThat(tree.prunedCount()).isEqualTo(20);
    assertThat(ScoreText.full(tree.root().value())).isEqualTo("0");
    assertThat(tree.principalVariation()).containsExactly("1", "3", "7", "4", "8");
    TreeNode afterThree = nodeAt(tree, "3");
    assertThat(afterThree.bound())
        .as("O 1 wins, so X 3 is worth at most -1")
        .isEqualTo(Bound.UPPER);
    assertThat(nodeAt(tree, "1 7").bound())
        .as("X 3 wins, so O 7 is worth at least +1")
        .isEqualTo(Bound.LOWER);
  }

  @ParameterizedTest(name = "{0} {1} by {2}")
  @CsvSource({
    "nim, '1,2', MINIMAX",
    "nim, '1,2', ALPHABETA",
    "nim, '2,3', MINIMAX",
    "nim, '1,2,3', ALPHABETA",
    "tictactoe, ..XXOOX.., MINIMAX",
    "tictactoe, ..XXOOX.., ALPHABETA",
    "tictactoe, .X..OX..O, MINIMAX",
    "tictactoe, .X..OX..O, ALPHABETA",
    "tictactoe, XOXOXO..., ALPHABETA",
  })
  void traceRowsAreAsManyAsTheSearchCountsNodes(String game, String position, Kind algorithm) {
    long nodes = nodesOf(GameRegistry.standard().find(game).createDefault(), position, algorithm);
    GameTree tree = trace(game, position, algorithm);
    assertThat(tree.calls()).as("tracing changes no count").hasSize((int) nodes);
    assertThat(tree.nodes().stream().mapToInt(TreeNode::id).distinct().count())
        .as("every node once")
        .isEqualTo(tree.nodes().size());
  }

  private static <S, A> long nodesOf(PlayableGame<S, A> adapter, String position, Kind algorithm) {
    S state = adapter.notation().parsePosition(position);
    Search<S, A> search =
        algorithm == Kind.MINIMAX
            ? MinimaxSearch.on(adapter.game()).build()
            : AlphaBetaSearch.on(adapter.game()).build();
    return search.search(state).statistics().nodes();
  }

  @Test
  void aTreeLargerThanTheLimitIsRefusedWithAClearMessage() {
    PlayableGame<?, ?> adapter = GameRegistry.standard().find("tictactoe").createDefault();
    assertThatThrownBy(() -> SearchTracer.trace(adapter, ".........", Kind.MINIMAX, 2_000))
        .isInstanceOf(GameInputException.class)
        .hasMessageContaining("more than 2,000 nodes")
        .hasMessageContaining("--max-nodes");
    assertThatThrownBy(() -> SearchTracer.trace(adapter, ".........", Kind.MINIMAX, 0))
        .isInstanceOf(GameInputException.class)
        .hasMessageContaining("out of range");
  }

  /** Returns the moves pruned at each node, by the line of moves that leads there from the root. */
  static Map<String, List<String>> prunedByLine(GameTree tree) {
    Map<String, List<String>> pruned = new LinkedHashMap<>();
    Map<Integer, List<TreeNode>> children = tree.children();
    for (TreeNode node : tree.nodes()) {
      List<String> moves = tree.prunedMoves(node, children);
      if (!node.pruned() && !moves.isEmpty()) {
        pruned.put(line(tree, node), moves);
      }
    }
    return pruned;
  }

  private static String line(GameTree tree, TreeNode node) {
    Map<Integer, TreeNode> byId = new LinkedHashMap<>();
    tree.nodes().forEach(n -> byId.put(n.id(), n));
    List<String> moves = new ArrayList<>();
    for (TreeNode at = node; !at.isRoot(); at = byId.get(at.parent())) {
      moves.add(at.move());
    }
    Collections.reverse(moves);
    return String.join(" ", moves);
  }

  private static TreeNode nodeAt(GameTree tree, String line) {
    return tree.nodes().stream()
        .filter(node -> !node.pruned() && !node.isRoot() && line(tree, node).equals(line))
        .findFirst()
        .orElseThrow();
  }
}
