package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.zerosum.core.Ticker;
import dev.zerosum.registry.GameModule;
import dev.zerosum.registry.GameRegistry;
import dev.zerosum.registry.OptionSpec;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The engines the server offers are the ones {@code move} takes, from one source (the game made
 * with the options asked for): for every game of the registry, with its first options and with each
 * whole-number option at its least, one past its default and its most. An m,n,k board of 5 × 4,
 * past 16 cells, offers no {@code minimax} and refuses it. The engines think 20 readings of a clock
 * that moves 1 ms each time it is read, so that even a 19 × 19 board answers at once.
 */
@ExtendWith(WebFixture.class)
class EnginesOfferedTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Every engine there is, {@code depth:N} as the page asks for it. */
  private static final List<String> EVERY_ENGINE =
      List.of(
          "perfect", "strongest", "alphabeta", "minimax", "depth:2", "mcts", "heuristic", "random");

  private static WebServer server;
  private static ApiClient client;

  @BeforeAll
  static void start(Servers servers) {
    server =
        servers.start(
            ServerSettings.standard(Duration.ofMillis(20))
                .withTicker(Ticker.counting(Duration.ofMillis(1))));
    client = new ApiClient(server.uri());
  }

  static Stream<Arguments> gamesAndSizes() {
    List<Arguments> cases = new ArrayList<>();
    for (GameModule module : GameRegistry.standard().modules()) {
      cases.add(Arguments.of(module.name(), Map.of()));
      for (OptionSpec option : module.options()) {
        if (option.type() == OptionSpec.Type.INTEGER) {
          long first = (Long) option.defaultValue();
          for (long value : new long[] {option.min(), first + 1, option.max()}) {
            if (value <= option.max()) {
              cases.add(Arguments.of(module.name(), Map.of(option.name(), value)));
            }
          }
        } else if (option.type() == OptionSpec.Type.INTEGERS) {
          cases.add(Arguments.of(module.name(), Map.of(option.name(), List.of(option.max()))));
        }
      }
    }
    cases.add(Arguments.of("mnk", Map.of("rows", 5, "cols", 4)));
    return cases.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("gamesAndSizes")
  void theEnginesOfferedAreThoseMoveTakes(String game, Map<String, Object> options)
      throws Exception {
    Map<String, Object> request = new LinkedHashMap<>();
    request.put("options", options);
    HttpResponse<String> view =
        client.post("/api/" + game + "/view", JSON.writeValueAsString(request));
    if (view.statusCode() == 400) {
      request.put("position", "");
      request.put("agent", "random");
      assertThat(
              client.post("/api/" + game + "/move", JSON.writeValueAsString(request)).statusCode())
          .as("options that make no game (%s) make no move either", view.body())
          .isEqualTo(400);
      return;
    }
    assertThat(view.statusCode()).as(view.body()).isEqualTo(200);
    JsonNode start = JSON.readTree(view.body());
    List<String> offered = new ArrayList<>();
    start.get("agents").forEach(agent -> offered.add(agent.asText().replace("depth:N", "depth:2")));
    assertThat(offered).as("some engine is offered").isNotEmpty();
    request.put("position", start.get("position").asText());
    request.put("toMove", start.get("toMove").asText());
    request.put("seed", 1);
    for (String engine : EVERY_ENGINE) {
      request.put("agent", engine);
      HttpResponse<String> move =
          client.post("/api/" + game + "/move", JSON.writeValueAsString(request));
      if (offered.contains(engine)) {
        assertThat(move.statusCode()).as("%s is offered: %s", engine, move.body()).isEqualTo(200);
      } else {
        assertThat(move.statusCode())
            .as("%s is not offered: %s", engine, move.body())
            .isEqualTo(400);
        // perfect past what a board's solver proves is refused by a line naming the engine to use
        assertThat(move.body())
            .containsAnyOf(engine + " is not a player of", "perfectly", "'strongest'");
      }
    }
  }

  @Test
  void theGamesListOffersTheEnginesOfEachGamesFirstOptions() throws Exception {
    JsonNode games = JSON.readTree(client.get("/api/games").body()).get("games");
    for (JsonNode game : games) {
      JsonNode view =
          JSON.readTree(client.post("/api/" + game.get("name").asText() + "/view", "{}").body());
      assertThat(view.get("agents")).as(game.get("name").asText()).isEqualTo(game.get("agents"));
    }
  }

  @Test
  void aFiveByFourBoardOffersNoMinimax() throws Exception {
    JsonNode view =
        JSON.readTree(client.post("/api/mnk/view", "{\"options\":{\"rows\":5,\"cols\":4}}").body());
    List<String> offered = new ArrayList<>();
    view.get("agents").forEach(agent -> offered.add(agent.asText()));
    assertThat(offered)
        .as("past 16 cells the generic searches do not finish")
        .doesNotContain("minimax", "alphabeta")
        .contains("perfect", "depth:N", "mcts");
  }
}
