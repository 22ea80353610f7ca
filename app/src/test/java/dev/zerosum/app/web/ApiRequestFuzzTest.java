package dev.zerosum.app.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.zerosum.core.GameInputException;
import dev.zerosum.registry.GameRegistry;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Timeout;

/**
 * Fuzzes the API's reading of a request body, through the request that needs no search: the view of
 * a position ({@code POST /api/games/GAME/view}) reads the body, the options and the position. The
 * first byte picks the game; the rest is the body.
 */
@Timeout(10)
class ApiRequestFuzzTest {
  private static final PlayApi API = new PlayApi(ServerSettings.standard());
  private static final List<String> GAMES = GameRegistry.standard().names();

  @FuzzTest(maxDuration = "10m")
  void viewBody(byte[] input) {
    if (input.length == 0) {
      return;
    }
    String game = GAMES.get((input[0] & 0xff) % GAMES.size());
    String body = new String(Arrays.copyOfRange(input, 1, input.length), StandardCharsets.UTF_8);
    try {
      assertThat(API.view(game, body)).startsWith("{");
    } catch (GameInputException refused) {
      assertThat(refused.getMessage()).isNotBlank().hasSizeLessThanOrEqualTo(1_000);
    }
  }
}
