package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.app.web.WebFixture.Shared;
import dev.zerosum.app.web.WebFixture.SharedServer;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/** The page in a real browser: what a player clicks and sees. Each test saves a screenshot. */
@BrowserTimeLimit
@ExtendWith(WebFixture.class)
class PageTest {
  private static WebServer server;
  private Browser browser;
  private ChromeDriver page;

  @BeforeAll
  static void useTheServer(@Shared(SharedServer.PAGE) WebServer shared) {
    server = shared; // its engines' clock moves 1 ms a reading: a game takes the same course
  }

  @BeforeEach
  void openThePage(Browsers browsers) {
    browser = browsers.open(420, 900); // about a phone's width
    page = browser.driver();
    page.get(server.uri().toString());
    waitFor(() -> status().startsWith("Your move"));
  }

  @Test
  void aWholeTicTacToeGameAgainstPerfectByClickingEndsInADraw() {
    browser.screenshot("first-view");
    analysis(true);
    for (int turn = 0; turn < 5; turn++) { // X moves at most five times
      waitFor(() -> isOver() || (status().startsWith("Your move") && analysed()));
      if (isOver()) {
        break;
      }
      // With the analysis on, a drawing move is always there to click: the best the player has.
      String before = position();
      page.findElement(By.cssSelector("#board button[data-outcome='draw']")).click();
      waitFor(() -> !position().equals(before));
    }
    browser.screenshot("tictactoe-draw");
    assertThat(status()).isEqualTo("A draw.");
    assertThat(position()).doesNotContain(".");
    assertThat(page.findElement(By.id("scoreboard")).getText()).contains("1 drawn");
  }

  @Test
  void theAnalysisColoursAgreeWithTheApi() throws Exception {
    // Playing O against a corner opening, only the centre draws: both colours appear.
    new Select(page.findElement(By.id("side"))).selectByValue("second");
    page.findElement(By.id("new-game")).click();
    waitFor(() -> status().equals("Your move (O)."));
    analysis(true);
    waitForElement(By.cssSelector("#board button[data-outcome]"));
    browser.screenshot("analysis-view");

    String position = position();
    JsonNode api =
        new ObjectMapper()
            .readTree(
                new ApiClient(server.uri())
                    .post("/api/tictactoe/analyze", "{\"position\":\"" + position + "\"}")
                    .body());
    Map<String, String> expected = new HashMap<>();
    api.get("moves").forEach(m -> expected.put(m.get("move").asText(), m.get("outcome").asText()));
    Map<String, String> shown = new HashMap<>();
    for (WebElement cell : page.findElements(By.cssSelector("#board button[data-outcome]"))) {
      shown.put(cell.getAttribute("data-move"), cell.getAttribute("data-outcome"));
      assertThat(cell.getAttribute("class")).contains(cell.getAttribute("data-outcome"));
    }
    assertThat(shown).as("colours of %s", position).isEqualTo(expected);
    assertThat(shown).as("the centre draws, every other cell loses").containsValues("draw", "loss");
  }

  @Test
  void aNimGameIsPlayedByClickingSticks() {
    chooseGame("nim");
    WebElement piles = page.findElement(By.id("option-piles"));
    piles.clear();
    piles.sendKeys("1,2");
    page.findElement(By.id("new-game")).click();
    waitFor(() -> "1,2".equals(position()) && status().startsWith("Your move"));
    page.findElement(By.id("open-classroom")).click(); // Nim(1,2) is small enough to step through
    waitForElement(By.cssSelector("#cr-tree .node[data-call='1']"));
    browser.screenshot("nim-classroom");
    analysis(true);
    waitForElement(By.cssSelector("#board button[data-move='B-1'][data-outcome='win']"))
        .click(); // the only winning move: leave 1,1
    waitFor(() -> position().equals("0,1") || position().equals("1,0"));
    waitFor(() -> status().startsWith("Your move"));
    page.findElement(By.cssSelector("#board button.stick")).click(); // the last object
    waitFor(() -> status().equals("You win!"));
    browser.screenshot("nim-won");
    assertThat(position()).isEqualTo("0,0");
  }

  @Test
  void theOptionsComeFromTheRegistryAndABadOneIsNamed() {
    chooseGame("nim");
    assertThat(page.findElement(By.id("option-misere")).getAttribute("type")).isEqualTo("checkbox");
    WebElement piles = page.findElement(By.id("option-piles"));
    piles.clear();
    piles.sendKeys("3,,4");
    page.findElement(By.id("new-game")).click();
    waitFor(() -> !message().isEmpty());
    assertThat(message())
        .as("the option as the page labels it")
        .isEqualTo(
            "Piles '3,,4': number 2 of 3 is empty; expected whole numbers separated by commas, like 1,3,5,7");
    chooseGame("tictactoe");
    assertThat(page.findElements(By.cssSelector("#options input"))).as("no options").isEmpty();
    assertThat(
            new Select(page.findElement(By.id("game")))
                .getOptions().stream().map(WebElement::getText).toList())
        .as("every game of the registry, the test-only one too")
        .containsExactlyElementsOf(
            GameRegistry.standard().modules().stream().map(GameModule::title).toList())
        .contains("Tic-tac-toe", "Nim", "Connect Four", "Take-away");
  }

  @Test
  void aWholeConnectFourGameAgainstPerfect() {
    chooseGame("connect4");
    waitFor(() -> status().equals("Your move (X)."));
    browser.screenshot("connect4-start");
    assertThat(page.findElements(By.cssSelector("#board .column-head"))).hasSize(7);
    assertThat(
            (Long)
                page.executeScript(
                    "const frame = document.querySelector('.board-frame');"
                        + " return Math.max(frame.scrollWidth - frame.clientWidth,"
                        + " document.documentElement.scrollWidth"
                        + " - document.documentElement.clientWidth);"))
        .as("the board fits the phone-sized window: no sideways scrolling")
        .isLessThanOrEqualTo(0L);
    int moves = 0;
    boolean keys = true;
    while (!isOver()) {
      waitFor(() -> isOver() || status().startsWith("Your move"));
      if (isOver()) {
        break;
      }
      String before = position();
      List<WebElement> heads =
          page.findElements(
              By.cssSelector("#board .column-head[data-move]:not([aria-disabled=true])"));
      String column = heads.get(0).getAttribute("data-move"); // the leftmost open column
      if (keys) {
        page.findElement(By.tagName("body")).sendKeys(column); // typed, as 1-7 on the keyboard
      } else {
        heads.get(0).click();
      }
      keys = !keys;
      moves++;
      waitFor(() -> !position().equals(before));
      if (moves == 3) {
        analysis(true); // the colours on each column, with "win in N"
        waitForElement(By.cssSelector("#board .column-head[data-outcome] small"));
        browser.screenshot("connect4-analysis");
      }
    }
    browser.screenshot("connect4-over");
    assertThat(status())
        .as("the leftmost column every time loses to perfect")
        .isEqualTo("The engine wins.");
    assertThat(page.findElements(By.cssSelector("#board button.mark-o.last")))
        .as("the engine's winning stone is highlighted")
        .hasSize(1);
  }

  @Test
  void aWholeDernierGameIsWonByClickingTheWinningMatch() {
    chooseGame("dernier");
    WebElement matches = page.findElement(By.id("option-matches"));
    matches.clear();
    matches.sendKeys("7");
    page.findElement(By.id("new-game")).click();
    waitFor(() -> "7".equals(position()) && status().startsWith("Your move"));
    analysis(true);
    // 7 = 4 + 3: take 2 to leave 5, then answer each take t with 4 - t until perfect faces 1.
    while (!isOver()) {
      waitFor(() -> isOver() || (status().startsWith("Your move") && analysed()));
      if (isOver()) {
        break;
      }
      String before = position();
      page.findElement(By.cssSelector("#board button.stick[data-outcome='win']")).click();
      waitFor(() -> !position().equals(before));
      browser.screenshot("dernier-" + before);
    }
    assertThat(status()).as("perfect is left the last match").isEqualTo("You win!");
    assertThat(position()).isEqualTo("0");
  }

  @Test
  void theTextbookFigureIsPlayedByClickingChildren() {
    chooseGame("tree");
    waitFor(() -> status().startsWith("Your move"));
    assertThat(page.findElement(By.cssSelector("#board .node")).getText()).isEqualTo("node A");
    analysis(true);
    waitFor(this::analysed);
    browser.screenshot("tree-start");
    assertThat(
            page.findElements(By.cssSelector("#board .children button")).stream()
                .map(button -> button.getAttribute("data-move"))
                .toList())
        .containsExactly("B", "C", "D");
    page.findElement(By.cssSelector("#board button[data-move='B']")).click();
    waitFor(this::isOver);
    browser.screenshot("tree-over");
    assertThat(status())
        .as("a value, not a win: perfect MIN holds MAX to 3")
        .isEqualTo("The game is over: it ends at 3.");
    waitFor(() -> page.findElement(By.id("result")).isDisplayed());
    assertThat(page.findElement(By.id("result-text")).getText())
        .isEqualTo("The game ends at 3, the value of best play from both sides: you played it.");
    assertThat(position()).endsWith("/B/b1");
    assertThat(page.findElement(By.cssSelector("#board .node")).getText())
        .isEqualTo("leaf b1: the game is over, with utility 3 for MAX");
  }

  @Test
  void aWholeThreeByThreeGameOfTheMnkModuleIsLostToPerfect() {
    chooseGame("mnk");
    for (String option : List.of("rows", "cols", "k")) {
      WebElement input = page.findElement(By.id("option-" + option));
      input.clear();
      input.sendKeys("3");
    }
    page.findElement(By.id("new-game")).click();
    waitFor(() -> ".../.../...".equals(position()) && status().equals("Your move (X)."));
    assertThat(page.findElements(By.cssSelector("#board button[data-move]"))).hasSize(9);
    // The first empty cell each time, typed and clicked by turns: 1, 2, then 4 (1, 2, 3, 5 are
    // taken). Perfect's replies are forced: the centre (only it draws), 3 (to block), then 7,
    // which blocks 1-4-7 and makes O's 3-5-7 on the same move.
    boolean keys = true;
    while (!isOver()) {
      waitFor(() -> isOver() || status().startsWith("Your move"));
      if (isOver()) {
        break;
      }
      String before = position();
      WebElement first =
          page.findElements(By.cssSelector("#board button[data-move]:not([aria-disabled=true])"))
              .get(0);
      if (keys) {
        page.findElement(By.tagName("body")).sendKeys(first.getAttribute("data-move"));
      } else {
        first.click();
      }
      keys = !keys;
      waitFor(() -> !position().equals(before));
    }
    browser.screenshot("mnk-3-3-3-over");
    assertThat(status()).isEqualTo("The engine wins.");
    assertThat(position()).isEqualTo("XXO/XO./O..");
  }

  @Test
  void gomokuDrawsItsFifteenByFifteenGridAndZooms() {
    chooseGame("gomoku");
    new Select(page.findElement(By.id("opponent"))).selectByValue("heuristic");
    page.findElement(By.id("new-game")).click();
    waitFor(() -> status().equals("Your move (X)."));
    assertThat(page.findElements(By.cssSelector("#board button"))).hasSize(225);
    WebElement zoomIn = page.findElement(By.id("zoom-in"));
    assertThat(zoomIn.isDisplayed()).as("a 15 × 15 grid can be zoomed").isTrue();
    int width = page.findElement(By.id("board")).getSize().getWidth();
    zoomIn.click();
    waitFor(() -> page.findElement(By.id("board")).getSize().getWidth() > width);
    page.findElement(By.cssSelector("#board button[data-move='h8']")).click();
    // The status says "Your move" before the click as after the answer: wait for the answer's
    // stone.
    waitFor(() -> !page.findElements(By.cssSelector("#board button.mark-o")).isEmpty());
    waitFor(() -> status().equals("Your move (X)."));
    browser.screenshot("gomoku-zoomed");
    assertThat(page.findElements(By.cssSelector("#board button.mark-o.last")))
        .as("the heuristic answered, and its stone is highlighted")
        .hasSize(1);
    assertThat(
            page.findElement(By.cssSelector("#board button[data-row='7'][data-column='7']"))
                .getAttribute("aria-label"))
        .as("the centre is named by its point")
        .startsWith("h8: X");
    List<String> played =
        page.findElements(By.cssSelector("#move-list .notation")).stream()
            .map(WebElement::getText)
            .toList();
    assertThat(played).as("the move list in points").hasSize(2).first().isEqualTo("h8");
    assertThat(played.get(1)).matches("[a-o]([1-9]|1[0-5])");
    chooseGame("tictactoe");
    assertThat(page.findElement(By.id("zoom")).isDisplayed()).as("3 × 3 needs no zoom").isFalse();
  }

  @Test
  void theEngineSaysWhenItsMoveWasNotProven() {
    chooseGame("gomoku");
    new Select(page.findElement(By.id("side"))).selectByValue("second");
    page.findElement(By.id("new-game")).click();
    waitFor(() -> status().equals("Your move (O)."));
    assertThat(page.findElement(By.id("notes")).getText())
        .as("the empty gomoku board is not proven: the note says the move is a search's")
        .matches("15 × 15 is too large to solve: h8 from a search to depth \\d+ \\(estimate .*\\)");
    assertThat(page.findElements(By.cssSelector("#board button.mark-x"))).hasSize(1);
  }

  @Test
  void theConnectFourEngineOpensFromTheBook() {
    chooseGame("connect4");
    new Select(page.findElement(By.id("side"))).selectByValue("second");
    page.findElement(By.id("new-game")).click();
    waitFor(() -> status().equals("Your move (O)."));
    assertThat(page.findElement(By.id("notes")).getText())
        .isEqualTo("book: X wins in 41 plies with perfect play");
    assertThat(page.findElements(By.cssSelector("#board button.mark-x"))).hasSize(1);
  }

  @Test
  void theTestOnlyGameIsPlayedOnThePageToo() {
    chooseGame("takeaway");
    waitFor(() -> status().startsWith("Your move"));
    assertThat(position()).isEqualTo("10");
    // 10 left: taking 2 leaves a multiple of 4, the winning move.
    page.findElement(By.cssSelector("#board button.stick[data-move='2']")).click();
    waitFor(() -> position().equals("7") || !status().startsWith("Your move"));
    waitFor(() -> status().startsWith("Your move"));
    browser.screenshot("takeaway");
    assertThat(position()).as("perfect took 1 of 8, the least it can lose by").isEqualTo("7");
  }

  @Test
  void uploadingABrokenSaveShowsItsMessage(@TempDir Path folder) throws Exception {
    Path broken = folder.resolve("broken.json");
    Files.writeString(
        broken,
        "{\"format\":\"zerosum-save\",\"version\":1,\"game\":\"tictactoe\",\"options\":{},"
            + "\"players\":{\"first\":\"human\",\"second\":\"perfect\"},\"moves\":[\"5\",\"5\"]}");
    page.findElement(By.id("upload")).sendKeys(broken.toAbsolutePath().toString());
    waitFor(() -> !message().isEmpty());
    browser.screenshot("broken-upload");
    assertThat(message()).isEqualTo("broken.json: move 2 ('5'): cell 5 is already taken by X");
  }

  @Test
  void anOldGomokuSaveOpensInPointsBesideTheBoardsAxes(@TempDir Path folder) throws Exception {
    Path before = folder.resolve("gomoku-before-points.json");
    Files.writeString(
        before,
        "{\"format\":\"zerosum-save\",\"version\":1,\"game\":\"gomoku\",\"options\":{},"
            + "\"players\":{\"first\":\"human\",\"second\":\"heuristic\"},"
            + "\"moves\":[\"7,7\",\"8,8\"]}");
    page.findElement(By.id("upload")).sendKeys(before.toAbsolutePath().toString());
    waitFor(() -> page.findElements(By.cssSelector("#move-list .notation")).size() == 2);
    waitFor(() -> status().equals("Your move (X)."));
    browser.screenshot("gomoku-old-save");
    assertThat(page.findElements(By.cssSelector("#move-list .notation")))
        .extracting(WebElement::getText)
        .as("x,y from 0 at the top left, as saves wrote them, listed as points")
        .containsExactly("h8", "i7");
    List<WebElement> columns = page.findElements(By.cssSelector("#board .axis-column"));
    List<WebElement> rows = page.findElements(By.cssSelector("#board .axis-row"));
    assertThat(columns).extracting(WebElement::getText).hasSize(15).startsWith("a").endsWith("o");
    assertThat(rows).extracting(WebElement::getText).hasSize(15).startsWith("15").endsWith("1");
    org.openqa.selenium.Rectangle centre =
        page.findElement(By.cssSelector("#board button[data-row='7'][data-column='7']")).getRect();
    org.openqa.selenium.Rectangle corner =
        page.findElement(By.cssSelector("#board button[data-row='14'][data-column='0']")).getRect();
    org.openqa.selenium.Rectangle h = columns.get(7).getRect();
    org.openqa.selenium.Rectangle eight = rows.get(7).getRect();
    assertThat(h.getX() + h.getWidth() / 2.0)
        .as("h is under h8's column")
        .isCloseTo(
            centre.getX() + centre.getWidth() / 2.0, org.assertj.core.data.Offset.offset(2.0));
    assertThat(eight.getY() + eight.getHeight() / 2.0)
        .as("8 is beside h8's row")
        .isCloseTo(
            centre.getY() + centre.getHeight() / 2.0, org.assertj.core.data.Offset.offset(2.0));
    assertThat(h.getY())
        .as("the columns below the grid")
        .isGreaterThanOrEqualTo(corner.getY() + corner.getHeight());
    assertThat(eight.getX() + eight.getWidth())
        .as("the rows left of it")
        .isLessThanOrEqualTo(corner.getX());
    assertThat(
            page.findElement(By.cssSelector("#board button[data-row='6'][data-column='7']"))
                .getAttribute("data-move"))
        .as("the point above h8")
        .isEqualTo("h9");
    page.get(server.uri() + "?game=gomoku&moves=7,7+8,8&side=first&level=heuristic");
    waitFor(() -> page.findElements(By.cssSelector("#move-list .notation")).size() == 2);
    assertThat(page.findElements(By.cssSelector("#move-list .notation")))
        .extracting(WebElement::getText)
        .as("an older link's moves, listed as points")
        .containsExactly("h8", "i7");
  }

  private void chooseGame(String name) {
    new Select(page.findElement(By.id("game"))).selectByValue(name);
    waitFor(
        () ->
            page.findElement(By.id("board")).getAttribute("aria-label") != null
                && !status().startsWith("Loading"));
  }

  private void analysis(boolean on) {
    WebElement box = page.findElement(By.id("analysis"));
    if (box.isSelected() != on) {
      box.click();
    }
  }

  private boolean isOver() {
    return List.of("A draw.", "You win!", "The engine wins.").contains(status())
        || status().startsWith("The game is over: it ends at");
  }

  private boolean analysed() {
    return !page.findElements(By.cssSelector("#board button[data-outcome]")).isEmpty();
  }

  private String status() {
    return page.findElement(By.id("status")).getText();
  }

  private String message() {
    return page.findElement(By.id("message")).getText();
  }

  private String position() {
    return page.findElement(By.id("board")).getAttribute("data-position");
  }

  private void waitFor(java.util.function.BooleanSupplier condition) {
    new WebDriverWait(page, Duration.ofSeconds(30))
        .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
        .until(driver -> condition.getAsBoolean());
  }

  private WebElement waitForElement(By locator) {
    waitFor(() -> !page.findElements(locator).isEmpty());
    List<WebElement> found = page.findElements(locator);
    return found.get(0);
  }
}
