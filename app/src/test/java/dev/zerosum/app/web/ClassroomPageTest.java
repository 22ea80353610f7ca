package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.app.picture.SearchTracer;
import dev.zerosum.app.picture.TraceJson;
import dev.zerosum.registry.AgentSpec.Kind;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.ElementClickInterceptedException;
import org.openqa.selenium.Keys;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The classroom in a real browser: the recorded search stepped through, the tree and the trace
 * table in step, checked against the JSON of {@code zerosum trace}. Each test saves a screenshot.
 */
class ClassroomPageTest extends ClassroomBrowserTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void nimOneTwoUnderMinimaxStepsToTheEndWithTheRowsOfTheTrace() throws Exception {
    open(1280, 800, "");
    new Select(page.findElement(By.id("game"))).selectByValue("nim");
    WebElement piles = page.findElement(By.id("option-piles"));
    piles.clear();
    piles.sendKeys("1,2");
    page.findElement(By.id("new-game")).click();
    waitFor(() -> "1,2".equals(page.findElement(By.id("board")).getAttribute("data-position")));
    page.findElement(By.id("open-classroom")).click();
    new Select(page.findElement(By.id("cr-algorithm"))).selectByValue("minimax");
    waitFor(() -> text("cr-summary").startsWith("minimax · 12 calls"));
    assertThat(text("cr-counter")).isEqualTo("Step 1 of 19");
    assertThat(drawn("[data-call]")).as("the root alone, at first").hasSize(1);
    while (page.findElement(By.id("cr-forward")).isEnabled()) {
      page.findElement(By.id("cr-forward")).click();
    }
    browser.screenshot("classroom-nim-minimax-end");
    assertThat(text("cr-counter")).isEqualTo("Step 19 of 19");
    assertThat(text("cr-step"))
        .isEqualTo("Call 1 returns +1@3. The search is over: value +1@3, best line B-1 A-1 B-1.");

    JsonNode trace = trace("nim", "1,2", Kind.MINIMAX);
    List<WebElement> nodes = drawn("[data-call]");
    assertThat(nodes).as("the 12 nodes of the textbook figure").hasSize(12);
    Map<String, String> shown = new TreeMap<>();
    for (WebElement node : nodes) {
      shown.put(
          node.getAttribute("data-call"),
          node.findElement(By.cssSelector(".value")).getAttribute("textContent"));
    }
    Map<String, String> expected = new TreeMap<>();
    trace.get("rows").forEach(row -> expected.put(row.get("call").asText(), value(row)));
    assertThat(shown).as("every node's value, as trace nim 1,2 has it").isEqualTo(expected);
    assertThat(tableRows()).isEqualTo(rowsOf(trace, false));
    assertThat(page.findElements(By.cssSelector("#cr-tree .node.pv")))
        .as("the root and the best line B-1 A-1 B-1, green")
        .hasSize(4);
  }

  @Test
  void alphaBetaMarksTheCutOffsOfTheTraceWhereTheyHappen() throws Exception {
    // A link a teacher hands out: this position, this search, this step.
    open(1280, 800, "?game=tictactoe&position=X.O.X.O..&algorithm=alphabeta&step=20#classroom");
    waitFor(() -> text("cr-counter").equals("Step 20 of 59"));
    assertThat(text("cr-step"))
        .isEqualTo(
            "Call 13 returns ≤−1@4 to call 12. Cut-off: −1@4 ≤ α = +1@1, MAX already has better"
                + " above, so 8 is never searched.");
    assertThat(current()).isEqualTo("13");
    browser.screenshot("classroom-alphabeta-desktop");
    JsonNode trace = trace("tictactoe", "X.O.X.O..", Kind.ALPHABETA);
    Map<String, List<String>> cutsSoFar = prunedShown();
    assertThat(cutsSoFar)
        .as("the cut-offs of calls that have returned by step 20, and no other")
        .isEqualTo(
            Map.of(
                "3",
                List.of("4", "6", "8"),
                "5",
                List.of("8"),
                "7",
                List.of("8"),
                "13",
                List.of("8")));

    page.findElement(By.id("cr-tree")).sendKeys(Keys.END);
    waitFor(() -> text("cr-counter").equals("Step 59 of 59"));
    Map<String, List<String>> expected = new TreeMap<>();
    for (JsonNode row : trace.get("rows")) {
      if (!row.get("pruned").isEmpty()) {
        List<String> moves = new ArrayList<>();
        row.get("pruned").forEach(move -> moves.add(move.asText()));
        expected.put(row.get("call").asText(), moves);
      }
    }
    assertThat(prunedShown()).as("every cut-off of the JSON's pruned").isEqualTo(expected);
    List<String> cut = new ArrayList<>();
    drawn(".cut").forEach(node -> cut.add(node.getAttribute("data-call")));
    assertThat(cut)
        .as("each node a cut-off ended is marked")
        .containsExactlyInAnyOrderElementsOf(expected.keySet());
    // The table draws the rows in sight: those at the top, then those at the bottom.
    List<List<String>> expectedRows = rowsOf(trace, true);
    List<List<String>> top = tableRows();
    assertThat(top).hasSizeGreaterThan(10).isEqualTo(expectedRows.subList(0, top.size()));
    page.executeScript(
        "const t = document.getElementById('cr-table'); t.scrollTop = t.scrollHeight;");
    waitFor(() -> tableRows().contains(expectedRows.get(expectedRows.size() - 1)));
    List<List<String>> bottom = tableRows();
    assertThat(bottom)
        .isEqualTo(expectedRows.subList(expectedRows.size() - bottom.size(), expectedRows.size()));

    page.findElement(By.id("cr-tree")).sendKeys(Keys.HOME);
    waitFor(() -> text("cr-counter").equals("Step 1 of 59"));
    assertThat(prunedShown()).as("nothing is cut before the search starts").isEmpty();
  }

  @Test
  void theEmptyTicTacToeBoardOpensCollapsedAndASubtreeOpensOnAClick() {
    open(1280, 800, "?game=tictactoe&position=.........&algorithm=alphabeta#classroom");
    waitFor(() -> text("cr-summary").startsWith("alpha-beta · 7,865 calls · 3,694 moves pruned"));
    page.findElement(By.id("cr-tree")).sendKeys(Keys.END);
    waitFor(() -> text("cr-counter").equals("Step 12,569 of 12,569"));
    int before = page.findElements(By.cssSelector("#cr-tree .node")).size();
    assertThat(before)
        .as("the root's moves and the best line, not 11,559 nodes")
        .isBetween(20, 120);
    page.findElement(By.id("cr-fit")).click(); // the whole tree in sight, to choose from
    WebElement toggle =
        (WebElement)
            page.executeScript(
                "const frame = document.getElementById('cr-tree').getBoundingClientRect();"
                    + "return [...document.querySelectorAll('#cr-tree .toggle.closed')].find(t => {"
                    + "  const box = t.getBoundingClientRect();"
                    + "  return box.left > frame.left && box.right < frame.right"
                    + "    && box.top > frame.top && box.bottom < frame.bottom; });");
    String hidden = toggle.findElement(By.tagName("text")).getAttribute("textContent");
    assertThat(hidden).as("a collapsed node says how many nodes it hides").matches("\\+[\\d,]+");
    String node = toggle.findElement(By.xpath("..")).getAttribute("data-call");
    toggle.click();
    waitFor(() -> page.findElements(By.cssSelector("#cr-tree .node")).size() > before);
    browser.screenshot("classroom-empty-board-expanded");
    List<WebElement> children = new ArrayList<>();
    for (WebElement child : page.findElements(By.cssSelector("#cr-tree .node[data-call]"))) {
      if (node.equals(child.getAttribute("data-parent"))) {
        children.add(child);
      }
    }
    assertThat(children).as("the children of call %s are drawn now", node).isNotEmpty();
    assertThat(
            page.findElement(By.cssSelector("#cr-tree [data-toggle] text"))
                .getCssValue("font-size"))
        .isEqualTo("11px");
  }

  @Test
  void monteCarloSearchStepsSimulationBySimulationAndAClickOnARowSelectsItsNode() {
    open(1280, 800, "?game=nim&piles=2,3&position=2,3&algorithm=mcts&simulations=20#classroom");
    waitFor(() -> text("cr-summary").startsWith("Monte Carlo (MCTS) · "));
    assertThat(text("cr-counter")).startsWith("Step 1 of ");
    assertThat(text("cr-step"))
        .as("the trace lists the simulations: one step is one of them")
        .startsWith("Iteration 1: the selection goes down");
    page.findElement(By.id("cr-forward")).click();
    waitFor(() -> text("cr-counter").startsWith("Step 2 of "));
    assertThat(text("cr-step")).startsWith("Iteration 2: the selection goes down");
    page.findElement(By.id("cr-end")).click();
    waitFor(() -> text("cr-counter").matches("Step (\\d+) of \\1"));
    clickRow("5");
    waitFor(() -> "5".equals(current()));
    assertThat(page.findElement(By.cssSelector("#cr-table tr.current")).getAttribute("data-call"))
        .isEqualTo("5");
    page.findElement(By.id("cr-fit")).click(); // the whole tree in sight
    // Another node that a simulation added (the root is there from the start, no step's own).
    WebElement other =
        page.findElements(By.cssSelector("#cr-tree .node[data-call]")).stream()
            .filter(node -> !List.of("1", "5").contains(node.getAttribute("data-call")))
            .filter(node -> node.findElement(By.cssSelector(".shape")).isDisplayed())
            .findFirst()
            .orElseThrow();
    String call = other.getAttribute("data-call");
    other.findElement(By.cssSelector(".shape")).click();
    waitFor(() -> call.equals(current()));
    assertThat(page.findElement(By.cssSelector("#cr-table tr.current")).getAttribute("data-call"))
        .as("a click on a node selects its row")
        .isEqualTo(call);
  }

  @Test
  void theClassroomAsksTheServerOnlyWhileItIsOpen() {
    open(1280, 800, "?game=nim&piles=1,2&position=1,2");
    page.findElement(By.cssSelector("#board button[data-move='B-1']")).click(); // leaves 1,1
    waitFor(() -> !"1,2".equals(page.findElement(By.id("board")).getAttribute("data-position")));
    waitFor(() -> page.findElement(By.id("status")).getText().startsWith("Your move"));
    assertThat(traces()).as("a closed classroom costs the server nothing").isZero();
    page.findElement(By.id("open-classroom")).click();
    waitFor(() -> !text("cr-summary").isEmpty());
    assertThat(traces()).isEqualTo(1);
    page.findElement(By.id("analysis")).click(); // the page draws again, the position is the same
    waitFor(() -> !page.findElements(By.cssSelector("#board button[data-outcome]")).isEmpty());
    assertThat(traces()).as("the same position is not asked again").isEqualTo(1);
    page.findElement(By.id("cr-close")).click();
    assertThat(page.findElement(By.id("classroom")).isDisplayed()).isFalse();
  }

  @Test
  void aStepOfAlphaBetaOnAPhone() {
    open(390, 844, "?game=tictactoe&position=X.O.X.O..&algorithm=alphabeta&step=20#classroom");
    waitFor(() -> text("cr-counter").equals("Step 20 of 59"));
    browser.screenshot("classroom-alphabeta-phone");
    assertThat(
            (Long)
                page.executeScript(
                    "return document.documentElement.scrollWidth"
                        + " - document.documentElement.clientWidth;"))
        .as("the classroom fits the phone's width: the tree pans, the page does not")
        .isLessThanOrEqualTo(0L);
    assertThat(page.findElement(By.cssSelector("#cr-tree .node.current")).isDisplayed()).isTrue();
  }

  private void open(int width, int height, String link) {
    load(width, height, link, "en-US,en");
    waitFor(() -> page.findElement(By.id("status")).getText().startsWith("Your move"));
  }

  /** Returns the JSON of {@code zerosum trace GAME POSITION --format json}. */
  private static JsonNode trace(String game, String position, Kind algorithm) throws Exception {
    GameModule module = GameRegistry.standard().find(game);
    return JSON.readTree(
        TraceJson.format(
            SearchTracer.trace(
                module.create(GameOptions.of(module.options(), Map.of())),
                position,
                algorithm,
                ServerSettings.MAX_TRACE_NODES)));
  }

  /** Returns a row's value as the page writes it: +1@3, −1@2, ≤+1@3, 0. */
  private static String value(JsonNode row) {
    String bound = row.get("bound").asText();
    String prefix = bound.equals("lower") ? "≥" : bound.equals("upper") ? "≤" : "";
    int value = row.get("value").asInt();
    String sign = value > 0 ? "+" : value < 0 ? "−" : "";
    return prefix
        + sign
        + Math.abs(value)
        + (row.get("endsAtPly").isNull() ? "" : "@" + row.get("endsAtPly").asInt());
  }

  private static List<List<String>> rowsOf(JsonNode trace, boolean alphaBeta) {
    List<List<String>> rows = new ArrayList<>();
    for (JsonNode row : trace.get("rows")) {
      List<String> cells = new ArrayList<>();
      cells.add(row.get("call").asText());
      cells.add(row.get("depth").asText());
      cells.add(row.get("player").asText());
      cells.add(row.get("position").asText() + (row.get("terminal").asBoolean() ? " (end)" : ""));
      cells.add(row.get("move").isNull() ? "–" : row.get("move").asText());
      if (alphaBeta) {
        cells.add(row.get("alpha").asText().replace("inf", "∞").replace("-", "−"));
        cells.add(row.get("beta").asText().replace("inf", "∞").replace("-", "−"));
      }
      cells.add(value(row));
      if (alphaBeta) {
        List<String> pruned = new ArrayList<>();
        row.get("pruned").forEach(move -> pruned.add(move.asText()));
        cells.add(String.join(" ", pruned));
      }
      rows.add(cells);
    }
    return rows;
  }

  private List<List<String>> tableRows() {
    List<List<String>> rows = new ArrayList<>();
    for (WebElement row : page.findElements(By.cssSelector("#cr-table tr[data-call]"))) {
      List<String> cells = new ArrayList<>();
      row.findElements(By.tagName("td"))
          .forEach(cell -> cells.add(cell.getAttribute("textContent")));
      rows.add(cells);
    }
    return rows;
  }

  /** Returns the moves shown greyed below each node, by the node's call. */
  private Map<String, List<String>> prunedShown() {
    Map<String, List<String>> pruned = new TreeMap<>();
    for (WebElement stub : drawn(".stub")) {
      pruned
          .computeIfAbsent(stub.getAttribute("data-pruned-at"), call -> new ArrayList<>())
          .add(stub.getAttribute("data-move"));
    }
    return pruned;
  }

  /** Clicks the row of CALL in the table, scrolled to the middle of it, as a person would. */
  private void clickRow(String call) {
    By row = By.cssSelector("#cr-table tr[data-call='" + call + "']");
    page.executeScript("arguments[0].scrollIntoView({block: 'center'});", page.findElement(row));
    new WebDriverWait(page, Duration.ofSeconds(30))
        .ignoring(StaleElementReferenceException.class) // drawn again as the table scrolled
        .ignoring(ElementClickInterceptedException.class)
        .until(
            driver -> {
              page.findElement(row).click();
              return true;
            });
  }

  private String current() {
    List<WebElement> found = page.findElements(By.cssSelector("#cr-tree .node.current"));
    return found.isEmpty() ? null : found.get(0).getAttribute("data-call");
  }

  private long traces() {
    return (Long)
        page.executeScript(
            "return performance.getEntriesByType('resource')"
                + ".filter(e => /\\/api\\/\\w+\\/trace/.test(e.name)).length;");
  }
}
