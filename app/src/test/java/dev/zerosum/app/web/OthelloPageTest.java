package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Ticker;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.kit.othello.OthelloModule;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Othello on 6 × 6, a game from another project (the registry's fixture), on the page: its discs
 * drawn in its colours, and a forced pass played with the button the page makes of a move that is
 * no cell. The page knows nothing of Othello: the registry tells it all.
 */
@BrowserTimeLimit
@ExtendWith(WebFixture.class)
class OthelloPageTest {
  /** Black to move and no square takes a black disc, while white has two: black must pass. */
  private static final String BLACK_MUST_PASS = "BBBWWW/.BWWWW/BBWWWW/.BWBWW/BBWWBB/WWWWWB B";

  private static WebServer server;
  private Browser browser;
  private ChromeDriver page;

  @BeforeAll
  static void start(Servers servers) {
    List<GameModule> modules = new ArrayList<>(GameRegistry.standard().modules());
    modules.add(new OthelloModule());
    ServerSettings standard =
        ServerSettings.standard(Duration.ofMillis(300))
            .withTicker(Ticker.counting(Duration.ofMillis(1)));
    server =
        servers.start(
            new ServerSettings(
                new GameRegistry(modules),
                standard.time(),
                standard.ticker(),
                standard.searches(),
                standard.giveUp()));
  }

  @ParameterizedTest(name = "{0} x {1}")
  @CsvSource({"1280, 900, desktop", "390, 844, phone"})
  void aForcedPassIsPlayedWithTheButtonBesideTheBoard(
      int width, int height, String name, Browsers browsers) {
    open(
        browsers,
        width,
        height,
        "?game=othello&position=" + encoded(BLACK_MUST_PASS) + "&toMove=black");
    waitFor(() -> status().startsWith("Your move"));
    assertThat(page.findElements(By.cssSelector("#board button.open")))
        .as("no square takes a black disc")
        .isEmpty();
    WebElement pass = page.findElement(By.cssSelector("#board-controls button[data-move='pass']"));
    assertThat(pass.isDisplayed()).isTrue();
    assertThat(pass.getText()).as("the game's label, in the page's language").isEqualTo("Pass");
    browser.screenshot("othello-pass-" + name);

    pass.click();
    waitFor(() -> moves().size() >= 2); // the pass, then white's answer
    assertThat(moves().get(0)).as("the move list names the pass").endsWith("pass");
    assertThat(position()).isNotEqualTo(BLACK_MUST_PASS);
    browser.screenshot("othello-after-pass-" + name);
  }

  @Test
  void theDiscsAreTheGamesBlackAndWhiteAndTheGhostIsNoX(Browsers browsers) {
    open(browsers, 1280, 900, "?game=othello");
    waitFor(() -> status().startsWith("Your move"));
    List<WebElement> discs = page.findElements(By.cssSelector("#board .piece.disc"));
    assertThat(discs).as("the four discs of the start").hasSize(4);
    assertThat(
            page.findElement(By.cssSelector("#board button.mark-b .piece")).getAttribute("style"))
        .as("black's colour, as the game gives it")
        .contains("--piece: #1d1d1f");
    assertThat(page.findElement(By.id("board")).getAttribute("class"))
        .as("the preview of black's move is a disc, not a letter")
        .contains("ghost-disc");
    assertThat(page.findElement(By.cssSelector("#board button.mark-w")).getAttribute("aria-label"))
        .isEqualTo("row 3, column 3: white disc");
    assertThat(page.findElement(By.id("board-controls")).isDisplayed())
        .as("no move off the board at the start")
        .isFalse();
    WebElement open = page.findElement(By.cssSelector("#board button.open"));
    open.click();
    waitFor(() -> moves().size() >= 2);
    browser.screenshot("othello-start-desktop");
  }

  private void open(Browsers browsers, int width, int height, String query) {
    browser = browsers.open(width, height);
    page = browser.driver();
    page.get(server.uri().resolve("/" + query).toString());
    waitFor(() -> "othello".equals(page.findElement(By.id("board")).getAttribute("data-game")));
  }

  private static String encoded(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }

  private List<String> moves() {
    return page.findElements(By.cssSelector("#move-list .move")).stream()
        .map(WebElement::getText)
        .toList();
  }

  private String status() {
    return page.findElement(By.id("status")).getText();
  }

  private String position() {
    return page.findElement(By.id("board")).getAttribute("data-position");
  }

  private void waitFor(java.util.function.BooleanSupplier condition) {
    new WebDriverWait(page, Duration.ofSeconds(30))
        .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
        .until(driver -> condition.getAsBoolean());
  }
}
