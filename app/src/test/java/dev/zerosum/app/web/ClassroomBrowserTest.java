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
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * What the page's browser tests share (the classroom's and the playing page's): a server on the
 * loopback with a counting clock and one search slot, a fresh headless Chromium per test (a phone's
 * screen emulated below Chromium's 500-pixel windows), and the page's tree and texts read as a
 * person sees them. Skipped where Chromium is missing.
 */
@BrowserTimeLimit
@ExtendWith(WebFixture.class)
abstract class ClassroomBrowserTest {
  static WebServer server;
  Browsers browsers;
  Browser browser;
  ChromeDriver page;

  @BeforeAll
  static void useTheServer(@Shared(SharedServer.CLASSROOM) WebServer shared) {
    server = shared;
  }

  @BeforeEach
  void useTheBrowsers(Browsers given) {
    browsers = given;
  }

  /** Opens {@code link} of the server in a browser of that size asking for those languages. */
  void load(int width, int height, String link, String languages) {
    browser = browsers.open(width, height, languages);
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
