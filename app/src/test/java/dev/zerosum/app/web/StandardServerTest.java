package dev.zerosum.app.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The server as {@code zerosum serve} starts it, for the tests of its API: the run's shared
 * standard server ({@link WebFixture}), its client, and a JSON reader.
 */
@ExtendWith(WebFixture.class)
abstract class StandardServerTest {
  static final ObjectMapper JSON = new ObjectMapper();
  static WebServer server;
  static ApiClient client;

  @BeforeAll
  static void useTheServer(WebServer shared, ApiClient sharedClient) {
    server = shared;
    client = sharedClient;
  }
}
