package dev.zerosum.app.web;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Opens headless Chromium windows for a test, each with a profile of its own, and closes them when
 * the test ends: given by {@link WebFixture}. Where Chromium or its driver is missing, the test
 * that opens one is skipped ({@link Browser#findOrSkip()}).
 */
final class Browsers implements AutoCloseable {
  private static Path[] binaries; // found once for the run
  private final List<Browser> opened = new ArrayList<>();

  Browsers() {}

  /** Opens a window of that size that asks for pages in English. */
  Browser open(int width, int height) {
    return open(width, height, "en-US,en");
  }

  /** Opens a window of that size whose requests ask for {@code languages} ({@code es-ES,es}). */
  Browser open(int width, int height, String languages) {
    Browser browser = Browser.start(binaries(), width, height, languages);
    opened.add(browser);
    return browser;
  }

  private static synchronized Path[] binaries() {
    if (binaries == null) {
      binaries = Browser.findOrSkip();
    }
    return binaries;
  }

  @Override
  public void close() {
    opened.forEach(Browser::close);
    opened.clear();
  }
}
