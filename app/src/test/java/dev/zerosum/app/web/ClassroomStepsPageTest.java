package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The classroom stepped through the textbook's figure (AIMA's Figure 5.2, [[3,12,8],[2,4,6],
 * [14,5,2]]) as a learner does, at every step: readable in both colour schemes (axe-core's contrast
 * rule on the panel, and every text of the tree against what it is drawn on), the node being
 * searched and its texts inside the frame, alpha and beta as the search holds them, the rows named
 * by their paths; and the tree game's end, Monte Carlo search on its scale, the step kept across a
 * reload and a link's mistakes named. Each case saves screenshots.
 */
class ClassroomStepsPageTest extends ClassroomBrowserTest {
  private static final String FIGURE = "[[3,12,8],[2,4,6],[14,5,2]]";
  private static final Set<String> GRAVE = Set.of("serious", "critical");

  /**
   * Returns, for every text of the tree shown, where its contrast with what it is drawn on (its
   * node's shape when it sits inside one, else the frame) is under 4.5:1, as "text: ratio".
   */
  private static final String LOW_CONTRAST_TEXTS =
      """
      const rgb = (c) => c.match(/[\\d.]+/g).slice(0, 3).map(Number);
      const lum = (c) => { const [r, g, b] = rgb(c).map((v) => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; }); return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
      const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
      const frame = getComputedStyle(document.getElementById('cr-tree')).backgroundColor;
      const low = [];
      for (const text of document.querySelectorAll('#cr-tree text')) {
        if (!text.textContent || text.closest('.unseen, .toggle') || text.getClientRects().length === 0) continue;
        const inside = text.classList.contains('value') && !text.closest('.stub');
        const shape = inside ? text.parentNode.querySelector('.shape') : null;
        const ground = shape ? getComputedStyle(shape).fill : frame;
        const r = ratio(getComputedStyle(text).fill, ground.startsWith('rgb') ? ground : frame);
        if (r < 4.5) low.push(text.textContent + ': ' + r.toFixed(2));
      }
      return low;
      """;

  /** Returns how far the current node's drawing reaches past each side of the frame, if at all. */
  private static final String CURRENT_OUTSIDE =
      """
      const frame = document.getElementById('cr-tree').getBoundingClientRect();
      const node = document.querySelector('#cr-tree .node.current') || document.querySelector('#cr-tree .node.inside');
      const box = node.getBoundingClientRect();
      return [frame.left - box.left, box.right - frame.right, frame.top - box.top, box.bottom - frame.bottom]
        .map((d) => Math.max(0, Math.round(d)));
      """;

  @ParameterizedTest(name = "{0}×{1}, {2}, {3}")
  @CsvSource({
    "390, 844, dark, en-US",
    "390, 844, dark, es-ES",
    "390, 844, light, en-US",
    "390, 844, light, es-ES",
    "1280, 900, dark, en-US",
    "1280, 900, dark, es-ES",
    "1280, 900, light, en-US",
    "1280, 900, light, es-ES"
  })
  void theFigureSteppedThroughReadsClearlyWithItsNodeInViewAtEveryStep(
      int width, int height, String scheme, String language) {
    open(width, height, link(FIGURE, "alphabeta") + "#classroom", language + "," + language);
    page.executeCdpCommand(
        "Emulation.setEmulatedMedia",
        Map.of("features", List.of(Map.of("name", "prefers-color-scheme", "value", scheme))));
    String name = "classroom-steps-" + (width < 500 ? "phone" : "desktop") + "-" + scheme + "-";
    name += language.substring(0, 2);
    List<String> unreadable = new ArrayList<>();
    boolean everyStep = width < 500 && scheme.equals("dark"); // the case of the issue, in full
    for (int step = 1; step <= 15; step++) {
      int shown = step;
      waitFor(() -> counter().startsWith(shown + " "));
      @SuppressWarnings("unchecked")
      List<Number> outside = (List<Number>) page.executeScript(CURRENT_OUTSIDE);
      assertThat(outside)
          .as("step %d: the node being searched, with its texts, inside the frame", step)
          .allMatch(pixels -> pixels.intValue() == 0);
      @SuppressWarnings("unchecked")
      List<String> low = (List<String>) page.executeScript(LOW_CONTRAST_TEXTS);
      low.forEach(text -> unreadable.add("step " + shown + ", tree: " + text));
      if (everyStep || step == 15) {
        unreadable.addAll(contrast("step " + step));
      }
      if (step == 8 || step == 15) {
        page.executeScript("document.getElementById('cr-stage').scrollIntoView();");
        browser.screenshot(name + "-step-" + step);
      }
      if (step < 15) {
        page.findElement(By.id("cr-forward")).click();
      }
    }
    assertThat(unreadable).as("texts under 4.5:1").isEmpty();
    assertThat(window("1"))
        .as("the root ends with alpha raised to B's 3, not at its entry's −∞")
        .containsExactly("α +3", "β +∞", "");
  }

  @Test
  void alphaAndBetaChangeAsTheChildrenReturnAndTheCutOffSaysItsTest() {
    open(1280, 900, link(FIGURE, "alphabeta") + "#classroom", "en-US,en");
    waitFor(() -> counter().startsWith("1 "));
    step(5); // B's leaves 3 and 12 have returned: B's beta is 3, the root's alpha still −∞
    assertThat(window("2")).containsExactly("α −∞", "β +3", "");
    assertThat(window("1")).containsExactly("α −∞", "β +∞", "");
    step(6); // B returns 3: MAX's alpha rises
    assertThat(window("1")).containsExactly("α +3", "β +∞", "");
    step(9); // C's first leaf 2 returns, 2 ≤ α = 3: the cut-off
    assertThat(window("6")).containsExactly("α +3", "β +2", "β ≤ α: cut-off");
    step(15);
    assertThat(window("1")).containsExactly("α +3", "β +∞", "");
    assertThat(window("8")).as("D: 14, then 5, then 2").containsExactly("α +3", "β +2", "");
    assertThat(
            page.findElements(By.cssSelector("#cr-tree .node.stub .value")).stream()
                .map(value -> value.getAttribute("textContent"))
                .toList())
        .as("C's leaves the cut-off spared, with their values greyed")
        .containsExactly("4", "6");
    // Each call enters with the window its parent holds just before: the page's alpha and beta are
    // the search's.
    for (int number = 2; number <= 11; number++) {
      String call = String.valueOf(number);
      String parent =
          page.findElement(By.cssSelector("#cr-tree .node[data-call='" + call + "']"))
              .getAttribute("data-parent");
      // A click on the node, wherever the view has panned it.
      page.executeScript(
          "arguments[0].dispatchEvent(new MouseEvent('click', {bubbles: true}));",
          page.findElement(By.cssSelector("#cr-tree .node[data-call='" + call + "'] .shape")));
      waitFor(
          () ->
              !page.findElements(By.cssSelector("#cr-tree .node.current[data-call='" + call + "']"))
                  .isEmpty());
      List<String> entry = window(call).subList(0, 2);
      String before = counter();
      page.findElement(By.id("cr-back"))
          .click(); // the step before the call, its parent's window then
      waitFor(() -> !counter().equals(before));
      assertThat(window(parent).subList(0, 2))
          .as("call %s enters with the window its parent holds", call)
          .isEqualTo(entry);
    }
  }

  @Test
  void theTreeGamesRowsAreNamedByTheirPathsAndLeaves() {
    open(1280, 900, link(FIGURE, "alphabeta") + "#classroom", "en-US,en");
    page.findElement(By.id("cr-end")).click();
    waitFor(() -> counter().startsWith("15 "));
    List<String> positions =
        page.findElements(By.cssSelector("#cr-table td.position")).stream()
            .map(WebElement::getText)
            .toList();
    assertThat(positions)
        .as("no row repeats the whole tree: each is its node")
        .containsExactly(
            "/",
            "/1",
            "3 (end)",
            "12 (end)",
            "8 (end)",
            "/2",
            "2 (end)",
            "/3",
            "14 (end)",
            "5 (end)",
            "2 (end)");
    browser.screenshot("classroom-steps-row-names");
    page.get(
        server.uri()
            + link("{\"label\":\"A\",\"children\":[{\"label\":\"B\",\"value\":3},4]}", "minimax")
            + "#classroom");
    waitFor(() -> counter().startsWith("1 "));
    assertThat(text("cr-step"))
        .as("a labelled tree's root is named by its label, as its row is, not by the whole tree")
        .startsWith("Call 1: the search starts at A, MAX to move.");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "en-US|2|The game is over: it ends at 2.|The game ends at 2; best play gives 3: there was"
            + " a better line for you.|You: 0 won, 0 drawn, 1 lost.",
        "es-ES|1|La partida ha terminado: acaba en 3.|La partida acaba en 3, el valor del mejor"
            + " juego de ambos: lo has jugado.|Tú: ganadas 0, tablas 1, perdidas 0."
      })
  void theTreeGameSaysItsValueAgainstBestPlay(
      String language, String move, String status, String result, String score) {
    load(1280, 900, link(FIGURE, null), language + "," + language);
    waitFor(
        () ->
            !page.findElements(By.cssSelector("#board button[data-move='" + move + "']"))
                .isEmpty());
    page.findElement(By.cssSelector("#board button[data-move='" + move + "']")).click();
    waitFor(() -> page.findElement(By.id("result")).isDisplayed());
    assertThat(text("status")).isEqualTo(status);
    assertThat(text("result-text")).isEqualTo(result);
    assertThat(text("scoreboard"))
        .as("a move worth less than best play is no win")
        .isEqualTo(score);
    browser.screenshot("classroom-steps-tree-game-" + language.substring(0, 2));
  }

  @Test
  void monteCarloSearchOnTheTreeSpeaksInItsUtilities() {
    open(1280, 900, link(FIGURE, "mcts") + "&simulations=50#classroom", "en-US,en");
    page.findElement(By.id("cr-end")).click();
    waitFor(() -> text("cr-summary").contains("value 3,"));
    List<String> texts =
        page.findElements(By.cssSelector("#cr-tree .node:not(.unseen) text")).stream()
            .map(text -> text.getAttribute("textContent"))
            .toList();
    assertThat(texts)
        .as("the tree's own values, never a ply nor a mean on another scale")
        .noneMatch(text -> text.contains("@"))
        .noneMatch(text -> text.matches(".*[+−]0\\.\\d\\d.*"));
    assertThat(texts).as("the leaves as the figure writes them").contains("14", "12");
    browser.screenshot("classroom-steps-mcts");
  }

  @Test
  void aReloadComesBackToTheStep() {
    open(1280, 900, link(FIGURE, "alphabeta") + "#classroom", "en-US,en");
    step(6);
    waitFor(() -> page.getCurrentUrl().contains("step=6"));
    page.navigate().refresh();
    waitFor(() -> page.findElement(By.id("classroom")).isDisplayed() && counter().startsWith("6 "));
    assertThat(text("cr-counter")).isEqualTo("Step 6 of 15");
  }

  @Test
  void aLinkThePageCannotFollowIsNamed() {
    load(1280, 900, "?game=nope", "en-US,en");
    waitFor(() -> !text("message").isEmpty());
    assertThat(text("message"))
        .isEqualTo("This link names a game the server does not play, ‘nope’: here is Tic-tac-toe.");
    page.get(server.uri() + "?game=tictactoe&level=godlike&side=first");
    waitFor(() -> !text("message").isEmpty());
    assertThat(text("message"))
        .isEqualTo(
            "This link names a level the game does not offer, ‘godlike’: you play the strongest.");
    page.get(server.uri() + "?game=connect4&cols=abc");
    waitFor(() -> !text("message").isEmpty());
    assertThat(text("message"))
        .as("the value the link gave, not an empty one")
        .contains("as ‘abc’, not a whole number: the game keeps its own.")
        .as("the option by its title")
        .startsWith("This link gives Columns as");
    page.get(server.uri() + link(FIGURE, "alphabeta-ordered") + "#classroom");
    waitFor(() -> !text("cr-message").isEmpty());
    assertThat(text("cr-message"))
        .as("the tree has no position key: the menu never offers the table")
        .isEqualTo(
            "This link names a search the classroom does not offer for this game,"
                + " ‘alphabeta-ordered’: here is alpha-beta.");
    assertThat(
            page.findElements(By.cssSelector("#cr-algorithm option")).stream()
                .map(WebElement::getText)
                .toList())
        .containsExactly("minimax", "alpha-beta", "alpha-beta to depth N", "Monte Carlo (MCTS)");
  }

  private void open(int width, int height, String link, String languages) {
    load(width, height, link, languages);
    waitFor(() -> page.findElement(By.id("classroom")).isDisplayed() && !counter().isEmpty());
  }

  /** Returns the counter's numbers ("6 of 15"), in either language. */
  private String counter() {
    return text("cr-counter").replaceAll("^\\D+", "");
  }

  /** Goes to STEP (from 1) by the player's buttons. */
  private void step(int step) {
    page.findElement(By.id("cr-start")).click();
    for (int k = 1; k < step; k++) {
      page.findElement(By.id("cr-forward")).click();
    }
    waitFor(() -> counter().startsWith(step + " "));
  }

  /** Returns the three lines below the node of CALL: alpha, beta and a cut-off's test. */
  private List<String> window(String call) {
    return page
        .findElements(By.cssSelector("#cr-tree .node[data-call='" + call + "'] text.ab"))
        .stream()
        .map(text -> text.getAttribute("textContent"))
        .toList();
  }

  private List<String> contrast(String where) {
    Results results =
        new AxeBuilder().include("#classroom").withRules(List.of("color-contrast")).analyze(page);
    List<String> grave = new ArrayList<>();
    for (Rule rule : results.getViolations()) {
      if (GRAVE.contains(rule.getImpact())) {
        rule.getNodes()
            .forEach(
                node ->
                    grave.add(where + ": " + node.getTarget() + " " + node.getFailureSummary()));
      }
    }
    return grave;
  }

  private static String link(String tree, String algorithm) {
    return "?game=tree&position="
        + URLEncoder.encode(tree, StandardCharsets.UTF_8)
        + (algorithm == null ? "" : "&algorithm=" + algorithm);
  }
}
