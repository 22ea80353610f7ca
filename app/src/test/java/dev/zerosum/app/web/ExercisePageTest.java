package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The classroom's exercises and the tree game's editor in a real browser, on the textbook's tree
 * [[3,12,8],[2,4,6],[14,5,2]]: values backed up one by one, the leaves alpha-beta skips marked, a
 * tree built and stepped through, an exercise opened from a link. Each test saves screenshots.
 */
class ExercisePageTest extends ClassroomBrowserTest {
  private static final String TEXTBOOK = "[[3,12,8],[2,4,6],[14,5,2]]";

  @Test
  void theValuesExerciseChecksEachAnswerExplainsAWrongOneAndScoresAtTheEnd() {
    open(1280, 800, link(TEXTBOOK, "minimax", "values"), "en-US,en");
    waitFor(() -> text("ex-prompt").startsWith("Question 1 of 4"));
    assertThat(text("ex-prompt")).contains("call 2");
    assertThat(value("2")).as("the node asked about").isEqualTo("?");
    assertThat(value("1")).as("the root's value is hidden").isEmpty();
    assertThat(value("3")).as("the leaves show theirs").isEqualTo("3");
    assertThat(page.findElement(By.id("cr-table")).isDisplayed()).isFalse();

    answer("3");
    assertThat(text("ex-feedback")).isEqualTo("Right: 3.");
    assertThat(value("2")).isEqualTo("3");
    answer("4");
    assertThat(text("ex-feedback")).isEqualTo("MIN takes the smallest of 2, 4 and 6: 2.");
    assertThat(page.findElements(By.cssSelector("#cr-tree .node[data-call='6'].ex-wrong")))
        .hasSize(1);
    assertThat(text("ex-prompt")).startsWith("Question 3 of 4");
    browser.screenshot("exercise-values-desktop");
    answer("2");
    answer("3");
    assertThat(text("ex-prompt")).isEqualTo("Score: 3 of 4 right.");
    assertThat(page.findElement(By.id("ex-form")).isDisplayed()).isFalse();
  }

  @Test
  void onAPhoneTheWrongAnswerIsExplainedInSpanish() {
    open(390, 844, link(TEXTBOOK, "minimax", "values"), "es-ES,es");
    waitFor(() -> text("ex-prompt").startsWith("Pregunta 1 de 4"));
    answer("3");
    answer("-6");
    assertThat(text("ex-feedback")).isEqualTo("MIN toma el menor de 2, 4 y 6: 2.");
    browser.screenshot("exercise-values-phone");
    Number overflow =
        (Number)
            page.executeScript(
                "return document.documentElement.scrollWidth - document.documentElement.clientWidth;");
    assertThat(overflow.intValue()).as("the exercise fits the phone's width").isZero();
  }

  @Test
  void thePruningExerciseGradesTheMarksOnCheckAndAMarkCanBeTakenBack() {
    open(1280, 800, link(TEXTBOOK, "alphabeta", "pruning"), "en-US,en");
    waitFor(() -> text("ex-prompt").startsWith("Click each leaf"));
    assertThat(page.findElements(By.cssSelector("#cr-tree .node[data-call]")))
        .as("minimax's whole tree")
        .hasSize(13);
    click("3");
    assertThat(text("ex-feedback")).isEqualTo("1 leaf marked.");
    assertThat(calls(".ex-marked")).containsExactly("3");
    assertThat(calls(".ex-right, .ex-wrong"))
        .as("nothing is graded before Check: no leaf can be probed alone")
        .isEmpty();
    click("3");
    assertThat(text("ex-feedback")).isEqualTo("0 leaves marked.");
    assertThat(calls(".ex-marked")).as("a second click takes the mark back").isEmpty();
    click("3");
    click("8"); // the 4 of the second MIN node
    assertThat(text("ex-feedback")).isEqualTo("2 leaves marked.");
    browser.screenshot("exercise-pruning-desktop");
    assertThat(page.findElement(By.id("ex-done")).getText()).isEqualTo("Check");
    page.findElement(By.id("ex-done")).click();
    waitFor(() -> text("ex-prompt").startsWith("Score"));
    assertThat(text("ex-prompt")).isEqualTo("Score: 7 of 9 right.");
    assertThat(text("ex-feedback"))
        .isEqualTo(
            "The leaf 3 (line 1 1) is visited: alpha-beta reaches it with α = −∞ below β = +∞,"
                + " so no cut-off has ended its search."
                + " The leaf 6 (line 2 3) is never visited: the MIN node of line 2 already has"
                + " 2 ≤ α = 3, so MAX will not go there and alpha-beta cuts off the rest.");
    assertThat(calls(".ex-marked.ex-right")).containsExactly("8");
    assertThat(calls(".ex-marked.ex-wrong")).containsExactly("3");
    assertThat(calls(".ex-missed")).containsExactly("9");
  }

  @Test
  void onAPhoneMarkingTheFourAndTheSixScoresEveryLeaf() {
    open(390, 844, link(TEXTBOOK, "alphabeta", "pruning"), "en-US,en");
    waitFor(() -> text("ex-prompt").startsWith("Click each leaf"));
    assertThat(
            page.findElement(By.cssSelector("#cr-tree svg > g[transform]"))
                .getAttribute("transform"))
        .as("the tree at the size that is easy to read on a phone, not fitted smaller")
        .endsWith("scale(1)");
    browser.screenshot("exercise-pruning-phone");
    click("8"); // after "Fit to screen", so that both leaves are in sight to click
    click("9");
    page.findElement(By.id("ex-done")).click();
    waitFor(() -> text("ex-prompt").equals("Score: 9 of 9 right."));
    assertThat(calls(".ex-marked")).containsExactly("8", "9");
    assertThat(calls(".ex-wrong, .ex-missed")).isEmpty();
  }

  @Test
  void theEditorBuildsATreeThatTheClassroomStepsThrough() {
    open(1280, 800, "?game=tree#classroom", "en-US,en");
    waitFor(() -> page.findElement(By.id("cr-editor")).isDisplayed());
    page.findElement(By.cssSelector("#cr-editor summary")).click();
    setNumber("ed-branching", "2");
    setNumber("ed-depth", "1");
    page.findElement(By.id("ed-random")).click();
    assertThat(page.findElements(By.cssSelector("#ed-nodes .ed-value"))).hasSize(2);
    page.findElement(By.cssSelector("#ed-nodes li[data-path='0'] > .ed-node .ed-add")).click();
    List<WebElement> values = page.findElements(By.cssSelector("#ed-nodes .ed-value"));
    assertThat(values).hasSize(3);
    String[] leaves = {"5", "-1", "9"};
    for (int i = 0; i < 3; i++) {
      setNumber(values.get(i), leaves[i]);
    }
    assertThat(page.findElement(By.id("ed-text")).getAttribute("value")).isEqualTo("[5,-1,9]");
    browser.screenshot("exercise-editor-desktop");
    page.findElement(By.id("ed-use")).click();
    waitFor(() -> text("cr-summary").startsWith("alpha-beta · 4 calls"));
    page.findElement(By.id("cr-end")).click();
    assertThat(text("cr-step")).endsWith("The search is over: value 9, best line 3.");
    assertThat(page.findElement(By.id("board")).getAttribute("data-position"))
        .isEqualTo("[5,-1,9]");
  }

  @Test
  void theExercisesLinkOpensTheSameExercise() {
    open(1280, 800, link(TEXTBOOK, "minimax", "values"), "en-US,en");
    waitFor(() -> text("ex-prompt").startsWith("Question 1 of 4"));
    page.findElement(By.id("ex-share")).click();
    String shared = page.findElement(By.id("cr-link")).getAttribute("value");
    assertThat(shared)
        .contains("mode=values")
        .contains("algorithm=minimax")
        .doesNotContain("step=");
    page.get("about:blank");
    page.get(shared);
    waitFor(() -> text("ex-prompt").startsWith("Question 1 of 4"));
    assertThat(value("2")).isEqualTo("?");
  }

  private static String link(String tree, String algorithm, String mode) {
    return "?game=tree&position="
        + URLEncoder.encode(tree, StandardCharsets.UTF_8)
        + "&algorithm="
        + algorithm
        + "&mode="
        + mode
        + "#classroom";
  }

  private void open(int width, int height, String link, String languages) {
    load(width, height, link, languages);
    waitFor(() -> page.findElement(By.id("classroom")).isDisplayed());
  }

  private void answer(String value) {
    String before = text("ex-prompt") + text("ex-feedback");
    WebElement field = page.findElement(By.id("ex-answer"));
    field.sendKeys(value);
    page.findElement(By.id("ex-check")).click();
    waitFor(() -> !(text("ex-prompt") + text("ex-feedback")).equals(before));
  }

  private void click(String call) {
    String before = text("ex-feedback");
    page.findElement(By.id("cr-fit")).click(); // the whole tree in sight
    page.findElement(By.cssSelector("#cr-tree .node[data-call='" + call + "']")).click();
    waitFor(() -> !text("ex-feedback").equals(before));
  }

  private String value(String call) {
    return page.findElement(By.cssSelector("#cr-tree .node[data-call='" + call + "'] .value"))
        .getAttribute("textContent");
  }

  private List<String> calls(String selector) {
    return page.findElements(By.cssSelector("#cr-tree .node[data-call]")).stream()
        .filter(
            node ->
                (Boolean)
                    page.executeScript(
                        "return arguments[0].matches(arguments[1]);", node, selector))
        .map(node -> node.getAttribute("data-call"))
        .toList();
  }

  private void setNumber(String id, String value) {
    setNumber(page.findElement(By.id(id)), value);
  }

  private void setNumber(WebElement field, String value) {
    field.clear();
    field.sendKeys(value);
  }
}
