package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;

/**
 * The playing page tells the game's story: whose turn and which side is the player's, the engine's
 * last move named until the player moves, a move list that replays the game, and a banner at the
 * end; focus comes back to the board after each move.
 */
class PlayStoryPageTest extends PlayBrowserTest {

  @Test
  void theMoveListReplaysTheGameReadOnlyAndPlayResumesAtTheEnd() {
    open("?game=tictactoe");
    assertThat(line("sides")).contains("You: X", "The engine: O");
    assertThat(page.findElements(By.cssSelector("#sides .side-you.to-move .mark-x"))).hasSize(1);
    play("5");
    waitFor(() -> count("O") == 1 && status().equals("Your move (X)."));
    String engine = moveList().get(1);
    assertThat(text("engine-line"))
        .as("the engine's move named beside the turn line")
        .isEqualTo("The engine played " + engine + ".");
    assertThat(
            (Boolean)
                page.executeScript(
                    "return document.getElementById('board').contains(document.activeElement)"))
        .as("the focus is back on the board")
        .isTrue();
    String mine =
        page.findElements(By.cssSelector("#board button[data-move]:not([aria-disabled=true])"))
            .get(0)
            .getAttribute("data-move");
    play(mine);
    waitFor(() -> count("O") == 2 && status().equals("Your move (X)."));
    String live = position();
    assertThat(moveList()).hasSize(4).startsWith("5", engine, mine);
    assertThat(page.findElements(By.cssSelector("#move-list .move-engine"))).hasSize(2);

    page.findElement(By.cssSelector("#move-list button[data-ply='1']")).click();
    waitFor(() -> position().equals("....X...."));
    browser.screenshot("replay-after-move-1");
    assertThat(text("replay-note")).isEqualTo("Replay: after move 1 of 4.");
    assertThat(
            page.findElements(By.cssSelector("#board button[data-move]:not([aria-disabled=true])")))
        .as("the past is read-only")
        .isEmpty();
    assertThat(shown("replay-exit")).isTrue();
    click("replay-forward");
    waitFor(() -> count("O") == 1 && count("X") == 1);
    click("replay-first");
    waitFor(() -> position().equals("........."));
    assertThat(text("replay-note")).isEqualTo("Replay: the starting position.");
    click("replay-exit");
    waitFor(() -> position().equals(live));
    assertThat(shown("replay-exit")).isFalse();
    assertThat(
            page.findElements(By.cssSelector("#board button[data-move]:not([aria-disabled=true])")))
        .as("playing again")
        .isNotEmpty();
  }

  @Test
  void aGameOverShowsTheBannerAndTheScoreboardCountsEachGameOnce() {
    open("?game=nim&piles=1,2");
    waitFor(() -> "1,2".equals(position()));
    winNimOneTwo();
    assertThat(text("scoreboard")).isEqualTo("You: 1 won, 0 drawn, 0 lost.");
    assertThat(shown("result")).isTrue();
    assertThat(text("result-text")).isEqualTo("You won this game!");
    browser.screenshot("nim-won-banner");
    click("undo");
    waitFor(() -> status().startsWith("Your move") && !"0,0".equals(position()));
    assertThat(shown("result")).isFalse();
    click("undo");
    waitFor(() -> "1,2".equals(position()) && status().startsWith("Your move"));
    winNimOneTwo();
    assertThat(text("scoreboard"))
        .as("the same game, won again after two undos, counts once")
        .isEqualTo("You: 1 won, 0 drawn, 0 lost.");
    click("result-new");
    waitFor(() -> "1,2".equals(position()) && status().startsWith("Your move"));
    winNimOneTwo();
    assertThat(text("scoreboard"))
        .as("a new game counts")
        .isEqualTo("You: 2 won, 0 drawn, 0 lost.");
  }

  /** Nim 1,2 against perfect: B-1 leaves 1,1; perfect takes one; the player takes the last. */
  private void winNimOneTwo() {
    play("B-1");
    waitFor(() -> List.of("0,1", "1,0").contains(position()) && status().startsWith("Your move"));
    page.findElement(By.cssSelector("#board button.stick")).click();
    waitFor(() -> status().equals("You win!"));
  }

  @Test
  void swapSidesHandsThePlayersSideToTheEngineAndResignCountsOneLoss() {
    open("?game=tictactoe");
    click("swap");
    waitFor(() -> count("X") == 1 && status().equals("Your move (O)."));
    assertThat(chosen("side")).isEqualTo("second");
    assertThat(line("sides")).startsWith("You: O");
    click("resign");
    waitFor(() -> status().equals("You resigned: the engine wins."));
    assertThat(text("result-text")).isEqualTo("You resigned: the engine won this game.");
    assertThat(text("scoreboard")).isEqualTo("You: 0 won, 0 drawn, 1 lost.");
    assertThat(page.findElement(By.id("resign")).isEnabled()).isFalse();
    assertThat(
            page.findElements(By.cssSelector("#board button[data-move]:not([aria-disabled=true])")))
        .isEmpty();
    click("result-swap"); // a new game on the other side: X again
    waitFor(() -> status().equals("Your move (X).") && position().equals("........."));
    assertThat(chosen("side")).isEqualTo("first");
    assertThat(text("scoreboard")).isEqualTo("You: 0 won, 0 drawn, 1 lost.");
  }

  @Test
  void aStoppedServerIsSaidInPlainWords(Servers servers) {
    try (WebServer own = servers.start(ServerSettings.standard(java.time.Duration.ofMillis(500)))) {
      browser = browsers.open(1280, 800);
      page = browser.driver();
      page.get(own.uri() + "?game=tictactoe");
      waitFor(() -> status().equals("Your move (X)."));
      own.close();
      play("5");
      waitFor(() -> !text("message").isEmpty());
    }
    assertThat(text("message"))
        .isEqualTo("The server cannot be reached: is zerosum serve still running?");
    List<WebElement> played = page.findElements(By.cssSelector("#board button.mark-x"));
    assertThat(played).as("nothing was played").isEmpty();
  }
}
