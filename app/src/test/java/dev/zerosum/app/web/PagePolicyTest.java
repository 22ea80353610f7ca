package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.app.web.WebFixture.Shared;
import dev.zerosum.app.web.WebFixture.SharedServer;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page within the server's rules, in a real browser: it runs under its own Content Security
 * Policy without one violation, and offers the engines the options allow (a board past 16 cells, no
 * minimax), so that the engine it is asked for always plays.
 */
@BrowserTimeLimit
@ExtendWith(WebFixture.class)
class PagePolicyTest {
  /** Records every violation of the page's policy, from before its first script runs. */
  private static final String RECORD_VIOLATIONS =
      "window.violations = [];"
          + "document.addEventListener('securitypolicyviolation',"
          + " (e) => window.violations.push(e.violatedDirective + ' ' + e.blockedURI));";

  private static WebServer server;
  private Browser browser;
  private ChromeDriver page;

  @BeforeAll
  static void useTheServer(@Shared(SharedServer.PAGE) WebServer shared) {
    server = shared; // its engines' clock moves 1 ms a reading: a game takes the same course
  }

  @BeforeEach
  void openThePage(Browsers browsers) {
    browser = browsers.open(420, 900);
    page = browser.driver();
    page.executeCdpCommand(
        "Page.addScriptToEvaluateOnNewDocument", Map.of("source", RECORD_VIOLATIONS));
    page.get(server.uri().toString());
    waitFor(() -> status().startsWith("Your move"));
  }

  @Test
  void thePageKeepsToItsContentSecurityPolicy() {
    // What draws: a move and its answer, the analysis's colours, the classroom's tree (an SVG the
    // page draws from the server's trace), piles, a grid that zooms.
    page.findElement(By.cssSelector("#board button[data-move='5']")).click();
    waitFor(() -> status().startsWith("Your move") && position().contains("O"));
    page.findElement(By.id("analysis")).click();
    waitFor(() -> !page.findElements(By.cssSelector("#board button[data-outcome]")).isEmpty());
    page.findElement(By.id("open-classroom")).click();
    waitFor(() -> !page.findElements(By.cssSelector("#cr-tree svg .node")).isEmpty());
    chooseGame("nim");
    chooseGame("gomoku");
    waitFor(() -> page.findElements(By.cssSelector("#board button")).size() == 225);
    page.findElement(By.id("zoom-in")).click();
    browser.screenshot("under-its-policy");

    assertThat(page.findElement(By.id("status")).getCssValue("font-weight"))
        .as("the style sheet applies")
        .isEqualTo("600");
    assertThat((List<?>) page.executeScript("return window.violations"))
        .as("nothing the page does is blocked")
        .isEmpty();
  }

  @Test
  void aBoardPastSixteenCellsOffersOnlyTheEnginesThatPlayIt() {
    chooseGame("mnk");
    Select opponent = new Select(page.findElement(By.id("opponent")));
    assertThat(values(opponent)).as("4 × 4 offers every engine").contains("minimax");
    opponent.selectByValue("minimax");
    WebElement rows = page.findElement(By.id("option-rows"));
    rows.clear();
    rows.sendKeys("5");
    page.findElement(By.id("new-game")).click();
    waitFor(() -> "..../..../..../..../....".equals(position()) && status().startsWith("Your"));

    assertThat(values(opponent))
        .as("past 16 cells, the generic searches are not offered")
        .doesNotContain("minimax", "alphabeta")
        .contains("perfect", "depth:2", "mcts");
    assertThat(opponent.getFirstSelectedOption().getAttribute("value")).isEqualTo("perfect");
    page.findElement(By.cssSelector("#board button[data-move]")).click();
    waitFor(() -> position().contains("O") && status().startsWith("Your move"));
    browser.screenshot("mnk-5-4-engines");
    assertThat(message()).as("the engine chosen plays").isEmpty();
  }

  private static List<String> values(Select menu) {
    return menu.getOptions().stream().map(option -> option.getAttribute("value")).toList();
  }

  private void chooseGame(String name) {
    new Select(page.findElement(By.id("game"))).selectByValue(name);
    waitFor(
        () ->
            page.findElement(By.id("board")).getAttribute("aria-label") != null
                && !status().startsWith("Loading")
                && status().startsWith("Your move"));
  }

  private String status() {
    return page.findElement(By.id("status")).getText();
  }

  private String message() {
    return page.findElement(By.id("message")).getText();
  }

  private String position() {
    String position = page.findElement(By.id("board")).getAttribute("data-position");
    return position == null ? "" : position;
  }

  private void waitFor(BooleanSupplier condition) {
    new WebDriverWait(page, Duration.ofSeconds(30))
        .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
        .until(driver -> condition.getAsBoolean());
  }
}
