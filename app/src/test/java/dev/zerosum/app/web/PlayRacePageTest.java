package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;

/**
 * No stale answer, ever: while the engine thinks (the server's search slot held by the test, so
 * that its answer comes only when the test lets it), the player switches game, starts a new one or
 * takes the move back; the old answer must never be drawn, and the game goes on as if it never
 * came.
 */
class PlayRacePageTest extends PlayBrowserTest {

  @Test
  void switchingToTicTacToeWhileTheConnectFourEngineThinksKeepsTheTicTacToeBoard() {
    open("?game=connect4");
    try (SearchSlots.Turn held = holdTheEngine()) {
      play("4");
      waitForWaiting(1);
      waitFor(() -> status().equals("The engine is thinking…"));
      chooseGame("tictactoe");
      waitFor(() -> status().equals("Your move (X)."));
    }
    waitForIdle(); // the old search has run, and any answer to it is out
    assertThat(page.findElements(By.cssSelector("#board button"))).hasSize(9);
    assertThat(position()).as("an empty tic-tac-toe board").matches("\\.{9}");
    play("5");
    waitFor(() -> count("O") == 1 && status().equals("Your move (X)."));
    browser.screenshot("race-switch-game");
    assertThat(position()).hasSize(9);
    assertThat(count("X")).isEqualTo(1);
    assertThat(text("message")).as("no error: the next move works").isEmpty();
    assertThat(moveList()).hasSize(2).startsWith("5");
  }

  @Test
  void aNewGameWhileTheEngineThinksStartsAfresh() {
    open("?game=connect4");
    String empty = position();
    try (SearchSlots.Turn held = holdTheEngine()) {
      play("4");
      waitForWaiting(1);
      click("new-game");
      waitFor(() -> position().equals(empty) && status().equals("Your move (X)."));
    }
    waitForIdle();
    assertThat(position()).as("the old game's answer was dropped").isEqualTo(empty);
    assertThat(moveList()).isEmpty();
    play("3");
    waitFor(() -> count("O") == 1 && status().equals("Your move (X)."));
    assertThat(count("X")).isEqualTo(1);
    assertThat(moveList()).hasSize(2).startsWith("3");
  }

  @Test
  void undoWhileTheEngineThinksTakesTheMoveBackAndDropsTheAnswer() {
    open("?game=connect4");
    String empty = position();
    try (SearchSlots.Turn held = holdTheEngine()) {
      play("4");
      waitForWaiting(1);
      click("undo");
      waitFor(() -> position().equals(empty) && status().equals("Your move (X)."));
    }
    waitForIdle();
    assertThat(position()).isEqualTo(empty);
    assertThat(text("engine-line")).isEmpty();
    play("2");
    waitFor(() -> count("O") == 1 && status().equals("Your move (X)."));
    assertThat(count("X")).isEqualTo(1);
    assertThat(moveList()).hasSize(2).startsWith("2");
    assertThat(text("message")).isEmpty();
  }
}
