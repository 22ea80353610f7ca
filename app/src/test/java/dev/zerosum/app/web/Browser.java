package dev.zerosum.app.web;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.Dimension;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * Debian's headless Chromium driven by Selenium, with the binaries named explicitly so that nothing
 * is ever downloaded. {@code .ci/run} installs the {@code chromium} and {@code chromium-driver}
 * packages; where they are missing, {@link #find} says so and the browser tests are skipped.
 */
final class Browser implements AutoCloseable {
  private final ChromeDriver driver;
  private final Path profile;
  private boolean closed;

  private Browser(ChromeDriver driver, Path profile) {
    this.driver = driver;
    this.profile = profile;
  }

  /** Returns the browser and its driver on the PATH, or empty when either is missing. */
  static Optional<Path[]> find() {
    Optional<Path> browser = onPath("chromium");
    Optional<Path> driver = onPath("chromedriver");
    return browser.isPresent() && driver.isPresent()
        ? Optional.of(new Path[] {browser.get(), driver.get()})
        : Optional.empty();
  }

  /**
   * Returns the browser and its driver on the PATH, or skips the calling test (an assumption that
   * fails) with the packages that would run it.
   */
  static Path[] findOrSkip() {
    Optional<Path[]> found = find();
    Assumptions.assumeTrue(
        found.isPresent(),
        "chromium and chromedriver are not on the PATH: apt-get install chromium chromium-driver"
            + " (bash .ci/run does) to run the browser tests");
    return found.get();
  }

  private static Optional<Path> onPath(String name) {
    return Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
        .map(folder -> Path.of(folder, name))
        .filter(Files::isExecutable)
        .findFirst();
  }

  /**
   * Starts a fresh headless browser with a profile of its own, phone-sized when asked, that asks
   * for pages in English whatever the machine's locale.
   */
  static Browser start(Path[] binaries, int width, int height) {
    return start(binaries, width, height, "en-US,en");
  }

  /**
   * Starts a fresh headless browser as {@link #start(Path[], int, int)} does, whose requests carry
   * {@code Accept-Language: acceptLanguages} ({@code es-ES,es}), as a browser set up for those
   * languages sends.
   */
  static Browser start(Path[] binaries, int width, int height, String acceptLanguages) {
    try {
      Path profile = Files.createTempDirectory("zerosum-chromium");
      ChromeOptions options = new ChromeOptions();
      options.setBinary(binaries[0].toFile());
      options.addArguments(
          "--headless=new",
          "--no-sandbox",
          "--disable-gpu",
          "--disable-dev-shm-usage",
          "--disable-background-networking",
          "--disable-component-update",
          "--disable-sync",
          "--no-first-run",
          "--user-data-dir=" + profile,
          "--window-size=" + width + "," + height);
      options.setExperimentalOption("prefs", Map.of("intl.accept_languages", acceptLanguages));
      ChromeDriverService service =
          new ChromeDriverService.Builder()
              .usingDriverExecutable(binaries[1].toFile())
              .usingAnyFreePort()
              .build();
      return new Browser(new ChromeDriver(service, options), profile);
    } catch (IOException failure) {
      throw new UncheckedIOException(failure);
    }
  }

  ChromeDriver driver() {
    return driver;
  }

  /** Sizes the window as {@code --window-size} did when the browser started. */
  void size(int width, int height) {
    driver.manage().window().setSize(new Dimension(width, height));
  }

  /**
   * Makes the browser look to the next page as a fresh one does: a blank page, nothing kept for
   * {@code origins} (the page keeps its game, score and language in localStorage), no cache, and no
   * emulated screen or colour scheme; returns false, closing it, when it does not answer.
   */
  boolean clear(Collection<String> origins) {
    try {
      driver.get("about:blank");
      for (String origin : origins) {
        driver.executeCdpCommand(
            "Storage.clearDataForOrigin", Map.of("origin", origin, "storageTypes", "all"));
      }
      driver.executeCdpCommand("Network.clearBrowserCache", Map.of());
      driver.executeCdpCommand("Emulation.clearDeviceMetricsOverride", Map.of());
      driver.executeCdpCommand(
          "Emulation.setEmulatedMedia", Map.of("media", "", "features", List.of()));
      return true;
    } catch (RuntimeException broken) {
      close();
      return false;
    }
  }

  /** Returns true once the browser has been closed. */
  boolean closed() {
    return closed;
  }

  /** Saves what the page shows to {@code target/screenshots/NAME.png}. */
  Path screenshot(String name) {
    try {
      Path folder = Path.of("target", "screenshots");
      Files.createDirectories(folder);
      Path file = folder.resolve(name + ".png");
      Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
      return file;
    } catch (IOException failure) {
      throw new UncheckedIOException(failure);
    }
  }

  /** Closes the browser and deletes its profile; closing it again does nothing. */
  @Override
  public void close() {
    if (closed) {
      return;
    }
    closed = true;
    driver.quit();
    try (var files = Files.walk(profile)) {
      files.sorted(java.util.Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
    } catch (IOException ignored) {
      // a leftover temporary profile is harmless
    }
  }
}
