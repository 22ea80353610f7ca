package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.app.web.WebFixture.Shared;
import dev.zerosum.app.web.WebFixture.SharedServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.StaleElementReferenceException;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in Spanish, in a real browser: a browser that asks for Spanish gets it, a whole game is
 * played in it, and the language menu switches the page either way and is remembered.
 */
@BrowserTimeLimit
@ExtendWith(WebFixture.class)
class SpanishPageTest {
  private static WebServer server;
  private ChromeDriver page;

  @BeforeAll
  static void useTheServer(@Shared(SharedServer.PAGE) WebServer shared) {
    server = shared;
  }

  @Test
  void aWholeTicTacToeGameInSpanishThenTheMenuSwitchesBackToEnglish(Browsers browsers)
      throws Exception {
    try (Browser browser = browsers.open(420, 900, "es-ES,es;q=0.9,en;q=0.5")) {
      page = browser.driver();
      page.get(server.uri().toString());
      waitFor(() -> status().equals("Tu turno (X)."));
      assertThat(page.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("es");
      assertThat(page.getTitle()).isEqualTo("zerosum — juega y analiza");
      assertThat(text("new-game")).isEqualTo("Nueva partida");
      assertThat(text("undo")).isEqualTo("Deshacer");
      assertThat(text("open-classroom")).isEqualTo("Aula: la búsqueda paso a paso");
      assertThat(page.findElement(By.cssSelector("label.switch")).getText())
          .isEqualTo("Mostrar análisis");
      assertThat(selected("language")).isEqualTo("Español");
      assertThat(menu("game"))
          .as("the games' titles, as the server says them in Spanish")
          .isEqualTo(titles("es"));

      analysis(true);
      waitFor(this::analysed);
      assertThat(page.findElements(By.cssSelector("#board button[data-outcome='draw'] small")))
          .as("on the empty board every cell draws, its short sign on it")
          .hasSize(9)
          .allSatisfy(label -> assertThat(label.getText()).isEqualTo("="));
      assertThat(
              page.findElement(By.cssSelector("#board button[data-outcome='draw']"))
                  .getAttribute("aria-label"))
          .as("its label says it in words")
          .endsWith(", tablas");
      assertThat(
              page.findElements(By.cssSelector("#legend span")).stream()
                  .map(WebElement::getText)
                  .toList())
          .startsWith("+N ganas en N", "= tablas", "−N pierdes en N");
      for (int turn = 0; turn < 5 && !isOver(); turn++) {
        waitFor(() -> isOver() || (status().startsWith("Tu turno") && analysed()));
        if (isOver()) {
          break;
        }
        String before = position();
        page.findElement(By.cssSelector("#board button[data-outcome='draw']")).click();
        waitFor(() -> !position().equals(before));
      }
      waitFor(this::isOver);
      browser.screenshot("spanish-draw");
      assertThat(status()).isEqualTo("Tablas.");
      assertThat(text("scoreboard")).isEqualTo("Tú: ganadas 0, tablas 1, perdidas 0.");

      new Select(page.findElement(By.id("language"))).selectByValue("en");
      waitFor(() -> status().equals("A draw."));
      assertThat(page.findElement(By.tagName("html")).getAttribute("lang")).isEqualTo("en");
      assertThat(text("new-game")).isEqualTo("New game");
      assertThat(text("scoreboard")).isEqualTo("You: 0 won, 1 drawn, 0 lost.");
      assertThat(menu("game")).isEqualTo(titles("en"));
      assertThat(position()).as("the game stays as it was").doesNotContain(".");

      page.navigate().refresh();
      waitFor(() -> status().equals("A draw.")); // the game is kept over a reload, its end too
      assertThat(selected("language"))
          .as("the choice is remembered over the browser's Spanish")
          .isEqualTo("English");
    }
  }

  @Test
  void theMenuTurnsAnEnglishPageSpanishAndThePluralsFollowTheCount(
      @TempDir Path folder, Browsers browsers) throws Exception {
    try (Browser browser = browsers.open(420, 900)) {
      page = browser.driver();
      page.get(server.uri().toString());
      waitFor(() -> status().equals("Your move (X)."));
      new Select(page.findElement(By.id("language"))).selectByValue("es");
      waitFor(() -> status().equals("Tu turno (X)."));
      page.navigate().refresh();
      waitFor(() -> status().equals("Tu turno (X)."));

      // X on 1 and 5, O on 2 and 3: 9 wins at once, 4 threatens 6 and 7 and wins a move later.
      Path save = folder.resolve("partida.json");
      Files.writeString(
          save,
          "{\"format\":\"zerosum-save\",\"version\":1,\"game\":\"tictactoe\",\"options\":{},"
              + "\"players\":{\"first\":\"human\",\"second\":\"perfect\"},"
              + "\"moves\":[\"1\",\"2\",\"5\",\"3\"]}");
      page.findElement(By.id("upload")).sendKeys(save.toAbsolutePath().toString());
      waitFor(() -> "XOO.X....".equals(position()) && status().equals("Tu turno (X)."));
      analysis(true);
      waitFor(this::analysed);
      browser.screenshot("spanish-plurals");
      assertThat(valueOf("9")).isEqualTo("gana en 1 jugada");
      assertThat(valueOf("4")).isEqualTo("gana en 3 jugadas");
      page.findElement(By.cssSelector("#board button[data-move='9']")).click();
      waitFor(() -> status().equals("¡Ganas tú!"));
      assertThat(text("scoreboard")).isEqualTo("Tú: ganadas 1, tablas 0, perdidas 0.");
    }
  }

  @Test
  void theClassroomSpeaksSpanishToo(Browsers browsers) {
    try (Browser browser = browsers.open(420, 900, "es-ES,es")) {
      page = browser.driver();
      page.get(
          server.uri() + "?game=nim&piles=1,2&position=1,2&algorithm=alphabeta&step=15#classroom");
      waitFor(() -> text("cr-counter").equals("Paso 15 de 19"));
      browser.screenshot("spanish-classroom");
      assertThat(text("cr-summary"))
          .isEqualTo("alfa-beta · 12 llamadas · valor +1@3, mejor línea B-1 A-1 B-1");
      assertThat(text("cr-step")).isEqualTo("La llamada 6 devuelve +1@3 a la llamada 1.");
      assertThat(
              page.findElements(By.cssSelector("#cr-table th")).stream()
                  .map(WebElement::getText)
                  .toList())
          .containsExactly(
              "llamada", "prof.", "jugador", "posición", "jugada", "α", "β", "valor", "podadas");
      new Select(page.findElement(By.id("language"))).selectByValue("en");
      waitFor(() -> text("cr-counter").equals("Step 15 of 19"));
      assertThat(text("cr-step")).isEqualTo("Call 6 returns +1@3 to call 1.");
    }
  }

  @Test
  void theFormatterFillsTheBundlesPatternsAsEachLanguageWritesNumbers(Browsers browsers) {
    try (Browser browser = browsers.open(420, 900)) {
      page = browser.driver();
      page.get(server.uri().toString());
      waitFor(() -> status().equals("Your move (X)."));
      assertThat(formatted())
          .containsExactly(
              "12,345 left",
              "it's x",
              "{0} is 1",
              "b-a",
              "12,345,678,901,234,567,890",
              "win in 1 ply",
              "win in 0 plies",
              "win in 2 plies",
              "win in 1,000,000 plies",
              "the page has no text page.nothing");
      new Select(page.findElement(By.id("language"))).selectByValue("es");
      waitFor(() -> status().equals("Tu turno (X)."));
      assertThat(formatted())
          .as("Spanish groups by dots, and a million is of the form many, which falls to other")
          .containsExactly(
              "12.345 left",
              "it's x",
              "{0} is 1",
              "b-a",
              "12.345.678.901.234.567.890",
              "gana en 1 jugada",
              "gana en 0 jugadas",
              "gana en 2 jugadas",
              "gana en 1.000.000 jugadas",
              "the page has no text page.nothing");
    }
  }

  /** Returns what the page's formatter (js/i18n.js) makes of a table of patterns and values. */
  @SuppressWarnings("unchecked") // a script's list comes back as a list
  private List<Object> formatted() {
    return (List<Object>)
        page.executeAsyncScript(
            "const done = arguments[arguments.length - 1];"
                + "import('/js/i18n.js').then((m) => done(["
                + "  m.format('{0} left', [12345]),"
                + "  m.format(\"it''s {0}\", ['x']),"
                + "  m.format(\"'{0}' is {0}\", [1]),"
                + "  m.format('{1}-{0}', ['a', 'b']),"
                + "  m.number(BigInt('12345678901234567890')),"
                + "  m.plural('page.value.win', 1),"
                + "  m.plural('page.value.win', 0),"
                + "  m.plural('page.value.win', 2),"
                + "  m.plural('page.value.win', 1000000),"
                + "  (() => { try { return m.t('page.nothing'); } catch (e) { return e.message; } })(),"
                + "]));");
  }

  private List<String> titles(String lang) throws Exception {
    JsonNode games =
        new ObjectMapper()
            .readTree(new ApiClient(server.uri()).get("/api/games?lang=" + lang).body());
    List<String> titles = new ArrayList<>();
    games.get("games").forEach(game -> titles.add(game.get("title").asText()));
    return titles;
  }

  /** The value a move's label says in words (the board shows a short sign: +1, −3, =). */
  private String valueOf(String move) {
    String label =
        page.findElement(By.cssSelector("#board button[data-move='" + move + "']"))
            .getAttribute("aria-label");
    return label.substring(label.lastIndexOf(", ") + 2);
  }

  private List<String> menu(String id) {
    return new Select(page.findElement(By.id(id)))
        .getOptions().stream().map(WebElement::getText).toList();
  }

  private String selected(String id) {
    return new Select(page.findElement(By.id(id))).getFirstSelectedOption().getText();
  }

  private void analysis(boolean on) {
    WebElement box = page.findElement(By.id("analysis"));
    if (box.isSelected() != on) {
      box.click();
    }
  }

  private boolean isOver() {
    return List.of("Tablas.", "¡Ganas tú!", "Gana el motor.").contains(status());
  }

  private boolean analysed() {
    return !page.findElements(By.cssSelector("#board button[data-outcome]")).isEmpty();
  }

  private String text(String id) {
    return page.findElement(By.id(id)).getText();
  }

  private String status() {
    return text("status");
  }

  private String position() {
    return page.findElement(By.id("board")).getAttribute("data-position");
  }

  private void waitFor(BooleanSupplier condition) {
    new WebDriverWait(page, Duration.ofSeconds(30))
        .ignoring(StaleElementReferenceException.class)
        .until(driver -> condition.getAsBoolean());
  }
}
