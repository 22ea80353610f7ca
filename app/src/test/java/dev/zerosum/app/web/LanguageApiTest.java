package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.zerosum.app.web.bilingual.BilingualModule;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.i18n.Language;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The API in two languages: the page's texts ({@code GET /api/messages}), the language a request
 * gets ({@code ?lang=}, else {@code Accept-Language}), the texts for people in it, and the data
 * that never change with it.
 */
@ExtendWith(WebFixture.class)
class LanguageApiTest {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static WebServer server;
  private static ApiClient client;

  @BeforeAll
  static void start(Servers servers) {
    List<GameModule> modules = new ArrayList<>(GameRegistry.standard().modules());
    modules.add(new BilingualModule());
    // The engines' clock moves 1 ms each time it is read: a search that runs out of time stops at
    // the same node every time, so two answers can be compared byte for byte.
    ServerSettings standard =
        ServerSettings.standard(Duration.ofMillis(200))
            .withTicker(Ticker.counting(Duration.ofMillis(1)));
    server =
        servers.start(
            new ServerSettings(
                new GameRegistry(modules),
                standard.time(),
                standard.ticker(),
                standard.searches(),
                standard.giveUp()));
    client = new ApiClient(server.uri());
  }

  @Test
  void thePageGetsTheSameKeysInBothLanguagesEachWithItsOwnTexts() throws Exception {
    JsonNode english = getJson("/api/messages?lang=en", null);
    JsonNode spanish = getJson("/api/messages?lang=es", null);
    assertThat(english.get("language").asText()).isEqualTo("en");
    assertThat(spanish.get("language").asText()).isEqualTo("es");
    Set<String> keys = keys(english.get("messages"));
    assertThat(keys)
        .as("the bundle's page keys, and only those")
        .isEqualTo(
            new TreeSet<>(
                PageTexts.MESSAGES.patterns(Language.ENGLISH).keySet().stream()
                    .filter(key -> key.startsWith("page."))
                    .toList()))
        .contains("page.status.drawn", "page.value.win.one", "page.value.win.other");
    assertThat(keys(spanish.get("messages"))).isEqualTo(keys);
    assertThat(english.at("/messages/page.status.drawn").asText()).isEqualTo("A draw.");
    assertThat(spanish.at("/messages/page.status.drawn").asText()).isEqualTo("Tablas.");
    assertThat(spanish.get("languages"))
        .as("the menu names each language in itself, in any language")
        .isEqualTo(english.get("languages"))
        .isEqualTo(
            JSON.readTree(
                "[{\"tag\":\"en\",\"name\":\"English\"},{\"tag\":\"es\",\"name\":\"Español\"}]"));
  }

  @ParameterizedTest(name = "lang {0}, Accept-Language {1}: {2}")
  @CsvSource(
      delimiter = '|',
      nullValues = "-",
      value = {
        "-|-|en|A draw.",
        "-|es-ES,es;q=0.9,en;q=0.8|es|Tablas.",
        "-|es-MX|es|Tablas.",
        "-|en-US,en;q=0.9,es;q=0.8|en|A draw.",
        "-|fr-FR,fr;q=0.9|en|A draw.",
        "-|fr-FR,fr;q=0.9,es;q=0.5|es|Tablas.",
        "es|en-US|es|Tablas.",
        "en|es-ES,es|en|A draw.",
        "ES|-|es|Tablas."
      })
  void theLanguageIsTheParametersElseTheBrowsers(
      String lang, String acceptLanguage, String expected, String drawn) throws Exception {
    JsonNode answer =
        getJson("/api/messages" + (lang == null ? "" : "?lang=" + lang), acceptLanguage);
    assertThat(answer.get("language").asText()).isEqualTo(expected);
    assertThat(answer.at("/messages/page.status.drawn").asText()).isEqualTo(drawn);
  }

  @Test
  void aLanguageTheServerDoesNotSpeakIsRefused() {
    HttpResponse<String> answer = client.get("/api/games?lang=fr");
    assertThat(answer.statusCode()).isEqualTo(400);
    assertThat(answer.body())
        .isEqualTo("{\"error\":\"no language 'fr'; expected en (English) or es (Spanish)\"}");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      quoteCharacter = '`',
      value = {
        "no position|POST|/api/tictactoe/analyze?lang=es|{}|400|falta el campo 'position'",
        "unknown field|POST|/api/tictactoe/analyze?lang=es|{\"position\":\".........\",\"colour\":1}"
            + "|400|campo desconocido 'colour'; se esperaba options, position, toMove",
        "malformed|POST|/api/tictactoe/view?lang=es|{\"position\":|400|JSON mal formado en la línea 1, columna 13: ",
        "game over|POST|/api/tictactoe/move?lang=es|{\"position\":\"XXXOO....\"}"
            + "|400|la partida ha terminado en XXXOO....: ya no se puede jugar",
        "a human|POST|/api/tictactoe/move?lang=es|{\"position\":\".........\",\"agent\":\"human\"}"
            + "|400|un humano no es un motor: envía su jugada en 'move'",
        "algorithm|POST|/api/nim/tree?lang=es|{\"position\":\"1,2\",\"algorithm\":\"dfs\"}"
            + "|400|algoritmo desconocido 'dfs'; se esperaba minimax, alphabeta,"
            + " alphabeta-ordered, depth:N (N de 1 a 99) o mcts",
        "no such path|POST|/api/nothing?lang=es|{}|404|no existe la ruta: /api/nothing",
        "wrong method|GET|/api/tictactoe/move?lang=es|-|405|GET no está permitido en /api/tictactoe/move",
        "unknown language|GET|/api/games?lang=fr|-|400|no existe el idioma 'fr'; se esperaba en (inglés) o es (español)"
      })
  void theServersOwnMistakesAreSaidInTheRequestsLanguage(
      String name, String method, String path, String body, int status, String message)
      throws Exception {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(server.uri().resolve(path))
            .header("Accept-Language", "es-ES,es")
            .header("Content-Type", "application/json");
    request.method(
        method,
        "-".equals(body)
            ? HttpRequest.BodyPublishers.noBody()
            : HttpRequest.BodyPublishers.ofString(body));
    HttpResponse<String> answer = client.send(request);
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(status);
    assertThat(JSON.readTree(answer.body()).get("error").asText()).startsWith(message);
  }

  @Test
  void theGamesTextsForPeopleAreInTheRequestsLanguageAndTheirDataAreNot() throws Exception {
    JsonNode english = getJson("/api/games?lang=en", null);
    JsonNode spanish = getJson("/api/games?lang=es", null);
    assertThat(bilingual(english).get("title").asText()).isEqualTo("Noughts and crosses");
    assertThat(bilingual(spanish).get("title").asText()).isEqualTo("Tres en raya");
    assertThat(bilingual(spanish).get("summary").asText()).startsWith("tres en línea");
    assertThat(bilingual(spanish).at("/options/0/description").asText())
        .isEqualTo("negarse a crear una partida");
    assertThat(bilingual(getJson("/api/games", "es-ES,es;q=0.9")).get("title").asText())
        .as("by Accept-Language alone")
        .isEqualTo("Tres en raya");
    assertThat(withoutTexts(spanish))
        .as("names, players, agents, options, boards: the same in both languages")
        .isEqualTo(withoutTexts(english));
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "tictactoe/analyze|{\"position\":\"XO.X.....\"}",
        "tictactoe/analyze|{\"position\":\".........\"}",
        "nim/analyze|{\"position\":\"3,4,5\"}",
        "nim/analyze|{\"position\":\"1,2\",\"options\":{\"misere\":true}}",
        "connect4/analyze|{\"position\":\"4453\"}",
        "dernier/analyze|{\"position\":\"21\"}",
        "mnk/analyze|{\"position\":\"X../.O./...\",\"options\":{\"rows\":3,\"cols\":3,\"k\":3}}",
        "tictactoe/move|{\"position\":\"XO.X.....\",\"move\":\"7\"}"
      })
  void theDataAreByteForByteTheSameInEveryLanguage(String path, String body) throws Exception {
    HttpResponse<String> english = post("/api/" + path + "?lang=en", body, null);
    assertThat(english.statusCode()).as(english.body()).isEqualTo(200);
    assertThat(withoutMoveTexts(post("/api/" + path + "?lang=es", body, null).body()))
        .as("?lang=es")
        .isEqualTo(withoutMoveTexts(english.body()));
    assertThat(withoutMoveTexts(post("/api/" + path, body, "es-ES,es").body()))
        .as("Accept-Language: es")
        .isEqualTo(withoutMoveTexts(english.body()));
    assertThat(english.headers().allValues("Vary"))
        .as("an answer that may change with the language says so to caches")
        .contains("Accept-Language");
  }

  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "tictactoe/view|{\"position\":\"XO.X.....\"}",
        "nim/view|{\"position\":\"3,4,5\",\"toMove\":\"second\"}"
      })
  void aViewDiffersByLanguageInItsLevelsAndEnginesNamesAlone(String path, String body)
      throws Exception {
    JsonNode english = JSON.readTree(post("/api/" + path + "?lang=en", body, null).body());
    JsonNode spanish = JSON.readTree(post("/api/" + path + "?lang=es", body, null).body());
    assertThat(spanish.at("/levels/0/title").asText()).isEqualTo("Fácil");
    assertThat(spanish.at("/agentTitles/random").asText()).isEqualTo("al azar");
    assertThat(keys(spanish.get("agentTitles"))).isEqualTo(keys(english.get("agentTitles")));
    assertThat(withoutEngineTexts(spanish)).isEqualTo(withoutEngineTexts(english));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      value = {
        "en|refused, as asked: the 9 cells stay empty",
        "es|rechazada, como se pidió: las 9 casillas quedan vacías"
      })
  void aCodedMistakeIsSaidInTheRequestsLanguage(String lang, String message) throws Exception {
    HttpResponse<String> answer =
        post("/api/bilingual/view?lang=" + lang, "{\"options\":{\"refuse\":true}}", null);
    assertThat(answer.statusCode()).isEqualTo(400);
    assertThat(JSON.readTree(answer.body()).get("error").asText()).isEqualTo(message);
  }

  private static JsonNode getJson(String path, String acceptLanguage) throws Exception {
    HttpRequest.Builder request = HttpRequest.newBuilder(server.uri().resolve(path)).GET();
    if (acceptLanguage != null) {
      request.header("Accept-Language", acceptLanguage);
    }
    HttpResponse<String> answer = client.send(request);
    assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
    return JSON.readTree(answer.body());
  }

  private static HttpResponse<String> post(String path, String body, String acceptLanguage) {
    HttpRequest.Builder request =
        HttpRequest.newBuilder(server.uri().resolve(path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(body));
    if (acceptLanguage != null) {
      request.header("Accept-Language", acceptLanguage);
    }
    return client.send(request);
  }

  private static Set<String> keys(JsonNode object) {
    Set<String> keys = new TreeSet<>();
    object.fieldNames().forEachRemaining(keys::add);
    return keys;
  }

  private static JsonNode bilingual(JsonNode games) {
    for (JsonNode game : games.get("games")) {
      if (game.get("name").asText().equals("bilingual")) {
        return game;
      }
    }
    throw new AssertionError("no game bilingual in " + games);
  }

  /** Returns the list of games without the fields that are texts for people. */
  /** Returns an answer without the analysis's moves in words ("text"), which are for people. */
  private static JsonNode withoutMoveTexts(String answer) throws Exception {
    JsonNode copy = JSON.readTree(answer);
    for (String list : List.of("moves", "bestMoves")) {
      if (copy.get(list) != null && copy.get(list).isArray()) {
        copy.get(list).forEach(move -> ((ObjectNode) move).remove("text"));
      }
    }
    return copy;
  }

  private static JsonNode withoutTexts(JsonNode games) {
    JsonNode copy = games.deepCopy();
    for (JsonNode game : copy.get("games")) {
      ((ObjectNode) game).remove(List.of("title", "summary", "position", "playerTitles"));
      // A mark's name and a control's label are words for people (Othello's "black disc", "Pass").
      game.at("/start/board/marks").forEach(mark -> ((ObjectNode) mark).remove("name"));
      game.at("/start/moves").forEach(move -> ((ObjectNode) move).remove("label"));
      for (JsonNode option : game.get("options")) {
        ((ObjectNode) option).remove(List.of("label", "description", "title"));
      }
      withoutEngineTexts(game);
      for (JsonNode search : game.get("searches")) {
        ((ObjectNode) search).remove("title");
      }
    }
    return copy;
  }

  /**
   * Returns {@code answer} less the texts of its engines: each level's title and description, and
   * the engines' names (their keys are checked apart).
   */
  private static JsonNode withoutEngineTexts(JsonNode answer) {
    ((ObjectNode) answer).remove("agentTitles");
    for (JsonNode level : answer.get("levels")) {
      ((ObjectNode) level).remove(List.of("title", "description"));
    }
    return answer;
  }
}
