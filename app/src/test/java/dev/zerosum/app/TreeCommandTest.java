package dev.zerosum.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TreeCommandTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void theSvgGoesToTheFileNamed(@TempDir Path folder) throws Exception {
    Path file = folder.resolve("nim.svg");
    CommandRun run = CommandRun.of("", "tree", "nim", "1,2", "-o", file.toString());
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).contains("wrote " + file + ": 12 nodes");
    String svg = Files.readString(file, StandardCharsets.UTF_8);
    assertThat(svg).startsWith("<?xml").contains("<svg").contains("id=\"node-12\"");
  }

  @Test
  void theJsonHasTheFieldsTheIssueNames() throws Exception {
    CommandRun run =
        CommandRun.of(
            "", "tree", "tictactoe", "..XXOOX..", "--algorithm", "alphabeta", "--format", "json");
    assertThat(run.exitCode()).as(run.err()).isZero();
    JsonNode nodes = JSON.readTree(run.out()).get("nodes");
    assertThat(nodes).as("17 searched, 8 pruned").hasSize(25);
    for (JsonNode node : nodes) {
      assertThat(fieldNames(node))
          .containsExactly(
              "id",
              "parent",
              "position",
              "player",
              "move",
              "value",
              "ply",
              "bound",
              "visits",
              "mean",
              "terminal",
              "pruned",
              "optimal");
    }
    JsonNode root = nodes.get(0);
    assertThat(root.get("parent").isNull()).isTrue();
    assertThat(root.get("player").asText()).isEqualTo("MIN");
    assertThat(root.get("value").asInt()).isZero();
    int pruned = 0;
    for (JsonNode node : nodes) {
      if (node.get("pruned").asBoolean()) {
        pruned++;
        assertThat(node.get("value").isNull()).as("never searched, so no value").isTrue();
      }
    }
    assertThat(pruned).isEqualTo(8);
  }

  @Test
  void theDotGraphNamesEveryNodeAndEdge() {
    CommandRun run = CommandRun.of("", "tree", "nim", "1,2", "--format", "dot");
    assertThat(run.exitCode()).as(run.err()).isZero();
    assertThat(run.out()).startsWith("digraph").endsWith("}\n");
    assertThat(run.out().lines().filter(line -> line.matches(" *n\\d+ \\[.*"))).hasSize(12);
    assertThat(run.out().lines().filter(line -> line.contains(" -> "))).hasSize(11);
    assertThat(run.out()).contains("n1 -> n6 [label=\"B-1\", penwidth=4");
  }

  @Test
  void aFileThatCannotBeWrittenIsABadInputNotACrash(@TempDir Path folder) {
    Path file = folder.resolve("no/such/folder/tree.svg");
    CommandRun run = CommandRun.of("", "tree", "nim", "1,2", "-o", file.toString());
    assertThat(run.exitCode()).isEqualTo(Main.BAD_INPUT);
    assertThat(run.err()).contains("cannot write").doesNotContain("\tat ");
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new ArrayList<>();
    for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
      names.add(it.next());
    }
    return names;
  }
}
