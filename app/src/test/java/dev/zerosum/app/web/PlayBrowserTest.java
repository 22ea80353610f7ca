package dev.zerosum.app.web;

import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.support.ui.Select;

/**
 * What the playing page's browser tests share beyond the server and the browser: opening the page
 * on a screen the size of a laptop's, choosing a game, reading the turn line, the board's position
 * and the move list, and holding the server's one search slot, so that the engine thinks until the
 * test lets go.
 */
abstract class PlayBrowserTest extends ClassroomBrowserTest {

  /** Opens {@code link} on a 1280 × 800 screen, in English, and waits for the player's turn. */
  void open(String link) {
    load(1280, 800, link, "en-US,en");
    waitFor(() -> status().startsWith("Your move"));
  }

  void chooseGame(String name) {
    new Select(page.findElement(By.id("game"))).selectByValue(name);
    waitFor(
        () ->
            name.equals(page.findElement(By.id("board")).getAttribute("data-game"))
                && position() != null
                && status().startsWith("Your move"));
  }

  void choose(String menu, String value) {
    new Select(page.findElement(By.id(menu))).selectByValue(value);
  }

  String chosen(String menu) {
    return new Select(page.findElement(By.id(menu))).getFirstSelectedOption().getAttribute("value");
  }

  String game() {
    return chosen("game");
  }

  /** Returns the text of the element {@code id} with its lines and spaces as one space each. */
  String line(String id) {
    return text(id).replaceAll("\\s+", " ").trim();
  }

  String status() {
    return text("status");
  }

  String position() {
    return page.findElement(By.id("board")).getAttribute("data-position");
  }

  /** Returns the moves of the move list, as written there. */
  List<String> moveList() {
    return page.findElements(By.cssSelector("#move-list .notation")).stream()
        .map(WebElement::getText)
        .toList();
  }

  /** Clicks the board's button for {@code move} (a cell, a column, a stick). */
  void play(String move) {
    page.findElement(By.cssSelector("#board button[data-move='" + move + "']")).click();
  }

  void click(String id) {
    page.findElement(By.id(id)).click();
  }

  boolean shown(String id) {
    return page.findElement(By.id(id)).isDisplayed();
  }

  /**
   * Takes the server's one search slot: every engine's move waits for it, the page saying that the
   * engine thinks, until the turn is closed.
   */
  SearchSlots.Turn holdTheEngine() {
    return server.searchSlots().take();
  }

  /** Waits until {@code count} requests wait for the slot held. */
  void waitForWaiting(int count) {
    waitFor(() -> server.searchSlots().waiting() == count);
  }

  /** Waits until the server has no search running or waiting: every answer is out. */
  void waitForIdle() {
    waitFor(() -> server.searchSlots().waiting() == 0 && server.searchSlots().running() == 0);
  }

  /** Returns how many of the grid's cells hold {@code glyph}'s marks (X, O). */
  int count(String glyph) {
    return page.findElements(By.cssSelector("#board button.mark-" + glyph.toLowerCase())).size();
  }
}
