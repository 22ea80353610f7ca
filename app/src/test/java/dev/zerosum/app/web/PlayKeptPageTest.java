package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import org.junit.jupiter.api.Test;

/**
 * The game in progress is kept: a reload plays on where the player was, and a link holds the game,
 * its options, the side, the opponent and the moves, so that whoever opens it plays on from there.
 */
class PlayKeptPageTest extends PlayBrowserTest {

  @Test
  void aReloadRestoresTheGameInProgress() {
    open("");
    chooseGame("connect4");
    play("4");
    waitFor(() -> count("O") == 1 && status().equals("Your move (X)."));
    String before = position();
    page.navigate().refresh();
    waitFor(() -> before.equals(position()) && status().equals("Your move (X)."));
    assertThat(game()).isEqualTo("connect4");
    assertThat(moveList()).hasSize(2).startsWith("4");
    play("3");
    waitFor(() -> count("O") == 2 && status().equals("Your move (X)."));
    assertThat(moveList()).as("the game goes on from the reload").hasSize(4);
  }

  @Test
  void aSharedLinkRestoresThePositionTheSideAndTheOpponent() {
    open("?game=nim&piles=3,4,5");
    choose("side", "second");
    choose("opponent", "depth:2");
    click("new-game");
    waitFor(
        () ->
            status().startsWith("Your move")
                && page.findElements(org.openqa.selenium.By.cssSelector("#move-list li")).size()
                    == 1);
    page.findElement(org.openqa.selenium.By.cssSelector("#board button.stick")).click();
    waitFor(() -> moveList().size() == 3 && status().startsWith("Your move"));
    String position = position();
    click("share");
    waitFor(() -> shown("share-field"));
    String link = page.findElement(org.openqa.selenium.By.id("share-link")).getAttribute("value");
    assertThat(URI.create(link).getQuery())
        .contains("game=nim", "piles=3,4,5", "side=second", "level=depth:2", "moves=");

    page.executeScript("localStorage.clear()"); // only the link tells the game now
    page.get(link);
    waitFor(() -> position.equals(position()) && status().startsWith("Your move"));
    assertThat(game()).isEqualTo("nim");
    assertThat(chosen("side")).isEqualTo("second");
    assertThat(chosen("opponent")).isEqualTo("depth:2");
    assertThat(moveList()).hasSize(3);
    assertThat(page.getCurrentUrl())
        .as("a reload plays on from the kept game")
        .doesNotContain("moves=");
  }

  @Test
  void aLinkWithMovesThePlayerDidNotMakeIsPlayedOnByTheEngine() {
    open("?game=tictactoe&moves=5+1&side=second&level=perfect");
    waitFor(() -> count("X") == 2 && status().equals("Your move (O)."));
    assertThat(moveList()).hasSize(3).startsWith("5", "1");
    assertThat(chosen("opponent")).isEqualTo("perfect");
  }
}
