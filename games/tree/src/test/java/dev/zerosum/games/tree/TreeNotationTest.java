package dev.zerosum.games.tree;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.zerosum.core.IllegalMoveException;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The rules and the notation: trees read and written, moves named, positions round trip. */
class TreeNotationTest {
  private final TreeNotation notation = new TreeNotation();
  private final TreeGame figure = new TreeGame(TreeNotation.readTree(TreeModule.TEXTBOOK_FIGURE));

  @Test
  void aTreeIsNestedArraysWhoseNumbersAreLeaves() {
    Subtree tree = TreeNotation.readTree(" [ [3, 12, 8], [2,4,6],[14 ,5,2] ] ");
    assertThat(tree)
        .isEqualTo(
            Subtree.of(
                Subtree.of(Subtree.leaf(3), Subtree.leaf(12), Subtree.leaf(8)),
                Subtree.of(Subtree.leaf(2), Subtree.leaf(4), Subtree.leaf(6)),
                Subtree.of(Subtree.leaf(14), Subtree.leaf(5), Subtree.leaf(2))));
    assertThat(tree.size()).as("the root, 3 MIN nodes, 9 leaves").isEqualTo(13);
    assertThat(tree.height()).isEqualTo(2);
    assertThat(TreeNotation.readTree("-7"))
        .as("a tree may be a leaf alone")
        .isEqualTo(Subtree.leaf(-7));
  }

  @Test
  void labelledNodesAreObjectsAndTheTextbookFigureIsTheStart() {
    Subtree root = figure.root();
    assertThat(root.label()).isEqualTo("A");
    List<Subtree> minNodes = ((Subtree.Inner) root).children();
    assertThat(minNodes).extracting(Subtree::label).containsExactly("B", "C", "D");
    assertThat(((Subtree.Inner) minNodes.get(0)).children())
        .containsExactly(
            new Subtree.Leaf("b1", 3), new Subtree.Leaf("b2", 12), new Subtree.Leaf("b3", 8));
    assertThat(TreeText.writePlain(root)).isEqualTo("[[3,12,8],[2,4,6],[14,5,2]]");
    assertThat(notation.formatPosition(figure.initialState()))
        .as("written back as it was written")
        .isEqualTo(TreeModule.TEXTBOOK_FIGURE);
  }

  @Test
  void theMovesAreTheChildrenInOrderNamedByLabelElseByNumber() {
    TreePosition start = figure.initialState();
    assertThat(figure.actions(start))
        .containsExactly(new TreeMove(0), new TreeMove(1), new TreeMove(2));
    assertThat(notation.parseMove(start, "C")).isEqualTo(new TreeMove(1));
    assertThat(notation.parseMove(start, " 3 "))
        .as("a number names a labelled child too")
        .isEqualTo(new TreeMove(2));
    assertThat(notation.formatMove(start, new TreeMove(2))).isEqualTo("D");
    TreePosition plain = notation.parsePosition("[[3,12,8],[2,4,6]]");
    assertThat(notation.formatMove(plain, new TreeMove(1))).isEqualTo("2");
    TreePosition atC = figure.result(start, new TreeMove(1));
    assertThat(atC.toMove()).isEqualTo(Player.MIN);
    assertThat(figure.player(atC)).isEqualTo(Player.MIN);
    TreePosition c2 = figure.result(atC, new TreeMove(1));
    assertThat(figure.isTerminal(c2)).isTrue();
    assertThat(figure.utility(c2)).isEqualTo(4);
    assertThat(figure.actions(c2)).isEmpty();
    assertThat(figure.utilitiesAreFinalValues()).isTrue();
    assertThat(figure.positionKey()).as("no table: the textbook's searches have none").isEmpty();
    assertThat(figure.moveOrdering()).as("the order written").isEmpty();
  }

  @Test
  void aPositionIsTheTreeThenThePathAndReadsBackAsItself() {
    TreePosition c2 = notation.parsePosition(TreeModule.TEXTBOOK_FIGURE + " / C / 2 ");
    assertThat(c2.path()).containsExactly(1, 1);
    assertThat(notation.formatPosition(c2)).isEqualTo(TreeModule.TEXTBOOK_FIGURE + "/C/c2");
    assertThat(notation.formatPosition(notation.parsePosition("[[3,12,8],[2,4,6],[14,5,2]]/3")))
        .isEqualTo("[[3,12,8],[2,4,6],[14,5,2]]/3");
    for (String tree :
        List.of(
            TreeModule.TEXTBOOK_FIGURE,
            "[[3,12,8],[2,4,6],[14,5,2]]",
            "[[[-1,3],[5,-4]],{\"label\":\"X\",\"children\":[[-6,-2],{\"label\":\"y\",\"value\":2}]},-3]",
            "5")) {
      for (TreePosition position : everyPosition(notation.parsePosition(tree))) {
        String written = notation.formatPosition(position);
        assertThat(notation.parsePosition(written)).as(written).isEqualTo(position);
        assertThat(written).as("nothing a command line or a link must escape").doesNotContain(" ");
      }
    }
  }

  @Test
  void theNamesOfNodesAreTheirLabelsElseTheirPaths() {
    TreePosition start = notation.parsePosition("[[3,{\"label\":\"x\",\"value\":1}],[2]]");
    assertThat(TreeNames.nodeName(start)).isEqualTo("/");
    TreePosition first = figure.result(start, new TreeMove(0));
    assertThat(TreeNames.nodeName(first)).isEqualTo("/1");
    assertThat(TreeNames.nodeName(figure.result(first, new TreeMove(0)))).isEqualTo("/1/1");
    assertThat(TreeNames.nodeName(figure.result(first, new TreeMove(1)))).isEqualTo("x");
    assertThat(TreeNames.path(figure.result(first, new TreeMove(1)))).isEqualTo("/1/x");
    assertThat(TreeNames.nodeName(figure.initialState())).isEqualTo("A");
  }

  @Test
  void theRulesRefuseAMoveBelowALeafOrPastTheLastChild() {
    TreePosition start = figure.initialState();
    assertThatThrownBy(() -> figure.result(start, new TreeMove(3)))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage(
            "'4' is not a move at A; expected a child's label (B, C, D) or its number, 1 to 3");
    TreePosition b1 = figure.result(figure.result(start, new TreeMove(0)), new TreeMove(0));
    assertThatThrownBy(() -> figure.result(b1, new TreeMove(0)))
        .isInstanceOf(IllegalMoveException.class)
        .hasMessage("the game is over at b1, a leaf of utility 3: no move is left");
    assertThatThrownBy(() -> figure.utility(start)).isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void theLimitsAreTheLastNodeAllowed() {
    String widest = "[" + "0,".repeat(TreeLimits.MAX_NODES - 2) + "0]";
    assertThat(TreeNotation.readTree(widest).size()).isEqualTo(TreeLimits.MAX_NODES);
    assertThatThrownBy(() -> TreeNotation.readTree("[0," + widest.substring(1)))
        .isInstanceOf(NotationException.class)
        .hasMessage("the tree has more than 10,000 nodes, the most it may have");
    String deepest = "[".repeat(TreeLimits.MAX_DEPTH) + "1" + "]".repeat(TreeLimits.MAX_DEPTH);
    assertThat(TreeNotation.readTree(deepest).height()).isEqualTo(TreeLimits.MAX_DEPTH);
    assertThat(TreeNotation.readTree("[1000000,-1000000]").size()).isEqualTo(3);
    assertThat(TreeNotation.readTree("{\"label\":\"abcdefghijklmnop\",\"value\":0}").label())
        .hasSize(TreeLimits.MAX_LABEL);
  }

  /** Returns {@code position} and every position below it, parents first. */
  static List<TreePosition> everyPosition(TreePosition position) {
    List<TreePosition> positions = new ArrayList<>();
    positions.add(position);
    for (int i = 0; i < position.children().size(); i++) {
      positions.addAll(everyPosition(position.after(i)));
    }
    return positions;
  }
}
