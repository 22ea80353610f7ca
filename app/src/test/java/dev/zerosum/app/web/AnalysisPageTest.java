package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * The analysis that always shows the answer: where the board cannot show a move's value on the move
 * (a pile of 40, a row of 100 matches, a board of unproven cells), the best moves are listed in
 * words under it, and a listed move is played by a click; the options are labelled in the page's
 * words. Shares the browser tests' setup ({@link ClassroomBrowserTest}).
 */
class AnalysisPageTest extends ClassroomBrowserTest {

  @Test
  void nimThreeFortyListsTheWinningMoveInWordsAndAClickPlaysIt() {
    open("en-US,en", "Your move");
    startGame("nim", "piles", "3,40", "Your move");
    showAnalysis();
    WebElement best = waitForBestMove();
    shot("analysis-nim-3-40");
    assertThat(best.getText()).startsWith("take 37 from pile B: win");
    assertThat(best.getAttribute("data-outcome")).isEqualTo("win");
    assertThat(page.findElements(By.cssSelector("#best-moves .best-move")))
        .as("B-37 is the one winning move")
        .hasSize(1);
    best.click();
    // B-37 leaves 3,3; whatever the engine answers, pile B holds 3 or less.
    waitFor(() -> !position().equals("3,40") && text("status").startsWith("Your move"));
    assertThat(piles(position())).hasSize(2);
    assertThat(piles(position())[1]).isLessThanOrEqualTo(3);
  }

  @Test
  void dernierWithAHundredMatchesListsTheWinningMoveInWords() {
    open("en-US,en", "Your move");
    startGame("dernier", "matches", "100", "Your move");
    showAnalysis();
    WebElement best = waitForBestMove();
    shot("analysis-dernier-100");
    assertThat(best.getText()).startsWith("take 3 matches: win");
    best.click();
    waitFor(() -> !position().equals("100") && text("status").startsWith("Your move"));
    assertThat(Integer.parseInt(position())).as("97, less the engine's move").isBetween(94, 96);
  }

  @Test
  void gomokuListsAProvenMoveOrSaysHonestlyThatNoneIsProven() {
    open("en-US,en", "Your move");
    new Select(page.findElement(By.id("game"))).selectByValue("gomoku");
    waitFor(() -> "15".equals(page.findElement(By.id("option-rows")).getAttribute("value")));
    page.findElement(By.id("new-game")).click();
    waitFor(() -> text("status").startsWith("Your move") && position().length() > 200);
    showAnalysis();
    waitFor(() -> !bestMoves().isEmpty());
    shot("analysis-gomoku");
    List<WebElement> listed = page.findElements(By.cssSelector("#best-moves .best-move"));
    if (listed.isEmpty()) {
      assertThat(bestMoves()).startsWith("No move is proven to win or draw in the server's time");
    } else {
      assertThat(listed.get(0).getText()).matches("X in row \\d+, column \\d+: .+");
    }
  }

  @Test
  void inSpanishTheOptionsAndTheBestMovesAreInThePagesWords() {
    open("es-ES,es", "Tu turno");
    new Select(page.findElement(By.id("game"))).selectByValue("nim");
    waitFor(() -> !page.findElements(By.id("option-piles")).isEmpty());
    assertThat(titles()).containsExactly("Montones", "Variante misère");
    WebElement piles = page.findElement(By.id("option-piles"));
    piles.clear();
    piles.sendKeys("abc");
    page.findElement(By.id("new-game")).click();
    waitFor(() -> !text("message").isEmpty());
    assertThat(text("message")).startsWith("Montones 'abc'").doesNotContain("--");
    startGame("nim", "piles", "3,40", "Tu turno");
    showAnalysis();
    assertThat(waitForBestMove().getText()).startsWith("quitar 37 del montón B: gana");
    new Select(page.findElement(By.id("game"))).selectByValue("mnk");
    waitFor(() -> !page.findElements(By.id("option-rows")).isEmpty());
    browser.screenshot("analysis-spanish-options");
    assertThat(titles()).containsExactly("Filas", "Columnas", "En raya para ganar");
    assertThat(text("summary")).doesNotContain("--");
  }

  /** Saves a screenshot with the list of best moves in view. */
  private void shot(String name) {
    page.executeScript("document.getElementById('best-moves').scrollIntoView({block: 'center'})");
    browser.screenshot(name);
  }

  private void open(String languages, String yourMove) {
    load(1280, 800, "/", languages);
    waitFor(() -> text("status").startsWith(yourMove));
  }

  /** Chooses {@code game}, sets one option and starts a game, then waits for the player's turn. */
  private void startGame(String game, String option, String value, String yourMove) {
    new Select(page.findElement(By.id("game"))).selectByValue(game);
    WebElement field = page.findElement(By.id("option-" + option));
    field.clear();
    field.sendKeys(value);
    page.findElement(By.id("new-game")).click();
    waitFor(() -> text("status").startsWith(yourMove) && position() != null);
  }

  private void showAnalysis() {
    WebElement box = page.findElement(By.id("analysis"));
    if (!box.isSelected()) {
      box.click();
    }
  }

  private WebElement waitForBestMove() {
    By first = By.cssSelector("#best-moves .best-move");
    waitFor(() -> !page.findElements(first).isEmpty());
    return page.findElement(first);
  }

  private String bestMoves() {
    WebElement list = page.findElement(By.id("best-moves"));
    return list.isDisplayed() ? list.getText() : "";
  }

  private List<String> titles() {
    return page.findElements(By.cssSelector("#options .option-title")).stream()
        .map(WebElement::getText)
        .toList();
  }

  private String position() {
    return page.findElement(By.id("board")).getAttribute("data-position");
  }

  private static long[] piles(String position) {
    return Arrays.stream(position.split(",")).mapToLong(Long::parseLong).toArray();
  }
}
