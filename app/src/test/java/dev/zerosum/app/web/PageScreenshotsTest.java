package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.openqa.selenium.By;

/**
 * Every game at a laptop's 1280 × 800 and a phone's 390 × 844, light and dark, in the middle of a
 * game and at its end, saved to {@code target/screenshots/} for a person to look at; and the facts
 * of the layout that a look could miss, measured: Connect Four's bottom row and Undo on a laptop's
 * screen, no sideways scrolling on a phone, gomoku's marks inside their cells, the winning line
 * drawn on a won grid.
 */
class PageScreenshotsTest extends PageBrowserTest {
  // Gomoku with X to move and four in a row on row 8: the fifth wins (the game's end, at once).
  private static final String GOMOKU_FOUR;

  static {
    String[] rows = new String[15];
    Arrays.fill(rows, ".".repeat(15));
    rows[7] = "....XXXX.......";
    rows[8] = "....OOO........";
    rows[9] = "......O........";
    GOMOKU_FOUR = String.join("/", rows);
  }

  @ParameterizedTest(name = "{0} x {1}")
  @CsvSource({"1280, 800", "390, 844"})
  void everyGameInTheMiddleAndAtTheEnd(int width, int height) {
    open(width, height);
    load("/");
    List<String> facts = new ArrayList<>();
    for (String game : games()) {
      chooseGame(game);
      playFirstMove();
      shoot(game, width, height, "middle", facts);
      if (playersTurn()) {
        // The analysis on the board: proven moves in their colours, the others quiet.
        page.findElement(By.id("analysis")).click();
        waitFor(() -> !page.findElements(By.cssSelector("#board [data-outcome]")).isEmpty());
        shoot(game, width, height, "analysis", facts);
        page.findElement(By.id("analysis")).click();
        waitFor(() -> page.findElements(By.cssSelector("#board [data-outcome]")).isEmpty());
      }
      if (game.equals("gomoku")) {
        load("/?game=gomoku&position=" + GOMOKU_FOUR + "&toMove=X");
        waitForPlayerOrEnd();
        page.findElement(By.cssSelector("#board button[data-row='7'][data-column='8']")).click();
        waitFor(this::isOver);
      } else {
        playToTheEnd(120);
      }
      assertThat(isOver()).as("%s is over", game).isTrue();
      shoot(game, width, height, "end", facts);
      if ("won".equals(board().getAttribute("data-status"))
          && !page.findElements(By.cssSelector("#board.grid")).isEmpty()) {
        assertThat(page.findElements(By.cssSelector("#board button.line")))
            .as("%s: the winning line's cells", game)
            .hasSizeGreaterThanOrEqualTo(3);
        assertThat(page.findElements(By.cssSelector("#board .stroke")))
            .as("%s: the stroke over them", game)
            .hasSizeGreaterThanOrEqualTo(3);
      }
      load("/");
    }
    // The classroom keeps its light panels in a dark page: a look at both.
    load("/?game=nim&piles=1,2&position=1,2&algorithm=alphabeta&step=5#classroom");
    waitFor(() -> !page.findElements(By.cssSelector("#cr-tree .node")).isEmpty());
    for (boolean dark : new boolean[] {false, true}) {
      scheme(dark);
      browser.screenshot("classroom-" + width + "x" + height + (dark ? "-dark" : "-light"));
    }
    assertThat(facts).as("layout faults").isEmpty();
  }

  /** Saves the page in the light and the dark scheme, and measures its layout in both. */
  private void shoot(String game, int width, int height, String when, List<String> facts) {
    for (boolean dark : new boolean[] {false, true}) {
      scheme(dark);
      waitForStillness();
      browser.screenshot(game + "-" + width + "x" + height + (dark ? "-dark-" : "-light-") + when);
      checkLayout(game, width, facts);
    }
    scheme(false);
  }

  private void checkLayout(String game, int width, List<String> faults) {
    @SuppressWarnings("unchecked")
    Map<String, Object> m =
        (Map<String, Object>)
            page.executeScript(
                "const doc = document.documentElement;"
                    + " const cells = [...document.querySelectorAll('#board.grid > button[data-row]')];"
                    + " const lastRow = cells.length ? Math.max(...cells.map(c => c.getBoundingClientRect().bottom)) : 0;"
                    + " const undo = document.getElementById('undo').getBoundingClientRect().bottom;"
                    + " let outside = 0;"
                    + " for (const piece of document.querySelectorAll('#board.grid:not(.gravity) .piece')) {"
                    + "   const range = document.createRange(); range.selectNodeContents(piece);"
                    + "   const text = range.getBoundingClientRect(); const cell = piece.parentElement.getBoundingClientRect();"
                    + "   if (text.left < cell.left - 0.5 || text.right > cell.right + 0.5"
                    + "       || text.top < cell.top - 0.5 || text.bottom > cell.bottom + 0.5) outside++; }"
                    + " return { sideways: doc.scrollWidth - doc.clientWidth, height: innerHeight,"
                    + "   lastRow, undo, outside, marks: document.querySelectorAll('#board .piece').length };");
    long sideways = ((Number) m.get("sideways")).longValue();
    double innerHeight = ((Number) m.get("height")).doubleValue();
    if (sideways > 0) {
      faults.add(game + " at " + width + ": scrolls sideways by " + sideways);
    }
    if (((Number) m.get("outside")).longValue() > 0) {
      faults.add(
          game + " at " + width + ": " + m.get("outside") + " marks spill out of their cells");
    }
    if (game.equals("connect4") && width >= 1000) {
      if (((Number) m.get("lastRow")).doubleValue() > innerHeight) {
        faults.add(
            "connect4: the bottom row ends at " + m.get("lastRow") + " below " + innerHeight);
      }
      if (((Number) m.get("undo")).doubleValue() > innerHeight) {
        faults.add("connect4: Undo ends at " + m.get("undo") + " below " + innerHeight);
      }
    }
    if (game.equals("gomoku")) {
      assertThat(((Number) m.get("marks")).longValue()).as("gomoku's marks measured").isPositive();
    }
  }
}
