package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.zerosum.core.Agent;
import dev.zerosum.core.AlphaBetaSearch;
import dev.zerosum.core.Evaluator;
import dev.zerosum.core.Game;
import dev.zerosum.core.MoveValue;
import dev.zerosum.core.Notation;
import dev.zerosum.core.NotationException;
import dev.zerosum.core.Player;
import dev.zerosum.core.StopCondition;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.AbstractPlayableGame;
import dev.zerosum.registry.Analysis;
import dev.zerosum.registry.BoardMove;
import dev.zerosum.registry.BoardMoves;
import dev.zerosum.registry.BoardView;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameOptions;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.PlayableGame;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Moves that share a cell, each with a label (as a promotion's pieces share a square), are offered
 * as a choice when the cell is clicked: a game of three cells where either player writes A or B in
 * an empty one, which the tests alone know.
 */
@BrowserTimeLimit
@ExtendWith(WebFixture.class)
class ChoicePageTest {
  private static WebServer server;

  @BeforeAll
  static void start(Servers servers) {
    ServerSettings standard =
        ServerSettings.standard(Duration.ofMillis(200))
            .withTicker(Ticker.counting(Duration.ofMillis(1)));
    server =
        servers.start(
            new ServerSettings(
                new GameRegistry(List.of(new LettersModule())),
                standard.time(),
                standard.ticker(),
                standard.searches(),
                standard.giveUp()));
  }

  @Test
  void aCellOfTwoMovesOffersTheirLabelsAndPlaysTheOneChosen(Browsers browsers) {
    Browser browser = browsers.open(1280, 900);
    ChromeDriver page = browser.driver();
    page.get(server.uri().resolve("/?game=letters").toString());
    waitFor(page, () -> page.findElement(By.id("status")).getText().startsWith("Your move"));
    page.findElement(By.cssSelector("#board button[data-row='0'][data-column='0']")).click();
    List<WebElement> choices =
        page.findElements(By.cssSelector("#board-controls .board-choice button"));
    assertThat(choices).extracting(WebElement::getText).containsExactly("A", "B");
    browser.screenshot("choice-offered");
    choices.get(1).click();
    waitFor(page, () -> page.findElements(By.cssSelector("#move-list .move")).size() >= 2);
    assertThat(page.findElement(By.cssSelector("#move-list .move")).getText())
        .as("the choice made, then the engine's answer")
        .endsWith("1B");
    assertThat(
            page.findElement(By.cssSelector("#board button[data-row='0'][data-column='0']"))
                .getText())
        .isEqualTo("B");
  }

  private static void waitFor(ChromeDriver page, java.util.function.BooleanSupplier condition) {
    new WebDriverWait(page, Duration.ofSeconds(30))
        .ignoring(org.openqa.selenium.StaleElementReferenceException.class)
        .until(driver -> condition.getAsBoolean());
  }

  /** Three cells; a move writes A or B in an empty one ({@code 2B}); a draw when they are full. */
  private static final class Letters implements Game<String, String>, Notation<String, String> {
    @Override
    public String initialState() {
      return "...";
    }

    @Override
    public Player player(String state) {
      return state.chars().filter(c -> c != '.').count() % 2 == 0 ? Player.MAX : Player.MIN;
    }

    @Override
    public List<String> actions(String state) {
      List<String> moves = new ArrayList<>();
      for (int cell = 0; cell < state.length(); cell++) {
        if (state.charAt(cell) == '.') {
          moves.add((cell + 1) + "A");
          moves.add((cell + 1) + "B");
        }
      }
      return moves;
    }

    @Override
    public String result(String state, String move) {
      int cell = move.charAt(0) - '1';
      return state.substring(0, cell) + move.charAt(1) + state.substring(cell + 1);
    }

    @Override
    public boolean isTerminal(String state) {
      return !state.contains(".");
    }

    @Override
    public int utility(String state) {
      return 0;
    }

    @Override
    public Optional<Notation<String, String>> notation() {
      return Optional.of(this);
    }

    @Override
    public String parseMove(String state, String text) {
      if (!actions(state).contains(text.strip())) {
        throw new NotationException("not a move: " + text);
      }
      return text.strip();
    }

    @Override
    public String formatMove(String state, String move) {
      return move;
    }

    @Override
    public String parsePosition(String text) {
      if (!text.matches("[AB.]{3}")) {
        throw new NotationException("not a position: " + text);
      }
      return text;
    }

    @Override
    public String formatPosition(String state) {
      return state;
    }
  }

  private static final class PlayableLetters extends AbstractPlayableGame<String, String> {
    private final Letters game = new Letters();

    PlayableLetters(GameModule module, GameOptions options) {
      super(module, options);
    }

    @Override
    public Letters game() {
      return game;
    }

    @Override
    public BoardView board(String state) {
      return new BoardView.Grid(
          1,
          3,
          false,
          List.of(state),
          List.of(),
          List.of(
              BoardView.Mark.letter('A', null, "#7b3fbf", null),
              BoardView.Mark.letter('B', null, "#2e7d4f", null)));
    }

    /** Returns each move at its cell, labelled with the letter it writes. */
    @Override
    public List<BoardMove> boardMoves(String state) {
      return BoardMoves.of(this, state).stream()
          .map(move -> move.choice(move.move().substring(1)))
          .toList();
    }

    @Override
    public String moveHelp() {
      return "a cell and a letter, like 2B";
    }

    @Override
    public Evaluator<String> evaluator() {
      return state -> 0;
    }

    @Override
    protected Agent<String, String> heuristicAgent() {
      return state -> game.actions(state).get(0);
    }

    @Override
    public Analysis analyze(String state, StopCondition stop) {
      return analysisOf(
          state, MoveValue.ofEveryMove(game, AlphaBetaSearch.on(game).build(), state));
    }
  }

  private static final class LettersModule implements GameModule {
    @Override
    public String name() {
      return "letters";
    }

    @Override
    public String title() {
      return "Letters";
    }

    @Override
    public String summary() {
      return "write A or B in a cell";
    }

    @Override
    public String positionHelp() {
      return "three cells of A, B and ., like A..";
    }

    @Override
    public PlayableGame<?, ?> create(GameOptions options) {
      return new PlayableLetters(this, options);
    }
  }
}
