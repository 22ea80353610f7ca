package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.interactions.Actions;

/**
 * The board played from the keyboard: one tab stop, the arrows inside it, Enter plays, and the
 * focus still on the board once the engine has answered; each cell says what a click does.
 */
class BoardKeyboardTest extends PageBrowserTest {

  @Test
  void connectFourIsOneTabStopPlayedWithArrowsAndEnter() {
    open(1280, 800);
    load("/");
    chooseGame("connect4");
    assertThat(tabStopsInTheBoard()).as("tab stops inside the board").isEqualTo(1);

    page.executeScript("document.getElementById('new-game').focus()");
    tab();
    assertThat(focusedKey()).as("Tab from New game reaches the board at once").isNotNull();
    String first = focusedKey();
    tab();
    assertThat(focusedKey()).as("the next Tab leaves the board").isNull();
    new Actions(page).keyDown(Keys.SHIFT).sendKeys(Keys.TAB).keyUp(Keys.SHIFT).perform();
    assertThat(focusedKey()).as("Shift+Tab comes back to the same place").isEqualTo(first);

    assertThat(first).as("the column heads hold the tab stop first").isEqualTo("h0");
    key(Keys.ARROW_RIGHT);
    key(Keys.ARROW_RIGHT);
    key(Keys.ARROW_RIGHT);
    assertThat(focusedKey()).isEqualTo("h3");
    key(Keys.END);
    assertThat(focusedKey()).isEqualTo("h6");
    key(Keys.HOME);
    assertThat(focusedKey()).isEqualTo("h0");
    key(Keys.ARROW_DOWN);
    assertThat(focusedKey()).isEqualTo("c0,0");
    assertThat(focused().getAttribute("aria-label"))
        .as("a cell above the landing one says what a click does")
        .isEqualTo("row 1, column 1: drop in column 1");
    key(Keys.ARROW_RIGHT);
    key(Keys.ARROW_RIGHT);
    key(Keys.ARROW_RIGHT);
    assertThat(focusedKey()).isEqualTo("c0,3");

    String before = position();
    key(Keys.ENTER);
    waitFor(() -> !position().equals(before));
    waitForPlayerOrEnd();
    assertThat(page.findElements(By.cssSelector("#board button.mark-x"))).hasSize(1);
    assertThat(page.findElements(By.cssSelector("#board button.mark-o"))).hasSize(1);
    assertThat(focusedKey())
        .as("the focus is on the board after the engine's answer")
        .isEqualTo("c0,3");
    assertThat(tabStopsInTheBoard()).isEqualTo(1);

    String again = position();
    key(Keys.SPACE);
    waitFor(() -> !position().equals(again));
    waitForPlayerOrEnd();
    assertThat(page.findElements(By.cssSelector("#board button.mark-x"))).hasSize(2);
    assertThat(focusedKey()).as("still on the board").isNotNull();
  }

  @Test
  void ticTacToeCellsMoveInTwoDimensions() {
    open(1280, 800);
    load("/");
    chooseGame("tictactoe");
    page.executeScript("document.getElementById('new-game').focus()");
    tab();
    assertThat(focusedKey()).isEqualTo("c0,0");
    key(Keys.ARROW_DOWN);
    key(Keys.ARROW_RIGHT);
    assertThat(focusedKey()).isEqualTo("c1,1");
    assertThat(focused().getAttribute("aria-label")).isEqualTo("row 2, column 2: empty, play 5");
    String before = position();
    key(Keys.ENTER);
    waitFor(() -> !position().equals(before));
    waitForPlayerOrEnd();
    assertThat(focusedKey()).isEqualTo("c1,1");
    assertThat(focused().getAttribute("aria-label")).startsWith("row 2, column 2: X");
    assertThat(tabStopsInTheBoard()).isEqualTo(1);
  }

  private void tab() {
    new Actions(page).sendKeys(Keys.TAB).perform();
  }

  private void key(CharSequence key) {
    new Actions(page).sendKeys(key).perform();
  }

  private WebElement focused() {
    return page.switchTo().activeElement();
  }

  /** The data-key of the focused control when it is one of the board's; null otherwise. */
  private String focusedKey() {
    return (String)
        page.executeScript(
            "const e = document.activeElement;"
                + " return document.getElementById('board').contains(e) ? e.dataset.key : null;");
  }

  private long tabStopsInTheBoard() {
    return (Long)
        page.executeScript(
            "return [...document.querySelectorAll('#board button, #board input')]"
                + ".filter(e => e.tabIndex >= 0).length;");
  }
}
