package dev.zerosum.app.picture;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.GameRegistry;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The pictures: laid out without overlaps, and written as well-formed SVG with each node once. */
class TreePictureTest {

  private static GameTree tree(String game, String position, Kind algorithm) {
    return SearchTracer.trace(
        GameRegistry.standard().find(game).createDefault(), position, algorithm, 5_000);
  }

  @ParameterizedTest(name = "{0} {1} by {2}")
  @CsvSource({
    "nim, '1,2', MINIMAX",
    "nim, '1,2', ALPHABETA",
    "nim, '2,3', MINIMAX",
    "nim, '1,2,3', ALPHABETA",
    "nim, '3,4', ALPHABETA",
    "tictactoe, .X..OX..O, ALPHABETA",
    "tictactoe, .X..OX..O, MINIMAX",
    "tictactoe, ..XXOOX.., MINIMAX",
    "tictactoe, XOXOXO..., ALPHABETA",
    "tictactoe, XOX.O...., ALPHABETA_ORDERED",
    "tictactoe, XOX.O...., DEPTH",
  })
  void noTwoShapesOrLabelsOverlapAndLevelsAreAligned(String game, String position, Kind algorithm) {
    TreePicture picture = TreePicture.of(tree(game, position, algorithm));
    List<TreePicture.NodeDrawing> nodes = picture.nodes();
    for (int i = 0; i < nodes.size(); i++) {
      for (int j = i + 1; j < nodes.size(); j++) {
        assertThat(nodes.get(i).box().overlaps(nodes.get(j).box()))
            .as("node %d and node %d", nodes.get(i).node().id(), nodes.get(j).node().id())
            .isFalse();
      }
    }
    List<TreePicture.EdgeDrawing> edges = picture.edges();
    for (int i = 0; i < edges.size(); i++) {
      TreePicture.Box label = edges.get(i).label();
      for (int j = i + 1; j < edges.size(); j++) {
        assertThat(label.overlaps(edges.get(j).label()))
            .as(
                "the labels of the moves to %d and %d",
                edges.get(i).child().id(), edges.get(j).child().id())
            .isFalse();
      }
      for (TreePicture.NodeDrawing node : nodes) {
        assertThat(label.overlaps(node.box()))
            .as(
                "the label of the move to %d and node %d",
                edges.get(i).child().id(), node.node().id())
            .isFalse();
      }
    }
    Map<Integer, Double> levels = new HashMap<>();
    for (TreePicture.NodeDrawing node : nodes) {
      Double y = levels.putIfAbsent(node.node().depth(), node.y());
      assertThat(y == null ? node.y() : y).as("one height per depth").isEqualTo(node.y());
      TreePicture.Box box = node.box();
      assertThat(box.x()).isGreaterThanOrEqualTo(0);
      assertThat(box.x() + box.width()).isLessThanOrEqualTo(picture.width());
      assertThat(box.y() + box.height()).isLessThanOrEqualTo(picture.height());
      assertThat(box.y()).as("below the legend").isGreaterThan(picture.legend().bottom());
    }
  }

  @ParameterizedTest(name = "{0} {1} by {2}")
  @CsvSource({
    "nim, '1,2', MINIMAX",
    "tictactoe, .X..OX..O, ALPHABETA",
    "tictactoe, XOX.O...., DEPTH",
  })
  void theSvgIsWellFormedAndHoldsEachNodeOnce(String game, String position, Kind algorithm)
      throws Exception {
    GameTree tree = tree(game, position, algorithm);
    String svg = SvgWriter.write(TreePicture.of(tree));

    Document document =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    assertThat(document.getDocumentElement().getTagName()).isEqualTo("svg");
    NodeList groups = document.getElementsByTagName("g");
    Set<String> ids = new HashSet<>();
    int nodeGroups = 0;
    for (int i = 0; i < groups.getLength(); i++) {
      String id = ((Element) groups.item(i)).getAttribute("id");
      if (id.startsWith("node-")) {
        nodeGroups++;
        assertThat(ids.add(id)).as("%s appears once", id).isTrue();
      }
    }
    assertThat(nodeGroups).isEqualTo(tree.nodes().size());
    for (TreeNode node : tree.nodes()) {
      assertThat(ids).contains("node-" + node.id());
    }
    assertThat(svg).contains(">MAX to move (").contains(">MIN to move (");
  }

  @Test
  void aDepthLimitedPictureMarksItsEstimatesAndSaysSo() {
    GameTree tree = tree("tictactoe", "XOX.O....", Kind.DEPTH);
    TreePicture picture = TreePicture.of(tree);

    assertThat(tree.depthLimit()).as("the default depth").isEqualTo(3);
    for (TreeNode node : tree.calls()) { // the pruned moves have no value
      assertThat(ScoreText.brief(node).contains("~"))
          .as("node %d: ~ on the estimates, and only there", node.id())
          .isEqualTo(node.estimate());
    }
    assertThat(picture.legend().lines())
        .anyMatch(line -> line.text().contains("~: the evaluator's estimate, 3 plies down"));
  }
}
