package dev.zerosum.app.web;

import dev.zerosum.app.web.WebFixture.Shared;
import dev.zerosum.app.web.WebFixture.SharedServer;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the player's page's board tests share: a server on the loopback with a counting clock (the
 * engines take the same course on any machine), a headless Chromium per test at a given screen size
 * (a phone's emulated below Chromium's 500-pixel windows) and colour scheme, and the board read as
 * the page draws it ({@code #board}'s data-position, data-status and can-move). Skipped where
 * Chromium is missing.
 */
@BrowserTimeLimit
@ExtendWith(WebFixture.class)
abstract class PageBrowserTest {
  static WebServer server;
  Browsers browsers;
  Browser browser;
  ChromeDriver page;

  @BeforeAll
  static void useTheServer(@Shared(SharedServer.BOARD) WebServer shared) {
    server = shared;
  }

  @BeforeEach
  void useTheBrowsers(Browsers given) {
    browsers = given;
  }

  /** Starts a browser with a screen of that size, in English. */
  void open(int width, int height) {
    browser = browsers.open(Math.max(width, 500), height);
    page = browser.driver();
    screen(width, height);
  }

  /** Emulates a screen of that size (a phone's below 500 pixels, with its touch and scale). */
  void screen(int width, int height) {
    page.executeCdpCommand(
        "Emulation.setDeviceMetricsOverride",
        Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", width < 500));
  }

  /** Makes the page see the system's colour scheme as DARK or light (prefers-color-scheme). */
  void scheme(boolean dark) {
    page.executeCdpCommand(
        "Emulation.setEmulatedMedia",
        Map.of(
            "features",
            List.of(Map.of("name", "prefers-color-scheme", "value", dark ? "dark" : "light"))));
  }

  /** Loads the page at LINK (from the server's root) and waits for its first board. */
  void load(String link) {
    page.get(server.uri() + link);
    waitFor(() -> !page.findElements(By.cssSelector("#board[data-position]")).isEmpty());
  }

  /** Switches to GAME and waits for its board, ready for the player's move or over. */
  void chooseGame(String game) {
    Select menu = new Select(page.findElement(By.id("game")));
    if (game.equals(menu.getFirstSelectedOption().getAttribute("value"))) {
      waitForPlayerOrEnd(); // already on it
      return;
    }
    // The old board's pieces are marked: the new game's board is drawn without them.
    page.executeScript(
        "for (const e of document.querySelectorAll('#board > *')) e.dataset.old = 'yes';");
    menu.selectByValue(game);
    waitFor(
        () ->
            page.findElements(By.cssSelector("#board [data-old]")).isEmpty()
                && !page.findElements(By.cssSelector("#board > *")).isEmpty());
    waitForPlayerOrEnd();
  }

  /** The games of the menu, by name. */
  List<String> games() {
    return new Select(page.findElement(By.id("game")))
        .getOptions().stream().map(option -> option.getAttribute("value")).toList();
  }

  void waitForPlayerOrEnd() {
    waitFor(() -> playersTurn() || isOver());
  }

  boolean playersTurn() {
    return board().getAttribute("class").contains("can-move");
  }

  boolean isOver() {
    return List.of("won", "drawn").contains(board().getAttribute("data-status"));
  }

  WebElement board() {
    return page.findElement(By.id("board"));
  }

  String position() {
    List<WebElement> boards = page.findElements(By.cssSelector("#board[data-position]"));
    return boards.isEmpty() ? "" : boards.get(0).getAttribute("data-position");
  }

  /** The moves the player may click now, in the board's order. */
  List<WebElement> openMoves() {
    return page.findElements(By.cssSelector("#board [data-move]:not([aria-disabled=true])"));
  }

  /** Plays the first move the board offers, and waits for the engine's answer or the end. */
  void playFirstMove() {
    String before = position();
    openMoves().get(0).click();
    waitFor(() -> !position().equals(before));
    waitForPlayerOrEnd();
  }

  /** Plays the first move offered until the game is over (at most LIMIT moves). */
  void playToTheEnd(int limit) {
    for (int moves = 0; moves < limit && !isOver(); moves++) {
      playFirstMove();
    }
  }

  /** Waits for the pieces to land: no animation running but endless ones (the thinking spinner). */
  void waitForStillness() {
    waitFor(
        () ->
            (Boolean)
                page.executeScript(
                    "return document.getAnimations().every(a => a.playState !== 'running'"
                        + " || a.effect.getTiming().iterations === Infinity);"));
  }

  void waitFor(BooleanSupplier condition) {
    new WebDriverWait(page, Duration.ofSeconds(60))
        .ignoring(StaleElementReferenceException.class)
        .until(driver -> condition.getAsBoolean());
  }
}
