package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The classroom in a real browser, on the searches compared side by side and on the textbook's tree
 * stepped under alpha-beta. Each test saves a screenshot.
 */
class ClassroomComparePageTest extends ClassroomBrowserTest {
  /** The textbook's tree: three MIN nodes of three leaves each, under a MAX root. */
  private static final String TEXTBOOK = "[[3,12,8],[2,4,6],[14,5,2]]";

  @Test
  void theSearchesComparedOnNimOneTwoAgreeAndARowOpensItsStepThrough() {
    open(1280, 800, "?game=nim&piles=1,2&position=1,2&algorithm=alphabeta#classroom");
    waitFor(() -> text("cr-summary").startsWith("alpha-beta · "));
    assertThat(compares()).as("the comparison is asked for only when wanted").isZero();
    page.findElement(By.id("cr-compare")).click();
    waitFor(() -> page.findElement(By.id("cmp-result")).isDisplayed());
    assertThat(compares()).isEqualTo(1);
    browser.screenshot("classroom-compare-nim");

    assertThat(cells("minimax"))
        .as("value, best move, nodes, leaves, cut-offs, table hits")
        .startsWith("+1@3", "B-1", "12", "5", "0", "0");
    assertThat(page.findElements(By.cssSelector("#cmp-table tbody tr"))).hasSize(5);
    assertThat(cells("depth:2").get(0)).as("two plies deep: an estimate").isEqualTo("~0");
    List<WebElement> rows =
        page.findElements(By.cssSelector("#cmp-table tbody tr[data-exact='true']"));
    assertThat(rows).as("every search but the depth-limited one reaches the end").hasSize(4);
    for (WebElement row : rows) {
      assertThat(cells(row.getAttribute("data-search")).get(0))
          .as("the value of %s", row.getAttribute("data-search"))
          .isEqualTo("+1@3");
    }
    assertThat(text("cmp-agree"))
        .isEqualTo(
            "Every search that reached the end finds +1@3: they differ only in the work they do.");
    assertThat(
            page.findElements(
                By.cssSelector("#cmp-table tr[data-search='alphabeta-unordered'] button")))
        .as("alpha-beta with the moves as listed has no trace of its own")
        .isEmpty();

    page.findElement(By.cssSelector("#cmp-table tr[data-search='minimax'] button")).click();
    waitFor(() -> text("cr-summary").startsWith("minimax · 12 calls"));
    assertThat(new Select(page.findElement(By.id("cr-algorithm"))).getFirstSelectedOption())
        .extracting(option -> option.getAttribute("value"))
        .isEqualTo("minimax");
    assertThat(page.findElement(By.id("cmp-result")).isDisplayed())
        .as("the same position: the table stays")
        .isTrue();

    page.findElement(By.cssSelector("#cmp-table tr[data-search='depth:2'] button")).click();
    waitFor(() -> text("cr-summary").startsWith("alpha-beta to depth 2 · "));
    assertThat(page.findElement(By.id("cr-depth")).getAttribute("value")).isEqualTo("2");
  }

  @Test
  void theTextbookTreeUnderAlphaBetaCutsOffTheLeavesFourAndSix() throws Exception {
    String link =
        "?game=tree&position="
            + URLEncoder.encode(TEXTBOOK, StandardCharsets.UTF_8)
            + "&algorithm=alphabeta";
    for (int[] size : new int[][] {{1280, 800}, {390, 844}}) {
      open(size[0], size[1], link + "&step=9#classroom");
      waitFor(() -> text("cr-counter").startsWith("Step 9 of "));
      Path shot = browser.screenshot("textbook-alphabeta-" + (size[0] > 500 ? "desktop" : "phone"));
      assertThat(prunedShown())
          .as("at step 9 the second MIN node has cut off its moves 2 and 3")
          .isEqualTo(Map.of("6", List.of("2", "3")));
      assertThat(shot).exists();
      browser.close();
      browser = null;
    }

    open(1280, 800, link + "#classroom");
    waitFor(() -> text("cr-counter").startsWith("Step 1 of "));
    page.findElement(By.id("cr-end")).click();
    waitFor(() -> text("cr-counter").matches("Step (\\d+) of \\1"));
    assertThat(prunedShown())
        .as("the leaves 4 and 6 of [2,4,6], and no other, are cut off")
        .isEqualTo(Map.of("6", List.of("2", "3")));
    for (WebElement stub : drawn("[data-pruned-at]")) {
      assertThat(stub.getAttribute("class")).as("a cut-off leaf is greyed").contains("stub");
    }
    List<String> leaves = new ArrayList<>();
    for (WebElement leaf : drawn("[data-parent='6']")) {
      leaves.add(value(leaf));
    }
    assertThat(leaves).as("the second MIN node searched its first leaf alone").containsExactly("2");
    assertThat(value(page.findElement(By.cssSelector("#cr-tree .node[data-call='1']"))))
        .as("the root's value, plain as the textbook writes it")
        .isIn("3", "+3");
  }

  private void open(int width, int height, String link) {
    load(width, height, link, "en-US,en");
    waitFor(() -> page.findElement(By.id("status")).getText().startsWith("Your move"));
  }

  /**
   * Returns the cells of the comparison's row for SEARCH after its name, as the page shows them.
   */
  private List<String> cells(String search) {
    List<String> cells = new ArrayList<>();
    page.findElements(By.cssSelector("#cmp-table tr[data-search='" + search + "'] td"))
        .forEach(cell -> cells.add(cell.getAttribute("textContent")));
    return cells;
  }

  /** Returns the moves shown greyed below each node, by the node's call. */
  private Map<String, List<String>> prunedShown() {
    Map<String, List<String>> pruned = new TreeMap<>();
    for (WebElement stub : drawn("[data-pruned-at]")) {
      pruned
          .computeIfAbsent(stub.getAttribute("data-pruned-at"), call -> new ArrayList<>())
          .add(stub.getAttribute("data-move"));
    }
    return pruned;
  }

  private static String value(WebElement node) {
    return node.findElement(By.cssSelector(".value")).getAttribute("textContent");
  }

  private long compares() {
    return (Long)
        page.executeScript(
            "return performance.getEntriesByType('resource')"
                + ".filter(e => /\\/api\\/\\w+\\/compare/.test(e.name)).length;");
  }
}
