package dev.zerosum.app.web;

import dev.zerosum.core.Ticker;
import dev.zerosum.registry.GameRegistry;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the page's browser tests share (the classroom's and the playing page's): a server on the
 * loopback with a counting clock and one search slot, a fresh headless Chromium per test (a phone's
 * screen emulated below Chromium's 500-pixel windows), and the page's tree and texts read as a
 * person sees them. Skipped where Chromium is missing.
 */
abstract class ClassroomBrowserTest {
  static WebServer server;
  static Path[] binaries;
  Browser browser;
  ChromeDriver page;

  @BeforeAll
  static void start() {
    binaries = Browser.findOrSkip();
    // One search at a time, and a queue that never turns a request away: a test that holds the
    // search slot (the playing page's, to make the engine think until it lets go) sees requests
    // wait for it, never a 503.
    server =
        WebServer.start(
            "127.0.0.1",
            0,
            new ServerSettings(
                GameRegistry.standard(),
                Duration.ofMillis(500),
                Ticker.counting(Duration.ofMillis(1)),
                1,
                Duration.ofMinutes(10),
                Duration.ofMinutes(10)));
  }

  @AfterAll
  static void stop() {
    if (server != null) {
      server.close();
    }
  }

  @AfterEach
  void closeTheBrowser() {
    if (browser != null) {
      browser.close();
    }
  }

  /** Opens {@code link} of the server in a browser of that size asking for those languages. */
  void load(int width, int height, String link, String languages) {
    browser = Browser.start(binaries, width, height, languages);
    page = browser.driver();
    if (width < 500) {
      // Chromium's windows are 500 pixels wide at least: a phone's screen is emulated instead.
      page.executeCdpCommand(
          "Emulation.setDeviceMetricsOverride",
          Map.of("width", width, "height", height, "deviceScaleFactor", 1, "mobile", true));
    }
    page.get(server.uri() + link);
  }

  /** Returns the nodes the tree shows at this step (drawn and entered), that match SELECTOR. */
  List<WebElement> drawn(String selector) {
    return page.findElements(By.cssSelector("#cr-tree .node:not(.unseen)" + selector));
  }

  String text(String id) {
    return page.findElement(By.id(id)).getText();
  }

  void waitFor(BooleanSupplier condition) {
    new WebDriverWait(page, Duration.ofSeconds(30))
        .ignoring(StaleElementReferenceException.class)
        .until(driver -> condition.getAsBoolean());
  }
}
