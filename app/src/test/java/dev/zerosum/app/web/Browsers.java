package dev.zerosum.app.web;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Opens headless Chromium windows for a test and takes them back when the test ends: given by
 * {@link WebFixture}. A window comes from the run's {@link Pool} of browsers, one started for each
 * set of languages and then shared, cleared between tests as a fresh profile would be ({@link
 * Browser#clear}); a browser the test closed itself is not taken back. Where Chromium or its driver
 * is missing, the test that opens one is skipped ({@link Browser#findOrSkip()}).
 */
final class Browsers implements AutoCloseable {
  private final Pool pool;
  private final List<Browser> opened = new ArrayList<>();

  Browsers(Pool pool) {
    this.pool = pool;
  }

  /** Opens a window of that size that asks for pages in English. */
  Browser open(int width, int height) {
    return open(width, height, "en-US,en");
  }

  /** Opens a window of that size whose requests ask for {@code languages} ({@code es-ES,es}). */
  Browser open(int width, int height, String languages) {
    Browser browser = pool.take(width, height, languages);
    opened.add(browser);
    return browser;
  }

  @Override
  public void close() {
    opened.forEach(pool::giveBack);
    opened.clear();
  }

  /**
   * The run's browsers, by the languages they ask for: started at their first use, each cleared
   * when a test gives it back, and closed when the run ends. Starting Chromium is most of what a
   * browser test used to spend before its first click.
   */
  static final class Pool implements AutoCloseable {
    private final Map<String, Deque<Browser>> idle = new HashMap<>();
    private final Map<Browser, String> languagesOf = new HashMap<>();
    private final WebFixture.Origins origins;
    private Path[] binaries; // found at the first browser of the run

    Pool(WebFixture.Origins origins) {
      this.origins = origins;
    }

    synchronized Browser take(int width, int height, String languages) {
      Browser browser = idle.computeIfAbsent(languages, key -> new ArrayDeque<>()).pollFirst();
      if (browser == null) {
        if (binaries == null) {
          binaries = Browser.findOrSkip();
        }
        browser = Browser.start(binaries, width, height, languages);
        languagesOf.put(browser, languages);
      } else {
        browser.size(width, height);
      }
      return browser;
    }

    synchronized void giveBack(Browser browser) {
      if (!browser.closed() && browser.clear(origins.all())) {
        idle.get(languagesOf.get(browser)).addLast(browser);
      } else {
        languagesOf.remove(browser);
      }
    }

    @Override
    public synchronized void close() {
      idle.values().forEach(browsers -> browsers.forEach(Browser::close));
      idle.clear();
      languagesOf.clear();
    }
  }
}
