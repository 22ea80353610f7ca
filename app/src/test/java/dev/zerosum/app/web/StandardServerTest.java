package dev.zerosum.app.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The server as {@code zerosum serve} starts it, on a free port of the loopback, for the tests of
 * its API: one server for the test class, its client, and a JSON reader. Test classes run one after
 * another in this build, so the one server a class at a time is safe.
 */
abstract class StandardServerTest {
  static final ObjectMapper JSON = new ObjectMapper();
  static WebServer server;
  static ApiClient client;

  @BeforeAll
  static void startServer() {
    server = WebServer.start("127.0.0.1", 0, ServerSettings.standard());
    client = new ApiClient(server.uri());
  }

  @AfterAll
  static void stopServer() {
    server.close();
  }
}
